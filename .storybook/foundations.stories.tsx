import { breakpoints, colorNames, formatNumberDisplay } from '@parlor/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { storyThemeNames } from './story-themes.ts'

/**
 * The design foundations every theme builds on, read from @parlor/core so this page cannot
 * drift from the rules the site runs.
 */
function Foundations({ sample }: { sample: number }) {
  return (
    // On the chosen theme's surface, in its text colour and font (a dark theme's body is dark).
    <main
      style={{
        fontFamily: 'var(--pk-font)',
        color: 'var(--pk-text)',
        background: 'var(--pk-surface)',
        lineHeight: 1.5,
        padding: 16,
      }}
    >
      <h1>Foundations</h1>
      <h2>Breakpoints</h2>
      <table>
        <tbody>
          {Object.entries(breakpoints).map(([name, px]) => (
            <tr key={name}>
              <th scope="row" style={{ textAlign: 'left', paddingRight: 16 }}>
                {name}
              </th>
              <td>{px}px</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Colour vocabulary</h2>
      <p>{colorNames.join(', ')}</p>
      <h2>Themes</h2>
      <p>{storyThemeNames.join(', ')}</p>
      <h2>Number display</h2>
      <p>
        <output data-testid="number-display">{formatNumberDisplay(sample, 'en')}</output>
      </p>
    </main>
  )
}

const meta = {
  title: 'Foundations',
  // A page of its own already: no docs page beside it.
  tags: ['!autodocs'],
  component: Foundations,
  args: { sample: 1234.56789 },
} satisfies Meta<typeof Foundations>

export default meta

export const Overview: StoryObj<typeof meta> = {}
