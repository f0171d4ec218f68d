import type { ColorName, Theme } from '@parlor/core'
import { useLayoutEffect, useState } from 'react'
import {
  type ContrastRow,
  type ContrastVariable,
  contrastRows,
  minimumTextContrast,
  type Rgba,
} from './contrast.ts'
import { readThemeColours } from './read-theme-colours.ts'
import { applyStage } from './story-stage.ts'
import './theme-palette.css'

interface Measured {
  readonly colour: ColorName
  readonly colours: Record<ContrastVariable, Rgba>
  readonly rows: ContrastRow[]
}

const names: Record<ContrastVariable, string> = {
  '--pk-text': 'Text',
  '--pk-text-muted': 'Muted text',
  '--pk-link': 'Link',
  '--pk-on-accent': 'On accent',
  '--pk-surface': 'Surface',
  '--pk-surface-raised': 'Raised surface',
  '--pk-accent': 'Accent',
}

const css = ({ r, g, b, a }: Rgba) => `rgb(${r} ${g} ${b} / ${a})`

/** Puts each allowed colour on the page in turn, reads the variables, and puts the chosen one back. */
function measure(theme: Theme<unknown>, chosen: ColorName): Measured[] {
  try {
    return (Object.keys(theme.colors) as ColorName[]).map((colour) => {
      applyStage(theme, colour)
      const colours = readThemeColours()
      return { colour, colours, rows: contrastRows(colours) }
    })
  } finally {
    applyStage(theme, chosen)
  }
}

/**
 * The head of a theme's docs page: the five shades of every colour it allows, and the WCAG
 * contrast of its text colours on their backgrounds in each colour, computed in the browser from
 * what the theme's stylesheet really sets, so the table cannot drift from the theme.
 */
export function ThemePalette({ theme, colour }: { theme: Theme<unknown>; colour: ColorName }) {
  const [measured, setMeasured] = useState<Measured[] | null>(null)
  useLayoutEffect(() => setMeasured(measure(theme, colour)), [theme, colour])
  const colourNames = Object.keys(theme.colors) as ColorName[]
  return (
    <article className="pk-theme-palette">
      <h1>{theme.template}: palette and contrast</h1>
      <p>
        Theme codes {theme.codes.join(', ')}; log-in entry {theme.loginEntry}
        {theme.breakpoint ? `; custom breakpoint ${theme.breakpoint.px}px` : ''}.
      </p>
      <h2>Colours</h2>
      {colourNames.map((name) => (
        <section key={name} className="pk-theme-palette__colour" aria-label={name}>
          <h3>{name}</h3>
          <ol className="pk-theme-palette__shades">
            {theme.colors[name]?.map((shade, index) => (
              <li key={shade + String(index)} className="pk-theme-palette__shade">
                <span className="pk-theme-palette__swatch" style={{ background: shade }} />
                <span>--pk-shade-{index + 1}</span>
                <code>{shade}</code>
              </li>
            ))}
          </ol>
        </section>
      ))}
      <h2>Contrast</h2>
      <p>
        WCAG contrast of each text colour on the backgrounds the kit puts it on, read from the
        theme's variables with each colour applied. Body text needs {minimumTextContrast}:1.
      </p>
      {measured ? (
        <table className="pk-theme-palette__table">
          <thead>
            <tr>
              <th scope="col">Text</th>
              <th scope="col">On</th>
              {measured.map((m) => (
                <th key={m.colour} scope="col">
                  {m.colour}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {measured[0]?.rows.map((row, index) => (
              <tr key={`${row.text}${row.background}`}>
                <th scope="row">{names[row.text]}</th>
                <td>{names[row.background]}</td>
                {measured.map((m) => {
                  const cell = m.rows[index] as ContrastRow
                  return (
                    <td key={m.colour} data-passes={cell.passes}>
                      <span
                        className="pk-theme-palette__sample"
                        style={{
                          color: css(m.colours[row.text]),
                          background: css(m.colours[row.background]),
                        }}
                      >
                        Aa
                      </span>{' '}
                      {cell.ratio.toFixed(2)}:1 {cell.passes ? '✓ pass' : '✗ fail'}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </article>
  )
}
