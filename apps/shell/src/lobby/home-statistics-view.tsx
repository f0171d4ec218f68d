import { useLingui } from '@lingui/react'
import type { Statistics } from '@parlor/contract'
import { formatNumber, layoutAtom } from '@parlor/core'
import { Amount, StatFigures } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { useMoneyFormat } from '../account/use-money-format.ts'
import { HomeSection } from './home-section.tsx'

export interface HomeStatisticsViewProps {
  /** The site's figures; null while they load. */
  readonly statistics: Statistics | null
}

/**
 * The site's figures of the last day as drawn (the Statistics): payouts and players. Apart
 * from the call (home-statistics.tsx) so Storybook draws the same figures from fixtures.
 */
export function HomeStatisticsView({ statistics: stats }: HomeStatisticsViewProps) {
  const { i18n } = useLingui()
  const money = useMoneyFormat()
  const siteName = useAtomValue(layoutAtom).site?.site_name ?? ''
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
