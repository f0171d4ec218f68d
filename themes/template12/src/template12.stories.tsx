import { Account, Home, Lobby, Login, Palette } from '../../theme-stories.ts'

/** template12 (slot6): its layout around the site's pages, and its palette. */
export default { title: 'Themes/template12', globals: { theme: 'template12' } }

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Home', 'Lobby', 'Account', 'Login', 'Palette']
