import type { Page } from 'playwright-core'

/** The grid a screenshot is reduced to: coarse enough to ignore text, fine enough for layout. */
export const gridSize = { columns: 64, rows: 45 } as const

/**
 * A screenshot in greyscale: each cell of a 64 × 45 grid is the mean relative
 * luma (0 black to 1 white, as the eye weighs the channels) of the pixels under it. `lab` is any blank page; the PNG is
 * decoded by its canvas, so the tests need no image library.
 */
export function luminanceGrid(lab: Page, png: Buffer): Promise<number[]> {
  return lab.evaluate(
    async ({ source, columns, rows }) => {
      const image = new Image()
      image.src = source
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.naturalWidth
      canvas.height = image.naturalHeight
      const context = canvas.getContext('2d', { willReadFrequently: true })
      if (!context) throw new Error('No 2D canvas')
      context.drawImage(image, 0, 0)
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height)
      const sums = new Float64Array(columns * rows)
      const counts = new Float64Array(columns * rows)
      for (let y = 0; y < height; y++) {
        const row = Math.min(rows - 1, Math.floor((y * rows) / height))
        for (let x = 0; x < width; x++) {
          const cell = row * columns + Math.min(columns - 1, Math.floor((x * columns) / width))
          const at = (y * width + x) * 4
          const luma =
            0.299 * (data[at] ?? 0) + 0.587 * (data[at + 1] ?? 0) + 0.114 * (data[at + 2] ?? 0)
          sums[cell] = (sums[cell] ?? 0) + luma / 255
          counts[cell] = (counts[cell] ?? 0) + 1
        }
      }
      return [...sums].map((sum, cell) => sum / (counts[cell] || 1))
    },
    { source: `data:image/png;base64,${png.toString('base64')}`, ...gridSize },
  )
}

/** How unlike two grids are: the mean difference of their cells, 0 for the same picture. */
export function gridDistance(a: readonly number[], b: readonly number[]): number {
  let total = 0
  for (let cell = 0; cell < a.length; cell++) total += Math.abs((a[cell] ?? 0) - (b[cell] ?? 0))
  return total / a.length
}
