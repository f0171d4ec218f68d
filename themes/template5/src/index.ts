import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template5.css'

/** Slot family: a light, playful lobby, the games before the categories. */
export default frameTheme({
  template: manifest.template,
  codes: manifest.codes,
  colors: palette,
  loginEntry: 'signin-modal',
  rewardsEntry: 'page',
  home: ['banners', 'rails', 'categories', 'ticker', 'statistics', 'partners'],
  frame: { navigation: 'bar', phoneNavigation: 'drawer' },
})
