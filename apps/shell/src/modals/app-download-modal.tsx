import { useLingui } from '@lingui/react'
import { layoutAtom } from '@parlor/core'
import { Button, ButtonLink } from '@parlor/ui-kit'
import { Dialog } from '@parlor/ui-kit/dialog'
import type { ModalProps } from '@parlor/ui-kit/site'
import { useAtomValue, useSetAtom } from 'jotai'
import { appLinkFor } from '../device/app-link.ts'
import { deviceAtom } from '../device/device-atom.ts'

/** The app download prompt on phones (layout display flag `appDownloadPrompt`), asked once. */
export default function AppDownloadModal({ onClose }: ModalProps) {
  const { i18n } = useLingui()
  const layout = useAtomValue(layoutAtom)
  const setLayout = useSetAtom(layoutAtom)
  const device = useAtomValue(deviceAtom)
  const app = appLinkFor(layout.site, device)
  const answered = () => {
    setLayout((state) => ({ ...state, display: { ...state.display, appDownloadPrompt: false } }))
    onClose()
  }
  if (!app || !layout.site) return null
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) answered()
      }}
      id="app-download"
      size="small"
      title={i18n._({
        id: 'download.promptTitle',
        message: 'Get the {site} app',
        values: { site: layout.site.site_name },
      })}
      description={i18n._({
        id: 'download.promptBody',
        message: 'Games open faster and you stay signed in.',
      })}
      footer={
        <>
          <Button variant="secondary" onClick={answered}>
            {i18n._({ id: 'download.notNow', message: 'Not now' })}
          </Button>
          <ButtonLink href={app.href} external={app.external} onClick={answered}>
            {i18n._({ id: 'download.get', message: 'Download' })}
          </ButtonLink>
        </>
      }
    />
  )
}
