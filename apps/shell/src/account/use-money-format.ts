import { useLingui } from '@lingui/react'
import { layoutAtom } from '@parlor/core'
import { useAtomValue } from 'jotai'

/** The site's currency and the player's locale, as ui-kit's Amount takes them. */
export function useMoneyFormat(): { currency: string; decimals: number; locale: string } {
  const { i18n } = useLingui()
  const site = useAtomValue(layoutAtom).site
  return {
    currency: site?.currency ?? '',
    decimals: site?.currency_decimals ?? 2,
    locale: i18n.locale,
  }
}
