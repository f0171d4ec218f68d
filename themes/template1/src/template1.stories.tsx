import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template1 (slot1): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Slot/Gold rush (template1)',
  tags: ['autodocs'],
  parameters: { ...themeStoryParameters, theme: 'template1' },
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
