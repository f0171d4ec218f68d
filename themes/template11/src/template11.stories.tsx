import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template11 (sportsbook2): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Sportsbook/Trading desk (template11)',
  tags: ['autodocs'],
  parameters: { ...themeStoryParameters, theme: 'template11' },
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
