import { statusCode, statusMessage } from '@parlor/contract'
import { readContentSite } from '../content/content-site.ts'
import { answerLanguage } from '../content/translations.ts'
import type { Database } from '../db/database.ts'
import type { CallHandlers } from '../http/call-handler.ts'
import { failure, ok, siteNotFound } from '../http/envelopes.ts'
import { creditBonus } from '../wallet/bonus-credit.ts'
import { moneyCall } from '../wallet/money-call.ts'
import { findLivePromotion, livePromotions, recordClaim } from './promotion-store.ts'

export function promotionCalls(db: Database): CallHandlers {
  return {
    async promotionList({ domain_name, category, language }) {
      const site = await readContentSite(db, domain_name)
      if (!site) return siteNotFound(domain_name)
      const answeredIn = answerLanguage(language, site.language)
      return { ...ok, items: await livePromotions(db, domain_name, category, answeredIn) }
    },

    promotionClaim: moneyCall(db, 'promotionClaim', async (tx, input, account) => {
      const promotion = await findLivePromotion(tx, account.domain_name, input.promotion_id)
      if (!promotion) return failure(statusCode.notFound, statusMessage.notFound, 'promotion_id')
      if (promotion.claim !== 'instant') {
        return failure(
          statusCode.badRequest,
          statusMessage.notClaimable,
          promotion.claim === 'with_deposit'
            ? 'Choose this promotion on the deposit form'
            : 'This promotion needs no claim',
        )
      }
      if (!(await recordClaim(tx, promotion.promotion_id, account.id, promotion.bonus_amount))) {
        return failure(statusCode.conflict, statusMessage.alreadyClaimed, 'promotion_id')
      }
      const balance = await creditBonus(tx, account.id, {
        promotion: promotion.promotion_id,
        amount: promotion.bonus_amount,
        multiplier: promotion.turnover_multiplier,
        reference: `promotion-${promotion.promotion_id}`,
        description: promotion.title,
      })
      return { ...ok, bonus_amount: promotion.bonus_amount, game_balance: balance }
    }),
  }
}
