import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template7 (casino2): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Casino/Velvet (template7)',
  tags: ['autodocs'],
  parameters: { ...themeStoryParameters, theme: 'template7' },
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
