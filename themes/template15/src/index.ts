import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template15.css'

/** Slot family: candy-light lobby, a tab bar on phones. */
export default frameTheme(manifest, palette, {
  frame: { navigation: 'bar', phoneNavigation: 'tabs' },
  home: ['banners', 'ticker', 'rails', 'categories', 'partners'],
})
