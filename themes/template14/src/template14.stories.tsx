import { Account, Home, Lobby, Login, Palette } from '../../theme-stories.ts'

/** template14 (sportsbook3): its layout around the site's pages, and its palette. */
export default { title: 'Themes/template14', globals: { theme: 'template14' } }

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Home', 'Lobby', 'Account', 'Login', 'Palette']
