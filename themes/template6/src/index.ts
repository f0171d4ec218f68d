import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template6.css'

/** Casino family: a black-tie side rail, live tables first. */
export default frameTheme(manifest, palette, {
  frame: { navigation: 'rail', phoneNavigation: 'drawer' },
  rewardsEntry: 'login-modal',
  home: ['banners', 'live-tables', 'rails', 'ticker', 'statistics', 'partners'],
})
