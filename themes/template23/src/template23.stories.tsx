import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template23 (casino8): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Casino/Jewel lounge (template23)',
  tags: ['autodocs'],
  parameters: { ...themeStoryParameters, theme: 'template23' },
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
