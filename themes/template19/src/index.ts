import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template19.css'

/** Slot family: flat and minimal, a dense grid, the menu in the header band. */
export default frameTheme(manifest, palette, {
  frame: { navigation: 'inline', phoneNavigation: 'drawer' },
  home: ['banners', 'rails', 'categories', 'statistics', 'partners'],
})
