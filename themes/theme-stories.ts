// The stories every theme's story file lists (they live in Storybook's private package,
// @parlor/story-stage, with the site's fixtures), here so each file reaches them in one line.

export { themeStoryParameters } from '@parlor/story-stage/theme-docs-page'
export { Account, Home, Lobby, Login, Palette } from '@parlor/story-stage/theme-stories'
