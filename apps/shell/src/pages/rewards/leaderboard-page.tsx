import { useLingui } from '@lingui/react'
import { type LeaderboardPeriod, leaderboardPeriods } from '@parlor/contract'
import { PageHeader, Panel } from '@parlor/ui-kit'
import { TabPanel, Tabs } from '@parlor/ui-kit/tabs'
import { LeaderboardBoard } from '../../rewards/leaderboard-board.tsx'
import { useSearchChoice } from '../../rewards/use-search-choice.ts'

/** /leaderboard: the players who wagered most this day, week or month, and what they win. */
export function LeaderboardPage() {
  const { i18n } = useLingui()
  const [period, setPeriod] = useSearchChoice<LeaderboardPeriod>(
    'period',
    leaderboardPeriods,
    'weekly',
  )
  const labels: Readonly<Record<LeaderboardPeriod, string>> = {
    daily: i18n._({ id: 'leaderboard.daily', message: 'Daily' }),
    weekly: i18n._({ id: 'leaderboard.weekly', message: 'Weekly' }),
    monthly: i18n._({ id: 'leaderboard.monthly', message: 'Monthly' }),
  }
  // Whole captions, not a label fitted into one: each language words its own.
  const captions: Readonly<Record<LeaderboardPeriod, string>> = {
    daily: i18n._({ id: 'leaderboard.captionDaily', message: 'Daily leaderboard' }),
    weekly: i18n._({ id: 'leaderboard.captionWeekly', message: 'Weekly leaderboard' }),
    monthly: i18n._({ id: 'leaderboard.captionMonthly', message: 'Monthly leaderboard' }),
  }
  return (
    <div>
      <PageHeader title={i18n._({ id: 'leaderboard.title', message: 'Leaderboard' })}>
        <p>
          {i18n._({
            id: 'leaderboard.intro',
            message:
              'Players rank by turnover in the period; the top ranks share the prizes when it closes.',
          })}
        </p>
      </PageHeader>
      <Panel>
        <Tabs
          label={i18n._({ id: 'leaderboard.period', message: 'Period' })}
          value={period}
          onValueChange={(value) => setPeriod(value as LeaderboardPeriod)}
          tabs={leaderboardPeriods.map((value) => ({ value, label: labels[value] }))}
        >
          {leaderboardPeriods.map((value) => (
            <TabPanel key={value} value={value}>
              <LeaderboardBoard period={value} caption={captions[value]} />
            </TabPanel>
          ))}
        </Tabs>
      </Panel>
    </div>
  )
}
