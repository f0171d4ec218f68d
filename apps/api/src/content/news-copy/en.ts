import { type NewsCopy, vipRebateList } from './news-copy.ts'

export const englishNews: NewsCopy = (text, html) => ({
  'weekly-leaderboard': {
    title: `Weekly leaderboard: ${text.weekly.pool} for the top ${text.weekly.paidRanks}`,
    summary: `Every bet counts towards the ${text.siteName} weekly leaderboard. The top ${text.weekly.paidRanks} share ${text.weekly.pool} every week.`,
    body: `<p>The ${html.siteName} weekly leaderboard ranks players by turnover from Monday 00:00 UTC to the next Monday. The top ${html.weekly.paidRanks} share ${html.weekly.pool}.</p>
<ul><li>1st place: ${html.weekly.podium[0]}</li><li>2nd place: ${html.weekly.podium[1]}</li><li>3rd place: ${html.weekly.podium[2]}</li></ul>
<p>Prizes are credited automatically when the week closes. Check your rank on the Leaderboard page.</p>`,
  },
  'mahjong-ways-2': {
    title: 'New in the lobby: Mahjong Ways 2 by PG Soft',
    summary: `The cascading mahjong slot with multipliers up to x10 is now live at ${text.siteName}.`,
    body: `<p>Mahjong Ways 2 from PG Soft has joined the ${html.siteName} slot lobby.</p>
<p>Winning tiles disappear and new ones drop in, and every cascade raises the multiplier, up to x10 in free spins.</p>
<p>Find it under Slots, or search for "Mahjong".</p>`,
  },
  'welcome-bonus': {
    title: `${text.welcome.percent}% welcome bonus on your first deposit`,
    summary: `New ${text.siteName} players get a ${text.welcome.percent}% bonus on their first deposit, up to ${text.welcome.maxBonus}.`,
    body: `<p>Make your first deposit at ${html.siteName} and we add ${html.welcome.percent}% on top, up to ${html.welcome.maxBonus}.</p>
<ul><li>Choose the welcome bonus on the deposit form when you deposit</li><li>Minimum deposit: ${html.welcome.minDeposit}</li><li>Wager the bonus ${html.welcome.wagerTimes} times before you withdraw it</li><li>One welcome bonus per player</li></ul>`,
  },
  'football-season': {
    title: 'Football is back: live odds on every top league',
    summary: `Bet on the Premier League and La Liga before kick-off and in play at ${text.siteName}.`,
    body: `<p>The new season has started and the ${html.siteName} sportsbook carries every match of the English Premier League and La Liga.</p>
<p>Choose from 1X2, handicap and over/under markets, with odds updated while the match is live.</p>`,
  },
  'vip-rebates': {
    title: 'VIP rebates: every level pays more',
    summary: `${text.siteName} VIP members earn a weekly rebate, from ${text.vip.lowest.rebate} at ${text.vip.lowest.name} to ${text.vip.highest.rebate} at ${text.vip.highest.name}.`,
    body: `<p>Every ${html.siteName} VIP level comes with a weekly rebate, and each step up the ladder raises it.</p>
${vipRebateList(html.vip.levels)}
<p>See the VIP page for what it takes to reach the next level.</p>`,
  },
  'faster-withdrawals': {
    title: 'Faster withdrawals',
    summary: `Most ${text.siteName} withdrawals now reach your bank within one hour.`,
    body: `<p>We have added more payout partners, so most withdrawals at ${html.siteName} are now completed within one hour.</p>
<p>Withdrawals start from ${html.minWithdrawal}. Make sure your bank account is in your own name to avoid delays.</p>`,
  },
  'daily-spin': {
    title: 'Spin the lucky wheel',
    summary: `Spend your tokens on the ${text.siteName} lucky wheel for cash prizes of up to ${text.spinJackpot}.`,
    body: `<p>Open the rewards icon and spin the ${html.siteName} lucky wheel for cash or extra spins. The jackpot pays ${html.spinJackpot}.</p>
<p>New players start with ${html.welcomeTokens} tokens. Every deposit earns another one, ready to spin a day later, and daily missions add more.</p>`,
  },
  'maintenance-complete': {
    title: 'Scheduled maintenance completed',
    summary: `${text.siteName} is back online after planned maintenance of our payment systems.`,
    body: `<p>The planned maintenance of the ${html.siteName} payment systems finished ahead of schedule.</p>
<p>All games, deposits and withdrawals are running normally. Thank you for your patience.</p>`,
  },
  'deposit-limits': {
    title: 'Play responsibly: set your own deposit limit',
    summary: `${text.siteName} support can now set a daily, weekly or monthly deposit limit for you.`,
    body: `<p>Gaming at ${html.siteName} should stay fun. Ask our support team for a daily, weekly or monthly deposit limit.</p>
<p>A lower limit applies at once; a higher limit applies after 24 hours.</p>`,
  },
})
