import { defineTheme } from '@parlor/core'
import type { ThemeLayout } from '@parlor/ui-kit'
import { manifest } from './manifest.ts'
import { Template1Layout } from './template1-layout.tsx'

export default defineTheme<ThemeLayout>({
  template: manifest.template,
  codes: manifest.codes,
  colors: manifest.colors,
  Layout: Template1Layout,
  loginEntry: 'page',
  rewardsEntry: 'page',
})
