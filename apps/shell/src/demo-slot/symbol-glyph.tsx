import { useLingui } from '@lingui/react'
import { symbolArt } from './symbol-art.tsx'
import { lookOf } from './symbols.ts'

/** One reel symbol, drawn large and named by its word. */
export function SymbolGlyph({ symbol }: { symbol: string }) {
  const { i18n } = useLingui()
  const look = lookOf(symbol)
  return (
    <span
      role="img"
      aria-label={i18n._(look.label)}
      className={`demo-slot__glyph demo-slot__glyph--${look.kind}`}
      data-symbol={symbol}
    >
      {look.kind === 'picture' ? (symbolArt[look.glyph] ?? look.glyph) : look.glyph}
    </span>
  )
}
