import type { LanguageCode } from '@parlor/contract'
import { englishVip } from './en.ts'
import { spanishVip } from './es.ts'
import { filipinoVip } from './fil.ts'
import { indonesianVip } from './id.ts'
import { mongolianVip } from './mn.ts'
import { malayVip } from './ms.ts'
import { burmeseVip } from './my.ts'
import { nepaliVip } from './ne.ts'
import { russianVip } from './ru.ts'
import { vietnameseVip } from './vi.ts'
import type { VipCopy, VipLevelNames } from './vip-copy.ts'
import { chineseVip } from './zh.ts'

/** The VIP ladder in each language a site can speak; a new code fails to compile here. */
export const vipCopyByLanguage: Readonly<Record<LanguageCode, VipCopy>> = {
  EN: englishVip,
  PHP: filipinoVip,
  CN: chineseVip,
  ESP: spanishVip,
  RUS: russianVip,
  VI: vietnameseVip,
  MS: malayVip,
  NE: nepaliVip,
  MMK: burmeseVip,
  MNT: mongolianVip,
  IDR: indonesianVip,
}

/**
 * What the demo levels are called in `language`, lowest first: for copy elsewhere (news,
 * promotions) that names a level, so it says what the VIP page shows.
 */
export function vipLevelNames(language: LanguageCode): VipLevelNames {
  return vipCopyByLanguage[language].levelNames
}
