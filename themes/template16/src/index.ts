import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template16.css'

/** Casino family: a light navy casino with a compact rail. */
export default frameTheme(manifest, palette, {
  frame: { navigation: 'rail', phoneNavigation: 'tabs' },
  home: ['live-tables', 'banners', 'rails', 'ticker', 'statistics', 'partners'],
})
