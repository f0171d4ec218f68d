import { Button, Panel } from '@parlor/ui-kit'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties, ReactNode } from 'react'
import { componentTokens, semanticTokens, useTokenValues } from './theme-tokens.ts'

const names = [...semanticTokens.map(({ name }) => name), ...Object.keys(componentTokens)]
const matching = (pattern: RegExp) => names.filter((name) => pattern.test(name))

const shades = matching(/^--pk-shade-/)
const colourRoles = matching(
  /^--pk-(surface|surface-raised|text|text-muted|accent|on-accent|link|focus|border|border-subtle|danger|on-danger|overlay)$/,
)
const tones = ['neutral', 'info', 'success', 'warning', 'danger'] as const
const fontSizes = matching(/^--pk-font-size-/)
const radii = matching(/radius$/)
const drawn = new Set([
  ...shades,
  ...colourRoles,
  ...tones.flatMap((tone) => [`--pk-${tone}`, `--pk-${tone}-surface`]),
  ...fontSizes,
  ...radii,
  ...matching(/^--pk-(font|script-font|font-weight-.*|gap|border-width|shadow|duration|easing)$/),
])
/** Every variable without a specimen of its own: the layers, offsets and the parts' sizes. */
const others = names.filter((name) => !drawn.has(name))

const page: CSSProperties = {
  fontFamily: 'var(--pk-font)',
  lineHeight: 1.5,
  padding: 16,
  color: 'var(--pk-text)',
  background: 'var(--pk-surface)',
}
const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
  gap: 12,
  padding: 0,
  listStyle: 'none',
}
const muted: CSSProperties = { color: 'var(--pk-text-muted)', fontSize: '0.8125rem' }

/** A specimen with its variable's name and its value under the chosen theme. */
function Specimen({
  name,
  value,
  children,
}: {
  name: string
  value: string | undefined
  children: ReactNode
}) {
  return (
    <li style={{ display: 'grid', gap: 6, alignContent: 'start' }}>
      {children}
      <code>{name}</code>
      <span style={muted}>{value || componentTokens[name] || 'unset'}</span>
    </li>
  )
}

function Swatch({ colour }: { colour: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        height: 48,
        border: '1px solid var(--pk-border)',
        borderRadius: 6,
        background: `var(${colour})`,
      }}
    />
  )
}

/** A grid of colour variables, each a swatch beside its name and value. */
function Swatches({ names, values }: { names: readonly string[]; values: Record<string, string> }) {
  return (
    <ul style={grid}>
      {names.map((name) => (
        <Specimen key={name} name={name} value={values[name]}>
          <Swatch colour={name} />
        </Specimen>
      ))}
    </ul>
  )
}

/**
 * Every variable of the kit drawn as what it does, beside its name and its value under the theme
 * and colour in the toolbar: the colour roles and status tones, the type scale and weights, the
 * shapes, spacing, borders, elevation and motion, and the parts' own tokens (falling back to the
 * semantic ones when a theme leaves them unset). The Theme API page lists the same variables
 * with the parts and states a theme may select.
 */
function Tokens() {
  const values = useTokenValues(names)
  return (
    <main style={page}>
      <h1>Tokens</h1>
      <p>
        Switch the theme and its colour in the toolbar: every specimen reads the variable as the
        theme sets it. Component tokens a theme leaves unset fall back to the semantic token named
        under them.
      </p>

      <h2>Colour: the theme colour's five shades</h2>
      <Swatches names={shades} values={values} />

      <h2>Colour roles</h2>
      <Swatches names={colourRoles} values={values} />

      <h2>Status tones</h2>
      <p style={muted}>Each tone's text on its own surface, as status badges draw them.</p>
      <ul style={grid}>
        {tones.map((tone) => (
          <Specimen
            key={tone}
            name={`--pk-${tone} on --pk-${tone}-surface`}
            value={`${values[`--pk-${tone}`] ?? ''} on ${values[`--pk-${tone}-surface`] ?? ''}`}
          >
            <span
              style={{
                padding: '6px 10px',
                borderRadius: 999,
                color: `var(--pk-${tone})`,
                background: `var(--pk-${tone}-surface)`,
                fontWeight: 600,
              }}
            >
              {tone}
            </span>
          </Specimen>
        ))}
      </ul>

      <h2>Type</h2>
      <p style={{ fontFamily: 'var(--pk-font)' }}>
        <code>--pk-font</code>: {values['--pk-font']}
      </p>
      <table>
        <tbody>
          {fontSizes.map((name) => (
            <tr key={name}>
              <th scope="row" style={{ textAlign: 'left', paddingRight: 16, fontWeight: 400 }}>
                <code>{name}</code> <span style={muted}>{values[name]}</span>
              </th>
              <td style={{ fontSize: `var(${name})` }}>Spin, bet and win 0123</td>
            </tr>
          ))}
          {(['--pk-font-weight-strong', '--pk-font-weight-bold'] as const).map((name) => (
            <tr key={name}>
              <th scope="row" style={{ textAlign: 'left', paddingRight: 16, fontWeight: 400 }}>
                <code>{name}</code> <span style={muted}>{values[name]}</span>
              </th>
              <td style={{ font: `var(${name}) var(--pk-font-size-5) / 1.5 var(--pk-font)` }}>
                Spin, bet and win 0123
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Headings, cards and buttons</h3>
      <p style={muted}>
        The kit's own panel and buttons: a panel's title wears the heading tokens
        (--pk-heading-font, -weight, -case, -tracking), its corners --pk-card-radius, and the
        buttons the --pk-button-* tokens.
      </p>
      <Panel title="Today's top slots" headingLevel={3}>
        <p style={{ display: 'flex', flexWrap: 'wrap', gap: 12, margin: 0 }}>
          <Button variant="primary">Deposit</Button>
          <Button variant="secondary">Withdraw</Button>
          <Button variant="quiet">Details</Button>
        </p>
      </Panel>

      <h2>Shape</h2>
      <ul style={grid}>
        {radii.map((name) => (
          <Specimen key={name} name={name} value={values[name]}>
            <span
              aria-hidden="true"
              style={{
                height: 56,
                border: '2px solid var(--pk-accent)',
                borderRadius:
                  name === '--pk-radius' ? 'var(--pk-radius)' : `var(${name}, var(--pk-radius))`,
              }}
            />
          </Specimen>
        ))}
      </ul>

      <h2>Spacing, borders, elevation</h2>
      <ul style={grid}>
        <Specimen name="--pk-gap" value={values['--pk-gap']}>
          <span style={{ display: 'flex', gap: 'var(--pk-gap)' }} aria-hidden="true">
            {[1, 2, 3].map((box) => (
              <span
                key={box}
                style={{ width: 32, height: 32, borderRadius: 4, background: 'var(--pk-accent)' }}
              />
            ))}
          </span>
        </Specimen>
        <Specimen name="--pk-border-width" value={values['--pk-border-width']}>
          <span
            aria-hidden="true"
            style={{
              height: 32,
              border: 'var(--pk-border-width) solid var(--pk-border)',
              borderRadius: 'var(--pk-radius)',
            }}
          />
        </Specimen>
        <Specimen name="--pk-shadow" value={values['--pk-shadow']}>
          <span
            aria-hidden="true"
            style={{
              height: 56,
              borderRadius: 'var(--pk-radius)',
              background: 'var(--pk-surface-raised)',
              boxShadow: 'var(--pk-shadow)',
            }}
          />
        </Specimen>
      </ul>

      <h2>Motion</h2>
      <p>
        <code>--pk-duration</code> {values['--pk-duration']} · <code>--pk-easing</code>{' '}
        {values['--pk-easing']}. Under "reduce motion" the duration is 0 ms.
      </p>

      <h2>Layers, offsets and the parts' sizes</h2>
      <table>
        <tbody>
          {others.map((name) => (
            <tr key={name}>
              <th scope="row" style={{ textAlign: 'left', paddingRight: 16, fontWeight: 400 }}>
                <code>{name}</code>
              </th>
              <td style={muted}>{values[name] || componentTokens[name]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  )
}

const meta = {
  title: 'Foundations/Tokens',
  // A page of its own already: no docs page beside it.
  tags: ['!autodocs'],
  component: Tokens,
} satisfies Meta<typeof Tokens>

export default meta

export const Specimens: StoryObj<typeof meta> = {}
