import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Provider } from 'jotai'
import { createRoot } from 'react-dom/client'
import { DemoSlotPage } from './demo-slot-page.tsx'
import { parseGameAddress } from './game-address.ts'
import { store } from './game-api.ts'

/**
 * play.html's entry: the reference server's demo slot, a document of its own at
 * /play/{provider}/{game}. It loads none of the site's shell (router, theme, startup rules):
 * only the session the site stored, the API client and the English catalog of its domain.
 */
async function main() {
  // English only, like the site until the other catalogs land.
  const { messages } = await import('@parlor/locales/en/messages')
  i18n.loadAndActivate({ locale: 'en', messages })
  const address = parseGameAddress(window.location)
  createRoot(document.getElementById('game') as HTMLElement).render(
    <I18nProvider i18n={i18n}>
      <Provider store={store}>
        <DemoSlotPage address={address} />
      </Provider>
    </I18nProvider>,
  )
}

void main()
