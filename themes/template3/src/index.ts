import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template3.css'

/** Slot family: a neon night lobby, the category strip glowing under the header, a tab bar on phones. */
export default frameTheme(manifest, palette, {
  frame: { navigation: 'bar', phoneNavigation: 'tabs' },
  home: ['banners', 'categories', 'ticker', 'rails', 'statistics', 'partners'],
})
