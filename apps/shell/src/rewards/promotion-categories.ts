import type { I18n } from '@lingui/core'
import type { Promotion } from '@parlor/contract'

/** The "All" tab; a promotion filed under `all` shows on every tab, as the server lists it. */
export const allCategories = 'all'

/** The tabs the promotions call for, in the order the operator listed them, "All" first. */
export function promotionCategories(promotions: readonly Promotion[]): string[] {
  const seen = new Set<string>()
  for (const promotion of promotions) {
    const category = promotion.category.trim()
    if (category && category !== allCategories) seen.add(category)
  }
  return [allCategories, ...seen]
}

/** The promotions a tab shows: the server's rule for its `category` filter. */
export function inCategory(promotion: Promotion, category: string): boolean {
  return (
    category === allCategories ||
    promotion.category === category ||
    promotion.category === allCategories
  )
}

/** A tab's name: the game categories in words, an operator's own category as they wrote it. */
export function categoryLabel(i18n: I18n, category: string): string {
  switch (category) {
    case allCategories:
      return i18n._({ id: 'promotions.category.all', message: 'All' })
    case 'hot':
      return i18n._({ id: 'promotions.category.hot', message: 'Hot' })
    case 'slots':
      return i18n._({ id: 'promotions.category.slots', message: 'Slots' })
    case 'livecasino':
      return i18n._({ id: 'promotions.category.livecasino', message: 'Live casino' })
    case 'sportsbook':
      return i18n._({ id: 'promotions.category.sportsbook', message: 'Sports' })
    case 'fish':
      return i18n._({ id: 'promotions.category.fish', message: 'Fishing' })
    case 'table':
      return i18n._({ id: 'promotions.category.table', message: 'Table games' })
    case 'lottery':
      return i18n._({ id: 'promotions.category.lottery', message: 'Lottery' })
    case 'bingo':
      return i18n._({ id: 'promotions.category.bingo', message: 'Bingo' })
    case 'crash':
      return i18n._({ id: 'promotions.category.crash', message: 'Crash' })
    case 'sabong':
      return i18n._({ id: 'promotions.category.sabong', message: 'Sabong' })
    case 'horseracing':
      return i18n._({ id: 'promotions.category.horseracing', message: 'Horse racing' })
    case 'arcade':
      return i18n._({ id: 'promotions.category.arcade', message: 'Arcade' })
    case 'hashgame':
      return i18n._({ id: 'promotions.category.hashgame', message: 'Hash games' })
    default:
      return category.charAt(0).toUpperCase() + category.slice(1)
  }
}
