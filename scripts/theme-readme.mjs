// The README of every theme package, from one template: a theme's tarball carries it (written by
// scripts/pack-extras.mjs for the moment of the pack), and the quick-start test of
// packages/package-checks compiles its code. The theme's own facts come from its package.json and
// its built manifest, palette and look, so no README can drift from the theme it describes.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const navigationWords = {
  bar: 'a strip of category icons beneath the header',
  inline: 'text links inside the header bar',
  rail: 'a column down the left edge beside the page',
  columns: 'three columns: the menu, the page, the player’s column',
}
const phoneNavigationWords = {
  drawer: 'a drawer behind a menu button',
  tabs: 'a tab bar along the bottom',
}

const loginEntryWords = {
  page: 'the login page',
  'login-modal': 'a login dialog on the home page',
  'signin-modal': 'a sign-in dialog on the home page, by password or one-time code',
}

const exportWords = {
  '.': 'the theme itself (default export): its layout around every page, its colours and rules; importing it loads its stylesheet',
  './manifest':
    'what an app needs before downloading the theme: its name, title, theme codes and colours (a few hundred bytes)',
  './palette': 'each colour’s five shades, lightest to darkest',
  './look': 'its arrangement of the shared frame and the order of its home page',
  './package.json':
    'with the `parlor-theme` keyword, how an app recognises a theme among its dependencies',
}

const code = (text) => `\`${text}\``
/** `a`, `b` and `c`. */
const listed = (items) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

/**
 * A theme's README. `packageJson` is its package.json; `manifest`, `palette` and `look` are the
 * exports of the same names.
 */
export function themeReadme({ packageJson, manifest, palette, look }) {
  const { name } = packageJson
  const [firstColour] = manifest.colorNames
  const peers = Object.keys(packageJson.peerDependencies ?? {}).sort()
  const install = [
    name,
    '@parlor/contract',
    '@parlor/core',
    '@parlor/ui-kit',
    '@parlor/locales',
    'react',
    'react-dom',
    'jotai',
    '@lingui/core',
    '@lingui/react',
  ]
  // The modal the theme's "Log in" opens, when it opens one (core's loginEntryTarget).
  const modalId =
    { 'login-modal': 'loginmodal', 'signin-modal': 'signinmodal' }[look.loginEntry] ?? null
  const home = look.home
    ? `its sections in this order: ${listed(look.home.map(code))}`
    : 'the kit’s default sections in their default order'
  return `# ${name}

${packageJson.description}.

A theme dresses a [Parlor](#documentation) player site: it arranges the shared frame of
${code('@parlor/ui-kit')} (header, menu, page, footer), gives it colours, and styles it through the
kit’s theme API. A site wears the theme its platform’s startup answer names by theme code.

| name | title | theme codes | colours |
| --- | --- | --- | --- |
| ${code(manifest.template)} | ${manifest.title ?? ''} | ${listed(manifest.codes.map(code))} | ${listed(manifest.colorNames.map(code))} |

- On wide screens the menu is ${navigationWords[look.frame.navigation] ?? code(look.frame.navigation)}; on phones, ${phoneNavigationWords[look.frame.phoneNavigation] ?? code(look.frame.phoneNavigation)}.
- The home page shows ${home}.
- A guest who must sign in is sent to ${loginEntryWords[look.loginEntry ?? 'page'] ?? code(look.loginEntry)}
  (the theme’s ${code('loginEntry')})${modalId ? `: an app shows that dialog for the modal id ${code(modalId)}` : ''}.

| colour | shades, lightest to darkest |
| --- | --- |
${Object.entries(palette)
  .map(([colour, shades]) => `| ${code(colour)} | ${shades.map(code).join(' ')} |`)
  .join('\n')}

## Install

\`\`\`sh
npm install ${install.join(' ')}
\`\`\`

The theme’s peer dependencies are ${listed(peers.map(code))}. The quick start below also imports
the contract (the platform’s calls), core (the site’s rules), the kit’s tokens
(${code('@parlor/ui-kit/tokens.css')}), the texts (${code('@parlor/locales')}) and ${code('react-dom')},
so an app lists them too.

## What it exports

| export | what it is |
| --- | --- |
${Object.keys(packageJson.exports)
  .map((entry) => `| ${code(entry)} | ${exportWords[entry] ?? ''} |`)
  .join('\n')}

## Quick start

A site in the theme: core’s ${code('startSite')} asks the platform for the site’s startup answer,
loads its texts, checks its theme code against the themes the app knows and puts the theme on the
page; the kit’s ${code('ParlorSite')} renders the theme’s layout around your page, with the
modal the theme opens and the toasts. The theme’s code, with its stylesheet, downloads only when a
site names it; the kit’s tokens, which every theme builds on, are imported once by the app.

\`\`\`tsx
import { i18n } from '@lingui/core'
import { calls } from '@parlor/contract'
import {
  codeFromLocale,
  createApiClient,
  createSiteCatalogs,
  registryOf,
  sessionAtom,
  startSite,
} from '@parlor/core'
import type { CatalogDomain, CatalogLocale } from '@parlor/locales/catalog-loaders'
import { manifest } from '${name}/manifest'
${modalId ? "import { Dialog } from '@parlor/ui-kit/dialog'\nimport { type ModalProps, ParlorSite } from '@parlor/ui-kit/site'" : "import { ParlorSite } from '@parlor/ui-kit/site'"}
import { createStore } from 'jotai'
import { createRoot } from 'react-dom/client'
import '@parlor/ui-kit/tokens.css'

// The themes this app can wear: each one's manifest now, its code when a site names it.
const registry = registryOf([{ manifest, load: () => import('${name}') }])

// The texts, one file per language and domain, downloaded when asked for.
const catalogs = createSiteCatalogs<CatalogLocale, CatalogDomain>({
  i18n,
  table: () => import('@parlor/locales/catalog-loaders').then((module) => module.catalogLoaders),
  firstDomains: ['ui'],
  sourceLocale: 'en',
})

const store = createStore()
// Account calls (balance, VIP, favourites…) carry the signed-in player's session from the store;
// the operator's texts (promotions, news, messages) come in the language on screen.
const api = createApiClient({
  calls,
  baseURL: 'https://platform.example.com',
  session: () => store.get(sessionAtom),
  language: () => codeFromLocale(i18n.locale) ?? 'EN',
})
// The site's data (menu, logo, currency…) in the store, its language active, its theme on the page.
const site = await startSite({
  store,
  registry,
  i18n,
  catalogs,
  startup: api.startup({ domain_name: window.location.hostname }),
  language: { code: 'EN', fallback: 'EN' },
  document,
})

if (site.kind === 'ready') {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <ParlorSite
      store={store}
      i18n={i18n}
      theme={site.theme}
      currentPath={window.location.pathname}
${modalId ? `      modals={{ ${modalId}: LoginDialog }}\n` : ''}    >
      <h1>Welcome</h1>
    </ParlorSite>,
  )
} else {
  // 'maintenance', 'site-unavailable', 'invalid-theme' (the domain's site wears another theme)
  // or 'failed': show your own screen.
  console.error(site.kind, 'message' in site ? site.message : '')
}
${
  modalId
    ? `
// What the theme's "Log in" opens (its modal id: ${modalId}); your sign-in form goes in it.
function LoginDialog({ onClose }: ModalProps) {
  return (
    <Dialog open onOpenChange={(open) => open || onClose()} title="Log in">
      <p>Your sign-in form</p>
    </Dialog>
  )
}
`
    : ''
}\`\`\`

The page must be opened at the domain of a site that wears this theme (the platform’s startup
answer names its theme code; ${code('invalid-theme')} means the domain’s site wears another one).

Without a platform server at hand, dress a page in one colour of the theme with
${code(`putThemeOnPage(document, themeOnPage(theme, '${firstColour}'))`)} (both from ${code('@parlor/core')},
${code('theme')} the default export): the layout then draws an empty site.

What a full site adds, and this quick start leaves out: your router’s link (${code('ParlorSite')}’s
${code('link')}; without it links are plain anchors), what the theme’s modals show
(${code('modals')}, by modal id: ${code('loginmodal')} or ${code('signinmodal')}, as the theme’s
${code('loginEntry')} says),
the other catalogs of ${code('@parlor/locales')} (${code('errors')}, ${code('validation')},
${code('messages')}, ${code('sports')}, ${code('content')}, through ${code('catalogs.withCatalogs')}) and the language
the player chose (core’s ${code('entryLanguage')}: its README’s “Choosing the language”), the player’s session, and the pages
themselves, built from the kit’s components. The player site in the Parlor repository
(${code('apps/shell')}) is built the same way, and its ${code('examples/theme-site')} is this quick
start made a small site that the repository's tests build and open in a browser.

## What it needs

- A bundler that handles CSS imports, such as Vite: the theme’s module imports its stylesheet,
  and the kit’s components import theirs.
- ES modules only (no CommonJS build), React 19, jotai 2 and Lingui 5.

## Documentation

How themes are found, worn and written (the theme API a stylesheet may use, the cascade layers)
is in docs/themes.md in the Parlor repository; the platform’s calls are in docs/api.md there.

## License

MIT
`
}

/** The README of the theme package in `folder`, from its package.json and its built modules. */
export async function themeReadmeOf(folder) {
  const packageJson = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'))
  const built = (entry) => import(pathToFileURL(join(folder, 'dist', `${entry}.js`)).href)
  const [{ manifest }, { palette }, { look }] = await Promise.all([
    built('manifest'),
    built('palette'),
    built('look'),
  ])
  return themeReadme({ packageJson, manifest, palette, look })
}

/** A package.json's keywords say whether the package is a theme (docs/themes.md). */
export function isTheme(packageJson) {
  return (packageJson.keywords ?? []).includes('parlor-theme')
}
