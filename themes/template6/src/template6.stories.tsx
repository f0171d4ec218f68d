import { Account, Home, Lobby, Login, Palette } from '../../theme-stories.ts'

/** template6 (casino1): its layout around the site's pages, and its palette. */
export default { title: 'Themes/template6', globals: { theme: 'template6' } }

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Home', 'Lobby', 'Account', 'Login', 'Palette']
