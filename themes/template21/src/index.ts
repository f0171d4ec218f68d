import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template21.css'

/** Sportsbook family: stadium blue in three columns, a tab bar on phones. */
export default frameTheme(manifest, palette, {
  frame: { navigation: 'columns', phoneNavigation: 'tabs' },
  home: ['banners', 'matches', 'rails', 'ticker', 'statistics', 'partners'],
})
