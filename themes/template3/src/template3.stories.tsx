import { Account, Home, Lobby, Login, Palette } from '../../theme-stories.ts'

/** template3 (slot3): its layout around the site's pages, and its palette. */
export default { title: 'Themes/template3', globals: { theme: 'template3' } }

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Home', 'Lobby', 'Account', 'Login', 'Palette']
