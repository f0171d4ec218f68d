import type { StorybookConfig } from '@storybook/react-vite'

/**
 * One Storybook for the component kit and every theme (design.md §1): the kit's stories beside
 * its components, the shared frame's, and each theme's pages and palette. preview.tsx holds the
 * globals (theme, colour, language, viewport); manager.ts the colour tool.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // Each theme's docs page (palette, contrast, its pages); the kit's stories have none.
  addons: ['@storybook/addon-docs'],
  stories: [
    './foundations.stories.tsx',
    './theme-api.stories.tsx',
    './make-a-theme.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../themes/*/src/**/*.stories.@(ts|tsx)',
  ],
  core: { disableTelemetry: true },
  // Prop tables would come from react-docgen, which took most of the build; the only docs pages
  // are the themes', which show none, and the stories' args drive the controls.
  typescript: { reactDocgen: false },
  // Read the workspace packages from source, as the tests do, so stories never wait for a build.
  viteFinal: (vite) => ({
    ...vite,
    // The test command builds Storybook: warnings and errors only, not a line per chunk.
    logLevel: 'warn',
    resolve: { ...vite.resolve, conditions: ['@parlor/source', 'module', 'browser', 'default'] },
    build: {
      ...vite.build,
      reportCompressedSize: false,
      // The preview bundles Storybook's own runtime: big chunks are expected there.
      chunkSizeWarningLimit: 4096,
      rolldownOptions: {
        ...vite.build?.rolldownOptions,
        // Libraries' "use client" lines mean nothing outside React Server Components.
        checks: { ...vite.build?.rolldownOptions?.checks, moduleLevelDirective: false },
      },
    },
  }),
}

export default config
