import { useLingui } from '@lingui/react'
import { endonymByCode, type LanguageCode } from '@parlor/contract'
import { localeOf } from '@parlor/core'
import { useEffect, useState } from 'react'
import { Dialog } from '../dialog/dialog.tsx'
import { FormError } from '../form-error/form-error.tsx'
import { loadScriptFont } from '../script-fonts/script-fonts.ts'
import type { LanguageChoices } from './language-choices.ts'

/**
 * The locales whose names a bare system cannot draw (Chinese, Devanagari, Burmese): the list
 * brings their script fonts, of which only the slices the names use download. Cyrillic names
 * need none; Noto's Cyrillic is for Mongolian's Ө and Ү in running text.
 */
const namesInOwnFont: ReadonlySet<string> = new Set(['zh', 'ne', 'my'])

export interface LanguageDialogProps extends LanguageChoices {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
}

/**
 * The site's languages, each named in itself (`endonymByCode`, our own data: browsers name some
 * of them in English) and marked up in its own language, so a reader of any of them finds theirs,
 * a screen reader says it right and each name is drawn in its script's font. A choice waits for
 * its texts; the dialog closes once the site shows them, or says so when they could not load.
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
  useEffect(() => {
    for (const code of languages) {
      const locale = localeOf(code)
      if (namesInOwnFont.has(locale)) void loadScriptFont(locale).catch(() => undefined)
    }
  }, [languages])
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
                <span className="pk-language-list__name">{endonymByCode[code]}</span>
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
