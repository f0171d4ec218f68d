import { defineConfig, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

/** The stage's tests are arithmetic (contrast ratios): Node is enough. */
export default mergeConfig(sharedTestConfig, defineConfig({ test: { environment: 'node' } }))
