import type { MissionCopy } from './mission-copy.ts'

export const englishMissions: MissionCopy = (c) => ({
  dailySpinner: {
    title: 'Daily spinner',
    description: `Play ${c.dailyRounds} rounds of any game today.`,
  },
  dailyWager: {
    title: 'Daily wager',
    description: `Wager ${c.dailyWager} in total on any games today.`,
  },
  weeklyTopUp: {
    title: 'Weekly top-up',
    description: `Deposit ${c.weeklyDeposit} in total this week.`,
  },
  firstDeposit: {
    title: 'First deposit',
    description: `Make your first deposit of at least ${c.firstDeposit}.`,
  },
  centurion: {
    title: 'Centurion',
    description: `Play ${c.totalRounds} rounds of any game.`,
  },
})
