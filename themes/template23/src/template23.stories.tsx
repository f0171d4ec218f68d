import { Account, Home, Lobby, Login, Palette } from '../../theme-stories.ts'

/** template23 (casino8): its layout around the site's pages, and its palette. */
export default { title: 'Themes/template23', globals: { theme: 'template23' } }

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Home', 'Lobby', 'Account', 'Login', 'Palette']
