import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin, Rolldown } from 'vite'
import { staticImportsOf } from './static-imports.ts'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/**
 * V8's explicit compile hint (Chromium 136 and later): every function of a file that starts with
 * it is compiled as the file downloads, on a background thread, not on the main thread when the
 * function is first called. Other engines read it as a comment. It must be the file's first line.
 */
export const compileHint = '//# allFunctionsCalledOnLoad'

const isChunk = (output: OutputBundle[string]): output is OutputChunk => output.type === 'chunk'

/** The entry chunk named `entryName` and every chunk it imports statically, however deep. */
export function firstScreenChunks(bundle: OutputBundle, entryName: string): OutputChunk[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter(isChunk)
      .map((chunk) => [chunk.fileName, chunk]),
  )
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === entryName)
  if (!entry) throw new Error(`The build has no entry chunk named ${entryName}`)
  return [...staticImportsOf(entry, chunks)]
}

/** The compressed twins the build writes beside each file, made as the compression step does. */
const twins = {
  '.br': (code: string) =>
    brotliCompressSync(code, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
  '.gz': (code: string) => gzipSync(code, { level: constants.Z_BEST_COMPRESSION }),
}

/**
 * Puts the compile hint on `chunk`'s first line, in the bundle: its source map (the chunk's and
 * the `.map` file's) moves down a line to match, and its compressed twins are made again.
 */
export function addCompileHint(bundle: OutputBundle, chunk: OutputChunk): void {
  if (chunk.code.startsWith(compileHint)) return
  chunk.code = `${compileHint}\n${chunk.code}`
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
  const mapFile = bundle[`${chunk.fileName}.map`]
  if (mapFile?.type === 'asset') {
    const map = JSON.parse(String(mapFile.source)) as { mappings: string }
    mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` })
  }
  for (const [suffix, compress] of Object.entries(twins)) {
    const twin = bundle[`${chunk.fileName}${suffix}`]
    if (twin?.type === 'asset') twin.source = compress(chunk.code)
  }
}

/**
 * Marks the scripts of the site's first screen (its entry and what that imports statically) for
 * eager compilation. Nearly all of their functions run before the first page is interactive: on
 * a phone, compiling them one by one as they were first called was a good part of the long task
 * that evaluates the site's modules. Chunks loaded later (dialogs, the sanitiser, other pages)
 * stay lazy: compiling code a visit may never run costs memory and processor time for nothing.
 *
 * It runs after every other step of the bundle: the preload helper writes its list of files at
 * the top of the entry in one of them, and the hint must come before it. File names stay as
 * hashed before the hint: the same chunk always gets it, or never, from the same entry.
 */
export function firstScreenCompileHints(entryName: string): Plugin {
  return {
    name: 'parlor-first-screen-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of firstScreenChunks(bundle, entryName)) addCompileHint(bundle, chunk)
      },
    },
  }
}
