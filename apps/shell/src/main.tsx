import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { applyBodyAttributes, applyStartup } from '@parlor/core'
import { messages } from '@parlor/locales/en'
import { createStore } from 'jotai'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import { requestStartup } from './boot/early-startup.ts'
import { applyThemeColor } from './boot/theme-color.ts'
import { themeRegistry } from './boot/theme-registry.ts'
import { createAppRouter } from './router/router.tsx'
import { MaintenanceScreen } from './screens/maintenance-screen.tsx'
import { SiteUnavailableScreen } from './screens/site-unavailable-screen.tsx'
import { StartupErrorScreen } from './screens/startup-error-screen.tsx'

async function main() {
  const root = createRoot(document.getElementById('root') as HTMLElement)
  // English only until the other catalogs land (issue 6 switches language per site and player).
  i18n.loadAndActivate({ locale: 'en', messages })
  const store = createStore()
  const outcome = await applyStartup(
    { store, registry: themeRegistry },
    await requestStartup(window.location.hostname),
  )
  const screen = (node: React.ReactNode) => <I18nProvider i18n={i18n}>{node}</I18nProvider>

  switch (outcome.kind) {
    case 'maintenance':
      root.render(screen(<MaintenanceScreen maintenance={outcome.maintenance} />))
      return
    case 'failed':
    case 'invalid-theme':
      root.render(screen(<StartupErrorScreen message={outcome.message} />))
      return
    case 'site-unavailable':
      root.render(screen(<SiteUnavailableScreen />))
      return
    case 'ready': {
      applyBodyAttributes(document.body, outcome.body)
      applyThemeColor(document.documentElement, outcome.theme, outcome.color)
      const router = createAppRouter({ theme: outcome.theme })
      root.render(<App store={store} i18n={i18n} router={router} />)
    }
  }
}

void main()
