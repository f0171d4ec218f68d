import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template10 (sportsbook1): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Sportsbook/Pitch (template10)',
  tags: ['autodocs'],
  parameters: { ...themeStoryParameters, theme: 'template10' },
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
