import { Account, Home, Lobby, Login, Palette } from '../../theme-stories.ts'

/** template19 (slot8): its layout around the site's pages, and its palette. */
export default { title: 'Themes/template19', globals: { theme: 'template19' } }

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Home', 'Lobby', 'Account', 'Login', 'Palette']
