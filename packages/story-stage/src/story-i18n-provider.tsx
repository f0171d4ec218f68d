import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { storyI18n } from './story-i18n.ts'

/** Every story's Lingui context, for the preview's global decorator. */
export function StoryI18nProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={storyI18n}>{children}</I18nProvider>
}
