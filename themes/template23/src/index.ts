import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template23.css'

/** Casino family: a jewel-toned lounge with a side rail. */
export default frameTheme({
  template: manifest.template,
  codes: manifest.codes,
  colors: palette,
  loginEntry: 'page',
  rewardsEntry: 'page',
  home: ['banners', 'live-tables', 'rails', 'statistics', 'ticker', 'partners'],
  frame: { navigation: 'rail', phoneNavigation: 'tabs' },
})
