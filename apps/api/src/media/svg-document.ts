import { escapeXml } from './svg-text.ts'

/**
 * A standalone SVG image. The title doubles as its accessible name; `img` tags that show it
 * should still carry their own alt text.
 */
export function svgDocument(width: number, height: number, title: string, body: string): string {
  const name = escapeXml(title)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"` +
    ` viewBox="0 0 ${width} ${height}" role="img" aria-label="${name}">` +
    `<title>${name}</title>${body}</svg>`
  )
}

/**
 * A diagonal two-stop gradient and a rectangle filled with it. The id carries the colours, so
 * two images inlined into one page never fight over a gradient name.
 */
export function gradientBackground(
  width: number,
  height: number,
  from: string,
  to: string,
  radius = 0,
): string {
  const id = `bg${from.slice(1)}${to.slice(1)}`
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>` +
    `</linearGradient></defs>` +
    `<rect width="${width}" height="${height}" rx="${radius}" fill="url(#${id})"/>`
  )
}
