import type { MissionCopy } from './mission-copy.ts'

export const chineseMissions: MissionCopy = (c) => ({
  dailySpinner: {
    title: '每日畅玩',
    description: `今天在任意游戏中玩满 ${c.dailyRounds} 局。`,
  },
  dailyWager: {
    title: '每日投注',
    description: `今天在任意游戏中累计投注 ${c.dailyWager}。`,
  },
  weeklyTopUp: {
    title: '每周充值',
    description: `本周累计存款 ${c.weeklyDeposit}。`,
  },
  firstDeposit: {
    title: '首次存款',
    description: `完成首笔存款，金额不低于 ${c.firstDeposit}。`,
  },
  centurion: {
    title: '资深玩家',
    description: `在任意游戏中累计玩满 ${c.totalRounds} 局。`,
  },
})
