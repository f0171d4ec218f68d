import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template16.css'

/** Casino family: a light navy casino with a compact rail. */
export default frameTheme({
  template: manifest.template,
  codes: manifest.codes,
  colors: palette,
  loginEntry: 'page',
  rewardsEntry: 'page',
  home: ['live-tables', 'banners', 'rails', 'ticker', 'statistics', 'partners'],
  frame: { navigation: 'rail', phoneNavigation: 'tabs' },
})
