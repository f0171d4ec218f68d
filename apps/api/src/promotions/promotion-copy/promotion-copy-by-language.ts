import type { LanguageCode } from '@parlor/contract'
import { englishPromotions } from './en.ts'
import { spanishPromotions } from './es.ts'
import { filipinoPromotions } from './fil.ts'
import { indonesianPromotions } from './id.ts'
import { mongolianPromotions } from './mn.ts'
import { malayPromotions } from './ms.ts'
import { burmesePromotions } from './my.ts'
import { nepaliPromotions } from './ne.ts'
import type { PromotionCopy } from './promotion-copy.ts'
import { russianPromotions } from './ru.ts'
import { vietnamesePromotions } from './vi.ts'
import { chinesePromotions } from './zh.ts'

/** The demo promotions in each language a site can speak; a new code fails to compile here. */
export const promotionCopyByLanguage: Readonly<Record<LanguageCode, PromotionCopy>> = {
  EN: englishPromotions,
  PHP: filipinoPromotions,
  CN: chinesePromotions,
  ESP: spanishPromotions,
  RUS: russianPromotions,
  VI: vietnamesePromotions,
  MS: malayPromotions,
  NE: nepaliPromotions,
  MMK: burmesePromotions,
  MNT: mongolianPromotions,
  IDR: indonesianPromotions,
}
