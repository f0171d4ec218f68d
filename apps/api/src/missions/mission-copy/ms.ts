import type { MissionCopy } from './mission-copy.ts'

export const malayMissions: MissionCopy = (c) => ({
  dailySpinner: {
    title: 'Putaran harian',
    description: `Main ${c.dailyRounds} pusingan dalam mana-mana permainan hari ini.`,
  },
  dailyWager: {
    title: 'Pertaruhan harian',
    description: `Buat pertaruhan berjumlah ${c.dailyWager} dalam mana-mana permainan hari ini.`,
  },
  weeklyTopUp: {
    title: 'Tambah nilai mingguan',
    description: `Buat deposit berjumlah ${c.weeklyDeposit} minggu ini.`,
  },
  firstDeposit: {
    title: 'Deposit pertama',
    description: `Buat deposit pertama anda sekurang-kurangnya ${c.firstDeposit}.`,
  },
  centurion: {
    title: 'Pahlawan',
    description: `Main ${c.totalRounds} pusingan dalam mana-mana permainan.`,
  },
})
