import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template20.css'

/** Casino family: red lacquer, a side rail from 960 px. */
export default frameTheme(manifest, palette, {
  frame: { navigation: 'rail', phoneNavigation: 'drawer' },
  breakpoint: { name: 'template20Custom', px: 960 },
  home: ['banners', 'live-tables', 'rails', 'ticker', 'partners'],
})
