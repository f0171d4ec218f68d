import { Account, Home, Lobby, Login, Palette } from '../../theme-stories.ts'

/** template21 (sportsbook5): its layout around the site's pages, and its palette. */
export default { title: 'Themes/template21', globals: { theme: 'template21' } }

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Home', 'Lobby', 'Account', 'Login', 'Palette']
