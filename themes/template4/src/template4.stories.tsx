import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template4 (slot4): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Slot/Art deco (template4)',
  tags: ['autodocs'],
  parameters: { ...themeStoryParameters, theme: 'template4' },
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
