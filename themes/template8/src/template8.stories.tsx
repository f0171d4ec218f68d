import { Account, Home, Lobby, Login, Palette } from '../../theme-stories.ts'

/** template8 (casino3): its layout around the site's pages, and its palette. */
export default { title: 'Themes/template8', globals: { theme: 'template8' } }

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Home', 'Lobby', 'Account', 'Login', 'Palette']
