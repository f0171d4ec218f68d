import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template8 (casino3): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Casino/Ivory lounge (template8)',
  tags: ['autodocs'],
  parameters: { ...themeStoryParameters, theme: 'template8' },
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
