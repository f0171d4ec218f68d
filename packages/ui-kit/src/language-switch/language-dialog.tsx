import { useLingui } from '@lingui/react'
import type { LanguageCode } from '@parlor/contract'
import { languageName, localeOf } from '@parlor/core'
import { useState } from 'react'
import { Dialog } from '../dialog/dialog.tsx'
import { FormError } from '../form-error/form-error.tsx'
import type { LanguageChoices } from './language-choices.ts'

export interface LanguageDialogProps extends LanguageChoices {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
}

/**
 * The site's languages, each named in itself and marked up in its own language, so a reader of
 * any of them finds theirs and a screen reader says it right. A choice waits for its texts; the
 * dialog closes once the site shows them, or says so when they could not load.
 */
export default function LanguageDialog({
  open,
  onOpenChange,
  current,
  languages,
  choose,
}: LanguageDialogProps) {
  const { i18n } = useLingui()
  const [pending, setPending] = useState<LanguageCode | null>(null)
  const [failed, setFailed] = useState(false)
  const pick = async (code: LanguageCode) => {
    if (code === current) {
      onOpenChange(false)
      return
    }
    setPending(code)
    setFailed(false)
    try {
      await choose(code)
      onOpenChange(false)
    } catch {
      setFailed(true)
    } finally {
      setPending(null)
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={i18n._({ id: 'language.title', message: 'Language' })}
      size="small"
      id="language"
    >
      {failed ? (
        <FormError>
          {i18n._({
            id: 'language.failed',
            message: 'That language could not be loaded. Check your connection and try again.',
          })}
        </FormError>
      ) : null}
      <ul className="pk-language-list" aria-busy={pending !== null}>
        {languages.map((code) => {
          const locale = localeOf(code)
          return (
            <li key={code}>
              <button
                type="button"
                className="pk-language-list__choice"
                lang={locale}
                aria-current={code === current ? 'true' : undefined}
                disabled={pending !== null}
                onClick={() => void pick(code)}
              >
                <span>{languageName(code, locale)}</span>
                <span className="pk-language-list__tag" aria-hidden="true">
                  {locale.toUpperCase()}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </Dialog>
  )
}
