/**
 * Textures laid over a tile's gradient so that two tiles of one colour still differ. All are
 * black and faint: they only darken, so text on them keeps at least the gradient's contrast.
 */
const patterns: readonly ((size: number) => string)[] = [
  () => '',
  // Diagonal stripes.
  (size) => {
    const lines = Array.from({ length: 12 }, (_, i) => {
      const x = i * 56 - size
      return `M${x} ${size}L${x + size} 0`
    }).join('')
    return `<path d="${lines}" stroke="#000000" stroke-opacity="0.12" stroke-width="18"/>`
  },
  // A grid of dots.
  (size) => {
    const step = size / 10
    const dots = Array.from({ length: 100 }, (_, i) => {
      const x = (i % 10) * step + step / 2
      const y = Math.floor(i / 10) * step + step / 2
      return `<circle cx="${x}" cy="${y}" r="${step / 6}"/>`
    }).join('')
    return `<g fill="#000000" fill-opacity="0.14">${dots}</g>`
  },
  // Rings spreading from a corner.
  (size) =>
    `<g fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="14">${[1, 2, 3, 4, 5]
      .map((i) => `<circle cx="${size}" cy="0" r="${i * size * 0.28}"/>`)
      .join('')}</g>`,
  // Chevrons down the tile.
  (size) => {
    const rows = Array.from({ length: 8 }, (_, i) => {
      const y = i * (size / 6) - size / 12
      return `M0 ${y}L${size / 2} ${y + size / 8}L${size} ${y}`
    }).join('')
    return `<path d="${rows}" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="12"/>`
  },
  // Rays from the motif's centre.
  (size) => {
    const cx = size / 2
    const cy = size * 0.35
    const reach = size * 1.5
    const wedges = Array.from({ length: 10 }, (_, i) => {
      const a = (Math.PI / 5) * i
      const b = a + Math.PI / 10
      const at = (angle: number) =>
        `${Math.round(cx + reach * Math.cos(angle))} ${Math.round(cy + reach * Math.sin(angle))}`
      return `M${cx} ${cy}L${at(a)}L${at(b)}Z`
    }).join('')
    return `<path d="${wedges}" fill="#000000" fill-opacity="0.1"/>`
  },
]

/** One of the patterns, chosen by `choice`, for a `size`-pixel square tile. */
export function tilePattern(choice: number, size: number): string {
  const draw = patterns[choice % patterns.length] ?? patterns[0]
  return draw ? draw(size) : ''
}
