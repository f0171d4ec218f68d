import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template9.css'

/** Casino family: card-table felt, a side rail, a tab bar on phones. */
export default frameTheme(manifest, palette, {
  frame: { navigation: 'rail', phoneNavigation: 'tabs' },
  body: { id: 'casino4', mainWrapClasses: ['main-wrap', 'casino4-wrap'] },
  home: ['live-tables', 'rails', 'banners', 'statistics', 'ticker', 'partners'],
})
