import type { HtmlTagDescriptor } from 'vite'
import { describe, expect, it } from 'vitest'
import { currentBuild } from '../src/navigation/current-build.ts'
import { buildManifest } from './build-manifest-plugin.ts'

type Hooks = {
  transformIndexHtml: () => HtmlTagDescriptor[]
  generateBundle: (this: { emitFile: (file: { fileName: string; source: string }) => void }) => void
}

/** The page the plugin's tags make, as the browser parses it. */
function pageWithTags(tags: readonly HtmlTagDescriptor[]): Document {
  const page = document.implementation.createHTMLDocument('site')
  for (const { tag, attrs, children, injectTo } of tags) {
    const element = page.createElement(tag)
    for (const [name, value] of Object.entries(attrs ?? {})) element.setAttribute(name, `${value}`)
    element.textContent = typeof children === 'string' ? children : ''
    ;(injectTo === 'head' ? page.head : page.body).append(element)
  }
  return page
}

describe('buildManifest', () => {
  it('names the same build in the page, which reads it, and in the files the check fetches', () => {
    const hooks = buildManifest({ '/vip': { redirect: '/vip-club' } }) as unknown as Hooks
    const emitted = new Map<string, string>()
    hooks.generateBundle.call({ emitFile: (file) => emitted.set(file.fileName, file.source) })

    const build = currentBuild(pageWithTags(hooks.transformIndexHtml()))
    expect(build).not.toBeNull()
    expect(JSON.parse(emitted.get('builds/latest.json') ?? '')).toEqual(build)
    expect(JSON.parse(emitted.get(`builds/meta/${build?.id}.json`) ?? '')).toEqual({
      ...build,
      routeRules: { '/vip': { redirect: '/vip-club' } },
    })
  })
})
