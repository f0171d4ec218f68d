import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template13 (casino5): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Casino/Midnight gilt (template13)',
  tags: ['autodocs'],
  parameters: { ...themeStoryParameters, theme: 'template13' },
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
