import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template8.css'

/** Casino family: an ivory lounge in a light palette with a side rail. */
export default frameTheme(manifest, palette, {
  frame: { navigation: 'rail', phoneNavigation: 'drawer' },
  rewardsEntry: 'login-modal',
  body: { classes: ['casino-lounge', 'has-rail'] },
  home: ['banners', 'live-tables', 'ticker', 'rails', 'statistics', 'partners'],
})
