import { Account, Home, Lobby, Login, Palette } from '../../theme-stories.ts'

/** template2 (slot2): its layout around the site's pages, and its palette. */
export default { title: 'Themes/template2', globals: { theme: 'template2' } }

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Home', 'Lobby', 'Account', 'Login', 'Palette']
