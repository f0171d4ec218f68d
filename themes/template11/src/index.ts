import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template11.css'

/** Sportsbook family: a dense three-column trading desk. */
export default frameTheme(manifest, palette, {
  frame: { navigation: 'columns', phoneNavigation: 'drawer' },
  breakpoint: { name: 'template11Custom', px: 768 },
  home: ['banners', 'matches', 'rails', 'ticker', 'statistics', 'partners'],
})
