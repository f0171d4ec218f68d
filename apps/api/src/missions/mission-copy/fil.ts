import type { MissionCopy } from './mission-copy.ts'

export const filipinoMissions: MissionCopy = (c) => ({
  dailySpinner: {
    title: 'Pang-araw-araw na ikot',
    description: `Maglaro ng ${c.dailyRounds} round sa kahit anong laro ngayong araw.`,
  },
  dailyWager: {
    title: 'Pang-araw-araw na taya',
    description: `Tumaya ng kabuuang ${c.dailyWager} sa kahit anong laro ngayong araw.`,
  },
  weeklyTopUp: {
    title: 'Lingguhang top-up',
    description: `Mag-deposit ng kabuuang ${c.weeklyDeposit} ngayong linggo.`,
  },
  firstDeposit: {
    title: 'Unang deposito',
    description: `Gawin ang iyong unang deposito na hindi bababa sa ${c.firstDeposit}.`,
  },
  centurion: {
    title: 'Beterano',
    description: `Maglaro ng ${c.totalRounds} round sa kahit anong laro.`,
  },
})
