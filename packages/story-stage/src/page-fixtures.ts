import type {
  CatalogGame,
  GameProvider,
  InboxItem,
  Promotion,
  RecentWin,
  RecentWithdrawal,
  Statistics,
} from '@parlor/contract'
import { gameArt, games } from './game-fixtures.ts'

const day = 86_400_000
const at = (days: number) => new Date(Date.UTC(2025, 4, 17, 12) + days * day).toISOString()

function bannerArt(text: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400"><defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue} 60% 18%)"/><stop offset="1" stop-color="hsl(${hue} 85% 55%)"/></linearGradient></defs><rect width="800" height="400" fill="url(#g)"/><text x="400" y="220" font-size="56" font-family="sans-serif" fill="#fff" text-anchor="middle">${text}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

function promotion(id: number, title: string, word: string, hue: number): Promotion {
  return {
    promotion_id: id,
    title,
    summary: `${title} for every player.`,
    body: `<p>${title}: see the terms.</p>`,
    image_url: bannerArt(word, hue),
    category: 'slots',
    claim: 'with_deposit',
    bonus_amount: 0,
    bonus_percent: 100,
    max_bonus: 500_000,
    min_deposit: 10_000,
    turnover_multiplier: 10,
    starts_at: at(-10),
    ends_at: null,
  }
}

/** The running promotions: the home page's hero strip. */
export const promotionsFixture: Promotion[] = [
  promotion(1, 'Welcome bonus 100%', 'WELCOME', 40),
  promotion(2, 'Daily free credit', 'DAILY', 205),
  promotion(3, 'Weekend cashback 10%', 'CASHBACK', 0),
  promotion(4, 'Refer a friend', 'FRIENDS', 150),
]

/** The ticker's recent wins and withdrawals (masked players), and the site's figures. */
export const winsFixture: RecentWin[] = games.slice(0, 5).map((game, index) => ({
  account_id: `pl***${index + 1}`,
  game_name: game.game_name,
  provider_code: game.provider_code,
  amount: (index + 2) * 1_234_500,
  won_at: at(-index / 24),
}))

export const withdrawalsFixture: RecentWithdrawal[] = [3, 7, 9].map((digit, index) => ({
  account_id: `ma***${digit}`,
  amount: (index + 1) * 2_500_000,
  withdrawn_at: at(-index / 12),
}))

export const statisticsFixture: Statistics = {
  withrawal: 1_845_230_000,
  winner: 1_204,
  hour_withdrawal: 72_315_000,
  registered_player: 58_210,
  active_player: 6_733,
  deposited_player: 2_145,
}

/** The catalogue as /api/game/list pages it: every fixture game, tagged and categorised. */
export const catalogueFixture: CatalogGame[] = games.map((game, index) => ({
  ...game,
  category: 'slots',
  provider_name: game.provider_code,
  tags: index % 5 === 0 ? ['hot'] : index % 4 === 0 ? ['new'] : [],
}))

export const providersFixture: GameProvider[] = [...new Set(games.map((g) => g.provider_code))].map(
  (provider_code) => ({
    provider_code,
    provider_name: provider_code,
    game_count: games.filter((g) => g.provider_code === provider_code).length,
  }),
)

/** The live casino's tables: the casino family's home lead. */
export const liveTablesFixture: CatalogGame[] = [
  'Baccarat A',
  'Speed Roulette',
  'Blackjack VIP',
  'Dragon Tiger',
  'Sic Bo',
  'Lightning Dice',
].map((name, index) => ({
  provider_code: 'EVO',
  game_code: `live-${index + 1}`,
  game_name: name,
  game_type: 'live',
  game_image: gameArt(name.split(' ')[0] ?? name, 330 + index * 20),
  category: 'livecasino',
  provider_name: 'Evolution',
  tags: [],
}))

/** The player's inbox: a reward to claim and a notice already read. */
export const inboxFixture: InboxItem[] = [
  {
    inbox_id: 2,
    title: 'Your weekend cashback',
    body: '<p>Thanks for playing this weekend: here is 10% back.</p>',
    reward_amount: 25_000,
    claimable: true,
    claimed: false,
    read: false,
    created_at: at(0),
    expires_at: at(7),
    claimed_at: null,
  },
  {
    inbox_id: 1,
    title: 'Play on your terms',
    body: '<p>Set deposit limits and take breaks whenever you like.</p>',
    reward_amount: 0,
    claimable: false,
    claimed: false,
    read: true,
    created_at: at(-3),
    expires_at: null,
    claimed_at: null,
  },
]
