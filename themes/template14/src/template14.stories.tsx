import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template14 (sportsbook3): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Sportsbook/Airy (template14)',
  tags: ['autodocs'],
  parameters: { ...themeStoryParameters, theme: 'template14' },
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
