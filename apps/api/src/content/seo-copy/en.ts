import type { SeoCopyFor } from './seo-copy.ts'

export const englishSeo: SeoCopyFor = ({ siteName: s, currency }) => ({
  tagline: 'Online Casino, Slots & Sports Betting',
  keywords: ['online casino', 'slots', 'sports betting', 'live casino'],
  pages: {
    home: {
      name: 'Home',
      description: `${s} offers online slots, live casino, sports betting and fishing games in ${currency}. Sign up and claim your welcome bonus.`,
    },
    slots: {
      name: 'Slots',
      description: `Play slot games from JILI, Pragmatic Play and PG Soft at ${s}.`,
    },
    livecasino: {
      name: 'Live Casino',
      description: `Baccarat, roulette and blackjack with real dealers, streamed live at ${s}.`,
    },
    sportsbook: {
      name: 'Sports',
      description: `Bet on football, basketball, tennis and esports with live odds at ${s}.`,
    },
    fish: { name: 'Fishing', description: `Aim, shoot and win in arcade fishing games at ${s}.` },
    sabong: {
      name: 'Sabong',
      description: `Watch live cockfights and bet on Meron or Wala at ${s}.`,
    },
    promotions: {
      name: 'Promotions',
      description: `Welcome bonus, rebates and daily rewards for ${s} players.`,
    },
    vip: {
      name: 'VIP',
      description: `Climb the ${s} VIP levels for higher rebates and exclusive rewards.`,
    },
    news: { name: 'News', description: `The latest news, new games and events from ${s}.` },
    leaderboard: {
      name: 'Leaderboard',
      description: `Daily, weekly and monthly top players at ${s} and the prizes they win.`,
    },
    about_us: {
      name: 'About Us',
      description: `Who we are: ${s}, an online gaming site for players who pay in ${currency}.`,
    },
    faqs: {
      name: 'FAQ',
      description: `Answers to common questions about accounts, deposits and withdrawals at ${s}.`,
    },
  },
})
