import { Account, Home, Lobby, Login, Palette } from '../../theme-stories.ts'

/** template13 (casino5): its layout around the site's pages, and its palette. */
export default { title: 'Themes/template13', globals: { theme: 'template13' } }

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Home', 'Lobby', 'Account', 'Login', 'Palette']
