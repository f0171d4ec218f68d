import { Account, Home, Lobby, Login, Palette, themeStoryParameters } from '../../theme-stories.ts'

/** template21 (sportsbook5): its layout around the site's pages, and its palette. */
export default {
  title: 'Themes/Sportsbook/Stadium (template21)',
  tags: ['autodocs'],
  parameters: { ...themeStoryParameters, theme: 'template21' },
}

export { Account, Home, Lobby, Login, Palette }
export const __namedExportsOrder = ['Palette', 'Home', 'Lobby', 'Account', 'Login']
