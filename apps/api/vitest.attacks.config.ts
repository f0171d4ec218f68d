import { defineConfig } from 'vitest/config'

/**
 * The attacks: each hole a black-box pass once found, tried again against the built server in
 * processes of its own, over HTTP. One file at a time, so a timing measurement never shares the
 * two cores with another file's flood.
 */
export default defineConfig({
  resolve: { conditions: ['@parlor/source'] },
  ssr: { resolve: { conditions: ['@parlor/source'] } },
  test: {
    include: ['attacks/**/*.attack.test.ts'],
    globalSetup: ['attacks/demo-server.global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    reporters: ['default', ['json', { outputFile: '.vitest-attacks-report.json' }]],
  },
})
