import { Account, Home, Lobby, Login, Palette } from '../../theme-stories.ts'

/** template5 (slot5): its layout around the site's pages, and its palette. */
export default { title: 'Themes/template5', globals: { theme: 'template5' } }

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Home', 'Lobby', 'Account', 'Login', 'Palette']
