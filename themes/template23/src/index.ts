import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template23.css'

/** Casino family: a jewel-toned lounge with a side rail. */
export default frameTheme(manifest, palette, {
  frame: { navigation: 'rail', phoneNavigation: 'tabs' },
  home: ['banners', 'live-tables', 'rails', 'statistics', 'ticker', 'partners'],
})
