import { I18nProvider } from '@lingui/react'
import type { Decorator } from '@storybook/react-vite'
import { storyI18n } from './story-i18n.ts'
import '@parlor/ui-kit/tokens.css'

/**
 * Stories render inside the I18nProvider the kit's components need, in the language the toolbar
 * chose (the preview activates it on `storyI18n`), on the tokens' surface so colours read as
 * they will on a site; with a theme chosen, that surface is the theme's.
 */
export const withI18n: Decorator = (Story) => (
  <I18nProvider i18n={storyI18n}>
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
