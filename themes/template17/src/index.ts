import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template17.css'

/** Sportsbook family: high-contrast black and yellow in three columns. */
export default frameTheme(manifest, palette, {
  frame: { navigation: 'columns', phoneNavigation: 'drawer' },
  home: ['banners', 'matches', 'ticker', 'rails', 'partners'],
})
