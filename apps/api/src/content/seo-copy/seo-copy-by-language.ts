import type { LanguageCode } from '@parlor/contract'
import { englishSeo } from './en.ts'
import { spanishSeo } from './es.ts'
import { filipinoSeo } from './fil.ts'
import { indonesianSeo } from './id.ts'
import { mongolianSeo } from './mn.ts'
import { malaySeo } from './ms.ts'
import { burmeseSeo } from './my.ts'
import { nepaliSeo } from './ne.ts'
import { russianSeo } from './ru.ts'
import type { SeoCopyFor } from './seo-copy.ts'
import { vietnameseSeo } from './vi.ts'
import { chineseSeo } from './zh.ts'

/** Page names and descriptions in each language a site can speak. */
export const seoCopyByLanguage: Readonly<Record<LanguageCode, SeoCopyFor>> = {
  EN: englishSeo,
  PHP: filipinoSeo,
  CN: chineseSeo,
  ESP: spanishSeo,
  RUS: russianSeo,
  VI: vietnameseSeo,
  MS: malaySeo,
  NE: nepaliSeo,
  MMK: burmeseSeo,
  MNT: mongolianSeo,
  IDR: indonesianSeo,
}
