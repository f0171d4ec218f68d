import { i18n } from '@lingui/core'
import { isSuccess, type RenderPage, type RenderPageInput, setImageBase } from '@parlor/contract'
import {
  applyStartup,
  createApiClient,
  deviceFromReading,
  layoutAtom,
  localeOf,
} from '@parlor/core'
import { createMemoryHistory } from '@tanstack/react-router'
import { createStore } from 'jotai'
import { renderToString } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'
import { callTable } from '../api/call-table.ts'
import { imageBase } from '../api/image-base.ts'
import { App } from '../app/app.tsx'
import { createShell } from '../boot/create-shell.ts'
import { seedFirstAnswers } from '../boot/first-answers.ts'
import { themeRegistry } from '../boot/theme-registry.ts'
import { deviceAtom } from '../device/device-atom.ts'
import { activateLanguage } from '../i18n/active-language.ts'
import { type CatalogLocale, siteCatalogs } from '../i18n/catalogs.ts'
import { localeRouting } from '../i18n/locale-routing-config.ts'
import { loadPhoneAppOffers } from '../layouts/app-offers-gate.tsx'

/**
 * Lingui's active language is one per process, and texts are read while rendering: one page
 * renders at a time, so two sites in two languages never borrow each other's words.
 */
let queue: Promise<unknown> = Promise.resolve()

// The markup names its pictures where the browser will load them, as the site will.
setImageBase(imageBase)

/**
 * The markup of a first document's `#root`: the page as the site renders it from the same startup
 * answer and first answers, signed out, so the browser paints it before the site's code has
 * arrived, and the site then hydrates it. Undefined when the site would show no page (a
 * maintenance, unknown or misconfigured site shows a screen of its own).
 *
 * The render waits for every part the page would load (its route chunk, its texts, the frame's
 * lazy parts): what the browser paints is what the site shows once started.
 */
export const renderPage: RenderPage = (input) => {
  const rendered = queue.then(() => render(input))
  queue = rendered.catch(() => undefined)
  return rendered
}

async function render({ url, language, startup, answers, viewport, device }: RenderPageInput) {
  const address = new URL(url)
  const domain = address.hostname
  const store = createStore()
  // A phone's app offers are part of its first screen: the document carries the same reading,
  // and the site hydrates with it.
  const reading = deviceFromReading(device)
  if (reading) store.set(deviceAtom, reading)
  if (reading?.isMobile) await loadPhoneAppOffers()
  // Through the same client as the browser's, so the answer is checked by its schema.
  const embedded = createApiClient({
    baseURL: '',
    calls: callTable,
    fetch: async () =>
      new Response(JSON.stringify(startup), { headers: { 'content-type': 'application/json' } }),
  })
  const [response, locale] = await Promise.all([
    embedded.startup({ domain_name: domain }),
    siteCatalogs.start(
      localeOf(language) as CatalogLocale,
      localeOf(localeRouting.fallbackLanguage) as CatalogLocale,
    ),
  ])
  if (!isSuccess(response) || locale !== localeOf(language)) return undefined
  // Before the router is made: its addresses carry the language's prefix.
  activateLanguage(language)
  const outcome = await applyStartup({ store, registry: themeRegistry }, response)
  if (outcome.kind !== 'ready') return undefined
  const { services, router } = createShell({
    store,
    theme: outcome.theme,
    i18n,
    domain,
    place: {
      history: createMemoryHistory({ initialEntries: [`${address.pathname}${address.search}`] }),
      origin: address.origin,
    },
  })
  await seedFirstAnswers(
    services.queryClient,
    { domain_name: domain, external_id: store.get(layoutAtom).site?.external_id ?? '' },
    answers,
  )
  await router.load()
  // A page the router sends elsewhere (a guard) or could not load is not this address's
  // document: the browser finds out for itself.
  const { matches, location } = router.state
  const found = matches.length > 1 && matches.every((match) => match.status === 'success')
  if (!found || location.publicHref !== `${address.pathname}${address.search}`) return undefined
  const app = <App services={services} router={router} firstViewport={viewport} />
  // The first pass waits for every lazy part the page shows (the frame's footer, its tab bar) and
  // is thrown away: its markup carries React's inline scripts for parts that came late, which the
  // page's Content-Security-Policy refuses. With every part there, the second pass is plain HTML.
  const { prelude } = await prerenderToNodeStream(app, {
    onError: (error) => console.error('Rendering a first document failed in part', error),
  })
  for await (const _ of prelude) {
    // Read to the end, so the render finishes.
  }
  return withoutHoistedPreloads(renderToString(app))
}

/**
 * React hoists a preload of every picture it renders to the front of markup rendered without a
 * `<head>`; the platform server preloads the first screen's picture itself, first, and the
 * others would compete with it and with the styles.
 */
function withoutHoistedPreloads(html: string): string {
  return html.replace(/^(?:<link rel="preload" as="image"[^>]*>)+/, '')
}
