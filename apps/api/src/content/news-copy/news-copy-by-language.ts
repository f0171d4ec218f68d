import type { LanguageCode } from '@parlor/contract'
import { englishNews } from './en.ts'
import { spanishNews } from './es.ts'
import { filipinoNews } from './fil.ts'
import { indonesianNews } from './id.ts'
import { mongolianNews } from './mn.ts'
import { malayNews } from './ms.ts'
import { burmeseNews } from './my.ts'
import { nepaliNews } from './ne.ts'
import type { NewsCopy } from './news-copy.ts'
import { russianNews } from './ru.ts'
import { vietnameseNews } from './vi.ts'
import { chineseNews } from './zh.ts'

/** The demo articles in each language a site can speak; a new code fails to compile here. */
export const newsCopyByLanguage: Readonly<Record<LanguageCode, NewsCopy>> = {
  EN: englishNews,
  PHP: filipinoNews,
  CN: chineseNews,
  ESP: spanishNews,
  RUS: russianNews,
  VI: vietnameseNews,
  MS: malayNews,
  NE: nepaliNews,
  MMK: burmeseNews,
  MNT: mongolianNews,
  IDR: indonesianNews,
}
