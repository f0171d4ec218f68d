import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template14.css'

/** Sportsbook family: a light, airy three-column board, a tab bar on phones. */
export default frameTheme(manifest, palette, {
  frame: { navigation: 'columns', phoneNavigation: 'tabs' },
  home: ['matches', 'rails', 'banners', 'ticker', 'partners'],
})
