import { layoutAtom, modalAtom, openModal } from '@parlor/core'
import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useEffect, useRef } from 'react'
import { useSiteQuery } from '../api/use-site-query.ts'
import { errorDialogsAtom } from '../errors/error-dialog-state.ts'

/**
 * The operator's announcement before the home page: opened once per visit of the page while the
 * layout's before-announcement flag is on and a modal announcement is running. The modal clears
 * the flag when it closes, so the same visitor is not asked again.
 *
 * It waits while an error dialog is showing: a modal opened later stacks on top and hides the
 * ones under it, and the error is the answer to something the player just did (a sign-in whose
 * balance failed to load, say), so it is read first and the announcement follows its OK.
 */
export function useAnnouncementBeforeHome(): void {
  const store = useStore()
  const wanted = useAtomValue(layoutAtom).display.beforeAnnouncement
  const errorShowing = useAtomValue(errorDialogsAtom).length > 0
  const setModals = useSetAtom(modalAtom)
  const announcements = useSiteQuery('announcements', {}, { enabled: wanted })
  const running = announcements.data?.items.some((item) => item.placement === 'modal') ?? false
  const opened = useRef(false)
  useEffect(() => {
    // The store as it is now, not as this render saw it: a page hydrated from a first visit's
    // layout gets the visitor's own choices back just before its effects run.
    const stillWanted = store.get(layoutAtom).display.beforeAnnouncement
    if (!wanted || !stillWanted || !running || errorShowing || opened.current) return
    opened.current = true
    setModals((state) => openModal(state, 'announcement'))
  }, [store, wanted, running, errorShowing, setModals])
}
