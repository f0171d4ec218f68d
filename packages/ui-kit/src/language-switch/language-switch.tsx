import { useLingui } from '@lingui/react'
import { localeOf } from '@parlor/core'
import { lazy, Suspense, useState } from 'react'
import type { LanguageChoices } from './language-choices.ts'
import './language-switch.css'

const loadDialog = () => import('./language-dialog.tsx')
const LanguageDialog = lazy(loadDialog)

export interface LanguageSwitchProps extends LanguageChoices {
  readonly className?: string
}

/**
 * The language button of a header or footer: a globe and the current language's short tag (EN,
 * RU, ZH). It opens the list of the site's languages, each named in itself; the list's code (and
 * the names) download on the first press, or as a pointer or finger approaches.
 */
export function LanguageSwitch({ current, languages, choose, className }: LanguageSwitchProps) {
  const { i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  if (languages.length < 2) return null
  const locale = localeOf(current)
  const tag = locale.toUpperCase()
  const label = i18n._({
    id: 'language.button',
    message: 'Language: {language}',
    values: { language: tag },
  })
  return (
    <>
      <button
        type="button"
        className={`pk-language-switch ${className ?? ''}`}
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
          <path d="M3 12h18M12 3a14 14 0 0 1 0 18a14 14 0 0 1 0-18" />
        </svg>
        <span className="pk-language-switch__tag" aria-hidden="true">
          {tag}
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
