import { isSuccess } from '@parlor/contract'
import {
  injectAnalytics,
  type LayoutState,
  layoutAtom,
  readFbp,
  rememberAppsflyerId,
  siteVisitRequest,
} from '@parlor/core'
import { startTransition } from 'react'
import type { ShellServices } from '../app/shell-services.ts'

function localStore(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/**
 * The work once the site has painted (never in maintenance): social accounts, site info and
 * partners into the layout store, the operator's analytics tags, the tracking ids, the site-visit
 * report when either id exists. Live chat starts with its button. Each failure goes to the
 * general handler, which knows which ones a player should see.
 */
export function runAfterMount({ api, store, reporter, domain }: ShellServices): void {
  const site = store.get(layoutAtom).site
  if (!site) return
  const entries = { domain_name: domain, external_id: site.external_id }
  // Every part that reads the layout draws again when a list arrives: as a transition, React
  // draws them in slices a tap can interrupt, not in one long task while the page is settling.
  const addToLayout = (part: Partial<Pick<LayoutState, 'accountList' | 'cms' | 'partners'>>) =>
    startTransition(() => store.set(layoutAtom, (layout) => ({ ...layout, ...part })))

  void api.socialAccount(entries).then((res) => {
    if (isSuccess(res)) addToLayout({ accountList: res.accountList })
    else reporter.report(res)
  })
  void api.siteInfoDetail(entries).then((res) => {
    if (isSuccess(res)) addToLayout({ cms: res.cms })
    else reporter.report(res)
  })
  void api.partners(entries).then((res) => {
    if (isSuccess(res)) addToLayout({ partners: res.partners })
    else reporter.report(res)
  })
  void api.getAnalytics({ domain_name: domain }).then((res) => {
    if (isSuccess(res)) injectAnalytics(document, res.scripts)
    else reporter.report(res)
  })

  const ids = {
    fbp: readFbp(document.cookie),
    appsflyer_id: rememberAppsflyerId(window.location.search, localStore()),
  }
  const visit = siteVisitRequest(entries, ids)
  if (visit) {
    void api.adsVisit(visit).then((res) => {
      if (!isSuccess(res)) reporter.report(res)
    })
  }
}
