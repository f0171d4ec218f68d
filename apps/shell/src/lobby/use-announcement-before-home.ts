import { layoutAtom, modalAtom, openModal } from '@parlor/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useRef } from 'react'
import { useSiteQuery } from '../api/use-site-query.ts'

/**
 * The operator's announcement before the home page: opened once per visit of the page while the
 * layout's before-announcement flag is on and a modal announcement is running. The modal clears
 * the flag when it closes, so the same visitor is not asked again.
 */
export function useAnnouncementBeforeHome(): void {
  const wanted = useAtomValue(layoutAtom).display.beforeAnnouncement
  const setModals = useSetAtom(modalAtom)
  const announcements = useSiteQuery('announcements', {}, { enabled: wanted })
  const running = announcements.data?.items.some((item) => item.placement === 'modal') ?? false
  const opened = useRef(false)
  useEffect(() => {
    if (!wanted || !running || opened.current) return
    opened.current = true
    setModals((state) => openModal(state, 'announcement'))
  }, [wanted, running, setModals])
}
