import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template22.css'

/** Slot family: a lucky-clover lobby with framed tiles. */
export default frameTheme(manifest, palette, {
  frame: { navigation: 'bar', phoneNavigation: 'drawer' },
  home: ['banners', 'ticker', 'categories', 'rails', 'statistics', 'partners'],
})
