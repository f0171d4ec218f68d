import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template3 (slot3): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Slot/Neon night (template3)',
  tags: ['autodocs'],
  parameters: { ...themeStoryParameters, theme: 'template3' },
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
