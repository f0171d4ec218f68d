import type { MissionCopy } from './mission-copy.ts'

export const mongolianMissions: MissionCopy = (c) => ({
  dailySpinner: {
    title: 'Өдрийн эргэлт',
    description: `Өнөөдөр дурын тоглоомоор ${c.dailyRounds} удаа тоглоорой.`,
  },
  dailyWager: {
    title: 'Өдрийн бооцоо',
    description: `Өнөөдөр дурын тоглоомд нийт ${c.dailyWager} бооцоо тавиарай.`,
  },
  weeklyTopUp: {
    title: 'Долоо хоногийн цэнэглэлт',
    description: `Энэ долоо хоногт нийт ${c.weeklyDeposit} цэнэглээрэй.`,
  },
  firstDeposit: {
    title: 'Анхны цэнэглэлт',
    description: `Анхны цэнэглэлтээ хамгийн багадаа ${c.firstDeposit} хийгээрэй.`,
  },
  centurion: {
    title: 'Баатар',
    description: `Дурын тоглоомоор нийт ${c.totalRounds} удаа тоглоорой.`,
  },
})
