// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import stylelint from 'stylelint'
import { afterAll, describe, expect, it } from 'vitest'

const folder = mkdtempSync(join(tmpdir(), 'parlor-theme-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
mkdirSync(join(folder, 'src'))
writeFileSync(
  join(folder, 'src', 'manifest.ts'),
  "export const manifest = { template: 'harbour', codes: ['harbour1'], colorNames: ['navy', 'teal'] } as const",
)
writeFileSync(
  join(folder, 'src', 'look.ts'),
  "export const look = { body: { id: 'harbour-body', classes: ['has-rail'] } } as const",
)

/**
 * What the theme API rule says of a theme stylesheet beside that manifest and look; the rules
 * sit in the theme's layer unless `layered` is false.
 */
async function problems(css: string, { layered = true } = {}): Promise<string[]> {
  const { results } = await stylelint.lint({
    code: layered ? `@layer pk.theme { ${css} }` : css,
    codeFilename: join(folder, 'src', 'harbour.css'),
    config: {
      plugins: [new URL('./theme-api-lint.mjs', import.meta.url).pathname],
      rules: { 'parlor/theme-api': true },
    },
  })
  return (results[0]?.warnings ?? []).map((warning) =>
    warning.text.replace(/\s*\(parlor\/theme-api\)$/, ''),
  )
}

describe('the theme API lint', () => {
  it('lets a theme select its own scope, the public slots and regions, variants and states', async () => {
    expect(
      await problems(`
        body.harbour.navy { --pk-surface: #001; }
        .harbour.has-rail #harbour-body [data-region="rail"] [data-slot="site-nav-link"][aria-current="page"] { color: red; }
        .harbour :where([data-slot="button"])[data-variant="primary"]:hover::after { content: "»"; }
        .harbour [data-slot="game-tile-art"] img { border-radius: 50%; }
        @media (min-width: 768px) { .harbour [data-slot="frame"][data-compact] { gap: 0.5rem; } }
        @keyframes harbour-glow { from { opacity: 0.5; } 50% { opacity: 1; } }
      `),
    ).toEqual([])
  })

  it('refuses the kit’s and the site’s classes, naming each', async () => {
    expect(
      await problems(`.harbour .pk-game-tile__art, .harbour .home-page__heading { color: red; }`),
    ).toEqual([
      '".pk-game-tile__art" is not this theme\'s own class: select the kit through its theme API (a data-slot, a data-region, a state), see docs/themes.md',
      '".home-page__heading" is not this theme\'s own class: select the kit through its theme API (a data-slot, a data-region, a state), see docs/themes.md',
    ])
  })

  it('refuses another theme’s scope, a slot the kit does not publish and a class by attribute', async () => {
    expect(
      await problems(`
        .template1 .harbour { color: red; }
        .harbour [data-slot="game-tile-secret"] { color: red; }
        .harbour [data-region="sidebar"] { color: red; }
        .harbour [class^="pk-"] { color: red; }
        .harbour #root { color: red; }
      `),
    ).toEqual([
      '".template1" is not this theme\'s own class: select the kit through its theme API (a data-slot, a data-region, a state), see docs/themes.md',
      '"game-tile-secret" is not a public data-slot of the kit\'s theme API (theme-api.json)',
      '"sidebar" is not a public data-region of the kit\'s theme API (theme-api.json)',
      "[class] is not part of the kit's theme API: select a data-slot, a data-region, a data-variant or a listed state",
      '"#root" is not the id this theme\'s look puts on the body',
    ])
  })

  it('lets a theme set the kit’s variables and its own, and refuses a --pk- name the kit does not read', async () => {
    expect(
      await problems(`
        body.harbour { --pk-radius: 4px; --pk-heading-case: uppercase; --harbour-glow: #0ff; }
        .harbour [data-slot="frame"] { --pk-frame-rail-width: 200px; --pk-rail-radius: 2px; }
      `),
    ).toEqual([
      '"--pk-rail-radius" is not a variable of the kit\'s theme API (tokens.css, or the tokens in theme-api.json): name the theme\'s own variables after the theme, not --pk-',
    ])
  })

  it('refuses a rule outside the theme’s cascade layer', async () => {
    expect(
      await problems(
        `@layer pk.theme { body.harbour { color: red; } }
         .harbour [data-slot="game-tile"] { color: red; }`,
        { layered: false },
      ),
    ).toEqual([
      'A theme rule belongs in @layer pk.theme, which wins over the kit and the site without a specificity contest',
    ])
  })
})
