import { Account, Home, Lobby, Login, Palette } from '../../theme-stories.ts'

/** template7 (casino2): its layout around the site's pages, and its palette. */
export default { title: 'Themes/template7', globals: { theme: 'template7' } }

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Home', 'Lobby', 'Account', 'Login', 'Palette']
