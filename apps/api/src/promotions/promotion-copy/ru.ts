import type { CalendarDate, PromotionCopy } from './promotion-copy.ts'

const months = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
]

function ends(date: CalendarDate | null): string {
  return date
    ? `<li>Акция действует до ${date.day} ${months[date.month - 1]} ${date.year} года</li>`
    : '<li>Акция действует бессрочно</li>'
}

export const russianPromotions: PromotionCopy = (text, html) => ({
  welcome: {
    title: `Приветственный бонус ${text.welcome.percent}%`,
    summary: `${text.welcome.percent}% к депозиту в ${text.siteName}, до ${text.welcome.maxBonus}.`,
    body: `<p>Выберите эту акцию в форме пополнения, и мы начислим бонус в размере ${html.welcome.percent}% от суммы депозита.</p>
<ul>
<li>Максимальный бонус: ${html.welcome.maxBonus}</li>
<li>Минимальный депозит: ${html.welcome.minDeposit}</li>
<li>Вейджер x${html.welcome.turnover}: бонус нужно отыграть, прежде чем выводить</li>
<li>Один приветственный бонус на игрока</li>
${ends(html.welcome.endsOn)}
</ul>`,
  },
  freeCredit: {
    title: 'Бесплатный бонус без депозита',
    summary: `Заберите ${text.freeCredit.amount} и начинайте играть прямо сейчас.`,
    body: `<p>Получите бонус на этой странице: ${html.freeCredit.amount} сразу поступят на ваш баланс.</p>
<ul>
<li>Депозит не нужен</li>
<li>Вейджер x${html.freeCredit.turnover}: бонус нужно отыграть, прежде чем выводить</li>
<li>Один раз на игрока</li>
${ends(html.freeCredit.endsOn)}
</ul>`,
  },
  liveReload: {
    title: `Релоад ${text.liveReload.percent}% для live-казино`,
    summary: `+${text.liveReload.percent}% к депозиту для игры за живыми столами, до ${text.liveReload.maxBonus}.`,
    body: `<p>Выберите эту акцию в форме пополнения, и мы начислим бонус в размере ${html.liveReload.percent}% от суммы депозита для баккары, рулетки и других live-столов.</p>
<ul>
<li>Максимальный бонус: ${html.liveReload.maxBonus}</li>
<li>Минимальный депозит: ${html.liveReload.minDeposit}</li>
<li>Вейджер x${html.liveReload.turnover}: бонус нужно отыграть, прежде чем выводить</li>
<li>Один раз на игрока</li>
${ends(html.liveReload.endsOn)}
</ul>`,
  },
  weekendSports: {
    title: 'Спортивные выходные',
    summary: 'Главные матчи ведущих лиг: ставки до начала игры и в лайве.',
    body: `<p>С пятницы по воскресенье в нашей букмекерской линии на первом месте самые громкие футбольные матчи выходных: исходы 1X2, форы и тоталы до стартового свистка и по ходу игры.</p>
<ul>
<li>Ничего активировать не нужно: просто делайте ставки</li>
${ends(html.weekendSports.endsOn)}
</ul>`,
  },
})
