import {
  checkAccountStatus,
  loadAccount,
  refreshVip,
  sessionAtom,
  watchForceLogout,
} from '@parlor/core'
import { useEffect, useRef } from 'react'
import { useShell } from '../app/shell-context.tsx'
import { useLanguageCode } from '../i18n/use-language-code.ts'

/** Focus events close together (a tab switch fires several) make one status check. */
const focusCheckSpacingMs = 2_000

/**
 * Keeps this tab's session honest: another tab's logout resets and reloads this one, a
 * session kept from an earlier visit loads its player's data afresh, and a signed-in tab that regains focus asks check_status, so a blocked or closed account ends
 * here as the general handler says.
 */
export function SessionWatchers() {
  const { api, store, reporter } = useShell()

  useEffect(() => watchForceLogout(window, { store }, () => window.location.reload()), [store])

  // A session kept from an earlier visit: its balance, VIP and favourites are fetched afresh.
  useEffect(() => {
    if (!store.get(sessionAtom)) return
    void loadAccount({ api, store }).then((answers) => {
      for (const answer of answers) if (answer) reporter.report(answer)
    })
  }, [api, store, reporter])

  // The VIP level is named in the language on screen (the call is localized): a switch asks again.
  const language = useLanguageCode()
  const shownIn = useRef(language)
  useEffect(() => {
    if (shownIn.current === language) return
    shownIn.current = language
    void refreshVip({ api, store }).then((answer) => {
      if (answer) reporter.report(answer)
    })
  }, [language, api, store, reporter])

  useEffect(() => {
    let last = 0
    const check = () => {
      const now = Date.now()
      if (now - last < focusCheckSpacingMs || !store.get(sessionAtom)) return
      last = now
      void checkAccountStatus({ api, store }).then((failure) => {
        if (failure) reporter.report(failure)
      })
    }
    window.addEventListener('focus', check)
    return () => window.removeEventListener('focus', check)
  }, [api, store, reporter])

  return null
}
