import { useLingui } from '@lingui/react'
import type { VipLevel } from '@parlor/contract'
import { formatNumber } from '@parlor/core'
import { Amount } from '../amount/amount.tsx'
import { DescriptionList } from '../description-list/description-list.tsx'
import { LazyImage } from '../lazy-image/lazy-image.tsx'
import { StatusBadge } from '../status-badge/status-badge.tsx'

export interface VipLevelCardProps {
  readonly level: VipLevel
  readonly current: boolean
  readonly money: { readonly currency: string; readonly decimals: number; readonly locale: string }
  readonly headingLevel: 2 | 3
}

/** One rung of the VipLadder. */
export function VipLevelCard({ level, current, money, headingLevel }: VipLevelCardProps) {
  const { i18n } = useLingui()
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  const percent = formatNumber(level.rebate_percent / 100, i18n.locale, {
    style: 'percent',
    maximumFractionDigits: 2,
  })
  return (
    <li
      className="pk-vip-ladder__level"
      data-slot="vip-level"
      data-current={current || undefined}
      aria-current={current ? 'true' : undefined}
    >
      <div className="pk-vip-ladder__head">
        <LazyImage src={level.icon_url} alt="" width={56} height={56} />
        <Heading className="pk-vip-ladder__name">{level.vip_name}</Heading>
        {current ? (
          <StatusBadge tone="info">
            {i18n._({ id: 'vipLadder.yourLevel', message: 'Your level' })}
          </StatusBadge>
        ) : null}
      </div>
      <DescriptionList
        items={[
          {
            term: i18n._({ id: 'vipLadder.minDeposit', message: 'Minimum deposits' }),
            description: <Amount minor={level.min_deposit} {...money} />,
          },
          {
            term: i18n._({ id: 'vipLadder.minTurnover', message: 'Minimum turnover' }),
            description: <Amount minor={level.min_turnover} {...money} />,
          },
          {
            term: i18n._({ id: 'vipLadder.rebate', message: 'Rebate' }),
            description: percent,
          },
          {
            term: i18n._({ id: 'vipLadder.upgradeBonus', message: 'Upgrade bonus' }),
            description: <Amount minor={level.upgrade_bonus} {...money} />,
          },
          {
            term: i18n._({ id: 'vipLadder.dailyWithdrawLimit', message: 'Daily withdrawal limit' }),
            description:
              level.daily_withdraw_limit === 0 ? (
                i18n._({ id: 'vipLadder.noLimit', message: 'No limit' })
              ) : (
                <Amount minor={level.daily_withdraw_limit} {...money} />
              ),
          },
        ]}
      />
      {level.benefits.length > 0 ? (
        <ul
          className="pk-vip-ladder__benefits"
          aria-label={i18n._({
            id: 'vipLadder.benefitsOf',
            message: 'Benefits of {level}',
            values: { level: level.vip_name },
          })}
        >
          {level.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}
