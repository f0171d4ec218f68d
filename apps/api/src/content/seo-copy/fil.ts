import type { SeoCopyFor } from './seo-copy.ts'

export const filipinoSeo: SeoCopyFor = ({ siteName: s, currency }) => ({
  tagline: 'Online Casino, Slots at Sports Betting',
  keywords: ['online casino', 'slots', 'sabong online', 'sports betting'],
  pages: {
    home: {
      name: 'Home',
      description: `Maglaro ng online slots, live casino, sports betting at fishing games sa ${s}, gamit ang ${currency}. Mag-sign up at kunin ang iyong welcome bonus.`,
    },
    slots: {
      name: 'Slots',
      description: `Maglaro ng slot games mula sa JILI, Pragmatic Play at PG Soft sa ${s}.`,
    },
    livecasino: {
      name: 'Live Casino',
      description: `Baccarat, roulette at blackjack kasama ang totoong dealer, live na napapanood sa ${s}.`,
    },
    sportsbook: {
      name: 'Sports',
      description: `Tumaya sa football, basketball, tennis at esports na may live na odds sa ${s}.`,
    },
    fish: {
      name: 'Pangingisda',
      description: `Tumutok, bumaril at manalo sa mga arcade fishing game sa ${s}.`,
    },
    sabong: {
      name: 'Sabong',
      description: `Manood ng live na sabong at tumaya sa Meron o Wala sa ${s}.`,
    },
    promotions: {
      name: 'Mga Promosyon',
      description: `Welcome bonus, rebate at pang-araw-araw na gantimpala para sa mga manlalaro ng ${s}.`,
    },
    vip: {
      name: 'VIP',
      description: `Umakyat sa mga VIP level ng ${s} para sa mas mataas na rebate at eksklusibong gantimpala.`,
    },
    news: {
      name: 'Balita',
      description: `Ang pinakabagong balita, bagong laro at event mula sa ${s}.`,
    },
    leaderboard: {
      name: 'Leaderboard',
      description: `Ang mga nangungunang manlalaro ng ${s} araw-araw, lingguhan at buwanan, at ang kanilang mga premyo.`,
    },
    about_us: {
      name: 'Tungkol sa Amin',
      description: `Kilalanin ang ${s}, isang online gaming site para sa mga manlalarong nagbabayad sa ${currency}.`,
    },
    faqs: {
      name: 'Mga Madalas Itanong',
      description: `Mga sagot sa karaniwang tanong tungkol sa account, deposito at withdrawal sa ${s}.`,
    },
  },
})
