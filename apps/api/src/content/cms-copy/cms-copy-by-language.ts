import type { LanguageCode } from '@parlor/contract'
import type { CmsCopy } from './cms-copy.ts'
import { englishCms } from './en.ts'
import { spanishCms } from './es.ts'
import { filipinoCms } from './fil.ts'
import { indonesianCms } from './id.ts'
import { mongolianCms } from './mn.ts'
import { malayCms } from './ms.ts'
import { burmeseCms } from './my.ts'
import { nepaliCms } from './ne.ts'
import { russianCms } from './ru.ts'
import { vietnameseCms } from './vi.ts'
import { chineseCms } from './zh.ts'

/** The information pages in each language a site can speak; a new code fails to compile here. */
export const cmsCopyByLanguage: Readonly<Record<LanguageCode, CmsCopy>> = {
  EN: englishCms,
  PHP: filipinoCms,
  CN: chineseCms,
  ESP: spanishCms,
  RUS: russianCms,
  VI: vietnameseCms,
  MS: malayCms,
  NE: nepaliCms,
  MMK: burmeseCms,
  MNT: mongolianCms,
  IDR: indonesianCms,
}
