import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template13.css'

/** Casino family: a midnight lounge with a gilded side rail. */
export default frameTheme({
  template: manifest.template,
  codes: manifest.codes,
  colors: palette,
  loginEntry: 'page',
  rewardsEntry: 'page',
  home: ['banners', 'live-tables', 'rails', 'statistics', 'ticker', 'partners'],
  frame: { navigation: 'rail', phoneNavigation: 'drawer' },
})
