import { Account, Home, Lobby, Login, Palette } from '../../theme-stories.ts'

/** template4 (slot4): its layout around the site's pages, and its palette. */
export default { title: 'Themes/template4', globals: { theme: 'template4' } }

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Home', 'Lobby', 'Account', 'Login', 'Palette']
