import { defineConfig, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

/**
 * The checks run in Node on the built packages: they pack each one with pnpm and compile the
 * READMEs' code with TypeScript, which takes longer than a unit test under a busy turbo run.
 */
export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      environment: 'node',
      testTimeout: 180_000,
      hookTimeout: 180_000,
      // The example app's check runs with the browser tests (vitest.e2e.config.ts).
      exclude: ['**/node_modules/**', 'src/**/*.e2e.test.ts'],
    },
  }),
)
