import { mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

// Password checks cost scrypt at N=2^17 on purpose (about 0.4 s each, more while turbo runs
// other suites on the same two cores), and a few tests sign in a dozen times.
export default mergeConfig(sharedTestConfig, { test: { testTimeout: 60_000, hookTimeout: 60_000 } })
