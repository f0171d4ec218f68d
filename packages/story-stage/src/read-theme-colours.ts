import { type ContrastVariable, contrastBackgrounds, contrastTexts, type Rgba } from './contrast.ts'

/**
 * Reads what the theme variables really resolve to on the body right now: each variable is
 * given to a probe's `color`, which the browser resolves (var(), color-mix(), any colour space),
 * and a one-pixel canvas turns the result into 8-bit sRGB, as it would be painted.
 */
export function readThemeColours(): Record<ContrastVariable, Rgba> {
  const probe = document.createElement('span')
  probe.hidden = true
  document.body.append(probe)
  const canvas = document.createElement('canvas')
  canvas.width = 1
  canvas.height = 1
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('no 2D canvas to read colours with')
  const read = (variable: ContrastVariable): Rgba => {
    probe.style.color = `var(${variable})`
    context.clearRect(0, 0, 1, 1)
    context.fillStyle = getComputedStyle(probe).color
    context.fillRect(0, 0, 1, 1)
    const [r = 0, g = 0, b = 0, alpha = 255] = context.getImageData(0, 0, 1, 1).data
    return { r, g, b, a: alpha / 255 }
  }
  try {
    return Object.fromEntries(
      [...contrastTexts, ...contrastBackgrounds].map((variable) => [variable, read(variable)]),
    ) as Record<ContrastVariable, Rgba>
  } finally {
    probe.remove()
  }
}
