import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template4.css'

/** Slot family: art-deco, the menu inside the header band from 999 px, a drawer below. */
export default frameTheme(manifest, palette, {
  frame: { navigation: 'inline', phoneNavigation: 'drawer' },
  loginEntry: 'login-modal',
  rewardsEntry: 'login-modal',
  breakpoint: { name: 'template4Custom', px: 999 },
  body: { id: 'slot4', mainWrapClasses: ['main-wrap', 'slot4-wrap'] },
})
