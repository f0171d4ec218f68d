import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template15 (slot7): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Slot/Candy (template15)',
  tags: ['autodocs'],
  parameters: { ...themeStoryParameters, theme: 'template15' },
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
