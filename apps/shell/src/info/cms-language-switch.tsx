import { useLingui } from '@lingui/react'
import type { LanguageCode } from '@parlor/contract'
import { languageName } from '@parlor/core'

export interface CmsLanguageSwitchProps {
  readonly local: LanguageCode
  readonly value: 'en' | 'local'
  readonly onChange: (value: 'en' | 'local') => void
}

/** Two toggle buttons choosing the page's English or local version, named in the player's language. */
export function CmsLanguageSwitch({ local, value, onChange }: CmsLanguageSwitchProps) {
  const { i18n } = useLingui()
  const options = [
    { value: 'en', label: languageName('EN', i18n.locale) },
    { value: 'local', label: languageName(local, i18n.locale) },
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
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  )
}
