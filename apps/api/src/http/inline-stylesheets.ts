import { readFileSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import { fileInsideSync } from './file-inside.ts'

/** The text of a stylesheet of the build, by the address a page links it at; none if not one. */
export type StylesheetText = (href: string) => string | undefined

/** How much stylesheet text one document may carry; past it, a sheet stays linked. */
const inlineStylesheetBudget = 64 * 1024

/**
 * A relative `url()` or an `@import` would resolve against the page's address once the text
 * stands in the page, not against the stylesheet's: such a sheet stays linked.
 */
const resolvesAgainstItsAddress = /url\(\s*(?!['"]?(?:\/|data:|https?:|#))|@import/i

/**
 * The build's stylesheets under `root`, read once each. Only a root-relative address of a `.css`
 * file that really lies inside the build counts (`fileInsideSync`, which also turns away `..` and
 * links out): nothing else on the disk can end up in a page.
 */
export function builtStylesheets(root: string): StylesheetText {
  const base = realpathSync(root)
  const read = new Map<string, string | undefined>()
  return (href) => {
    if (read.has(href)) return read.get(href)
    let text: string | undefined
    // Another host's address (`//host/…`) is not the build's, even where a folder has its name.
    if (/^\/(?!\/)[\w./-]+\.css$/.test(href)) {
      const file = fileInsideSync(base, join(base, href))
      try {
        text = file && readFileSync(file.path, 'utf8')
      } catch {
        // Gone since it was found (a new build landing): the sheet stays a link.
        text = undefined
      }
    }
    read.set(href, text)
    return text
  }
}

const attributeOf = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]

/**
 * Writes a document's linked stylesheets into it (issue 14): each is a round trip that holds the
 * first paint, over HTTP/1.1 on a connection of its own (docs/decisions.md; the figures are in
 * docs/performance.md).
 *
 * Each `<link rel="stylesheet">` whose text `text` knows becomes a `<style>` with that text, in
 * the same place (the cascade keeps its order), followed by the same link made `disabled`. A
 * disabled stylesheet link is neither fetched nor applied, but it still names the sheet: the
 * site's code, importing a chunk whose styles these are, sees them on the page (Vite's preload
 * helper skips a stylesheet a link already names) instead of fetching them again.
 *
 * A sheet stays linked when it has a `media` condition (it does not hold the paint), when its
 * text could end the `<style>` element or resolves addresses against its own, or once the
 * document carries `budget` characters of stylesheets.
 */
export function inlineStylesheets(
  html: string,
  text: StylesheetText,
  budget = inlineStylesheetBudget,
): string {
  let carried = 0
  return html.replace(/<link\b[^>]*>/gi, (tag) => {
    const href = attributeOf(tag, 'href')
    if (
      attributeOf(tag, 'rel')?.toLowerCase() !== 'stylesheet' ||
      href === undefined ||
      /\sdisabled\b/i.test(tag) ||
      attributeOf(tag, 'media') !== undefined
    ) {
      return tag
    }
    const css = text(href)
    if (
      css === undefined ||
      /<\/style/i.test(css) ||
      resolvesAgainstItsAddress.test(css) ||
      carried + css.length > budget
    ) {
      return tag
    }
    carried += css.length
    const nonce = attributeOf(tag, 'nonce')
    return `<style${nonce === undefined ? '' : ` nonce="${nonce}"`}>${css}</style>${tag.replace(/\s*\/?>$/, ' disabled>')}`
  })
}
