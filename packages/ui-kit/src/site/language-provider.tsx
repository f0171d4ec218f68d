import type { I18n } from '@lingui/core'
import { type I18nContext, LinguiContext } from '@lingui/react'
import { type ReactNode, useEffect, useState } from 'react'

interface LanguageState {
  readonly locale: string
  readonly context: I18nContext
}

const stateOf = (i18n: I18n): LanguageState => ({
  locale: i18n.locale,
  context: { i18n, _: i18n.t.bind(i18n) },
})

/**
 * Lingui's context for a site, renewed when the active language changes and only then. Lingui's
 * own provider renews it on every change it emits, one per catalog loaded, and so renders every
 * text on the page again each time a page's catalog arrives ahead of need. A site built on the kit
 * loads a part's texts before it renders that part, so a loaded catalog changes nothing already
 * on screen: the next part to render reads it from `i18n` itself.
 */
export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [state, setState] = useState(() => stateOf(i18n))
  useEffect(() => {
    const follow = () =>
      setState((current) => (current.locale === i18n.locale ? current : stateOf(i18n)))
    // A language activated between the first render and this effect is followed at once.
    follow()
    return i18n.on('change', follow)
  }, [i18n])
  // The instance itself may change (a test, a story): its context follows it at once.
  const value = state.context.i18n === i18n ? state.context : stateOf(i18n).context
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>
}
