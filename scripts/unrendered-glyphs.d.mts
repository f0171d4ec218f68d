import type { Page } from 'playwright-core'

/** Texts in a script the site ships a font for that no web font drew, with the fonts that did. */
export declare function unrenderedGlyphs(page: Page): Promise<string[]>
