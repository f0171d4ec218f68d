// The stories every theme's story file lists (they live with the kit's story fixtures, in
// packages/ui-kit/src/stories/theme-stories.tsx), here so each file reaches them in one line.

export { themeStoryParameters } from '../packages/ui-kit/src/stories/theme-docs-page.tsx'
export {
  Account,
  Home,
  Lobby,
  Login,
  Palette,
} from '../packages/ui-kit/src/stories/theme-stories.tsx'
