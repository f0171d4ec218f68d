import { useLingui } from '@lingui/react'
import type { Invitee } from '@parlor/contract'
import { Amount, StatusBadge } from '@parlor/ui-kit'
import { useMoneyFormat } from './use-money-format.ts'
import './invitee-list.css'

/** The friends who joined with the player's code: masked, so no account id leaks in full. */
export function InviteeList({ invitees }: { invitees: readonly Invitee[] }) {
  const { i18n } = useLingui()
  const money = useMoneyFormat()
  return (
    <table className="invitee-list" data-testid="invitees">
      <caption className="invitee-list__caption">
        {i18n._({ id: 'referral.inviteesCaption', message: 'Friends who joined with your code' })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{i18n._({ id: 'referral.friend', message: 'Friend' })}</th>
          <th scope="col">{i18n._({ id: 'referral.joined', message: 'Joined' })}</th>
          <th scope="col">{i18n._({ id: 'referral.deposited', message: 'Deposited' })}</th>
          <th scope="col">{i18n._({ id: 'referral.earned', message: 'You earned' })}</th>
        </tr>
      </thead>
      <tbody>
        {invitees.map((invitee) => (
          <tr key={`${invitee.account_id}-${invitee.joined_at}`}>
            <th scope="row">{invitee.account_id}</th>
            <td data-label={i18n._({ id: 'referral.joined', message: 'Joined' })}>
              {i18n.date(new Date(invitee.joined_at), { dateStyle: 'medium', timeStyle: 'short' })}
            </td>
            <td data-label={i18n._({ id: 'referral.deposited', message: 'Deposited' })}>
              {invitee.has_deposited ? (
                <StatusBadge tone="success">
                  {i18n._({ id: 'common.yes', message: 'Yes' })}
                </StatusBadge>
              ) : (
                <StatusBadge tone="neutral">
                  {i18n._({ id: 'common.no', message: 'No' })}
                </StatusBadge>
              )}
            </td>
            <td data-label={i18n._({ id: 'referral.earned', message: 'You earned' })}>
              <Amount minor={invitee.earnings} {...money} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
