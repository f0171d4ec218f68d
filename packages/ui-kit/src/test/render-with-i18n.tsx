import { type I18n, setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { type RenderOptions, type RenderResult, render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'

/**
 * Renders inside an I18nProvider activated for English with an empty catalog, so every message
 * shows its English default: what a player sees before a translation exists.
 */
export function renderWithI18n(
  ui: ReactElement,
  options?: Omit<RenderOptions, 'wrapper'>,
): RenderResult & { i18n: I18n } {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  )
  return { i18n, ...render(ui, { wrapper, ...options }) }
}
