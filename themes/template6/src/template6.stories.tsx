import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template6 (casino1): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Casino/Black tie (template6)',
  tags: ['autodocs'],
  parameters: { ...themeStoryParameters, theme: 'template6' },
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
