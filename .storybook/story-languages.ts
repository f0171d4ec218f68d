import { localeOf } from '@parlor/core'
import { type StoryMessages, storyI18n } from '../packages/ui-kit/src/stories/story-i18n.ts'

/** The catalog domains of design.md §5: stories show texts of every one. */
const domains = ['ui', 'errors', 'validation', 'messages', 'content'] as const

// Whatever catalogs packages/locales has compiled (`pnpm build` compiles them), each its own chunk.
const catalogs = import.meta.glob<{ messages: StoryMessages }>('../packages/locales/src/*/*.ts')

const catalogPath = (locale: string, domain: string) =>
  `../packages/locales/src/${locale}/${domain}.ts`

/**
 * Switches every story to a language code, as the site does: the code's catalogs where they
 * exist, English for a domain not yet translated, and `<html lang>` set to the code's locale.
 * Numbers and dates follow the locale even while the texts are still English. Without compiled
 * catalogs at all, the texts show the defaults written in the code.
 */
export async function activateLanguage(code: Parameters<typeof localeOf>[0]): Promise<void> {
  const locale = localeOf(code)
  const loaded = await Promise.all(
    domains.map((domain) => {
      const load = catalogs[catalogPath(locale, domain)] ?? catalogs[catalogPath('en', domain)]
      return load ? load().then((module) => module.messages) : {}
    }),
  )
  storyI18n.load(locale, Object.assign({}, ...loaded))
  storyI18n.activate(locale)
  document.documentElement.lang = locale
}
