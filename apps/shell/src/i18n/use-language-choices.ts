import { useLingui } from '@lingui/react'
import type { LanguageChoices } from '@parlor/ui-kit'
import { useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { activeLanguage } from './active-language.ts'
import { localeRouting } from './locale-routing-config.ts'

/** The site's languages for the theme's switch: the active one, the offered ones, the switch. */
export function useLanguageChoices(): LanguageChoices {
  // Lingui re-renders on a switch; the locale is what the choices depend on.
  const { i18n } = useLingui()
  const router = useRouter()
  const locale = i18n.locale
  return useMemo(
    () => ({
      current: locale ? activeLanguage() : 'EN',
      languages: localeRouting.languages,
      // The switch's code comes with the first choice: most visits never change language.
      choose: (code) => import('./switch-language.ts').then((m) => m.switchLanguage(code, router)),
    }),
    [locale, router],
  )
}
