import { randomBytes, randomInt } from 'node:crypto'
import { type GameDevice, type LaunchType, statusCode, statusMessage } from '@parlor/contract'
import { accountCall } from '../accounts/account-call.ts'
import type { Database } from '../db/database.ts'
import { pageWindow } from '../db/page-window.ts'
import { findProvider } from '../games/game-providers.ts'
import { findGame } from '../games/game-queries.ts'
import type { CallHandlers } from '../http/call-handler.ts'
import { failure, ok } from '../http/envelopes.ts'
import { moneyCall } from '../wallet/money-call.ts'
import { siteMoneyRules } from '../wallet/site-money-rules.ts'
import { placeStake, settleStake } from '../wallet/stakes.ts'
import { spinReels } from './demo-slot.ts'
import { listRounds } from './round-history.ts'

/**
 * Stakes the demo slot takes, from the site's minimum deposit (100 currency units on the demo
 * sites): one unit up to ten minimum deposits.
 */
export function stakeLimits(depositMin: number): { min: number; max: number } {
  return { min: Math.max(1, Math.floor(depositMin / 100)), max: depositMin * 10 }
}

/**
 * How the client opens the game. Popup-type providers keep their own window everywhere;
 * on a phone the game fills the tab it was opened in; on a desktop the provider decides between
 * the site's game frame and a page of its own.
 */
export function launchTypeFor(
  providerLaunch: LaunchType | undefined,
  device: GameDevice,
): LaunchType {
  if (providerLaunch === 'popup') return 'popup'
  if (device === 'mobile') return 'redirect'
  return providerLaunch ?? 'redirect'
}

function roundId(): string {
  return `R${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`
}

/**
 * Games: launching one, and the reference server's own slot behind every launch. Real provider
 * integrations answer the launch with their own address instead.
 */
export function playCalls(db: Database): CallHandlers {
  const demoSpin = moneyCall(db, 'demoSpin', async (tx, input, account) => {
    const game = await findGame(tx, input.provider_code, input.game_code)
    if (!game) return failure(statusCode.notFound, statusMessage.notFound, 'game_code')
    const rules = await siteMoneyRules(tx, account.domain_name)
    const limits = stakeLimits(rules.deposit_min)
    if (input.stake < limits.min) {
      return failure(statusCode.badRequest, statusMessage.amountBelowMinimum, 'stake')
    }
    if (input.stake > limits.max) {
      return failure(statusCode.badRequest, statusMessage.amountAboveMaximum, 'stake')
    }
    const round = roundId()
    const stake = { amount: input.stake, reference: round, description: game.game_name }
    const placed = await placeStake(tx, account.id, stake)
    if (placed === null) {
      return failure(statusCode.badRequest, statusMessage.insufficientBalance, 'stake')
    }
    const outcome = spinReels(input.stake, (size) => randomInt(size))
    const balance = await settleStake(tx, account.id, {
      ...stake,
      fromBonus: placed.fromBonus,
      win: outcome.win,
    })
    await tx.query(
      `insert into game_rounds (round_id, account, provider_code, game_code, game_name, stake, win, reels, settled_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, now())`,
      [
        round,
        account.id,
        game.provider_code,
        game.game_code,
        game.game_name,
        input.stake,
        outcome.win,
        JSON.stringify(outcome.reels),
      ],
    )
    return {
      ...ok,
      round_id: round,
      reels: outcome.reels,
      win: outcome.win,
      game_balance: balance,
    }
  })

  return {
    gameLaunch: accountCall(async (input) => {
      const game = await findGame(db, input.provider_code, input.game_code)
      if (!game) return failure(statusCode.notFound, statusMessage.notFound, 'game_code')
      const query = new URLSearchParams({ lang: input.language, device: input.device })
      const path = `/play/${encodeURIComponent(game.provider_code)}/${encodeURIComponent(game.game_code)}`
      return {
        ...ok,
        url: `${path}?${query}`,
        launch_type: launchTypeFor(findProvider(game.provider_code)?.launch, input.device),
      }
    }),

    demoSpin,

    betHistory: accountCall(async (input, account) => {
      const { items, total } = await listRounds(db, account.id, {
        provider_code: input.provider_code,
        from: input.from,
        to: input.to,
        ...pageWindow(input),
      })
      return { ...ok, items, page: input.page, page_size: input.page_size, total }
    }),
  }
}
