import type { MissionCopy } from './mission-copy.ts'

export const indonesianMissions: MissionCopy = (c) => ({
  dailySpinner: {
    title: 'Putaran harian',
    description: `Mainkan ${c.dailyRounds} ronde di game apa saja hari ini.`,
  },
  dailyWager: {
    title: 'Taruhan harian',
    description: `Pasang taruhan total ${c.dailyWager} di game apa saja hari ini.`,
  },
  weeklyTopUp: {
    title: 'Isi ulang mingguan',
    description: `Deposit total ${c.weeklyDeposit} minggu ini.`,
  },
  firstDeposit: {
    title: 'Deposit pertama',
    description: `Lakukan deposit pertama minimal ${c.firstDeposit}.`,
  },
  centurion: {
    title: 'Jagoan',
    description: `Mainkan ${c.totalRounds} ronde di game apa saja.`,
  },
})
