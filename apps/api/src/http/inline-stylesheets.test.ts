import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtStylesheets, inlineStylesheets } from './inline-stylesheets.ts'

const sheets: Record<string, string> = {
  '/assets/kit.css': '.pk-button{color:red}',
  '/assets/theme.css': 'body.green{background:url(/assets/bg.svg)}',
  '/assets/page.css': `.home{background:url("data:image/svg+xml,%3Csvg%3E")}`,
}
const text = (href: string) => sheets[href]

describe('inlineStylesheets', () => {
  it('writes each linked sheet into the document in its place, its link kept but disabled', () => {
    const html = [
      '<head>',
      '<link rel="stylesheet" crossorigin href="/assets/kit.css" nonce="N">',
      '<style nonce="N">:root{--pk-shade-1:#000}</style>',
      '<link rel="stylesheet" href="/assets/theme.css" nonce="N">',
      '<link rel="stylesheet" href="/assets/page.css">',
      '</head>',
    ].join('')
    expect(inlineStylesheets(html, text)).toBe(
      [
        '<head>',
        '<style nonce="N">.pk-button{color:red}</style>',
        '<link rel="stylesheet" crossorigin href="/assets/kit.css" nonce="N" disabled>',
        '<style nonce="N">:root{--pk-shade-1:#000}</style>',
        '<style nonce="N">body.green{background:url(/assets/bg.svg)}</style>',
        '<link rel="stylesheet" href="/assets/theme.css" nonce="N" disabled>',
        `<style>.home{background:url("data:image/svg+xml,%3Csvg%3E")}</style>`,
        '<link rel="stylesheet" href="/assets/page.css" disabled>',
        '</head>',
      ].join(''),
    )
  })

  it('leaves links it cannot stand for as they are', () => {
    const kept = [
      // Not a file of the build.
      '<link rel="stylesheet" href="https://cdn.example/kit.css">',
      // Does not hold the first paint.
      '<link rel="stylesheet" href="/assets/kit.css" media="print">',
      // Already a marker.
      '<link rel="stylesheet" href="/assets/kit.css" disabled>',
      // Not a stylesheet the page applies.
      '<link rel="preload" as="style" href="/assets/kit.css">',
      '<link rel="modulepreload" href="/assets/kit.js">',
    ].join('')
    expect(inlineStylesheets(kept, text)).toBe(kept)
  })

  it('keeps a sheet linked whose text would break out of <style> or read addresses against its own', () => {
    const risky: Record<string, string> = {
      '/assets/ends.css': '.a::after{content:"</style><script>alert(1)</script>"}',
      '/assets/relative.css': '.a{background:url(bg.svg)}',
      '/assets/quoted.css': ".a{background:url('../media/bg.svg')}",
      '/assets/imports.css': '@import "/assets/kit.css";',
    }
    for (const href of Object.keys(risky)) {
      const tag = `<link rel="stylesheet" href="${href}">`
      expect(
        inlineStylesheets(tag, (asked) => risky[asked]),
        href,
      ).toBe(tag)
    }
  })

  it('stops writing sheets in once the document carries its budget of them', () => {
    const sized: Record<string, string> = {
      '/assets/first.css': '.first{color:red}',
      '/assets/large.css': `.large{content:"${'x'.repeat(100)}"}`,
      '/assets/last.css': '.last{color:blue}',
    }
    const html = Object.keys(sized)
      .map((href) => `<link rel="stylesheet" href="${href}">`)
      .join('')
    const out = inlineStylesheets(html, (href) => sized[href], 40)
    expect(out).toContain('<style>.first{color:red}</style>')
    // The large sheet would pass the budget; the smaller one after it still fits.
    expect(out).toContain('<link rel="stylesheet" href="/assets/large.css">')
    expect(out).toContain('<style>.last{color:blue}</style>')
  })
})

describe('builtStylesheets', () => {
  let root: string
  let outside: string

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'parlor-sheets-'))
    outside = mkdtempSync(join(tmpdir(), 'parlor-outside-'))
    mkdirSync(join(root, 'assets'))
    writeFileSync(join(root, 'assets', 'kit.css'), '.pk-button{color:red}')
    writeFileSync(join(root, 'assets', 'kit.js'), 'export {}')
    writeFileSync(join(outside, 'secret.css'), '.secret{}')
    symlinkSync(join(outside, 'secret.css'), join(root, 'assets', 'linked.css'))
  })
  afterAll(() => {
    rmSync(root, { recursive: true, force: true })
    rmSync(outside, { recursive: true, force: true })
  })

  it('reads a stylesheet of the build by the address the page links it at', () => {
    expect(builtStylesheets(root)('/assets/kit.css')).toBe('.pk-button{color:red}')
  })

  it('reads nothing that is not a stylesheet inside the build', () => {
    const read = builtStylesheets(root)
    for (const href of [
      '/assets/missing.css',
      '/assets/kit.js',
      '/assets/linked.css',
      '/assets/../../secret.css',
      '//cdn.example/assets/kit.css',
      // Another host named `assets`, though the build has a folder of that name.
      '//assets/kit.css',
      'assets/kit.css',
    ]) {
      expect(read(href), href).toBeUndefined()
    }
  })
})
