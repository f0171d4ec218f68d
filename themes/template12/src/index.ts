import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template12.css'

/** Slot family: pixel arcade, the menu inside the header band, a tab bar on phones. */
export default frameTheme(manifest, palette, {
  frame: { navigation: 'inline', phoneNavigation: 'tabs' },
  breakpoint: { name: 'template12Custom', px: 769 },
  home: ['categories', 'banners', 'rails', 'ticker', 'statistics', 'partners'],
})
