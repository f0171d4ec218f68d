import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template5 (slot5): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Slot/Playground (template5)',
  tags: ['autodocs'],
  parameters: { ...themeStoryParameters, theme: 'template5' },
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
