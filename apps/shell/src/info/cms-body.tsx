import { useLingui } from '@lingui/react'
import type { CmsSection, LanguageCode } from '@parlor/contract'
import { codeFromLocale, localeByCode } from '@parlor/core'
import { RichText } from '@parlor/ui-kit/rich-text'
import { useEffect, useState } from 'react'
import { loadLanguageFont } from '../i18n/active-language.ts'
import { CmsLanguageSwitch } from './cms-language-switch.tsx'

type Version = 'en' | 'local'

/**
 * An information page's body (the site's CMS): the site's local version for a player reading in the
 * site's language, else English, with a switch when both exist. Operator HTML only through
 * RichText, which sanitises it. The switch's name of the local version comes in its
 * script's font even when the player reads the site in another language.
 */
export function CmsBody({
  section,
  siteLanguage,
}: {
  section: CmsSection
  siteLanguage: LanguageCode | null
}) {
  const { i18n } = useLingui()
  const player = codeFromLocale(i18n.locale) ?? 'EN'
  const hasEnglish = section.en.trim() !== ''
  const localCode =
    siteLanguage && siteLanguage !== 'EN' && section.local.trim() !== '' ? siteLanguage : null
  const preferred: Version = localCode && (player === localCode || !hasEnglish) ? 'local' : 'en'
  const [chosen, setChosen] = useState<Version | null>(null)
  const version = localCode && hasEnglish ? (chosen ?? preferred) : preferred
  useEffect(() => {
    if (localCode) void loadLanguageFont(localCode)
  }, [localCode])

  return (
    <div className="info-page__body">
      {localCode && hasEnglish ? (
        <CmsLanguageSwitch local={localCode} value={version} onChange={setChosen} />
      ) : null}
      <div lang={version === 'local' && localCode ? localeByCode[localCode] : 'en'}>
        <RichText as="article" html={version === 'local' ? section.local : section.en} />
      </div>
    </div>
  )
}
