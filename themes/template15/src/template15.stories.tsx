import { Account, Home, Lobby, Login, Palette } from '../../theme-stories.ts'

/** template15 (slot7): its layout around the site's pages, and its palette. */
export default { title: 'Themes/template15', globals: { theme: 'template15' } }

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Home', 'Lobby', 'Account', 'Login', 'Palette']
