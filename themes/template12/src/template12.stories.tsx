import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template12 (slot6): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Slot/Pixel arcade (template12)',
  tags: ['autodocs'],
  parameters: { ...themeStoryParameters, theme: 'template12' },
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
