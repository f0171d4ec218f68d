import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template9 (casino4): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Casino/Card table (template9)',
  tags: ['autodocs'],
  parameters: { ...themeStoryParameters, theme: 'template9' },
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
