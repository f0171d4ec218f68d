import { defineConfig, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

/** Unit tests of the site's own rules and hooks, in a DOM; browser tests have their own config. */
export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    define: { __PARLOR_BUILD__: JSON.stringify({ id: 'test-build', timestamp: 1 }) },
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
    },
  }),
)
