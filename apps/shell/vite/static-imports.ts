import type { Rolldown } from 'vite'

type OutputChunk = Rolldown.OutputChunk

/**
 * `chunk` and every chunk it imports statically, however deep: what the browser loads and
 * evaluates with it. `chunks` finds an imported chunk by its file name.
 */
export function staticImportsOf(
  chunk: OutputChunk,
  chunks: ReadonlyMap<string, OutputChunk>,
  into = new Set<OutputChunk>(),
): Set<OutputChunk> {
  if (into.has(chunk)) return into
  into.add(chunk)
  for (const file of chunk.imports) {
    const imported = chunks.get(file)
    if (imported) staticImportsOf(imported, chunks, into)
  }
  return into
}
