/**
 * The self-hosted fonts of the scripts a bare system may not render (design.md §5): each is a
 * stylesheet of Noto faces split by unicode-range, so the browser downloads only the slices the
 * page's characters need, and only for the language that uses the script.
 */
const scriptFonts: Readonly<Record<string, () => Promise<unknown>>> = {
  zh: () => import('./han.css'),
  ne: () => import('./devanagari.css'),
  my: () => import('./myanmar.css'),
  ru: () => import('./cyrillic.css'),
  mn: () => import('./cyrillic.css'),
}

let reshaping = false

/**
 * Chromium shapes some text with the fallback font while the unicode-range slice it needs is still
 * downloading, and keeps that shaping once the slice has arrived: missing-glyph boxes where the
 * system has no font for the script. Each time slices land, the script font variable changes for
 * one style pass, so the browser shapes all text again with the faces it now has.
 */
function reshapeWhenSlicesLoad(): void {
  if (reshaping || typeof document === 'undefined' || !('fonts' in document)) return
  reshaping = true
  let scheduled = false
  document.fonts.addEventListener('loadingdone', () => {
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
  })
}

/** Starts the font of a locale's script downloading; nothing for a Latin-script language. */
export function loadScriptFont(locale: string): Promise<void> {
  const load = scriptFonts[locale]
  if (!load) return Promise.resolve()
  reshapeWhenSlicesLoad()
  return load().then(() => undefined)
}

/** Whether a locale's script has a font of its own here. */
export function hasScriptFont(locale: string): boolean {
  return locale in scriptFonts
}
