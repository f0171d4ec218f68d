/// <reference path="./stylesheet.d.ts" />
// (Referenced, not only included: a theme that compiles the kit from source reaches this file
// through the language list, and its program would not otherwise know a stylesheet import.)

/**
 * The self-hosted fonts of the scripts a bare system may not render (docs/decisions.md, "Script fonts"): each is a
 * stylesheet of Noto faces split by unicode-range, so the browser downloads only the slices the
 * page's characters need, and only for the language that uses the script.
 */
/**
 * The stylesheet (in this folder) of each locale whose script needs a font of its own. A server
 * that writes a page's text before the site's code runs links the same stylesheet in the page's
 * head (the shell's build lists the files): text laid out before its `@font-face` rules exist
 * keeps missing-glyph boxes.
 */
export const scriptFontSheets = {
  zh: 'han',
  ne: 'devanagari',
  my: 'myanmar',
  ru: 'cyrillic',
  mn: 'cyrillic',
} as const

type ScriptFontSheet = (typeof scriptFontSheets)[keyof typeof scriptFontSheets]

const sheetLoaders: Readonly<Record<ScriptFontSheet, () => Promise<unknown>>> = {
  han: () => import('./han.css'),
  devanagari: () => import('./devanagari.css'),
  myanmar: () => import('./myanmar.css'),
  cyrillic: () => import('./cyrillic.css'),
}

let reshaping = false

/**
 * Chromium shapes some text with the fallback font while the unicode-range slice it needs is still
 * downloading, and keeps that shaping once the slice has arrived: missing-glyph boxes where the
 * system has no font for the script. Each time slices land, the script font variable changes for
 * one style pass, so the browser shapes all text again with the faces it now has. Slices may have
 * landed before this runs (a page the server wrote links the font's stylesheet in its head, so its
 * text asks for them at once): once the fonts asked for so far are ready, it shapes again too.
 */
function reshapeWhenSlicesLoad(): void {
  if (reshaping || typeof document === 'undefined' || !('fonts' in document)) return
  reshaping = true
  let scheduled = false
  const reshapeSoon = () => {
    if (scheduled) return
    scheduled = true
    requestAnimationFrame(() => {
      scheduled = false
      const root = document.documentElement
      const family = getComputedStyle(root).getPropertyValue('--pk-script-font')
      root.style.setProperty('--pk-script-font', `${family}, "Parlor reshape"`)
      // Reading the layout applies the changed family before it is taken back.
      void root.offsetHeight
      root.style.removeProperty('--pk-script-font')
    })
  }
  document.fonts.addEventListener('loadingdone', reshapeSoon)
  void document.fonts.ready.then(reshapeSoon)
}

/** Starts the font of a locale's script downloading; nothing for a Latin-script language. */
export function loadScriptFont(locale: string): Promise<void> {
  if (!hasScriptFont(locale)) return Promise.resolve()
  reshapeWhenSlicesLoad()
  return sheetLoaders[scriptFontSheets[locale]]().then(() => undefined)
}

/** Whether a locale's script has a font of its own here. */
export function hasScriptFont(locale: string): locale is keyof typeof scriptFontSheets {
  return Object.hasOwn(scriptFontSheets, locale)
}
