import type { LanguageCode } from '@parlor/contract'
import { englishWelcome } from './en.ts'
import { spanishWelcome } from './es.ts'
import { filipinoWelcome } from './fil.ts'
import { indonesianWelcome } from './id.ts'
import { mongolianWelcome } from './mn.ts'
import { malayWelcome } from './ms.ts'
import { burmeseWelcome } from './my.ts'
import { nepaliWelcome } from './ne.ts'
import { russianWelcome } from './ru.ts'
import { vietnameseWelcome } from './vi.ts'
import type { WelcomeCopy } from './welcome-copy.ts'
import { chineseWelcome } from './zh.ts'

/** A new player's messages in each language a site can speak; a new code fails to compile here. */
export const welcomeCopyByLanguage: Readonly<Record<LanguageCode, WelcomeCopy>> = {
  EN: englishWelcome,
  PHP: filipinoWelcome,
  CN: chineseWelcome,
  ESP: spanishWelcome,
  RUS: russianWelcome,
  VI: vietnameseWelcome,
  MS: malayWelcome,
  NE: nepaliWelcome,
  MMK: burmeseWelcome,
  MNT: mongolianWelcome,
  IDR: indonesianWelcome,
}
