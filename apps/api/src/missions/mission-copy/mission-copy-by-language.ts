import type { LanguageCode } from '@parlor/contract'
import { englishMissions } from './en.ts'
import { spanishMissions } from './es.ts'
import { filipinoMissions } from './fil.ts'
import { indonesianMissions } from './id.ts'
import type { MissionCopy } from './mission-copy.ts'
import { mongolianMissions } from './mn.ts'
import { malayMissions } from './ms.ts'
import { burmeseMissions } from './my.ts'
import { nepaliMissions } from './ne.ts'
import { russianMissions } from './ru.ts'
import { vietnameseMissions } from './vi.ts'
import { chineseMissions } from './zh.ts'

/** The demo missions in each language a site can speak; a new code fails to compile here. */
export const missionCopyByLanguage: Readonly<Record<LanguageCode, MissionCopy>> = {
  EN: englishMissions,
  PHP: filipinoMissions,
  CN: chineseMissions,
  ESP: spanishMissions,
  RUS: russianMissions,
  VI: vietnameseMissions,
  MS: malayMissions,
  NE: nepaliMissions,
  MMK: burmeseMissions,
  MNT: mongolianMissions,
  IDR: indonesianMissions,
}
