import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'

/**
 * The one Lingui instance every story renders with: the preview's language global loads a
 * catalog into it and activates it, and the kit's stories read it through `withI18n`. It starts
 * in English with an empty catalog, so every message shows its default until a catalog loads.
 * The compiler is set by hand because Lingui only adds it outside production builds, and a built
 * Storybook would otherwise show "Page {page}" with its placeholder.
 */
export const storyI18n = setupI18n({ locale: 'en', messages: { en: {} } })
storyI18n.setMessagesCompiler(compileMessage)

export type StoryMessages = Parameters<typeof storyI18n.load>[1]
