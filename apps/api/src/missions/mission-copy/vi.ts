import type { MissionCopy } from './mission-copy.ts'

export const vietnameseMissions: MissionCopy = (c) => ({
  dailySpinner: {
    title: 'Quay mỗi ngày',
    description: `Chơi ${c.dailyRounds} ván ở bất kỳ trò chơi nào trong hôm nay.`,
  },
  dailyWager: {
    title: 'Cược mỗi ngày',
    description: `Đặt cược tổng cộng ${c.dailyWager} ở bất kỳ trò chơi nào trong hôm nay.`,
  },
  weeklyTopUp: {
    title: 'Nạp tiền hằng tuần',
    description: `Nạp tổng cộng ${c.weeklyDeposit} trong tuần này.`,
  },
  firstDeposit: {
    title: 'Nạp tiền lần đầu',
    description: `Thực hiện lần nạp đầu tiên từ ${c.firstDeposit} trở lên.`,
  },
  centurion: {
    title: 'Cao thủ',
    description: `Chơi ${c.totalRounds} ván ở bất kỳ trò chơi nào.`,
  },
})
