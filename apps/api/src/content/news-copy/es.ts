import { type NewsCopy, vipRebateList } from './news-copy.ts'

export const spanishNews: NewsCopy = (text, html) => ({
  'weekly-leaderboard': {
    title: `Clasificación semanal: ${text.weekly.pool} para el top ${text.weekly.paidRanks}`,
    summary: `Cada apuesta suma en la clasificación semanal de ${text.siteName}. Los ${text.weekly.paidRanks} mejores se reparten ${text.weekly.pool} cada semana.`,
    body: `<p>La clasificación semanal de ${html.siteName} ordena a los jugadores por volumen apostado desde el lunes a las 00:00 UTC hasta el lunes siguiente. Los ${html.weekly.paidRanks} mejores se reparten ${html.weekly.pool}.</p>
<ul><li>1.er puesto: ${html.weekly.podium[0]}</li><li>2.º puesto: ${html.weekly.podium[1]}</li><li>3.er puesto: ${html.weekly.podium[2]}</li></ul>
<p>Los premios se abonan automáticamente al cerrar la semana. Consulta tu posición en la página Clasificación.</p>`,
  },
  'mahjong-ways-2': {
    title: 'Novedad en el lobby: Mahjong Ways 2 de PG Soft',
    summary: `La tragamonedas de mahjong con cascadas y multiplicadores de hasta x10 ya está disponible en ${text.siteName}.`,
    body: `<p>Mahjong Ways 2 de PG Soft ya forma parte del lobby de tragamonedas de ${html.siteName}.</p>
<p>Las fichas ganadoras desaparecen, caen otras nuevas y cada cascada sube el multiplicador, hasta x10 en las tiradas gratis.</p>
<p>La encontrarás en Tragamonedas o buscando «Mahjong».</p>`,
  },
  'welcome-bonus': {
    title: `Bono de bienvenida del ${text.welcome.percent}% en tu primer depósito`,
    summary: `Los nuevos jugadores de ${text.siteName} reciben un bono del ${text.welcome.percent}% en su primer depósito, hasta ${text.welcome.maxBonus}.`,
    body: `<p>Haz tu primer depósito en ${html.siteName} y te sumamos un ${html.welcome.percent}% extra, hasta ${html.welcome.maxBonus}.</p>
<ul><li>Elige el bono de bienvenida en el formulario de depósito al depositar</li><li>Depósito mínimo: ${html.welcome.minDeposit}</li><li>Apuesta el bono ${html.welcome.wagerTimes} veces antes de retirarlo</li><li>Un bono de bienvenida por jugador</li></ul>`,
  },
  'football-season': {
    title: 'Vuelve el fútbol: cuotas en directo en todas las grandes ligas',
    summary: `Apuesta a la Premier League y LaLiga antes del pitido inicial y en directo en ${text.siteName}.`,
    body: `<p>Arranca la nueva temporada y las apuestas deportivas de ${html.siteName} cubren todos los partidos de la Premier League inglesa y de LaLiga.</p>
<p>Elige entre mercados 1X2, hándicap y más/menos, con cuotas que se actualizan mientras se juega el partido.</p>`,
  },
  'vip-rebates': {
    title: 'Reembolsos VIP: cada nivel paga más',
    summary: `Los miembros VIP de ${text.siteName} reciben un reembolso semanal, del ${text.vip.lowest.rebate} en el nivel ${text.vip.lowest.name} al ${text.vip.highest.rebate} en el nivel ${text.vip.highest.name}.`,
    body: `<p>Todos los niveles VIP de ${html.siteName} incluyen un reembolso semanal, y cada nivel que subes lo aumenta.</p>
${vipRebateList(html.vip.levels)}
<p>En la página VIP verás qué necesitas para alcanzar el siguiente nivel.</p>`,
  },
  'faster-withdrawals': {
    title: 'Retiros más rápidos',
    summary: `La mayoría de los retiros de ${text.siteName} llegan ya a tu banco en menos de una hora.`,
    body: `<p>Hemos sumado más socios de pago, así que la mayoría de los retiros en ${html.siteName} se completan ahora en menos de una hora.</p>
<p>Puedes retirar a partir de ${html.minWithdrawal}. Para evitar retrasos, asegúrate de que la cuenta bancaria esté a tu nombre.</p>`,
  },
  'daily-spin': {
    title: 'Gira la rueda de la suerte',
    summary: `Usa tus fichas en la rueda de la suerte de ${text.siteName} y gana premios en efectivo de hasta ${text.spinJackpot}.`,
    body: `<p>Abre el icono de recompensas y gira la rueda de la suerte de ${html.siteName} para ganar dinero o tiradas extra. El bote es de ${html.spinJackpot}.</p>
<p>Los nuevos jugadores empiezan con ${html.welcomeTokens} fichas. Cada depósito te da otra, que podrás usar al día siguiente, y las misiones diarias suman más.</p>`,
  },
  'maintenance-complete': {
    title: 'Mantenimiento programado completado',
    summary: `${text.siteName} vuelve a estar operativo tras el mantenimiento previsto de nuestros sistemas de pago.`,
    body: `<p>El mantenimiento previsto de los sistemas de pago de ${html.siteName} ha terminado antes de lo programado.</p>
<p>Todos los juegos, depósitos y retiros funcionan con normalidad. Gracias por tu paciencia.</p>`,
  },
  'deposit-limits': {
    title: 'Juega con responsabilidad: fija tu propio límite de depósito',
    summary: `El equipo de atención de ${text.siteName} ya puede fijarte un límite de depósito diario, semanal o mensual.`,
    body: `<p>Jugar en ${html.siteName} debe seguir siendo divertido. Pide a nuestro equipo de atención un límite de depósito diario, semanal o mensual.</p>
<p>Un límite más bajo se aplica al momento; uno más alto, pasadas 24 horas.</p>`,
  },
})
