import type { CalendarDate, PromotionCopy } from './promotion-copy.ts'

const months = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
]

function ends(date: CalendarDate | null): string {
  return date
    ? `<li>Válida hasta el ${date.day} de ${months[date.month - 1]} de ${date.year}</li>`
    : '<li>Vigente hasta nuevo aviso</li>'
}

export const spanishPromotions: PromotionCopy = (text, html) => ({
  welcome: {
    title: `Bono de bienvenida del ${text.welcome.percent}%`,
    summary: `Un ${text.welcome.percent}% extra sobre tu depósito en ${text.siteName}, hasta ${text.welcome.maxBonus}.`,
    body: `<p>Elige esta promoción en el formulario de depósito y te sumamos como bono el ${html.welcome.percent}% de lo que deposites.</p>
<ul>
<li>Bono máximo: ${html.welcome.maxBonus}</li>
<li>Depósito mínimo: ${html.welcome.minDeposit}</li>
<li>Debes apostar el bono ${html.welcome.turnover} veces antes de retirarlo</li>
<li>Un solo bono de bienvenida por jugador</li>
${ends(html.welcome.endsOn)}
</ul>`,
  },
  freeCredit: {
    title: 'Saldo gratis, sin depósito',
    summary: `Reclama ${text.freeCredit.amount} y empieza a jugar al momento.`,
    body: `<p>Reclámalo en esta página y añadimos ${html.freeCredit.amount} a tu saldo al instante.</p>
<ul>
<li>Sin necesidad de depositar</li>
<li>Debes apostar el saldo ${html.freeCredit.turnover} veces antes de retirarlo</li>
<li>Una sola vez por jugador</li>
${ends(html.freeCredit.endsOn)}
</ul>`,
  },
  liveReload: {
    title: `Recarga casino en vivo del ${text.liveReload.percent}%`,
    summary: `Un ${text.liveReload.percent}% más en tu depósito para las mesas en vivo, hasta ${text.liveReload.maxBonus}.`,
    body: `<p>Elige esta promoción en el formulario de depósito y te sumamos como bono el ${html.liveReload.percent}% de lo que deposites, para jugar al baccarat, la ruleta y el resto de mesas en vivo.</p>
<ul>
<li>Bono máximo: ${html.liveReload.maxBonus}</li>
<li>Depósito mínimo: ${html.liveReload.minDeposit}</li>
<li>Debes apostar el bono ${html.liveReload.turnover} veces antes de retirarlo</li>
<li>Una sola vez por jugador</li>
${ends(html.liveReload.endsOn)}
</ul>`,
  },
  weekendSports: {
    title: 'Especial deportes de fin de semana',
    summary: 'Los grandes partidos de las mejores ligas, antes del pitido inicial y en directo.',
    body: `<p>De viernes a domingo, nuestra casa de apuestas destaca los partidos de fútbol más importantes del fin de semana, con mercados 1X2, hándicap y más/menos antes del inicio y durante el partido.</p>
<ul>
<li>No hay nada que reclamar: solo tienes que apostar</li>
${ends(html.weekendSports.endsOn)}
</ul>`,
  },
})
