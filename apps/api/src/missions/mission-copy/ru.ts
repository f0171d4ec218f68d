import type { MissionCopy } from './mission-copy.ts'

const rules = new Intl.PluralRules('ru')

/** «раунд» agreeing with its count (1 раунд, 3 раунда, 10 раундов), whatever the goal is set to. */
function rounds(count: number): string {
  const form = rules.select(count)
  const word = form === 'one' ? 'раунд' : form === 'few' ? 'раунда' : 'раундов'
  return `${count} ${word}`
}

export const russianMissions: MissionCopy = (c) => ({
  dailySpinner: {
    title: 'Ежедневные вращения',
    description: `Сыграйте сегодня ${rounds(c.dailyRounds)} в любой игре.`,
  },
  dailyWager: {
    title: 'Ежедневная ставка',
    description: `Сделайте сегодня ставки на общую сумму ${c.dailyWager} в любых играх.`,
  },
  weeklyTopUp: {
    title: 'Пополнение недели',
    description: `Пополните счёт на общую сумму ${c.weeklyDeposit} за эту неделю.`,
  },
  firstDeposit: {
    title: 'Первый депозит',
    description: `Сделайте первый депозит от ${c.firstDeposit}.`,
  },
  centurion: {
    title: 'Ветеран',
    description: `Сыграйте ${rounds(c.totalRounds)} в любых играх.`,
  },
})
