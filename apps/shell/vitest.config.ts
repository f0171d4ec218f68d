import { defineConfig, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'
import { imageBaseSetting } from './vite/image-base-setting.ts'
import { localeRoutingCheck } from './vite/locale-routing-check.ts'
import { themePackages } from './vite/theme-packages.ts'

/** Unit tests of the site's own rules and hooks, in a DOM; browser tests have their own config. */
export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    // The language routing a build without VITE_ settings has.
    plugins: [localeRoutingCheck(), imageBaseSetting(), themePackages()],
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
      environment: 'jsdom',
      // One jsdom and one module graph for every file, several times quicker than one each
      // (docs/decisions.md, "The unit suites share one page"); the setup file clears up after a test.
      isolate: false,
      setupFiles: ['./src/test/setup.ts'],
    },
  }),
)
