import { expect } from 'vitest'
import { contrastRatio } from './palette.ts'

/**
 * Each text colour of an SVG against each of its gradient stops: the worst pair's ratio. Holds
 * for the generated artwork because nothing light is ever drawn under its text.
 */
export function worstTextContrast(svg: string): number {
  const stops = [...svg.matchAll(/stop-color="(#[0-9a-f]{6})"/g)].map((m) => m[1] ?? '')
  const texts = [...svg.matchAll(/<text [^>]*fill="(#[0-9a-f]{6})"/g)].map((m) => m[1] ?? '')
  expect(stops.length).toBeGreaterThan(0)
  let worst = Number.POSITIVE_INFINITY
  for (const text of texts) {
    for (const stop of stops) worst = Math.min(worst, contrastRatio(text, stop))
  }
  return worst
}
