import { useLingui } from '@lingui/react'
import { endonymByCode, type LanguageCode } from '@parlor/contract'
import { localeOf } from '@parlor/core'

export interface CmsLanguageSwitchProps {
  readonly local: LanguageCode
  readonly value: 'en' | 'local'
  readonly onChange: (value: 'en' | 'local') => void
}

/**
 * Two toggle buttons choosing the page's English or local version, each named in itself and marked
 * with its language, as the language switch lists them: a reader finds the version they can read
 * whatever language the rest of the site shows.
 */
export function CmsLanguageSwitch({ local, value, onChange }: CmsLanguageSwitchProps) {
  const { i18n } = useLingui()
  const options = [
    { value: 'en', code: 'EN' },
    { value: 'local', code: local },
  ] as const
  return (
    <fieldset className="info-page__languages">
      <legend className="info-page__languages-legend">
        {i18n._({ id: 'info.pageLanguage', message: 'Read this page in' })}
      </legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="info-page__language"
          lang={localeOf(option.code)}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {endonymByCode[option.code]}
        </button>
      ))}
    </fieldset>
  )
}
