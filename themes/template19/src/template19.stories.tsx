import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template19 (slot8): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Slot/Minimal (template19)',
  tags: ['autodocs'],
  parameters: { ...themeStoryParameters, theme: 'template19' },
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
