import * as v from 'valibot'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { SpinPrize } from './calls/spin.ts'
import {
  type AccountCallName,
  type CallName,
  calls,
  type ParamsOf,
  type RequestOf,
  type ResponseOf,
} from './calls.ts'
import { describeIssues } from './describe-issues.ts'
import type { Transaction } from './entities/transaction.ts'
import type { Withdrawal } from './entities/withdrawal.ts'
import type { SuccessOf } from './envelope.ts'
import { IsoDate, languageEntries } from './fields.ts'
import { localizedCallNames } from './localized-calls.ts'

/** Every path of the specification's call table, copied from it. */
const specPaths = [
  '/api/auth/login',
  '/api/auth/get_balance',
  '/api/auth/forgot_password',
  '/api/auth/signup',
  '/api/auth/tac/verify',
  '/api/auth/tac/request_new_register',
  '/api/auth/tac/request_login',
  '/api/auth/login_tac',
  '/api/auth/update_password',
  '/api/auth/vip',
  '/api/home/fav_list',
  '/api/startup',
  '/api/product/get_hot_games',
  '/api/seo',
  '/api/settings/profile_update',
  '/api/settings/social_account',
  '/api/settings/top10winner_withdrawal',
  '/api/settings/siteinfodetail',
  '/api/settings/get_inbox',
  '/api/settings/claim_inbox',
  '/api/settings/check_status',
  '/api/settings/get_analytics',
  '/api/settings/adsvisit',
  '/api/settings/partners',
]

/** Every path our design adds to the specification's (docs/api.md documents each). */
const designPaths = [
  '/api/wallet/deposit',
  '/api/wallet/withdraw',
  '/api/wallet/banks',
  '/api/wallet/add_bank',
  '/api/wallet/transactions',
  '/api/wallet/statement',
  '/api/game/list',
  '/api/game/launch',
  '/api/game/bet_history',
  '/api/home/fav_toggle',
  '/api/promotion/list',
  '/api/promotion/claim',
  '/api/referral/summary',
  '/api/vip/levels',
  '/api/leaderboard',
  '/api/news',
  '/api/mission/list',
  '/api/mission/claim',
  '/api/spin/info',
  '/api/spin/play',
  '/api/sports/matches',
  '/api/settings/announcements',
]

/** The calls we added to complete the flows the documents describe. */
const ourPaths = [
  '/api/auth/logout',
  '/api/auth/reset_password',
  '/api/settings/read_inbox',
  '/api/wallet/withdraw_cancel',
  '/api/wallet/withdrawals',
  '/api/game/demo_spin',
]

/** Calls that move money: a retry with the same idempotency key must change nothing twice. */
const moneyMovingCalls: CallName[] = [
  'deposit',
  'withdraw',
  'withdrawCancel',
  'claimInbox',
  'promotionClaim',
  'missionClaim',
  'spinPlay',
  'demoSpin',
]

const names = Object.keys(calls) as CallName[]

interface Example<TName extends CallName> {
  readonly request: RequestOf<TName>
  readonly response: SuccessOf<ResponseOf<TName>>
  /** A request the call must refuse, and the field the refusal must name. */
  readonly reject: { readonly request: unknown; readonly field: string }
}

const ok = { statusCode: 1, statusMessage: 'OK', statusDetail: '' } as const
const site = { domain_name: 'template1.localhost', external_id: '' }
const account = { account_id: 'player_one', auth: 'session-token-1' }
const at = '2026-03-01T12:00:00.000Z'
const later = '2026-03-02T12:00:00.000Z'
const paging = { page: 1, page_size: 10, total: 1 }
const signIn = {
  token: 'session-token-1',
  user: { account_id: 'player_one', session_token: 'session-token-1' },
  fullname: 'Player One',
  email: 'one@example.com',
}
const tacSent = { sent_to: '+63******4567', expires_at: later, resend_after: 60 }
const game = {
  provider_code: 'JILI',
  game_code: 'jili-fortune-gems',
  game_name: 'Fortune Gems',
  game_type: 'slot',
  game_image: 'https://img.example.com/jili/fortune-gems.png',
}
const bankAccount = {
  bank_account_id: 7,
  bank_code: 'BDO',
  bank_name: 'BDO Unibank',
  account_name: 'Player One',
  account_number: '******4321',
  is_default: true,
  created_at: at,
}
const withdrawal: Withdrawal = {
  withdrawal_id: 31,
  amount: 50_000,
  status: 'requested',
  bank_account: bankAccount,
  reject_reason: '',
  cancellable: true,
  timeline: [{ status: 'requested', at }],
  requested_at: at,
}
const transaction: Transaction = {
  transaction_id: 12,
  type: 'deposit',
  amount: 100_000,
  status: 'completed',
  method: 'bank_transfer',
  reference: 'DEP-0012',
  created_at: at,
  updated_at: at,
}
const spinPrize: SpinPrize = {
  prize_id: 3,
  label: '₱50',
  kind: 'cash',
  cash_amount: 5_000,
  token_amount: 0,
  image_url: 'https://img.example.com/spin/cash.png',
}
const cmsSection = { en: '<p>About us</p>', local: '<p>Tungkol sa amin</p>', status: true }
const badAccount = { account_id: 'x', auth: 'session-token-1' }

const examples: { readonly [TName in CallName]: Example<TName> } = {
  startup: {
    request: { domain_name: 'Template1.Localhost' },
    response: {
      ...ok,
      message: '',
      maintenance: { is_maintenance: true, start_date: at, end_date: later },
    },
    reject: { request: { domain_name: 'bad domain!' }, field: 'domain_name' },
  },
  login: {
    request: { ...site, account_id: 'Player_One', password: 'correct-horse' },
    response: { ...ok, ...signIn },
    reject: {
      request: { ...site, account_id: 'player_one', password: 'short' },
      field: 'password',
    },
  },
  logout: {
    request: account,
    response: ok,
    reject: { request: { account_id: 'player_one' }, field: 'auth' },
  },
  getBalance: {
    request: account,
    response: { ...ok, game_balance: 123_456, game_token: 'game-token' },
    reject: { request: badAccount, field: 'account_id' },
  },
  vip: {
    request: account,
    response: {
      ...ok,
      nextLevel: [
        {
          starting_deposit: 0,
          cycle_deposit: 20_000,
          deposit_next: 100_000,
          starting_turnover: 0,
          cycle_turnover: 150_000,
          turnover_next: 1_000_000,
          vip_name: 'Bronze',
          vip_name_next: 'Silver',
        },
      ],
    },
    reject: { request: badAccount, field: 'account_id' },
  },
  updatePassword: {
    request: { ...account, password: 'correct-horse', new_password: 'battery-staple' },
    response: ok,
    reject: { request: { ...account, password: 'correct-horse' }, field: 'new_password' },
  },
  forgotPassword: {
    request: { ...site, account_id: 'player_one', contact_phone: '+639171234567' },
    response: { ...ok, ...tacSent },
    reject: {
      request: { ...site, account_id: 'player_one', contact_phone: 'call me' },
      field: 'contact_phone',
    },
  },
  resetPassword: {
    request: { ...site, account_id: 'player_one', tac: '123456', new_password: 'battery-staple' },
    response: ok,
    reject: {
      request: { ...site, account_id: 'player_one', tac: '12ab56', new_password: 'battery-staple' },
      field: 'tac',
    },
  },
  signup: {
    request: {
      ...site,
      account_id: 'new_player',
      password: 'correct-horse',
      contact_phone: '+639171234567',
      referrer_code: 'FRIEND42',
    },
    response: { ...ok, account_id: 'new_player', ...tacSent },
    reject: {
      request: {
        ...site,
        account_id: 'new_player',
        password: 'correct-horse',
        contact_phone: '+639171234567',
        contact_email: 'not-an-email',
      },
      field: 'contact_email',
    },
  },
  tacVerify: {
    request: { ...site, account_id: 'new_player', tac: '654321' },
    response: { ...ok, ...signIn },
    reject: { request: { ...site, account_id: 'new_player' }, field: 'tac' },
  },
  tacRequestNewRegister: {
    request: { ...site, account_id: 'new_player' },
    response: { ...ok, ...tacSent },
    reject: { request: { ...site, account_id: 'no spaces' }, field: 'account_id' },
  },
  tacRequestLogin: {
    request: { ...site, account_id: 'player_one' },
    response: { ...ok, ...tacSent },
    reject: { request: { external_id: '', account_id: 'player_one' }, field: 'domain_name' },
  },
  loginTac: {
    request: { ...site, account_id: 'player_one', tac: '123456' },
    response: { ...ok, ...signIn },
    reject: { request: { ...site, account_id: 'player_one', tac: '1234567' }, field: 'tac' },
  },
  favList: {
    request: account,
    response: { ...ok, value: [game] },
    reject: { request: { auth: 'session-token-1' }, field: 'account_id' },
  },
  favToggle: {
    request: { ...account, game_code: game.game_code, provider_code: game.provider_code },
    response: { ...ok, favourite: true, value: [game] },
    reject: { request: { ...account, provider_code: 'JILI' }, field: 'game_code' },
  },
  getHotGames: {
    request: { ...site, game_type: '' },
    response: { ...ok, value: [game] },
    reject: { request: { ...site, game_type: 'trending' }, field: 'game_type' },
  },
  seo: {
    request: { ...site, page_name: 'home' },
    response: {
      ...ok,
      value: [
        {
          id: 1,
          page_name: 'home',
          en_item_name: 'Home',
          en_body: '<p>Welcome</p>',
          local_item_name: 'Tahanan',
          local_body: '<p>Maligayang pagdating</p>',
          meta_title: 'Lucky Slots',
          meta_desc: 'Play slots online',
          meta_keywords: 'slots, casino',
          meta_url: 'https://template1.localhost/',
          meta_canonical: 'https://template1.localhost/',
          meta_author: 'Lucky Slots',
          meta_publisher: 'Lucky Slots',
          meta_lang: 'en',
          meta_image_url: 'https://img.example.com/og.png',
        },
      ],
    },
    reject: { request: { ...site, page_name: '' }, field: 'page_name' },
  },
  profileUpdate: {
    request: { ...account, full_name: 'Player Uno', contact_email: 'uno@example.com' },
    response: {
      ...ok,
      value: [
        { account_id: 'player_one', full_name: 'Player Uno', contact_email: 'uno@example.com' },
      ],
    },
    reject: {
      request: { ...account, full_name: '', contact_email: 'uno@example.com' },
      field: 'full_name',
    },
  },
  checkStatus: {
    request: account,
    response: { ...ok, account_status: 'active' },
    reject: { request: badAccount, field: 'account_id' },
  },
  socialAccount: {
    request: site,
    response: {
      ...ok,
      accountList: [
        {
          type: 'telegram',
          name: 'Lucky Slots',
          url: 'https://t.me/luckyslots',
          icon: 'https://img.example.com/telegram.svg',
        },
      ],
    },
    reject: { request: { external_id: '' }, field: 'domain_name' },
  },
  top10WinnerWithdrawal: {
    request: site,
    response: {
      ...ok,
      statistics: {
        withrawal: 98_765_400,
        winner: 312,
        hour_withdrawal: 1_250_000,
        registered_player: 48_120,
        active_player: 2_310,
        deposited_player: 1_045,
      },
      winners: [
        {
          account_id: 'pl***ne',
          game_name: 'Fortune Gems',
          provider_code: 'JILI',
          amount: 2_500_000,
          won_at: at,
        },
      ],
      withdrawals: [{ account_id: 'pl***ne', amount: 1_000_000, withdrawn_at: at }],
    },
    reject: { request: { ...site, external_id: 'x'.repeat(65) }, field: 'external_id' },
  },
  siteInfoDetail: {
    request: site,
    response: {
      ...ok,
      cms: {
        about_us: cmsSection,
        privacy_policy: cmsSection,
        responsible_gaming: cmsSection,
        banking: cmsSection,
        faqs: cmsSection,
        term_condition: { ...cmsSection, status: false },
      },
    },
    reject: { request: { domain_name: 42 }, field: 'domain_name' },
  },
  getInbox: {
    request: account,
    response: {
      ...ok,
      unread_count: 1,
      items: [
        {
          inbox_id: 5,
          title: 'Welcome bonus',
          body: '<p>Enjoy ₱100 on us</p>',
          reward_amount: 10_000,
          claimable: true,
          claimed: false,
          read: false,
          created_at: at,
          expires_at: later,
          claimed_at: null,
        },
      ],
    },
    reject: { request: badAccount, field: 'account_id' },
  },
  readInbox: {
    request: { ...account, inbox_id: 5 },
    response: { ...ok, unread_count: 0 },
    reject: { request: { ...account, inbox_id: 0 }, field: 'inbox_id' },
  },
  claimInbox: {
    request: { ...account, inbox_id: 5 },
    response: { ...ok, claimed_amount: 10_000, game_balance: 133_456 },
    reject: { request: { ...account, inbox_id: '5' }, field: 'inbox_id' },
  },
  getAnalytics: {
    request: { domain_name: 'template1.localhost' },
    response: {
      ...ok,
      scripts: [
        { section: 'HEAD', script: '<script>window.dataLayer=[]</script>' },
        { section: 'BODY', script: '<img src="https://px.example.com/p.gif" alt="">' },
      ],
    },
    reject: { request: {}, field: 'domain_name' },
  },
  adsVisit: {
    request: { ...site, fbp: 'fb.1.1700000000000.123456789', appsflyer_id: '' },
    response: ok,
    reject: { request: { ...site, fbp: '', appsflyer_id: '' }, field: 'fbp' },
  },
  partners: {
    request: site,
    response: {
      ...ok,
      partners: [
        {
          href: 'https://partner.example.com',
          img_url: 'https://img.example.com/partner.png',
          partner_name: 'Partner Co',
        },
      ],
    },
    reject: { request: { ...site, domain_name: '' }, field: 'domain_name' },
  },
  announcements: {
    request: site,
    response: {
      ...ok,
      items: [
        {
          announcement_id: 2,
          placement: 'marquee',
          title: 'Maintenance tonight',
          body: 'JILI games pause from 02:00 to 03:00.',
          image_url: '',
          starts_at: at,
          ends_at: null,
        },
      ],
    },
    reject: { request: { ...site, domain_name: 'a b' }, field: 'domain_name' },
  },
  deposit: {
    request: { ...account, amount: 100_000, method: 'bank_transfer' },
    response: { ...ok, transaction, payment_url: '', game_balance: 223_456 },
    reject: { request: { ...account, amount: 100.5, method: 'bank_transfer' }, field: 'amount' },
  },
  withdraw: {
    request: { ...account, amount: 50_000, bank_account_id: 7 },
    response: { ...ok, withdrawal, game_balance: 173_456 },
    reject: { request: { ...account, amount: -50_000, bank_account_id: 7 }, field: 'amount' },
  },
  withdrawCancel: {
    request: { ...account, withdrawal_id: 31 },
    response: {
      ...ok,
      withdrawal: {
        ...withdrawal,
        status: 'cancelled',
        cancellable: false,
        timeline: [
          { status: 'requested', at },
          { status: 'cancelled', at: later },
        ],
      },
      game_balance: 223_456,
    },
    reject: { request: account, field: 'withdrawal_id' },
  },
  withdrawals: {
    request: { ...account, page: 1, page_size: 20 },
    response: {
      ...ok,
      items: [
        {
          ...withdrawal,
          status: 'rejected',
          reject_reason: 'Bank account name does not match',
          cancellable: false,
          timeline: [
            { status: 'requested', at },
            { status: 'under_review', at },
            { status: 'rejected', at: later },
          ],
        },
      ],
      ...paging,
    },
    reject: { request: { ...account, page_size: 500 }, field: 'page_size' },
  },
  banks: {
    request: account,
    response: {
      ...ok,
      accounts: [bankAccount],
      banks: [{ bank_code: 'BDO', bank_name: 'BDO Unibank', logo_url: '' }],
      withdrawable: 105_000,
      locked: 102_000,
      turnover_left: 1_006_000,
    },
    reject: { request: badAccount, field: 'account_id' },
  },
  addBank: {
    request: {
      ...account,
      bank_code: 'BDO',
      account_name: 'Player One',
      account_number: '0012345678',
    },
    response: { ...ok, bank_account: bankAccount },
    reject: {
      request: {
        ...account,
        bank_code: 'BDO',
        account_name: 'Player One',
        account_number: '12-34',
      },
      field: 'account_number',
    },
  },
  transactions: {
    request: { ...account, type: 'deposit', from: at, to: later },
    response: { ...ok, items: [transaction], ...paging },
    reject: { request: { ...account, type: 'bonus' }, field: 'type' },
  },
  statement: {
    request: { ...account, page: 2 },
    response: {
      ...ok,
      items: [
        {
          entry_id: 90,
          kind: 'bet',
          amount: -1_000,
          balance_after: 122_456,
          description: 'Fortune Gems',
          reference: 'round-abc',
          created_at: at,
        },
      ],
      ...paging,
    },
    reject: { request: { ...account, from: 'yesterday' }, field: 'from' },
  },
  gameList: {
    request: { ...site, category: 'slots', provider: 'JILI', search: 'gems' },
    response: {
      ...ok,
      items: [{ ...game, category: 'slots', provider_name: 'JILI', tags: ['hot', 'new'] }],
      providers: [{ provider_code: 'JILI', provider_name: 'JILI', game_count: 120 }],
      ...paging,
    },
    reject: { request: { ...site, category: 'poker-night' }, field: 'category' },
  },
  gameLaunch: {
    request: { ...account, game_code: game.game_code, provider_code: 'JILI', language: 'PHP' },
    response: { ...ok, url: 'https://games.example.com/launch?t=abc', launch_type: 'iframe' },
    reject: {
      request: { ...account, game_code: game.game_code, provider_code: '' },
      field: 'provider_code',
    },
  },
  demoSpin: {
    request: { ...account, provider_code: 'JILI', game_code: game.game_code, stake: 1_000 },
    response: {
      ...ok,
      round_id: 'round-abc',
      reels: [
        ['cherry', 'bar', 'seven'],
        ['seven', 'seven', 'bell'],
        ['bell', 'cherry', 'seven'],
      ],
      win: 0,
      game_balance: 122_456,
    },
    reject: { request: { ...account, stake: 0 }, field: 'stake' },
  },
  betHistory: {
    request: { ...account, provider_code: 'JILI' },
    response: {
      ...ok,
      items: [
        {
          round_id: 'round-abc',
          provider_code: 'JILI',
          game_code: game.game_code,
          game_name: game.game_name,
          stake: 1_000,
          win: 2_500,
          status: 'settled',
          placed_at: at,
          settled_at: at,
        },
      ],
      ...paging,
    },
    reject: { request: { ...account, page: 0 }, field: 'page' },
  },
  promotionList: {
    request: site,
    response: {
      ...ok,
      items: [
        {
          promotion_id: 4,
          title: '100% first deposit',
          summary: 'Double your first deposit',
          body: '<p>Terms apply</p>',
          image_url: 'https://img.example.com/promo.png',
          category: 'slots',
          claim: 'with_deposit',
          bonus_amount: 0,
          bonus_percent: 100,
          max_bonus: 500_000,
          min_deposit: 10_000,
          turnover_multiplier: 20,
          starts_at: at,
          ends_at: null,
        },
      ],
    },
    reject: { request: { ...site, category: 7 }, field: 'category' },
  },
  promotionClaim: {
    request: { ...account, promotion_id: 4 },
    response: { ...ok, bonus_amount: 10_000, game_balance: 133_456 },
    reject: { request: { ...account, promotion_id: 4.5 }, field: 'promotion_id' },
  },
  referralSummary: {
    request: account,
    response: {
      ...ok,
      referral_code: 'PLAYER1',
      commission_percent: 0.5,
      invitee_count: 1,
      total_earnings: 4_200,
      pending_earnings: 300,
      invitees: [{ account_id: 'fr***nd', joined_at: at, has_deposited: true, earnings: 4_200 }],
    },
    reject: { request: badAccount, field: 'account_id' },
  },
  vipLevels: {
    request: site,
    response: {
      ...ok,
      levels: [
        {
          level: 1,
          vip_name: 'Bronze',
          icon_url: '',
          min_deposit: 0,
          min_turnover: 0,
          rebate_percent: 0.3,
          upgrade_bonus: 0,
          daily_withdraw_limit: 0,
          benefits: ['Weekly rebate'],
        },
      ],
    },
    reject: { request: { ...site, domain_name: null }, field: 'domain_name' },
  },
  leaderboard: {
    request: { ...site, period: 'daily' },
    response: {
      ...ok,
      period: 'daily',
      starts_at: at,
      ends_at: later,
      items: [{ rank: 1, account_id: 'pl***ne', turnover: 9_000_000, prize: 100_000 }],
    },
    reject: { request: { ...site, period: 'yearly' }, field: 'period' },
  },
  news: {
    request: { ...site, language: 'RUS', page: 1, page_size: 5 },
    response: {
      ...ok,
      items: [
        {
          news_id: 8,
          title: 'New games from PGSOFT',
          summary: 'Ten new titles',
          body: '<p>Play them now</p>',
          image_url: '',
          published_at: at,
        },
      ],
      ...paging,
    },
    reject: { request: { ...site, page: 1.5 }, field: 'page' },
  },
  missionList: {
    request: account,
    response: {
      ...ok,
      items: [
        {
          mission_id: 11,
          title: 'Play 50 rounds',
          description: 'Any slot counts',
          period: 'daily',
          goal: 50,
          progress: 50,
          status: 'completed',
          reward_amount: 2_000,
          reward_tokens: 1,
          expires_at: later,
        },
      ],
    },
    reject: { request: badAccount, field: 'account_id' },
  },
  missionClaim: {
    request: { ...account, mission_id: 11 },
    response: {
      ...ok,
      reward_amount: 2_000,
      reward_tokens: 1,
      game_balance: 125_456,
      token_balance: 3,
    },
    reject: { request: { ...account, mission_id: -1 }, field: 'mission_id' },
  },
  spinInfo: {
    request: account,
    response: { ...ok, token_balance: 3, frozen_token: 1, spin_cost: 1, prizes: [spinPrize] },
    reject: { request: badAccount, field: 'account_id' },
  },
  spinPlay: {
    request: account,
    response: {
      ...ok,
      spin_id: 'spin-1',
      prize: spinPrize,
      token_balance: 2,
      frozen_token: 1,
      game_balance: 128_456,
    },
    reject: { request: { account_id: 'player_one', auth: '' }, field: 'auth' },
  },
  sportsMatches: {
    request: { ...site, sport: 'football', status: 'live' },
    response: {
      ...ok,
      items: [
        {
          match_id: 'm-100',
          sport: 'football',
          league_name: 'Premier League',
          home_team_name: 'Arsenal',
          away_team_name: 'Chelsea',
          home_team_names: { CN: '阿森纳' },
          away_team_names: { CN: '切尔西' },
          starts_at: at,
          status: 'live',
          home_score: 1,
          away_score: 0,
          bet_lines: [
            {
              line_id: 'l-1',
              bet_type: '1X2',
              home_away: 1,
              criteria1: '',
              home_team_name: 'Arsenal',
              away_team_name: 'Chelsea',
              home_team_names: { CN: '阿森纳' },
              away_team_names: { CN: '切尔西' },
              odds: 1.85,
            },
          ],
        },
      ],
      ...paging,
    },
    reject: { request: { ...site, status: 'postponed' }, field: 'status' },
  },
}

const envelopeKeys = new Set(['statusCode', 'statusMessage', 'statusDetail'])
/** Response fields a server may leave out because they default. */
const optionalResponseKeys = new Set(['message'])

describe('calls', () => {
  const paths = names.map((name) => calls[name].path)

  it('holds every call of the specification, of our design and our additions, each once', () => {
    const expected = [...specPaths, ...designPaths, ...ourPaths]
    expect([...paths].sort()).toEqual([...expected].sort())
  })

  it('gives every call its own path', () => {
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('marks exactly the money-moving calls idempotent', () => {
    const idempotent = names.filter((name) => calls[name].idempotent)
    expect(idempotent.sort()).toEqual([...moneyMovingCalls].sort())
  })

  it('marks a call as an account call exactly when its request carries a session', () => {
    for (const name of names) {
      expect({ name, account: 'auth' in examples[name].request }).toEqual({
        name,
        account: calls[name].account,
      })
    }
  })

  it('marks a call localized exactly when its request takes the language on screen', () => {
    // A game launch names the game's language, a field of its own with its own default.
    const takesScreenLanguage = (name: CallName) =>
      requestEntries(calls[name].request)['language'] === languageEntries.language
    const localized = names.filter((name) => calls[name].localized)
    for (const name of names) {
      expect({ name, localized: takesScreenLanguage(name) }).toEqual({
        name,
        localized: calls[name].localized,
      })
    }
    expect([...localizedCallNames].sort()).toEqual(localized.sort())
  })

  it('refuses a language a site cannot speak, and takes a request without one', () => {
    const request = { ...examples.news.request, language: 'fr' }
    expect(describeIssues(v.safeParse(calls.news.request, request).issues ?? [])).toContain(
      'language',
    )
    const { language: _left, ...withoutLanguage } = request
    expect(v.safeParse(calls.news.request, withoutLanguage).success).toBe(true)
  })

  it('types an account call as one, and its params without the session a client attaches', () => {
    expectTypeOf<'readInbox'>().toExtend<AccountCallName>()
    expectTypeOf<'login'>().not.toExtend<AccountCallName>()
    expectTypeOf<ParamsOf<'readInbox'>>().toEqualTypeOf<{ inbox_id: number }>()
    expectTypeOf<ParamsOf<'login'>>().toEqualTypeOf<RequestOf<'login'>>()
  })
})

/** A request schema's fields: adsVisit's object sits inside a pipe. */
function requestEntries(schema: unknown): Record<string, unknown> {
  const s = schema as { entries?: Record<string, unknown>; pipe?: unknown[] }
  return s.entries ?? (s.pipe ? requestEntries(s.pipe[0]) : {})
}

/** A field read as a string: a pipe or an optional wrapper keep the inner schema's type. */
function isTextField(schema: unknown): boolean {
  const s = schema as { type: string; wrapped?: unknown }
  return s.wrapped ? isTextField(s.wrapped) : s.type === 'string'
}

describe.each(names)('%s', (name) => {
  const call = calls[name]
  const example = examples[name]

  it.each(Object.keys(requestEntries(call.request)))(
    'refuses a NUL or a lone surrogate in %s, naming the field',
    (field) => {
      const schema = requestEntries(call.request)[field] as { wrapped?: unknown }
      const text = isTextField(schema)
      // A date has a grammar of its own, and says so.
      const expected =
        (schema.wrapped ?? schema) === IsoDate ? 'dateInvalid' : 'textControlCharacters'
      for (const bad of ['\u0000', 'JILI\u0000', '\ud800', '\u009b']) {
        const result = v.safeParse(call.request, { ...example.request, [field]: bad })
        const issues = (result.issues ?? []).filter((issue) => v.getDotPath(issue) === field)
        expect(issues.length, `${field}: ${JSON.stringify(bad)}`).toBeGreaterThan(0)
        // A text field says why; a choice from a list (a category, a language) refuses it as such.
        if (text) expect(issues[0]?.message).toBe(expected)
      }
    },
  )

  it('accepts a realistic request', () => {
    const result = v.safeParse(call.request, example.request)
    expect(
      result.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`),
    ).toBeUndefined()
  })

  it('refuses a bad request and names the field', () => {
    const result = v.safeParse(call.request, example.reject.request)
    expect(result.success).toBe(false)
    if (result.success) return
    const paths = result.issues.map((issue) => v.getDotPath(issue))
    expect(paths).toContain(example.reject.field)
    expect(Object.keys(v.flatten(result.issues).nested ?? {})).toContain(example.reject.field)
  })

  it('accepts a realistic success response', () => {
    const result = v.safeParse(call.response, example.response)
    expect(
      result.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`),
    ).toBeUndefined()
  })

  it('refuses a success response missing any of its fields', () => {
    const fields = Object.keys(example.response).filter(
      (key) => !envelopeKeys.has(key) && !optionalResponseKeys.has(key),
    )
    for (const field of fields) {
      const { [field]: _dropped, ...rest } = example.response as Record<string, unknown>
      expect({ field, ok: v.is(call.response, rest) }).toEqual({ field, ok: false })
    }
  })

  it('accepts a failure envelope without any of its fields', () => {
    const failure = { statusCode: -500, statusMessage: 'x' }
    expect(v.parse(call.response, failure)).toEqual({ ...failure, statusDetail: '' })
  })

  it('does not take statusCode 1 without its fields as a failure', () => {
    const fields = Object.keys(example.response).filter((key) => !envelopeKeys.has(key))
    expect(v.is(call.response, { statusCode: 1 })).toBe(fields.length === 0)
  })

  if (call.account) {
    it('requires account_id and auth', () => {
      for (const field of ['account_id', 'auth']) {
        const { [field]: _dropped, ...rest } = example.request as Record<string, unknown>
        const result = v.safeParse(call.request, rest)
        expect(result.issues?.map((issue) => v.getDotPath(issue))).toContain(field)
      }
    })
  }
})
