import { configDefaults, defineConfig, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

/**
 * Core's files share one module graph (`isolate: false`): 47 s alone before, 14 s after
 * (docs/decisions.md, "The unit suites share one page"). Two need a graph of their own: one
 * replaces a module with `vi.mock`, the other checks that Nepali's date module is first imported
 * with the language, which a shared graph may already hold. They run after the shared files, not
 * beside them: side by side, the shared files took 28 s instead of 10.
 */
const ownModuleGraph = ['src/cms/purifier-server.test.ts', 'src/i18n/nepali-dates-download.test.ts']

export default mergeConfig(
  sharedTestConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            sequence: { groupOrder: 0 },
            isolate: false,
            exclude: [...configDefaults.exclude, ...ownModuleGraph],
          },
        },
        {
          extends: true,
          test: { name: 'isolated', include: ownModuleGraph, sequence: { groupOrder: 1 } },
        },
      ],
    },
  }),
)
