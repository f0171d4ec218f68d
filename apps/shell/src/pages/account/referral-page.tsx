import { useLingui } from '@lingui/react'
import { formatNumber, layoutAtom } from '@parlor/core'
import { Button, CopyField, EmptyState, PageHeader, Panel, Skeleton } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { invitationLink } from '../../account/invitation-link.ts'
import { InviteeList } from '../../account/invitee-list.tsx'
import { ReferralEarnings } from '../../account/referral-earnings.tsx'
import { useAccountQuery } from '../../api/use-account-query.ts'
import './referral-page.css'

/**
 * /referral: the player's code and invitation link to share, what inviting earns them,
 * and the friends who joined.
 */
export function ReferralPage() {
  const { i18n } = useLingui()
  const affDomain = useAtomValue(layoutAtom).aff_domain
  const summary = useAccountQuery('referralSummary', {})
  const data = summary.data

  return (
    <div className="referral-page">
      <PageHeader
        title={i18n._({ id: 'referral.title', message: 'Invite friends' })}
        backHref="/account"
        backLabel={i18n._({ id: 'account.back', message: 'Back to my account' })}
      >
        <p>
          {data
            ? i18n._({
                id: 'referral.intro',
                message:
                  'Share your link. You earn {percent} of what the friends you invite stake.',
                values: {
                  percent: formatNumber(data.commission_percent / 100, i18n.locale, {
                    style: 'percent',
                    maximumFractionDigits: 2,
                  }),
                },
              })
            : '\u00a0'}
        </p>
      </PageHeader>
      {summary.isError && !data ? (
        <EmptyState
          title={i18n._({
            id: 'referral.failed',
            message: 'Your referral details could not be loaded',
          })}
          action={
            <Button variant="secondary" onClick={() => void summary.refetch()}>
              {i18n._({ id: 'common.retry', message: 'Try again' })}
            </Button>
          }
        />
      ) : (
        <div className="referral-page__grid">
          <Panel title={i18n._({ id: 'referral.share', message: 'Share' })}>
            {data ? (
              <div className="referral-page__share">
                <CopyField
                  label={i18n._({ id: 'referral.code', message: 'Your referral code' })}
                  value={data.referral_code}
                  copyLabel={i18n._({ id: 'referral.copyCode', message: 'Copy referral code' })}
                />
                <CopyField
                  label={i18n._({ id: 'referral.link', message: 'Your invitation link' })}
                  value={invitationLink(affDomain, data.referral_code, window.location)}
                  copyLabel={i18n._({ id: 'referral.copyLink', message: 'Copy invitation link' })}
                />
              </div>
            ) : (
              <div className="referral-page__share" aria-busy="true">
                <Skeleton className="referral-page__field-skeleton" />
                <Skeleton className="referral-page__field-skeleton" />
              </div>
            )}
          </Panel>
          <Panel title={i18n._({ id: 'referral.earnings', message: 'Your earnings' })}>
            {data ? (
              <ReferralEarnings summary={data} />
            ) : (
              <Skeleton className="referral-page__stats-skeleton" />
            )}
          </Panel>
        </div>
      )}
      {data ? (
        <Panel title={i18n._({ id: 'referral.invitees', message: 'Your friends' })}>
          {data.invitees.length > 0 ? (
            <InviteeList invitees={data.invitees} />
          ) : (
            <EmptyState
              title={i18n._({ id: 'referral.noInvitees', message: 'No friends have joined yet' })}
            >
              <p>
                {i18n._({
                  id: 'referral.noInviteesDetail',
                  message:
                    'Copy your invitation link above and send it to friends. When they sign up with it, they appear here and you earn on their play.',
                })}
              </p>
            </EmptyState>
          )}
        </Panel>
      ) : summary.isError ? null : (
        <Skeleton className="referral-page__list-skeleton" />
      )}
    </div>
  )
}
