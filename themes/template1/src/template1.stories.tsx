import { Account, Home, Lobby, Login, Palette } from '../../theme-stories.ts'

/** template1 (slot1): its layout around the site's pages, and its palette. */
export default { title: 'Themes/template1', globals: { theme: 'template1' } }

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Home', 'Lobby', 'Account', 'Login', 'Palette']
