import { defineConfig, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

/** Components are tested in a DOM, with jest-dom's matchers (see src/test/setup.ts). */
export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      // One jsdom and one module graph for every file, several times quicker than one each
      // (docs/decisions.md, "The unit suites share one page"); the setup file clears up after a test.
      isolate: false,
      setupFiles: ['./src/test/setup.ts'],
    },
  }),
)
