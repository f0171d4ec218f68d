import { Account, Home, Lobby, Login, Palette } from '../../theme-stories.ts'

/** template10 (sportsbook1): its layout around the site's pages, and its palette. */
export default { title: 'Themes/template10', globals: { theme: 'template10' } }

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Home', 'Lobby', 'Account', 'Login', 'Palette']
