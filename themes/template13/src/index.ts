import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template13.css'

/** Casino family: a midnight lounge with a gilded side rail. */
export default frameTheme(manifest, palette, {
  frame: { navigation: 'rail', phoneNavigation: 'drawer' },
  home: ['banners', 'live-tables', 'rails', 'statistics', 'ticker', 'partners'],
})
