import { type NewsCopy, vipRebateList } from './news-copy.ts'

const pluralRules = new Intl.PluralRules('ru')

/** `count` with the noun in the form Russian gives that number: 1 жетон, 3 жетона, 5 жетонов. */
function counted(count: number, one: string, few: string, many: string): string {
  const form = pluralRules.select(count)
  return `${count} ${form === 'one' ? one : form === 'few' ? few : many}`
}

export const russianNews: NewsCopy = (text, html) => ({
  'weekly-leaderboard': {
    title: `Недельный рейтинг: ${text.weekly.pool} для топ-${text.weekly.paidRanks}`,
    summary: `Каждая ставка приближает вас к вершине недельного рейтинга ${text.siteName}. Топ-${text.weekly.paidRanks} игроков каждую неделю делят ${text.weekly.pool}.`,
    body: `<p>Недельный рейтинг ${html.siteName} распределяет места по обороту ставок с понедельника 00:00 UTC до следующего понедельника. Топ-${html.weekly.paidRanks} игроков делят ${html.weekly.pool}.</p>
<ul><li>1-е место: ${html.weekly.podium[0]}</li><li>2-е место: ${html.weekly.podium[1]}</li><li>3-е место: ${html.weekly.podium[2]}</li></ul>
<p>Призы зачисляются автоматически после закрытия недели. Своё место смотрите на странице «Рейтинг».</p>`,
  },
  'mahjong-ways-2': {
    title: 'Новинка в лобби: Mahjong Ways 2 от PG Soft',
    summary: `Каскадный слот в стиле маджонга с множителем до x10 уже доступен на ${text.siteName}.`,
    body: `<p>Mahjong Ways 2 от PG Soft теперь в лобби слотов ${html.siteName}.</p>
<p>Выигрышные плитки исчезают, на их место падают новые, и каждый каскад повышает множитель — в бесплатных вращениях до x10.</p>
<p>Ищите игру в разделе «Слоты» или введите в поиске «Mahjong».</p>`,
  },
  'welcome-bonus': {
    title: `Приветственный бонус ${text.welcome.percent}% на первый депозит`,
    summary: `Новые игроки ${text.siteName} получают бонус ${text.welcome.percent}% к первому депозиту — до ${text.welcome.maxBonus}.`,
    body: `<p>Внесите первый депозит на ${html.siteName}, и мы добавим к нему ${html.welcome.percent}% бонусом — до ${html.welcome.maxBonus}.</p>
<ul><li>Выберите приветственный бонус в форме пополнения при внесении депозита</li><li>Минимальный депозит: ${html.welcome.minDeposit}</li><li>Перед выводом бонус нужно отыграть ${counted(html.welcome.wagerTimes, 'раз', 'раза', 'раз')}</li><li>Один приветственный бонус на игрока</li></ul>`,
  },
  'football-season': {
    title: 'Футбол вернулся: live-коэффициенты на все топ-лиги',
    summary: `Ставьте на АПЛ и Ла Лигу до начала матча и по ходу игры на ${text.siteName}.`,
    body: `<p>Новый сезон стартовал, и в линии ${html.siteName} есть все матчи английской Премьер-лиги и испанской Ла Лиги.</p>
<p>Выбирайте исходы 1X2, форы и тоталы — во время матча коэффициенты обновляются в реальном времени.</p>`,
  },
  'vip-rebates': {
    title: 'VIP-кэшбэк: чем выше уровень, тем больше',
    summary: `VIP-игроки ${text.siteName} получают еженедельный кэшбэк: от ${text.vip.lowest.rebate} на уровне «${text.vip.lowest.name}» до ${text.vip.highest.rebate} на уровне «${text.vip.highest.name}».`,
    body: `<p>Каждый VIP-уровень ${html.siteName} даёт еженедельный кэшбэк, и с каждым новым уровнем он растёт.</p>
${vipRebateList(html.vip.levels)}
<p>Что нужно для перехода на следующий уровень, смотрите на странице VIP.</p>`,
  },
  'faster-withdrawals': {
    title: 'Вывод средств стал быстрее',
    summary: `Большинство выплат ${text.siteName} теперь поступают на ваш счёт в течение часа.`,
    body: `<p>Мы подключили новых платёжных партнёров, и теперь большинство выводов на ${html.siteName} выполняется в течение часа.</p>
<p>Вывод доступен от ${html.minWithdrawal}. Чтобы избежать задержек, убедитесь, что банковский счёт оформлен на ваше имя.</p>`,
  },
  'daily-spin': {
    title: 'Крутите колесо удачи',
    summary: `Тратьте жетоны на колесо удачи ${text.siteName} и выигрывайте денежные призы до ${text.spinJackpot}.`,
    body: `<p>Откройте значок наград и крутите колесо удачи ${html.siteName}: на нём деньги и дополнительные вращения. Джекпот — ${html.spinJackpot}.</p>
<p>Новые игроки получают на старте ${counted(html.welcomeTokens, 'жетон', 'жетона', 'жетонов')}. Каждый депозит приносит ещё один, который можно потратить через сутки, а ежедневные задания добавляют новые.</p>`,
  },
  'maintenance-complete': {
    title: 'Плановые работы завершены',
    summary: `${text.siteName} снова работает в обычном режиме после планового обслуживания платёжных систем.`,
    body: `<p>Плановое обслуживание платёжных систем ${html.siteName} завершилось раньше срока.</p>
<p>Все игры, пополнения и выводы работают в штатном режиме. Спасибо за терпение!</p>`,
  },
  'deposit-limits': {
    title: 'Играйте ответственно: установите лимит депозитов',
    summary: `Служба поддержки ${text.siteName} теперь может установить для вас дневной, недельный или месячный лимит пополнений.`,
    body: `<p>Игра на ${html.siteName} должна оставаться удовольствием. Попросите службу поддержки установить дневной, недельный или месячный лимит пополнений.</p>
<p>Более низкий лимит начинает действовать сразу, более высокий — через 24 часа.</p>`,
  },
})
