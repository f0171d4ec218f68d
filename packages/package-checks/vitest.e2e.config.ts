import { defineConfig } from 'vitest/config'

/**
 * The example app's check (`pnpm --filter @parlor/package-checks example`): it publishes every
 * package to a registry on this machine, installs them from it with npm into a copy of
 * examples/theme-site, builds it and opens it in Chromium against the built demo server, so the test command runs it after the browser
 * tests, on a machine nothing else is using. Its report is kept apart from the unit tests'.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 600_000,
    reporters: ['default', ['json', { outputFile: '.vitest-e2e-report.json' }]],
  },
})
