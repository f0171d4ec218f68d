import { defineConfig } from 'vitest/config'
import { themePackages } from './vite/theme-packages.ts'

/**
 * Browser tests: Debian's Chromium driven by playwright-core against the built site, served by
 * the built platform server exactly as `npm start` serves it. Their report is kept apart from
 * unit tests' so both count in the workspace total.
 */
export default defineConfig({
  // The shell's theme registry, which the theme tests read, is made from its dependencies.
  plugins: [themePackages()],
  // The theme tests import the themes' definitions (colours, login entry, body) from source.
  resolve: { conditions: ['@parlor/source'] },
  ssr: { resolve: { conditions: ['@parlor/source'] } },
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/demo-server.global-setup.ts'],
    fileParallelism: false,
    // Tests a file marks concurrent (one per theme) share two cores with Chromium and the server.
    maxConcurrency: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default', ['json', { outputFile: '.vitest-e2e-report.json' }]],
  },
})
