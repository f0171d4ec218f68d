import { useLingui } from '@lingui/react'
import { announcementClosedCookie, layoutAtom } from '@parlor/core'
import { Button } from '@parlor/ui-kit'
import { Dialog } from '@parlor/ui-kit/dialog'
import { RichText } from '@parlor/ui-kit/rich-text'
import type { ModalProps } from '@parlor/ui-kit/site'
import { useSetAtom } from 'jotai'
import { useSiteQuery } from '../api/use-site-query.ts'

/**
 * The operator's announcement, shown before the home page while the layout display flag
 * `beforeAnnouncement` is on. Closing it, however the player does, clears the flag: the store
 * persists, so the same visitor is not asked again. The cookie tells the server, which prepares
 * the home's document without the announcement's picture and code from then on.
 */
export default function AnnouncementModal({ onClose }: ModalProps) {
  const { i18n } = useLingui()
  const setLayout = useSetAtom(layoutAtom)
  const announcements = useSiteQuery('announcements', {})
  const announcement = announcements.data?.items.find((item) => item.placement === 'modal')
  if (!announcement) return null
  const dismiss = () => {
    setLayout((layout) => ({
      ...layout,
      display: { ...layout.display, beforeAnnouncement: false },
    }))
    // biome-ignore lint/suspicious/noDocumentCookie: a fixed cookie, serialised whole by core
    document.cookie = announcementClosedCookie.serialize()
    onClose()
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) dismiss()
      }}
      id="announcement"
      title={announcement.title}
      footer={
        <Button onClick={dismiss}>{i18n._({ id: 'announcement.gotIt', message: 'Got it' })}</Button>
      }
    >
      {announcement.image_url ? (
        <img
          src={announcement.image_url}
          alt=""
          width={560}
          height={240}
          style={{ width: '100%', height: 'auto' }}
        />
      ) : null}
      <RichText html={announcement.body} />
    </Dialog>
  )
}
