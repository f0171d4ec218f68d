import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { addCompileHint, compileHint, firstScreenChunks } from './compile-hints-plugin.ts'

function chunk(
  fileName: string,
  imports: string[] = [],
  extra: Partial<Rolldown.OutputChunk> = {},
): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    name: fileName.replace(/-.*/, ''),
    isEntry: false,
    imports,
    dynamicImports: [],
    code: `console.log(${JSON.stringify(fileName)})`,
    map: null,
    ...extra,
  } as unknown as Rolldown.OutputChunk
}

function bundleOf(...chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]))
}

describe('the first screen compile hints', () => {
  const site = chunk('site-1.js', ['base-1.js', 'react-1.js'], {
    isEntry: true,
    dynamicImports: ['dialog-1.js'],
  })
  const base = chunk('base-1.js', ['react-1.js'])
  const react = chunk('react-1.js', ['scheduler-1.js'])
  const scheduler = chunk('scheduler-1.js')
  const dialog = chunk('dialog-1.js', ['base-1.js'])
  const play = chunk('play-1.js', ['react-1.js'], { isEntry: true })

  it("are the site entry's static imports however deep, not its lazy chunks nor another page's", () => {
    const bundle = bundleOf(site, base, react, scheduler, dialog, play)
    const names = firstScreenChunks(bundle, 'site').map((c) => c.fileName)
    expect(names.sort()).toEqual(['base-1.js', 'react-1.js', 'scheduler-1.js', 'site-1.js'])
  })

  it('stop the build when the entry is not there, rather than mark nothing', () => {
    expect(() => firstScreenChunks(bundleOf(base), 'site')).toThrow(/no entry chunk named site/)
  })

  it('go on the first line, once, with the source map and the compressed twins to match', () => {
    const marked = chunk('site-2.js', [], {
      code: 'const __vite__mapDeps=()=>[];\nrun()',
      map: { mappings: 'AAAA;AACA' } as Rolldown.OutputChunk['map'],
    })
    const asset = (fileName: string, source: string | Uint8Array) =>
      ({ type: 'asset', fileName, source }) as unknown as Rolldown.OutputAsset
    const bundle = bundleOf(marked) as Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>
    bundle['site-2.js.map'] = asset('site-2.js.map', '{"version":3,"mappings":"AAAA;AACA"}')
    bundle['site-2.js.br'] = asset('site-2.js.br', new Uint8Array())
    bundle['site-2.js.gz'] = asset('site-2.js.gz', new Uint8Array())

    addCompileHint(bundle, marked)
    addCompileHint(bundle, marked)

    const expected = `${compileHint}\nconst __vite__mapDeps=()=>[];\nrun()`
    expect(marked.code).toBe(expected)
    expect(marked.map?.mappings).toBe(';AAAA;AACA')
    const source = (name: string) => (bundle[name] as Rolldown.OutputAsset).source
    expect(JSON.parse(String(source('site-2.js.map')))).toEqual({
      version: 3,
      mappings: ';AAAA;AACA',
    })
    expect(brotliDecompressSync(source('site-2.js.br')).toString()).toBe(expected)
    expect(gunzipSync(source('site-2.js.gz')).toString()).toBe(expected)
  })
})
