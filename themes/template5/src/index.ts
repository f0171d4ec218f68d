import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template5.css'

/** Slot family: a light, playful lobby, the games before the categories. */
export default frameTheme(manifest, palette, {
  frame: { navigation: 'bar', phoneNavigation: 'drawer' },
  loginEntry: 'signin-modal',
  home: ['banners', 'rails', 'categories', 'ticker', 'statistics', 'partners'],
})
