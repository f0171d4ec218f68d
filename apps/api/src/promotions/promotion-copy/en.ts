import type { CalendarDate, PromotionCopy } from './promotion-copy.ts'

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

function ends(date: CalendarDate | null): string {
  return date
    ? `<li>Ends on ${date.day} ${months[date.month - 1]} ${date.year}</li>`
    : '<li>Runs until further notice</li>'
}

export const englishPromotions: PromotionCopy = (text, html) => ({
  welcome: {
    title: `Welcome bonus ${text.welcome.percent}%`,
    summary: `A ${text.welcome.percent}% bonus on your deposit at ${text.siteName}, up to ${text.welcome.maxBonus}.`,
    body: `<p>Choose this promotion on the deposit form and we add ${html.welcome.percent}% of your deposit as a bonus.</p>
<ul>
<li>Maximum bonus: ${html.welcome.maxBonus}</li>
<li>Minimum deposit: ${html.welcome.minDeposit}</li>
<li>Wager the bonus ${html.welcome.turnover} times before you withdraw it</li>
<li>One welcome bonus per player</li>
${ends(html.welcome.endsOn)}
</ul>`,
  },
  freeCredit: {
    title: 'Free credit, no deposit needed',
    summary: `Claim ${text.freeCredit.amount} and start playing straight away.`,
    body: `<p>Claim it on this page and ${html.freeCredit.amount} is added to your balance at once.</p>
<ul>
<li>No deposit needed</li>
<li>Wager the credit ${html.freeCredit.turnover} times before you withdraw it</li>
<li>One claim per player</li>
${ends(html.freeCredit.endsOn)}
</ul>`,
  },
  liveReload: {
    title: `Live casino reload ${text.liveReload.percent}%`,
    summary: `${text.liveReload.percent}% extra on a deposit for the live tables, up to ${text.liveReload.maxBonus}.`,
    body: `<p>Choose this promotion on the deposit form and we add ${html.liveReload.percent}% of your deposit as a bonus for baccarat, roulette and the other live tables.</p>
<ul>
<li>Maximum bonus: ${html.liveReload.maxBonus}</li>
<li>Minimum deposit: ${html.liveReload.minDeposit}</li>
<li>Wager the bonus ${html.liveReload.turnover} times before you withdraw it</li>
<li>Once per player</li>
${ends(html.liveReload.endsOn)}
</ul>`,
  },
  weekendSports: {
    title: 'Weekend sports special',
    summary: 'The big matches of every top league, before kick-off and in play.',
    body: `<p>From Friday to Sunday our sportsbook puts the weekend's biggest football matches first, with 1X2, handicap and over/under markets before kick-off and while the match is live.</p>
<ul>
<li>Nothing to claim: just place your bets</li>
${ends(html.weekendSports.endsOn)}
</ul>`,
  },
})
