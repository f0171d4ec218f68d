import { useLingui } from '@lingui/react'
import { layoutAtom } from '@parlor/core'
import { useAtomValue } from 'jotai'

/** The site's currency in the active language, as the shell's money format gives it. */
export function useStoryMoney() {
  const { i18n } = useLingui()
  const site = useAtomValue(layoutAtom).site
  return {
    currency: site?.currency ?? 'PHP',
    decimals: site?.currency_decimals ?? 2,
    locale: i18n.locale,
  }
}
