import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template22.css'

/** Slot family: a lucky-clover lobby with framed tiles. */
export default frameTheme({
  template: manifest.template,
  codes: manifest.codes,
  colors: palette,
  loginEntry: 'page',
  rewardsEntry: 'page',
  home: ['banners', 'ticker', 'categories', 'rails', 'statistics', 'partners'],
  frame: { navigation: 'bar', phoneNavigation: 'drawer' },
})
