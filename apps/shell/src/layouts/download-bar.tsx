import { useLingui } from '@lingui/react'
import { layoutAtom } from '@parlor/core'
import { AppLink } from '@parlor/ui-kit'
import { useAtom, useAtomValue } from 'jotai'
import { appLinkFor } from '../device/app-link.ts'
import { deviceAtom } from '../device/device-atom.ts'
import './download-bar.css'

/**
 * On phones (AppOffersGate mounts it only there), a bar above the site offers its app (layout
 * display flag `downloadBar`).
 */
export function DownloadBar() {
  const { i18n } = useLingui()
  const device = useAtomValue(deviceAtom)
  const [layout, setLayout] = useAtom(layoutAtom)
  const app = appLinkFor(layout.site, device)
  if (!layout.display.downloadBar || !app || !layout.site) return null
  const close = () =>
    setLayout((state) => ({ ...state, display: { ...state.display, downloadBar: false } }))
  const label = i18n._({ id: 'download.barLabel', message: 'Get the app' })
  return (
    <aside className="download-bar" aria-label={label}>
      <img src={layout.site.manifest_icon} alt="" width={32} height={32} />
      <p className="download-bar__text">
        {i18n._({
          id: 'download.barText',
          message: 'Play faster with the {site} app',
          values: { site: layout.site.site_name },
        })}
      </p>
      <AppLink className="download-bar__get" href={app.href} external={app.external}>
        {i18n._({ id: 'download.get', message: 'Download' })}
      </AppLink>
      <button
        type="button"
        className="download-bar__close"
        aria-label={i18n._({ id: 'download.closeBar', message: 'Close the app bar' })}
        onClick={close}
      >
        ×
      </button>
    </aside>
  )
}
