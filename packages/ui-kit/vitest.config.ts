import { defineConfig, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

/** Components are tested in a DOM, with jest-dom's matchers (see src/test/setup.ts). */
export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
    },
  }),
)
