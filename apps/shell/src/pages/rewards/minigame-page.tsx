import { useLingui } from '@lingui/react'
import { ButtonLink, PageHeader, Panel } from '@parlor/ui-kit'
import { LuckyWheel } from '../../rewards/lucky-wheel.tsx'
import { MissionBoard } from '../../rewards/mission-board.tsx'
import './minigame-page.css'

/**
 * /minigame, the rewards hub the rewards icon opens in a tab of its own: the lucky wheel with the
 * player's tokens, today's missions, and the way to the leaderboard.
 */
export function MinigamePage() {
  const { i18n } = useLingui()
  return (
    <div className="minigame-page">
      <PageHeader title={i18n._({ id: 'minigame.title', message: 'Rewards' })}>
        <p>
          {i18n._({
            id: 'minigame.intro',
            message: 'Spin the wheel with your tokens and finish today’s missions for more.',
          })}
        </p>
      </PageHeader>
      <Panel title={i18n._({ id: 'spin.title', message: 'Lucky wheel' })}>
        <LuckyWheel headingLevel={3} />
      </Panel>
      <MissionBoard periods={['daily']} />
      <Panel title={i18n._({ id: 'leaderboard.title', message: 'Leaderboard' })}>
        <div className="minigame-page__more">
          <p>
            {i18n._({
              id: 'minigame.leaderboardBody',
              message: 'See who wagered most today, this week and this month, and what they win.',
            })}
          </p>
          <ButtonLink href="/leaderboard" variant="secondary">
            {i18n._({ id: 'minigame.toLeaderboard', message: 'Open the leaderboard' })}
          </ButtonLink>
          <ButtonLink href="/mission" variant="quiet">
            {i18n._({ id: 'minigame.allMissions', message: 'All missions' })}
          </ButtonLink>
        </div>
      </Panel>
    </div>
  )
}
