import { defineConfig } from 'vitest/config'

/**
 * The one Vitest setup every package extends. Besides the console summary, each run writes a JSON
 * report that turbo caches with the task, so `scripts/test-summary.mjs` can print the workspace
 * total even when a package's tests were a cache hit.
 */
export const sharedTestConfig = defineConfig({
  resolve: { conditions: ['@parlor/source'] },
  ssr: { resolve: { conditions: ['@parlor/source'] } },
  test: {
    // Turbo runs several suites at once on two cores; property tests need headroom under load.
    testTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: '.vitest-report.json' }]],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
})
