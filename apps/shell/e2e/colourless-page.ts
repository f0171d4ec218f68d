import type { Page } from 'playwright-core'

/** One grey ramp, lightest to darkest, in place of every site's colour. */
const greyShades = ['#f0f0f0', '#c0c0c0', '#808080', '#404040', '#101010']

const styleId = 'e2e-colourless'

/**
 * Leaves on the page only what its theme designs: the site's colour becomes one grey ramp, so
 * light and dark stay but hue goes, and pictures become flat grey shapes, since the banners and
 * game art are each operator's content (a banner's colour alone moved two identical designs
 * further apart than a reordered home page does). Returns what puts the colour back.
 */
export async function makeColourless(page: Page): Promise<() => Promise<void>> {
  const shades = await page.evaluate(
    ({ grey, id }) => {
      const root = document.documentElement
      const before = grey.map((_, index) => root.style.getPropertyValue(`--pk-shade-${index + 1}`))
      grey.forEach((shade, index) => {
        root.style.setProperty(`--pk-shade-${index + 1}`, shade)
      })
      const style = document.createElement('style')
      style.id = id
      style.textContent = 'img, video, canvas { filter: brightness(0) invert(0.5) !important; }'
      document.head.append(style)
      return before
    },
    { grey: greyShades, id: styleId },
  )
  return () =>
    page.evaluate(
      ({ before, id }) => {
        before.forEach((shade, index) => {
          document.documentElement.style.setProperty(`--pk-shade-${index + 1}`, shade)
        })
        document.getElementById(id)?.remove()
      },
      { before: shades, id: styleId },
    )
}
