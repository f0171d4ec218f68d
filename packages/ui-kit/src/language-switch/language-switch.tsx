import { useLingui } from '@lingui/react'
import { languageName, localeOf } from '@parlor/core'
import { lazy, Suspense, useState } from 'react'
import type { LanguageChoices } from './language-choices.ts'
import './language-switch.css'

const loadDialog = () => import('./language-dialog.tsx')
const LanguageDialog = lazy(loadDialog)

export interface LanguageSwitchProps extends LanguageChoices {
  /** `tag`: the globe and a short tag, for a header; `named`: the language's name, for a footer. */
  readonly look?: 'tag' | 'named'
  readonly className?: string
}

/**
 * The header's language button: a globe and the current language's short tag. It opens the list
 * of the site's languages, each named in itself; its code downloads on the first press (or as a
 * pointer or finger approaches).
 */
export function LanguageSwitch({
  current,
  languages,
  choose,
  look = 'tag',
  className,
}: LanguageSwitchProps) {
  const { i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  if (languages.length < 2) return null
  const locale = localeOf(current)
  const name = languageName(current, locale)
  const label = i18n._({
    id: 'language.button',
    message: 'Language: {language}',
    values: { language: name },
  })
  return (
    <>
      <button
        type="button"
        className={['pk-language-switch', `pk-language-switch--${look}`, className]
          .filter(Boolean)
          .join(' ')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={label}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
        onPointerEnter={() => void loadDialog()}
        onTouchStart={() => void loadDialog()}
      >
        <svg className="pk-language-switch__globe" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
        </svg>
        <span className="pk-language-switch__text" aria-hidden="true" lang={locale}>
          {look === 'named' ? name : locale.toUpperCase()}
        </span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <LanguageDialog
            open={open}
            onOpenChange={setOpen}
            current={current}
            languages={languages}
            choose={choose}
          />
        </Suspense>
      ) : null}
    </>
  )
}
