import { useLingui } from '@lingui/react'
import type { InboxItem } from '@parlor/contract'
import { Button, ButtonLink, EmptyState, InboxList, PageHeader, Skeleton } from '@parlor/ui-kit'
import { RichText } from '@parlor/ui-kit/rich-text'
import { useState } from 'react'
import { useInboxActions } from '../../account/use-inbox-actions.ts'
import { useMoneyFormat } from '../../account/use-money-format.ts'
import { useAccountQuery } from '../../api/use-account-query.ts'
import './inbox-page.css'

/**
 * /inbox: the player's messages, newest first. Opening one reads it (the unread count
 * drops); a message with a reward is claimed into the balance.
 */
export function InboxPage() {
  const { i18n } = useLingui()
  const money = useMoneyFormat()
  const inbox = useAccountQuery('getInbox', {})
  const actions = useInboxActions()
  const [openId, setOpenId] = useState<number | null>(null)
  const unread = inbox.data?.unread_count ?? 0

  const toggle = (item: InboxItem) => {
    if (openId === item.inbox_id) return setOpenId(null)
    setOpenId(item.inbox_id)
    actions.markRead(item)
  }

  return (
    <div className="inbox-page">
      <PageHeader
        title={i18n._({ id: 'inbox.title', message: 'Inbox' })}
        backHref="/account"
        backLabel={i18n._({ id: 'account.back', message: 'Back to my account' })}
      >
        <p data-testid="inbox-unread">
          {inbox.data
            ? unread > 0
              ? i18n._({
                  id: 'inbox.unreadCount',
                  message: '{count} unread',
                  values: { count: unread },
                })
              : i18n._({ id: 'inbox.allRead', message: 'All read' })
            : '\u00a0'}
        </p>
      </PageHeader>
      {inbox.data ? (
        inbox.data.items.length > 0 ? (
          <InboxList
            items={inbox.data.items}
            label={i18n._({ id: 'inbox.messages', message: 'Messages' })}
            openId={openId}
            onToggle={toggle}
            renderBody={(item) => <RichText html={item.body} />}
            money={money}
            onClaim={actions.claim}
            claimingId={actions.claimingId}
          />
        ) : (
          <EmptyState
            title={i18n._({ id: 'inbox.empty', message: 'Your inbox is empty' })}
            action={
              <ButtonLink href="/promotions">
                {i18n._({ id: 'inbox.seePromotions', message: 'See promotions' })}
              </ButtonLink>
            }
          >
            <p>
              {i18n._({
                id: 'inbox.emptyDetail',
                message:
                  'Messages and rewards from us arrive here. Meanwhile, see what is on offer.',
              })}
            </p>
          </EmptyState>
        )
      ) : inbox.isError ? (
        <EmptyState
          title={i18n._({ id: 'inbox.failed', message: 'Your messages could not be loaded' })}
          action={
            <Button variant="secondary" onClick={() => void inbox.refetch()}>
              {i18n._({ id: 'common.retry', message: 'Try again' })}
            </Button>
          }
        />
      ) : (
        <div className="inbox-page__skeletons" aria-busy="true">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="inbox-page__skeleton" />
          ))}
        </div>
      )}
    </div>
  )
}
