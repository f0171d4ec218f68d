import { mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

// Generous limits: turbo runs other suites on the same two cores, and password-storage.test.ts
// hashes at the server's real scrypt cost (about 0.4 s a check, more under that load).
export default mergeConfig(sharedTestConfig, {
  test: {
    // The attacks run against the built server with their own config (vitest.attacks.config.ts).
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // PGlite's data folders, made once per run instead of once per suite. The global setup reads
    // the workspace packages from their build, not their source: turbo.json builds them first.
    globalSetup: ['./src/db/pglite-templates.test-support.ts'],
    // Threads share one process, and V8 shares compiled WebAssembly within a process: PGlite's
    // 9 MB module compiles once, not once per suite's child process (a third of the CPU time).
    pool: 'threads',
    // A worker per core: Vitest leaves one idle by default, and this suite ends the test
    // command's first stage alone (docs/decisions.md). Each suite opens databases of its own.
    maxWorkers: '100%',
  },
})
