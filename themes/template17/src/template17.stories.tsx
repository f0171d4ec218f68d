import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template17 (sportsbook4): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Sportsbook/High contrast (template17)',
  tags: ['autodocs'],
  parameters: { ...themeStoryParameters, theme: 'template17' },
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
