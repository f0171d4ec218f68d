import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CSSProperties } from 'react'
import themeApi from '../packages/ui-kit/src/theme-api/theme-api.json'
import { componentTokens, semanticTokens, useTokenValues } from './theme-tokens.ts'

const looksLikeColour = (value: string) => /^(#|rgb|hsl|color)/.test(value)
const tokenNames = [...semanticTokens.map(({ name }) => name), ...Object.keys(componentTokens)]

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
 * Everything a theme stylesheet may use, and nothing else (docs/themes.md): the tokens, the
 * parts of the kit's and the site's markup it may select, the frame's regions, the variants and
 * the states. `pnpm lint` refuses a theme stylesheet that selects anything outside this page.
 */
function ThemeApi() {
  const values = useTokenValues(tokenNames)
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
      <p>
        Its rules sit in the cascade layer <code>pk.theme</code>, declared last of{' '}
        <code>@layer pk.tokens, pk.kit, pk.shell, pk.theme;</code> at the top of the stylesheet:
        they win over the kit's and the site's whatever the selectors weigh. A rule meant for wide
        screens only says so:{' '}
        <code>[data-slot="frame"]:not([data-compact]) [data-region="bar"]</code>.
      </p>
      <h2>Semantic tokens</h2>
      <p>
        Every one drawn as what it does, beside its name, on{' '}
        <a href="?path=/story/foundations-tokens--specimens">Foundations / Tokens</a>.
      </p>
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
          {semanticTokens.map(({ name, fallback }) => (
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
      <h2>Component tokens</h2>
      <p>
        Unset unless the theme sets them: each part reads its own and falls back to the semantic
        token named here. Set one to change that part everywhere it appears.
      </p>
      <table>
        <thead>
          <tr>
            <th style={cell}>variable</th>
            <th style={cell}>value</th>
            <th style={cell}>what it changes</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(componentTokens).map(([name, description]) => (
            <tr key={name}>
              <th scope="row" style={cell}>
                <code>{name}</code>
              </th>
              <td style={cell}>
                <code>{values[name] || 'unset'}</code>
              </td>
              <td style={cell}>{description}</td>
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
