import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template2.css'

/** Slot family: one bold header band holding the menu, a tab bar on phones and tablets (below 1200 px). */
export default frameTheme(manifest, palette, {
  frame: { navigation: 'inline', phoneNavigation: 'tabs' },
  loginEntry: 'login-modal',
  breakpoint: { name: 'template2Custom', px: 1200 },
  body: { id: 'slot2', mainWrapClasses: ['main-wrap', 'slot2-wrap'] },
})
