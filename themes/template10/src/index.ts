import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template10.css'

/** Sportsbook family: three columns, the match list first, a tab bar on phones. */
export default frameTheme(manifest, palette, {
  frame: { navigation: 'columns', phoneNavigation: 'tabs' },
  loginEntry: 'login-modal',
  rewardsEntry: 'login-modal',
  body: { id: 'sportsbook1', mainWrapClasses: ['main-wrap', 'sportsbook1-wrap'] },
  home: ['matches', 'banners', 'rails', 'ticker', 'partners'],
})
