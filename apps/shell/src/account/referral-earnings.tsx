import { useLingui } from '@lingui/react'
import type { ResponseOf, SuccessOf } from '@parlor/contract'
import { formatNumber } from '@parlor/core'
import { Amount, DescriptionList } from '@parlor/ui-kit'
import { useMoneyFormat } from './use-money-format.ts'

type ReferralSummary = SuccessOf<ResponseOf<'referralSummary'>>

/** What inviting has brought the player: the rate, how many joined, earned and still to be paid. */
export function ReferralEarnings({ summary }: { summary: ReferralSummary }) {
  const { i18n } = useLingui()
  const money = useMoneyFormat()
  return (
    <div data-testid="referral-stats">
      <DescriptionList
        items={[
          {
            term: i18n._({ id: 'referral.commission', message: 'Commission' }),
            description: formatNumber(summary.commission_percent / 100, i18n.locale, {
              style: 'percent',
              maximumFractionDigits: 2,
            }),
          },
          {
            term: i18n._({ id: 'referral.inviteeCount', message: 'Friends joined' }),
            description: formatNumber(summary.invitee_count, i18n.locale),
          },
          {
            term: i18n._({ id: 'referral.total', message: 'Total earned' }),
            description: <Amount minor={summary.total_earnings} {...money} />,
          },
          {
            term: i18n._({ id: 'referral.pending', message: 'Waiting to be paid' }),
            description: <Amount minor={summary.pending_earnings} {...money} />,
          },
        ]}
      />
    </div>
  )
}
