import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template3.css'

/** Slot family: a neon night lobby, the category strip glowing under the header, a tab bar on phones. */
export default frameTheme({
  template: manifest.template,
  codes: manifest.codes,
  colors: palette,
  loginEntry: 'page',
  rewardsEntry: 'page',
  home: ['banners', 'categories', 'ticker', 'rails', 'statistics', 'partners'],
  frame: { navigation: 'bar', phoneNavigation: 'tabs' },
})
