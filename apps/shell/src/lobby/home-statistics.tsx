import { useLingui } from '@lingui/react'
import { formatNumber, layoutAtom } from '@parlor/core'
import { Amount, StatFigures } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { useMoneyFormat } from '../account/use-money-format.ts'
import { useSiteQuery } from '../api/use-site-query.ts'
import { HomeSection } from './home-section.tsx'

/** The site's figures of the last day (spec §3 Statistics): payouts and players. */
export function HomeStatistics() {
  const { i18n } = useLingui()
  const money = useMoneyFormat()
  const siteName = useAtomValue(layoutAtom).site?.site_name ?? ''
  const ticker = useSiteQuery('top10WinnerWithdrawal', {})
  if (ticker.isError) return null
  const stats = ticker.data?.statistics
  const count = (value: number) => formatNumber(value, i18n.locale)
  const items = stats
    ? [
        {
          key: 'withdrawn-day',
          label: i18n._({ id: 'home.withdrawnDay', message: 'Paid out in the last 24 hours' }),
          value: <Amount minor={stats.withrawal} {...money} />,
        },
        {
          key: 'withdrawn-hour',
          label: i18n._({ id: 'home.withdrawnHour', message: 'Paid out in the last hour' }),
          value: <Amount minor={stats.hour_withdrawal} {...money} />,
        },
        {
          key: 'winners',
          label: i18n._({ id: 'home.winners', message: 'Winners in the last 24 hours' }),
          value: count(stats.winner),
        },
        {
          key: 'registered',
          label: i18n._({ id: 'home.registeredPlayers', message: 'Registered players' }),
          value: count(stats.registered_player),
        },
        {
          key: 'active',
          label: i18n._({
            id: 'home.activePlayers',
            message: 'Players active in the last 24 hours',
          }),
          value: count(stats.active_player),
        },
        {
          key: 'deposited',
          label: i18n._({
            id: 'home.depositedPlayers',
            message: 'Players who deposited in the last 24 hours',
          }),
          value: count(stats.deposited_player),
        },
      ]
    : null
  return (
    <HomeSection
      title={i18n._({
        id: 'home.statistics',
        message: 'Today at {site}',
        values: { site: siteName },
      })}
    >
      <StatFigures items={items} />
    </HomeSection>
  )
}
