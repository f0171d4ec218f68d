import { Account, Home, Lobby, Login, Palette } from '../../theme-stories.ts'

/** template16 (casino6): its layout around the site's pages, and its palette. */
export default { title: 'Themes/template16', globals: { theme: 'template16' } }

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Home', 'Lobby', 'Account', 'Login', 'Palette']
