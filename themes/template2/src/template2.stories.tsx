import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template2 (slot2): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Slot/Arcade band (template2)',
  tags: ['autodocs'],
  parameters: { ...themeStoryParameters, theme: 'template2' },
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
