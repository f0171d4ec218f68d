import type { StorybookConfig } from '@storybook/react-vite'

/**
 * One Storybook for the component kit and every theme (design.md §1). Stories sit beside the code
 * they show; until the kit and the themes land, the foundations page below is all there is.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    './foundations.stories.tsx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../themes/*/src/**/*.stories.@(ts|tsx)',
  ],
  core: { disableTelemetry: true },
  // Read the workspace packages from source, as the tests do, so stories never wait for a build.
  viteFinal: (vite) => ({
    ...vite,
    resolve: { ...vite.resolve, conditions: ['@parlor/source', 'module', 'browser', 'default'] },
  }),
}

export default config
