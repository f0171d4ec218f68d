import { defineConfig, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

/** The tools run in Node, on throw-away copies of the repository's folders. */
export default mergeConfig(sharedTestConfig, defineConfig({ test: { environment: 'node' } }))
