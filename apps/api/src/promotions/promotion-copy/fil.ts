import type { CalendarDate, PromotionCopy } from './promotion-copy.ts'

const months = [
  'Enero',
  'Pebrero',
  'Marso',
  'Abril',
  'Mayo',
  'Hunyo',
  'Hulyo',
  'Agosto',
  'Setyembre',
  'Oktubre',
  'Nobyembre',
  'Disyembre',
]

function ends(date: CalendarDate | null): string {
  return date
    ? `<li>Hanggang ${months[date.month - 1]} ${date.day}, ${date.year}</li>`
    : '<li>Tuloy-tuloy hanggang sa susunod na abiso</li>'
}

export const filipinoPromotions: PromotionCopy = (text, html) => ({
  welcome: {
    title: `${text.welcome.percent}% Welcome Bonus`,
    summary: `${text.welcome.percent}% bonus sa iyong deposito sa ${text.siteName}, hanggang ${text.welcome.maxBonus}.`,
    body: `<p>Piliin ang promo na ito sa deposit form at dadagdagan namin ng ${html.welcome.percent}% ng iyong deposito bilang bonus.</p>
<ul>
<li>Pinakamalaking bonus: ${html.welcome.maxBonus}</li>
<li>Pinakamababang deposito: ${html.welcome.minDeposit}</li>
<li>I-turnover ang bonus nang ${html.welcome.turnover} beses bago ito i-withdraw</li>
<li>Isang welcome bonus lang bawat player</li>
${ends(html.welcome.endsOn)}
</ul>`,
  },
  freeCredit: {
    title: 'Libreng credit, walang deposito',
    summary: `I-claim ang ${text.freeCredit.amount} at maglaro agad.`,
    body: `<p>I-claim ito sa page na ito at agad na papasok sa iyong balanse ang ${html.freeCredit.amount}.</p>
<ul>
<li>Hindi kailangang mag-deposito</li>
<li>I-turnover ang credit nang ${html.freeCredit.turnover} beses bago ito i-withdraw</li>
<li>Isang claim lang bawat player</li>
${ends(html.freeCredit.endsOn)}
</ul>`,
  },
  liveReload: {
    title: `Live Casino Reload ${text.liveReload.percent}%`,
    summary: `Dagdag na ${text.liveReload.percent}% sa deposito para sa mga live table, hanggang ${text.liveReload.maxBonus}.`,
    body: `<p>Piliin ang promo na ito sa deposit form at dadagdagan namin ng ${html.liveReload.percent}% ng iyong deposito bilang bonus para sa baccarat, roulette at iba pang live table.</p>
<ul>
<li>Pinakamalaking bonus: ${html.liveReload.maxBonus}</li>
<li>Pinakamababang deposito: ${html.liveReload.minDeposit}</li>
<li>I-turnover ang bonus nang ${html.liveReload.turnover} beses bago ito i-withdraw</li>
<li>Isang beses lang bawat player</li>
${ends(html.liveReload.endsOn)}
</ul>`,
  },
  weekendSports: {
    title: 'Weekend Sports Special',
    summary: 'Ang malalaking laban ng bawat top league, bago mag-kickoff at habang live.',
    body: `<p>Mula Biyernes hanggang Linggo, nasa unahan ng aming sportsbook ang pinakamalalaking laban sa football ng weekend, may 1X2, handicap at over/under bago mag-kickoff at habang live ang laro.</p>
<ul>
<li>Walang kailangang i-claim: tumaya ka lang</li>
${ends(html.weekendSports.endsOn)}
</ul>`,
  },
})
