import { useLingui } from '@lingui/react'
import { userAtom } from '@parlor/core'
import {
  Amount,
  AppLink,
  Button,
  ButtonLink,
  InboxList,
  PageHeader,
  Panel,
  ProgressBar,
} from '@parlor/ui-kit'
import { RichText } from '@parlor/ui-kit/rich-text'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { inboxFixture } from './page-fixtures.ts'
import { useStoryMoney } from './use-story-money.ts'
import './story-pages.css'

function Balance() {
  const { i18n } = useLingui()
  const money = useStoryMoney()
  const { game } = useAtomValue(userAtom)
  const actions = [
    ['/deposit', 'primary', i18n._({ id: 'wallet.deposit', message: 'Deposit' })],
    ['/withdrawal', 'secondary', i18n._({ id: 'wallet.withdraw', message: 'Withdraw' })],
  ] as const
  return (
    <Panel title={i18n._({ id: 'account.balance', message: 'Balance' })}>
      <p className="story-page__figure">
        <Amount minor={game.balance} {...money} />
      </p>
      <div className="story-page__actions">
        {actions.map(([href, variant, label]) => (
          <ButtonLink key={href} href={href} variant={variant}>
            {label}
          </ButtonLink>
        ))}
      </div>
    </Panel>
  )
}

/** The player's VIP standing: both progress bars towards the next level. */
function Vip() {
  const { i18n } = useLingui()
  const { vip } = useAtomValue(userAtom)
  const bars = vip
    ? [
        [
          i18n._({ id: 'vip.depositProgress', message: 'Deposits towards the next level' }),
          vip.depoProgress,
        ],
        [
          i18n._({ id: 'vip.turnoverProgress', message: 'Turnover towards the next level' }),
          vip.toProgress,
        ],
      ]
    : []
  const levels = vip
    ? i18n._({
        id: 'vip.levels',
        message: '{current} → {next}',
        values: { current: vip.currentLevel, next: vip.nextLevel },
      })
    : null
  return (
    <Panel title={i18n._({ id: 'vip.title', message: 'VIP' })}>
      {levels ? <p>{levels}</p> : null}
      {bars.map(([label, value]) => (
        <ProgressBar
          key={label}
          label={String(label)}
          value={Number(value)}
          valueText={`${value}%`}
        />
      ))}
      <AppLink href="/vip">{i18n._({ id: 'vip.allLevels', message: 'All VIP levels' })}</AppLink>
    </Panel>
  )
}

function Inbox() {
  const { i18n } = useLingui()
  const money = useStoryMoney()
  const [openId, setOpenId] = useState<number | null>(null)
  return (
    <Panel title={i18n._({ id: 'inbox.title', message: 'Inbox' })}>
      <InboxList
        items={inboxFixture}
        label={i18n._({ id: 'inbox.messages', message: 'Messages' })}
        openId={openId}
        onToggle={(item) => setOpenId((id) => (id === item.inbox_id ? null : item.inbox_id))}
        renderBody={(item) => <RichText html={item.body} />}
        money={money}
        onClaim={() => undefined}
        headingLevel={3}
      />
    </Panel>
  )
}

/**
 * The account page (spec §2 /account) for the signed-in player of the fixture: the balance with
 * its wallet actions, the VIP progress and the inbox, each a ui-kit panel.
 */
export function StoryAccountPage() {
  const { i18n } = useLingui()
  const { user, fullname } = useAtomValue(userAtom)
  return (
    <div className="story-page">
      <PageHeader
        title={i18n._({ id: 'account.title', message: 'My account' })}
        actions={
          <Button variant="secondary">{i18n._({ id: 'auth.logout', message: 'Log out' })}</Button>
        }
      >
        <p>{fullname || user?.account_id}</p>
      </PageHeader>
      <div className="story-page__columns">
        <Balance />
        <Vip />
      </div>
      <Inbox />
    </div>
  )
}
