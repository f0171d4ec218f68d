import { frameTheme } from '@parlor/ui-kit/frame'
import { look } from './look.ts'
import { manifest } from './manifest.ts'
import { palette } from './palette.ts'
import './template2.css'

export default frameTheme(manifest, palette, look)
