import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template20 (casino7): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Casino/Red lacquer (template20)',
  tags: ['autodocs'],
  parameters: { ...themeStoryParameters, theme: 'template20' },
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
