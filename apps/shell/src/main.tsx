import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  FirstViewport,
  firstViewportAttribute,
  isInMaintenance,
  isSuccess,
  serverRenderedAttribute,
  setImageBase,
} from '@parlor/contract'
import {
  entryLanguage,
  languageCookie,
  layoutAtom,
  localeOf,
  sessionAtom,
  startSite,
  withoutRemembered,
  withRememberedChoices,
} from '@parlor/core'
import { createStore } from 'jotai'
import type { ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import * as v from 'valibot'
// The kit's tokens: the one stylesheet an app of the kit imports itself.
import '@parlor/ui-kit/tokens.css'
import { loadLaterCalls } from './api/call-table.ts'
import { imageBase } from './api/image-base.ts'
import { App } from './app/app.tsx'
import { afterFirstPage } from './boot/after-first-page.ts'
import { afterFirstPaint } from './boot/after-first-paint.ts'
import { createShell } from './boot/create-shell.ts'
import { discardEarlyInput, takeOverEarlyInput } from './boot/early-input.ts'
import { requestStartup } from './boot/early-startup.ts'
import { primeFirstAnswers } from './boot/first-answers.ts'
import { hydratePage } from './boot/hydrate-page.tsx'
import { prepareForFailures } from './boot/prepare-for-failures.ts'
import { themeRegistry } from './boot/theme-registry.ts'
import { warmUpIntl } from './boot/warm-up-intl.ts'
import { yieldToBrowser } from './boot/yield-to-browser.ts'
import { deviceAtom } from './device/device-atom.ts'
import { servedDevice } from './device/served-device.ts'
import { loadLanguageFont, rememberLanguage } from './i18n/active-language.ts'
import { loadErrorTexts, siteCatalogs } from './i18n/catalogs.ts'
import { localeRouting } from './i18n/locale-routing-config.ts'
import { loadPhoneAppOffers } from './layouts/app-offers-gate.tsx'
import { loadRouteRules } from './navigation/route-rules.ts'
import { StartupErrorScreen } from './screens/startup-error-screen.tsx'

async function main() {
  // The site's modules have just been evaluated, a long task on a phone: the start-up begins in
  // a task of its own.
  await yieldToBrowser()
  // Before the first call: every image address an answer carries is read against it.
  setImageBase(imageBase)
  const container = document.getElementById('root') as HTMLElement
  // The language the server rendered the page in, before the site names its own.
  const servedLanguage = document.documentElement.lang
  // Rendered in the browser from scratch, over the document's loading screen or the server's
  // markup of the page when that cannot be hydrated.
  let root: Root | undefined
  const fresh = () => {
    // The server's markup, and whatever the visitor did on it, is about to go.
    discardEarlyInput()
    container.removeAttribute(serverRenderedAttribute)
    root ??= createRoot(container)
    return root
  }
  const screen = (node: ReactNode) =>
    fresh().render(<I18nProvider i18n={i18n}>{node}</I18nProvider>)
  const store = createStore()
  const domain = window.location.hostname
  const entry = entryLanguage({
    pathname: window.location.pathname,
    cookie: languageCookie.read(document.cookie),
    browserLanguages: navigator.languages,
    routing: localeRouting,
  })
  // Ahead of the first amount the page formats, whatever language the site ends up showing.
  warmUpIntl(localeOf(entry.code))
  // A stored code the site does not offer is ignored, with a warning.
  if (entry.rejectedCookie !== undefined) {
    console.warn(
      `Ignoring the ${languageCookie.name} cookie: ${JSON.stringify(entry.rejectedCookie)} is not a language this site offers; showing ${entry.code}`,
    )
  }
  // The address the language belongs at (its prefix, the root's configured page), before the
  // router reads it.
  if (entry.redirect) {
    const { search, hash } = window.location
    window.history.replaceState(window.history.state, '', `${entry.redirect}${search}${hash}`)
  }
  // The language's texts and font stylesheet download beside the startup call; the theme, once
  // the answer names it, beside the route rules (a site in maintenance loads neither).
  const [outcome] = await Promise.all([
    startSite({
      store,
      registry: themeRegistry,
      i18n,
      catalogs: siteCatalogs,
      startup: requestStartup(domain),
      language: { code: entry.code, fallback: localeRouting.fallbackLanguage },
      document,
      onStartup: (startup) => {
        if (isSuccess(startup) && !isInMaintenance(startup)) void loadRouteRules()
      },
    }),
    loadLanguageFont(entry.code),
  ])
  // A prefixed link is a choice of language too: the next visit without one keeps it.
  if (entry.source === 'path' && outcome.language === entry.code) rememberLanguage(entry.code)

  // A site in maintenance or unavailable is rare: its screen downloads when needed.
  switch (outcome.kind) {
    case 'maintenance': {
      const [{ MaintenanceScreen }] = await Promise.all([
        import('./screens/maintenance-screen.tsx'),
        loadErrorTexts(),
      ])
      screen(<MaintenanceScreen maintenance={outcome.maintenance} />)
      return
    }
    case 'failed':
    case 'invalid-theme': {
      // Part of the first download: a failed startup is most often a server out of reach. The
      // sentence for a status message (`siteNotFound`) comes with the error texts when it can.
      const [message] = await Promise.all([
        import('./errors/decide-error.ts').then(
          (errors) => errors.statusMessageText(outcome.message),
          () => outcome.message,
        ),
        loadErrorTexts(),
      ])
      screen(<StartupErrorScreen message={message} />)
      return
    }
    case 'site-unavailable': {
      const [{ SiteUnavailableScreen }] = await Promise.all([
        import('./screens/site-unavailable-screen.tsx'),
        loadErrorTexts(),
      ])
      screen(<SiteUnavailableScreen />)
      return
    }
    case 'ready': {
      // The theme's modules were evaluated in this task, as they arrived: building the shell
      // goes on in the next one.
      await yieldToBrowser()
      // The server's reading of the device, which its render of the page used too (a phone's
      // app offers are on it).
      const served = servedDevice(document.documentElement, navigator)
      if (served) store.set(deviceAtom, served)
      const { services, router } = createShell({ store, theme: outcome.theme, i18n, domain })
      // Building the router for the site's 48 pages takes tens of milliseconds on a phone: what
      // follows it starts in a task of its own as well.
      await yieldToBrowser()
      await primeFirstAnswers(services.queryClient, {
        domain_name: domain,
        external_id: store.get(layoutAtom).site?.external_id ?? '',
      })
      const firstViewport = v.parse(
        v.fallback(FirstViewport, 'wide'),
        document.documentElement.getAttribute(firstViewportAttribute),
      )
      const app = (onMounted?: () => void) => (
        <App
          services={services}
          router={router}
          firstViewport={firstViewport}
          onMounted={onMounted}
        />
      )
      // Nothing the first page shows needs this work, nor its code: it waits for that page. Code
      // that does not arrive (the connection dropped, or the player left and the browser stopped
      // the page's downloads) leaves the page as it is: none of this work is the player's. Only
      // the download's failure is let go; a fault in the work itself still surfaces.
      const notArrived = () => undefined
      const afterPage = () => {
        void import('./boot/after-mount.ts').then((m) => m.runAfterMount(services), notArrived)
        void import('./boot/watch-device.ts').then(
          (m) => m.watchDevice(store, outcome.theme),
          notArrived,
        )
        // The other pages' call schemas, ready before the player gets to them.
        void loadLaterCalls().catch(notArrived)
        void import('./navigation/watch-builds.ts').then((m) => m.watchBuilds(), notArrived)
        prepareForFailures()
      }
      // The server rendered this page as a signed-out visitor on a first visit sees it, in the
      // document's language: then the same page hydrates. A signed-in player (whom index.html
      // shows the loading ring meanwhile), or one whose language the server guessed wrong, gets
      // the page rendered afresh.
      const hydratable =
        container.hasAttribute(serverRenderedAttribute) &&
        store.get(sessionAtom) === null &&
        servedLanguage === localeOf(outcome.language)
      if (hydratable) {
        // Hydrated from a first visit's layout, as the server rendered it: the visitor's display
        // choices come back once hydrated, the lists an earlier visit left with their next fetch.
        const remembered = store.get(layoutAtom)
        store.set(layoutAtom, withoutRemembered(remembered))
        // The router renders as it did on the server, without a boundary of its own around the
        // pages; and the page's chunk is there before the markup is hydrated.
        router.ssr = { manifest: undefined }
        await Promise.all([router.load(), served?.isMobile ? loadPhoneAppOffers() : undefined])
        // What the visitor did on the server's page goes to the page once React really has it,
        // not at the deadline after which the work waiting for hydration goes ahead regardless.
        // Every page reports its mount; the first report is the hydrated one.
        let handedOver = false
        const mounted = (hydrated: () => void) => () => {
          hydrated()
          if (handedOver) return
          handedOver = true
          queueMicrotask(() => takeOverEarlyInput(container))
        }
        await hydratePage(
          container,
          (hydrated) => app(mounted(hydrated)),
          () => {
            const hydrated = store.get(layoutAtom)
            const restored = withRememberedChoices(hydrated, remembered)
            // Nothing to put back on a first visit: no store write, and no part drawn again.
            if (restored !== hydrated) store.set(layoutAtom, restored)
          },
        )
        afterFirstPaint(afterPage)
      } else {
        fresh().render(app())
        afterFirstPage(router, afterPage)
      }
    }
  }
}

void main()
