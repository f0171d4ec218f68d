import { providers } from '../games/game-providers.ts'
import { menuIconIds, renderMenuIcon } from './menu-icons.ts'
import { renderPartnerLogo } from './partner-logo.ts'
import { renderSocialIcon, socialIconTypes } from './social-icons.ts'
import { escapeXml } from './svg-text.ts'

/** The sheets under /media/sheets/, each a set of same-sized images. */
export const sheetNames = ['icons', 'social', 'partners'] as const
export type SheetName = (typeof sheetNames)[number]

interface SheetCell {
  readonly id: string
  /** The image alone, as its own /media path serves it. */
  readonly svg: string
}

interface SheetContents {
  readonly width: number
  readonly height: number
  readonly cells: readonly SheetCell[]
}

function drawCells(sheet: SheetName): SheetContents {
  const drawn = (id: string, svg: string | undefined) => (svg === undefined ? [] : [{ id, svg }])
  switch (sheet) {
    case 'icons':
      return {
        width: 48,
        height: 48,
        cells: menuIconIds.flatMap((id) => drawn(id, renderMenuIcon(id))),
      }
    case 'social':
      return {
        width: 64,
        height: 64,
        cells: socialIconTypes.flatMap((type) => drawn(type, renderSocialIcon(type))),
      }
    case 'partners':
      return {
        width: 240,
        height: 96,
        // Lower case, as sites write provider codes in addresses; a view's name is case-sensitive.
        cells: providers.flatMap((p) =>
          drawn(p.code.toLowerCase(), renderPartnerLogo(p.code, p.name)),
        ),
      }
  }
}

const contents = new Map<SheetName, SheetContents>()

/** A sheet's images, drawn once for the sheet and its addresses: they change only with a deploy. */
function sheetContents(sheet: SheetName): SheetContents {
  let drawn = contents.get(sheet)
  if (drawn === undefined) {
    drawn = drawCells(sheet)
    contents.set(sheet, drawn)
  }
  return drawn
}

const standalone = '<svg xmlns="http://www.w3.org/2000/svg" '

/**
 * Images of one kind stacked in one SVG, each framed by a `<view>` named after it:
 * `/media/sheets/icons.svg#slots` shows the slots icon alone. A browser builds a whole document
 * for every SVG image a page shows, on the page's main thread, and one for a sheet whichever of
 * its views the page shows: about 15 ms per image on this project's 2-core test machine at full
 * speed, measured in Chromium 156; the sheets take the menu icons, networks and partners of a home
 * from sixteen documents to three.
 * Opened without a view, a sheet shows its first image.
 */
export function renderImageSheet(sheet: SheetName): string {
  const { width, height, cells: drawn } = sheetContents(sheet)
  const body = drawn
    .map(({ id, svg }, index) => {
      if (!svg.startsWith(standalone)) throw new Error(`${sheet}/${id} is not a standalone SVG`)
      const y = index * height
      return (
        `<view id="${escapeXml(id)}" viewBox="0 ${y} ${width} ${height}"/>` +
        `<svg x="0" y="${y}" ${svg.slice(standalone.length)}`
      )
    })
    .join('')
  return (
    `${standalone}width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `${body}</svg>`
  )
}

const rendered = new Map<SheetName, string>()

/** A sheet, drawn once: its images change only with a deploy. */
export function imageSheet(sheet: SheetName): string {
  let svg = rendered.get(sheet)
  if (svg === undefined) {
    svg = renderImageSheet(sheet)
    rendered.set(sheet, svg)
  }
  return svg
}

/** Whether a /media/sheets/ file name names a sheet. */
export function isSheetName(name: string): name is SheetName {
  return (sheetNames as readonly string[]).includes(name)
}

/**
 * The address of one image of a sheet, for the demo sites' records. Throws for an image the
 * sheet lacks: the browser would show the whole sheet squeezed into the image's box.
 */
export function sheetImagePath(sheet: SheetName, id: string): string {
  if (!sheetContents(sheet).cells.some((cell) => cell.id === id)) {
    throw new Error(`The ${sheet} sheet has no image named ${id}`)
  }
  return `/media/sheets/${sheet}.svg#${id}`
}
