import type { StorybookConfig } from '@storybook/react-vite'
import type { PluginOption } from 'vite'

/** A kit component's module: `packages/ui-kit/src/<component>/<file>.tsx`, its stories aside. */
const kitComponent = /[\\/]packages[\\/]ui-kit[\\/]src[\\/][^\\/]+[\\/][^\\/.]+\.tsx$/

/**
 * react-docgen reads every module the preview imports, themes, fixtures and Storybook's stage
 * included, and follows their imports: prop tables are for the kit's components, so it reads
 * only those (some 75 of the 860 modules: the build took 23 s instead of 6–7 s reading them all,
 * 9–15 s reading these).
 */
function docgenForKitOnly(plugin: PluginOption): PluginOption {
  if (!plugin || typeof plugin !== 'object' || !('transform' in plugin)) return plugin
  const transform = plugin.transform
  if (plugin.name !== 'storybook:react-docgen-plugin' || typeof transform !== 'function') {
    return plugin
  }
  return {
    ...plugin,
    transform(code, id, options) {
      return kitComponent.test(id) ? transform.call(this, code, id, options) : undefined
    },
  }
}

/**
 * One Storybook for the component kit and every theme: the kit's stories beside
 * its components, the shared frame's, and each theme's pages and palette. preview.tsx holds the
 * globals (theme, colour, language, viewport); manager.ts the colour tool.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // Docs: each kit component's page (its props from react-docgen, its stories) and each theme's
  // (palette, contrast, its pages). A11y: axe-core on every story, with the panel to read it; the
  // story test fails on what it finds (render-stories.mjs).
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  stories: [
    './foundations.stories.tsx',
    './theme-api.stories.tsx',
    './tokens.stories.tsx',
    './make-a-theme.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../themes/*/src/**/*.stories.@(ts|tsx)',
  ],
  core: { disableTelemetry: true },
  // Prop tables and controls from each component's props and their TSDoc comments. react-docgen
  // reads the source's syntax only (no type checker), the fast one: see docs/decisions.md.
  typescript: { reactDocgen: 'react-docgen' },
  // Read the workspace packages from source, as the tests do, so stories never wait for a build.
  viteFinal: (vite) => ({
    ...vite,
    plugins: vite.plugins?.map(docgenForKitOnly),
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
