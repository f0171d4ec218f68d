import { describe, expect, it } from 'vitest'
import indexHtml from '../index.html?raw'
import { minifyInlineScripts } from './inline-script-minify.ts'

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '')

describe('minifyInlineScripts', () => {
  it('ships index.html’s inline script without its comments, at well under its written size', () => {
    const [written] = inlineScripts(indexHtml)
    const [shipped] = inlineScripts(minifyInlineScripts(indexHtml))
    const comments = written?.match(/(?<=\/\/ ).+/g) ?? []
    expect(comments.length).toBeGreaterThan(3)
    for (const comment of comments) expect(shipped).not.toContain(comment)
    expect(shipped?.length).toBeLessThan((written?.length ?? 0) * 0.6)
  })

  it('keeps what the site reads from it, and the rest of the page as written', () => {
    const shipped = minifyInlineScripts(indexHtml)
    const [script] = inlineScripts(shipped)
    for (const name of [
      '__parlorStartup',
      '__parlorEarlyInput',
      'parlor-startup',
      'parlor:user:v1',
    ]) {
      expect(script).toContain(name)
    }
    const outside = (html: string) => html.replace(/<script>[\s\S]*?<\/script>/g, '<script>')
    expect(outside(shipped)).toBe(outside(indexHtml))
    // Module scripts and scripts with attributes are the bundler's, untouched.
    expect(shipped).toContain('<script type="module" src="/src/main.tsx"></script>')
  })

  it('stops the build on a script that does not parse, rather than shipping it broken', () => {
    expect(() => minifyInlineScripts('<script>if (</script>')).toThrow(/inline script/)
  })

  it('stops the build rather than ship a script the browser would end early', () => {
    const joined = `<script>const opening = '<!-' + '-' + '<scr' + 'ipt>'; console.log(opening)</script>`
    expect(() => minifyInlineScripts(joined)).toThrow(/<!--/)
  })
})
