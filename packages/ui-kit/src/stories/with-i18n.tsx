import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { I18nProvider } from '@lingui/react'
import type { Decorator } from '@storybook/react-vite'
import '../tokens/tokens.css'

/**
 * English with an empty catalog: every message shows its default. The compiler is set by hand
 * because Lingui only adds it outside production builds, and a built Storybook would otherwise
 * show "Page {page}" with its placeholder.
 */
const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
i18n.setMessagesCompiler(compileMessage)

/**
 * Stories render inside the I18nProvider the kit's components need (.storybook has no preview
 * file, and it is not ours), on the tokens' surface so colours read as they will on a site.
 */
export const withI18n: Decorator = (Story) => (
  <I18nProvider i18n={i18n}>
    <div
      style={{
        padding: 16,
        background: 'var(--pk-surface)',
        color: 'var(--pk-text)',
        fontFamily: 'var(--pk-font)',
      }}
    >
      <Story />
    </div>
  </I18nProvider>
)
