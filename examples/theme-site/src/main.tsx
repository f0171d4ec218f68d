import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { calls } from '@parlor/contract'
import { applyStartup, createApiClient, putThemeOnPage, registryOf } from '@parlor/core'
import { messages } from '@parlor/locales/en/ui'
import { manifest } from '@parlor/theme-template5/manifest'
import { createStore, Provider } from 'jotai'
import { createRoot } from 'react-dom/client'
import '@parlor/ui-kit/tokens.css'
import { LoginDialog } from './login-dialog.tsx'

// The themes this site can wear: each one's manifest now, its code when the site names it.
const registry = registryOf([{ manifest, load: () => import('@parlor/theme-template5') }])

const api = createApiClient({ calls, baseURL: '' })
const store = createStore()
const root = createRoot(document.getElementById('root') as HTMLElement)
const startup = await api.startup({ domain_name: window.location.hostname })
// Puts the site's data (menu, logo, currency…) in the store and loads its theme.
const outcome = await applyStartup({ store, registry }, startup)

if (outcome.kind === 'ready') {
  i18n.loadAndActivate({ locale: 'en', messages })
  // The theme's body classes and the site's colour, as CSS variables the kit reads.
  putThemeOnPage(document, outcome.onPage)
  const { Layout, loginEntry } = outcome.theme
  root.render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <Layout currentPath={window.location.pathname}>
          <h1>Welcome</h1>
        </Layout>
        <LoginDialog loginEntry={loginEntry} />
      </I18nProvider>
    </Provider>,
  )
} else {
  root.render(<p role="alert">This site cannot start: {outcome.kind}</p>)
}
