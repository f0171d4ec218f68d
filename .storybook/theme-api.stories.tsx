import type { Meta, StoryObj } from '@storybook/react-vite'
import { type CSSProperties, useEffect, useState } from 'react'
import themeApi from '../packages/ui-kit/src/theme-api/theme-api.json'
import tokensSource from '../packages/ui-kit/src/tokens/tokens.css?raw'

/** The kit's variables, in the order tokens.css declares them, with their defaults. */
const tokens = [...tokensSource.matchAll(/^\s*(--pk-[\w-]+):\s*([^;]+);/gm)].map((match) => ({
  name: match[1] as string,
  fallback: (match[2] as string).replace(/\s+/g, ' ').trim(),
}))

const looksLikeColour = (value: string) => /^(#|rgb|hsl|color)/.test(value)

/** Each variable as the chosen theme and colour set it on this page. */
function useComputedTokens(): Record<string, string> {
  const [values, setValues] = useState<Record<string, string>>({})
  useEffect(() => {
    const style = getComputedStyle(document.body)
    setValues(
      Object.fromEntries(tokens.map(({ name }) => [name, style.getPropertyValue(name).trim()])),
    )
  }, [])
  return values
}

const cell = { padding: '6px 12px 6px 0', verticalAlign: 'top', textAlign: 'left' } as const

/** A small box drawn with a variable's value, beside its name. */
function SampleBox({ style }: { style: CSSProperties }) {
  return (
    <span aria-hidden="true" style={{ display: 'inline-block', width: 40, height: 24, ...style }} />
  )
}

function Sample({ name, value }: { name: string; value: string }) {
  if (looksLikeColour(value)) {
    return <SampleBox style={{ border: '1px solid #888', borderRadius: 4, background: value }} />
  }
  if (name === '--pk-radius')
    return <SampleBox style={{ border: '2px solid', borderRadius: value }} />
  if (name === '--pk-gap') {
    return <SampleBox style={{ width: value, height: 12, background: 'currentColor' }} />
  }
  if (name === '--pk-shadow') return <SampleBox style={{ boxShadow: value }} />
  if (name === '--pk-font') return <span style={{ fontFamily: value }}>Aa Bb Cc 0123</span>
  return null
}

/**
 * Everything a theme stylesheet may use, and nothing else (docs/themes.md): the variables, the
 * parts of the kit's and the site's markup it may select, the frame's regions, the variants and
 * the states. `pnpm lint` refuses a theme stylesheet that selects anything outside this page.
 */
function ThemeApi() {
  const values = useComputedTokens()
  return (
    // In the theme's own text and surface colours, so the page reads under any theme.
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        lineHeight: 1.5,
        padding: 16,
        color: 'var(--pk-text)',
        background: 'var(--pk-surface)',
      }}
    >
      <h1>Theme API</h1>
      <p>
        A theme sets these variables and selects these attributes, scoped by its body class (
        <code>.template1</code>) or its colour (<code>body.template1.gold</code>). Anything else in
        the kit's markup, its class names above all, is private and may change in any release.
        Switch the theme in the toolbar to see its values.
      </p>
      <h2>Variables</h2>
      <table>
        <thead>
          <tr>
            <th style={cell}>variable</th>
            <th style={cell}>here</th>
            <th style={cell}>value</th>
            <th style={cell}>kit default</th>
          </tr>
        </thead>
        <tbody>
          {tokens.map(({ name, fallback }) => (
            <tr key={name}>
              <th scope="row" style={cell}>
                <code>{name}</code>
              </th>
              <td style={cell}>
                <Sample name={name} value={values[name] ?? ''} />
              </td>
              <td style={cell}>
                <code>{values[name]}</code>
              </td>
              <td style={cell}>
                <code>{fallback}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>
        Parts: <code>[data-slot="…"]</code>
      </h2>
      <AttributeTable entries={themeApi.slots} attribute="data-slot" />
      <h2>
        Frame regions: <code>[data-region="…"]</code>
      </h2>
      <AttributeTable entries={themeApi.regions} attribute="data-region" />
      <h2>
        Variants: <code>[data-variant="…"]</code>
      </h2>
      <ul>
        {Object.entries(themeApi.variants).map(([slot, variants]) => (
          <li key={slot}>
            <code>{slot}</code>: {variants.join(', ')}
          </li>
        ))}
      </ul>
      <h2>States</h2>
      <AttributeTable entries={themeApi.states} />
    </main>
  )
}

function AttributeTable({
  entries,
  attribute,
}: {
  entries: Readonly<Record<string, string>>
  attribute?: string
}) {
  return (
    <table>
      <tbody>
        {Object.entries(entries).map(([value, description]) => (
          <tr key={value}>
            <th scope="row" style={cell}>
              <code>{attribute ? `[${attribute}="${value}"]` : `[${value}]`}</code>
            </th>
            <td style={cell}>{description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const meta = {
  title: 'Foundations/Theme API',
  // A page of its own already: no docs page beside it.
  tags: ['!autodocs'],
  component: ThemeApi,
} satisfies Meta<typeof ThemeApi>

export default meta

export const Reference: StoryObj<typeof meta> = {}
