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
import { manifest } from '@parlor/theme-template5/manifest'
import { ParlorSite } from '@parlor/ui-kit/site'
import { createStore } from 'jotai'
import { createRoot } from 'react-dom/client'
import '@parlor/ui-kit/tokens.css'
import { LoginDialog } from './login-dialog.tsx'

// The themes this site can wear: each one's manifest now, its code when the site names it.
const registry = registryOf([{ manifest, load: () => import('@parlor/theme-template5') }])

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
  baseURL: '',
  session: () => store.get(sessionAtom),
  language: () => codeFromLocale(i18n.locale) ?? 'EN',
})
// The site of this domain: its data in the store, its language active, its theme on the page.
const site = await startSite({
  store,
  registry,
  i18n,
  catalogs,
  startup: api.startup({ domain_name: window.location.hostname }),
  language: { code: 'EN', fallback: 'EN' },
  document,
})

const root = createRoot(document.getElementById('root') as HTMLElement)
if (site.kind === 'ready') {
  root.render(
    <ParlorSite
      store={store}
      i18n={i18n}
      theme={site.theme}
      currentPath={window.location.pathname}
      // Template5's "Log in" opens the sign-in modal; other themes open `loginmodal`.
      modals={{ loginmodal: LoginDialog, signinmodal: LoginDialog }}
    >
      <h1>Welcome</h1>
    </ParlorSite>,
  )
} else {
  root.render(<p role="alert">This site cannot start: {site.kind}</p>)
}
