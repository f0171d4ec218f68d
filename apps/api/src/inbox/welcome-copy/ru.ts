import type { WelcomeCopy } from './welcome-copy.ts'

const rules = new Intl.PluralRules('ru')

/** «день» agreeing with its count (1 день, 3 дня, 7 дней). */
function days(count: number): string {
  const form = rules.select(count)
  return `${count} ${form === 'one' ? 'день' : form === 'few' ? 'дня' : 'дней'}`
}

export const russianWelcome: WelcomeCopy = (c) => ({
  reward: {
    title: `Добро пожаловать в ${c.siteName}`,
    body: `<p>Ваш аккаунт готов. Заберите приветственный бонус ${c.reward} и попробуйте любую игру: он сразу зачисляется на баланс. Бонус ждёт вас ${days(c.rewardDays)}.</p>`,
  },
  saferPlay: {
    title: 'Играйте на своих условиях',
    body: '<p>Устанавливайте лимиты пополнения и делайте перерывы, когда захотите. Как это сделать, рассказано на странице <a href="/responsible-gaming">«Ответственная игра»</a>.</p>',
  },
})
