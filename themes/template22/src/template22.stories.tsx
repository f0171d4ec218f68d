import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template22 (slot9): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Slot/Lucky clover (template22)',
  tags: ['autodocs'],
  parameters: { ...themeStoryParameters, theme: 'template22' },
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
