import { Account, Home, Lobby, Login, Palette } from '../../theme-stories.ts'

/** template17 (sportsbook4): its layout around the site's pages, and its palette. */
export default { title: 'Themes/template17', globals: { theme: 'template17' } }

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Home', 'Lobby', 'Account', 'Login', 'Palette']
