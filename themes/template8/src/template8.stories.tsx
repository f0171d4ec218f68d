import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template8 (casino3): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Casino/Ivory lounge (template8)',
  tags: ['autodocs'],
  globals: { theme: 'template8' },
  parameters: themeStoryParameters,
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
