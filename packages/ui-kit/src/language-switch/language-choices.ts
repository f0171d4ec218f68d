import type { LanguageCode } from '@parlor/contract'

/** The site's languages as the chrome offers them: which shows now, and how to change it. */
export interface LanguageChoices {
  readonly current: LanguageCode
  /** The languages the site offers, in the order the menu lists them. */
  readonly languages: readonly LanguageCode[]
  /** Loads the language's texts, then shows the site in it; rejects when they cannot load. */
  readonly choose: (code: LanguageCode) => Promise<void>
}
