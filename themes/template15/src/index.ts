import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template15.css'

/** Slot family: candy-light lobby, a tab bar on phones. */
export default frameTheme({
  template: manifest.template,
  codes: manifest.codes,
  colors: palette,
  loginEntry: 'page',
  rewardsEntry: 'page',
  home: ['banners', 'ticker', 'rails', 'categories', 'partners'],
  frame: { navigation: 'bar', phoneNavigation: 'tabs' },
})
