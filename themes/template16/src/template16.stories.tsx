import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template16 (casino6): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Casino/Light navy (template16)',
  tags: ['autodocs'],
  parameters: { ...themeStoryParameters, theme: 'template16' },
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
