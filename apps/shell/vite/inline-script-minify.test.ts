import type { ResolvedConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import indexHtml from '../index.html?raw'
import { browserTarget as target } from './browser-target.ts'
import { inlineScriptMinify, inlineScripts, minifyInlineScripts } from './inline-script-minify.ts'

describe('minifyInlineScripts', () => {
  it('ships index.html’s inline script without its comments, at well under its written size', () => {
    const [written] = inlineScripts(indexHtml)
    const [shipped] = inlineScripts(minifyInlineScripts(indexHtml, target))
    const comments = written?.match(/(?<=\/\/ ).+/g) ?? []
    expect(comments.length).toBeGreaterThan(3)
    for (const comment of comments) expect(shipped).not.toContain(comment)
    expect(shipped?.length).toBeLessThan((written?.length ?? 0) * 0.6)
  })

  it('keeps what the site reads from it, and the rest of the page as written', () => {
    const shipped = minifyInlineScripts(indexHtml, target)
    const [script] = inlineScripts(shipped)
    for (const name of [
      '__parlorStartup',
      '__parlorEarlyInput',
      'parlor-startup',
      'parlor:user:v1',
    ]) {
      expect(script).toContain(name)
    }
    const outside = (html: string) =>
      inlineScripts(html).reduce((rest, script) => rest.replace(script, ''), html)
    expect(outside(shipped)).toBe(outside(indexHtml))
    // Module scripts and scripts with attributes are the bundler's, untouched.
    expect(shipped).toContain('<script type="module" src="/src/main.tsx"></script>')
  })

  it('stops the build on a script that does not parse, rather than shipping it broken', () => {
    expect(() => minifyInlineScripts('<script>if (</script>', target)).toThrow(/inline script/)
  })

  it('stops the build rather than ship a script the browser would end early', () => {
    const joined = `<script>const opening = '<!-' + '-' + '<scr' + 'ipt>'; console.log(opening)</script>`
    expect(() => minifyInlineScripts(joined, target)).toThrow(/<!--/)
  })

  it('writes no syntax older browsers of the build’s target cannot parse', () => {
    const page = '<script>var x = window.y; if (x === null || x === undefined) x = 1</script>'
    const minifiedFor = (buildTarget: string) => {
      const plugin = inlineScriptMinify()
      // Vite's hooks as the build calls them; neither uses its `this`.
      const { configResolved, transformIndexHtml } = plugin as unknown as {
        configResolved: (config: Pick<ResolvedConfig, 'build'>) => void
        transformIndexHtml: { handler: (html: string) => string }
      }
      configResolved({ build: { target: buildTarget } } as Pick<ResolvedConfig, 'build'>)
      return inlineScripts(transformIndexHtml.handler(page))[0]
    }
    expect(minifiedFor('es2022')).toContain('??=')
    expect(minifiedFor('es2019')).not.toContain('??')
  })
})
