import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template7.css'

/** Casino family: a slim icon rail, live tables leading, a tab bar on phones. */
export default frameTheme(manifest, palette, {
  frame: { navigation: 'rail', phoneNavigation: 'tabs' },
  home: ['live-tables', 'banners', 'rails', 'ticker', 'partners'],
})
