import { describe, expect, it } from 'vitest'
import { escapeXml, textLine, wrapText } from './svg-text.ts'

describe('text in generated SVG', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`Tom & Jerry's <Best> "Slot"`)).toBe(
      'Tom &amp; Jerry&#39;s &lt;Best&gt; &quot;Slot&quot;',
    )
    expect(escapeXml('&amp;')).toBe('&amp;amp;')
  })

  it('wraps by words and ends an overflow with an ellipsis', () => {
    expect(wrapText("Sapphire Pirate's Cove Deluxe", 17, 2)).toEqual([
      "Sapphire Pirate's",
      'Cove Deluxe',
    ])
    expect(wrapText('Sky Rise', 17, 2)).toEqual(['Sky Rise'])
    expect(wrapText('one two three four five six', 7, 2)).toEqual(['one two', 'three…'])
    expect(wrapText('Supercalifragilistic', 10, 2)).toEqual(['Supercalifragilistic'])
  })

  it('squeezes a line that would overflow, and escapes it', () => {
    const style = { x: 0, y: 0, fontSize: 20, fill: '#ffffff', maxWidth: 100 }
    expect(textLine('Short', style)).not.toContain('textLength')
    const long = textLine('A very long line & more', style)
    expect(long).toContain('textLength="100"')
    expect(long).toContain('&amp; more')
  })
})
