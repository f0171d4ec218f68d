import { Account, Home, Lobby, Login, Palette } from '../../theme-stories.ts'

/** template9 (casino4): its layout around the site's pages, and its palette. */
export default { title: 'Themes/template9', globals: { theme: 'template9' } }

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Home', 'Lobby', 'Account', 'Login', 'Palette']
