import type { Page } from 'playwright-core'

/** The scripts the site ships fonts for, as the characters that need them. */
export declare const scriptCharacters: RegExp

/** Texts in a script the site ships a font for that no web font drew, with the fonts that did. */
export declare function unrenderedGlyphs(page: Page): Promise<string[]>
