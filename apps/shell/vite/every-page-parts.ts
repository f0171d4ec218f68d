import type { Plugin, Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle

export interface EveryPageParts {
  /** Finds the parts' chunks in the finished bundle, before the preload lists are written. */
  readonly plugin: Plugin
  /** Whether a built file (`assets/…-hash.js`) is one of the parts' own chunks. */
  readonly loadedOnEveryPage: (file: string) => boolean
}

/**
 * Lazy parts of every page, loaded as soon as it has hydrated (the floating buttons, the session
 * watchers), named by their source modules. Left to fetch their own chunks, the floating buttons'
 * chunk asked for the live chat hook's chunk only once it had arrived, and that chunk for its
 * own: three files in a row before the chat provider's script. The build's module-preload list
 * keeps their dependencies so each fetches its chunks at once.
 *
 * Their chunks are found by the module they were built from, not by file name, and the build
 * stops when one of them has no chunk of its own (a part renamed, moved or no longer lazy)
 * instead of quietly going back to the chain of round trips.
 */
export function everyPageParts(sources: readonly string[]): EveryPageParts {
  const files = new Set<string>()
  const plugin: Plugin = {
    name: 'parlor:every-page-parts',
    apply: 'build',
    generateBundle: {
      // Before Vite's import analysis, which asks `loadedOnEveryPage` as it writes the lists.
      order: 'pre',
      handler(_options, bundle: OutputBundle) {
        files.clear()
        for (const source of sources) {
          const chunk = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.facadeModuleId === source,
          )
          if (!chunk) {
            this.error(
              `${source} is listed as a lazy part of every page but has no chunk of its own: ` +
                'update the list in vite.config.ts',
            )
          }
          files.add(chunk.fileName)
        }
      },
    },
  }
  return { plugin, loadedOnEveryPage: (file) => files.has(file) }
}
