import { Account, Home, Lobby, Login, Palette } from '../../theme-stories.ts'

/** template11 (sportsbook2): its layout around the site's pages, and its palette. */
export default { title: 'Themes/template11', globals: { theme: 'template11' } }

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Home', 'Lobby', 'Account', 'Login', 'Palette']
