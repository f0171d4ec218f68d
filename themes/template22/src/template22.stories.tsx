import { Account, Home, Lobby, Login, Palette } from '../../theme-stories.ts'

/** template22 (slot9): its layout around the site's pages, and its palette. */
export default { title: 'Themes/template22', globals: { theme: 'template22' } }

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Home', 'Lobby', 'Account', 'Login', 'Palette']
