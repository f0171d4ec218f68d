import { useLingui } from '@lingui/react'
import { layoutAtom } from '@parlor/core'
import { Button, EmptyState, PageHeader, Panel, Skeleton } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { useSiteQuery } from '../../api/use-site-query.ts'
import { LiveChatPanel } from '../../info/live-chat-panel.tsx'
import { SocialAccountList } from '../../info/social-account-list.tsx'
import '../../info/contact.css'

/** /contact-us: the site's social and messenger accounts, live chat and the FAQs. */
export function ContactUsPage() {
  const { i18n } = useLingui()
  const stored = useAtomValue(layoutAtom).accountList
  const social = useSiteQuery('socialAccount', {})
  // After-mount work may have the accounts already: show them while the query confirms.
  const accounts = social.data?.accountList ?? (stored.length > 0 ? stored : null)

  let list = <SocialAccountList accounts={accounts ?? []} />
  if (!accounts && social.isError) {
    list = (
      <EmptyState
        title={i18n._({ id: 'contact.loadFailed', message: 'Our accounts could not be loaded' })}
        action={
          <Button onClick={() => void social.refetch()}>
            {i18n._({ id: 'contact.tryAgain', message: 'Try again' })}
          </Button>
        }
      />
    )
  } else if (!accounts) {
    list = (
      <div className="contact__accounts" aria-busy="true">
        <Skeleton className="contact__skeleton" />
        <Skeleton className="contact__skeleton" />
        <Skeleton className="contact__skeleton" />
      </div>
    )
  } else if (accounts.length === 0) {
    list = (
      <EmptyState title={i18n._({ id: 'contact.noAccounts', message: 'No social accounts yet' })}>
        <p>
          {i18n._({ id: 'contact.noAccountsBody', message: 'Live chat below reaches our team.' })}
        </p>
      </EmptyState>
    )
  }

  return (
    <div className="contact">
      <PageHeader title={i18n._({ id: 'contact.title', message: 'Contact us' })}>
        <p>
          {i18n._({
            id: 'contact.intro',
            message: 'Reach our team on the accounts below or in live chat.',
          })}
        </p>
      </PageHeader>
      <Panel title={i18n._({ id: 'contact.follow', message: 'Find us on' })}>{list}</Panel>
      <LiveChatPanel />
    </div>
  )
}
