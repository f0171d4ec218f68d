import { frameTheme } from '@parlor/ui-kit/frame'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template1.css'

/** Slot family: a sticky two-tier header, the categories as an icon strip beneath it, a drawer menu on phones. */
export default frameTheme(manifest, palette, {
  frame: { navigation: 'bar', phoneNavigation: 'drawer' },
})
