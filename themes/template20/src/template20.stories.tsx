import { Account, Home, Lobby, Login, Palette } from '../../theme-stories.ts'

/** template20 (casino7): its layout around the site's pages, and its palette. */
export default { title: 'Themes/template20', globals: { theme: 'template20' } }

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Home', 'Lobby', 'Account', 'Login', 'Palette']
