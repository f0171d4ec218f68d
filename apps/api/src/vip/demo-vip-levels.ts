import { type LanguageCode, languageCodes, type VipLevel } from '@parlor/contract'
import type { Translations } from '../content/translations.ts'
import { vipCopyByLanguage } from './vip-copy/vip-copy-by-language.ts'

/** The texts of a level that are written per language. */
export type VipLevelTexts = Pick<VipLevel, 'vip_name' | 'benefits'>

/** A seeded level: its own columns in English, its texts in the other languages. */
export interface DemoVipLevel extends VipLevel {
  readonly texts: Translations<VipLevelTexts>
}

/**
 * The badge the artwork route draws for a level. It is drawn from the English name, the level's
 * own column, so a level's badge is the same whatever language its name is read in.
 */
export function vipIconUrl(vipName: string): string {
  return `/media/vip/${vipName.toLowerCase()}.svg`
}

/** Level `level`'s name and perks in `language`; each rung keeps the perks of the ones below. */
function levelTexts(language: LanguageCode, level: number): VipLevelTexts {
  const { levelNames, benefits } = vipCopyByLanguage[language]
  return {
    vip_name: levelNames[level] ?? levelNames[0],
    benefits: [
      level >= 1 ? benefits.birthdayBonus : benefits.weeklyRebate,
      ...(level >= 2 ? [benefits.fasterWithdrawals] : []),
      ...(level >= 3 ? [benefits.accountManager] : []),
      ...(level >= 5 ? [benefits.exclusiveEvents] : []),
    ],
  }
}

/**
 * A site's VIP ladder, from the minimum deposit so thresholds read sensibly in every currency:
 * each rung asks for several times the deposits and turnover of the one before.
 */
export function demoVipLevels(depositMin: number): DemoVipLevel[] {
  return vipCopyByLanguage.EN.levelNames.map((_, level) => {
    const step = level === 0 ? 0 : 5 ** level
    const english = levelTexts('EN', level)
    return {
      level,
      ...english,
      icon_url: vipIconUrl(english.vip_name),
      min_deposit: depositMin * step,
      min_turnover: depositMin * step * 10,
      rebate_percent: [0.2, 0.4, 0.6, 0.8, 1, 1.2][level] ?? 0,
      upgrade_bonus: level === 0 ? 0 : depositMin * level * 2,
      daily_withdraw_limit: level >= 4 ? 0 : depositMin * 100 * (level + 1),
      texts: Object.fromEntries(
        languageCodes
          .filter((language) => language !== 'EN')
          .map((language) => [language, levelTexts(language, level)]),
      ),
    }
  })
}
