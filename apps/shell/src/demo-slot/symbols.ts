import type { MessageDescriptor } from '@lingui/core'

/**
 * How a reel symbol is drawn: a picture (`symbol-art.tsx`), or a glyph of text where the symbol is
 * text itself (BAR, 7).
 */
export interface SymbolLook {
  /** The text of a text symbol; a picture's symbol name. */
  readonly glyph: string
  readonly kind: 'picture' | 'text'
  /** The symbol's word, its accessible name: a screen reader says "Cherry", not the emoji's. */
  readonly label: MessageDescriptor
}

/** The server's symbol names (apps/api/src/play/demo-slot.ts) and how each looks. */
export const symbolLooks: Readonly<Record<string, SymbolLook>> = {
  cherry: {
    glyph: 'cherry',
    kind: 'picture',
    label: /*i18n*/ { id: 'demoSlot.symbolCherry', message: 'Cherry' },
  },
  lemon: {
    glyph: 'lemon',
    kind: 'picture',
    label: /*i18n*/ { id: 'demoSlot.symbolLemon', message: 'Lemon' },
  },
  bell: {
    glyph: 'bell',
    kind: 'picture',
    label: /*i18n*/ { id: 'demoSlot.symbolBell', message: 'Bell' },
  },
  star: {
    glyph: 'star',
    kind: 'picture',
    label: /*i18n*/ { id: 'demoSlot.symbolStar', message: 'Star' },
  },
  bar: {
    glyph: 'BAR',
    kind: 'text',
    label: /*i18n*/ { id: 'demoSlot.symbolBar', message: 'Bar' },
  },
  seven: {
    glyph: '7',
    kind: 'text',
    label: /*i18n*/ { id: 'demoSlot.symbolSeven', message: 'Seven' },
  },
}

/**
 * A symbol's look. A name this page does not know (a newer server) shows as its own word, so the
 * round still reads, instead of a blank cell.
 */
export function lookOf(symbol: string): SymbolLook {
  return symbolLooks[symbol] ?? { glyph: symbol.toUpperCase(), kind: 'text', label: { id: symbol } }
}

/** What the reels show before the first spin: a still machine, with no win on the line. */
export const idleReels: readonly (readonly string[])[] = [
  ['lemon', 'cherry', 'bell'],
  ['bar', 'seven', 'star'],
  ['bell', 'star', 'cherry'],
]
