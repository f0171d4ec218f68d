import { useLingui } from '@lingui/react'
import { layoutAtom } from '@parlor/core'
import { ButtonLink, EmptyState, PageHeader } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { deviceAtom } from '../../device/device-atom.ts'
import { AndroidDownload } from '../../info/android-download.tsx'
import { IosDownload } from '../../info/ios-download.tsx'
import '../../info/download.css'

/** /download: the site's Android and iOS apps (site android_sub, ios_sub), the visitor's own first. */
export function DownloadPage() {
  const { i18n } = useLingui()
  const site = useAtomValue(layoutAtom).site
  const device = useAtomValue(deviceAtom)
  const android = site?.android_sub.trim() ?? ''
  const ios = site?.ios_sub.trim() ?? ''
  const title = i18n._({
    id: 'download.title',
    message: 'Get the {site} app',
    values: { site: site?.site_name ?? '' },
  })

  if (!android && !ios) {
    return (
      <div className="download">
        <PageHeader title={title} />
        <EmptyState
          title={i18n._({ id: 'download.none', message: 'There is no app for this site yet' })}
          action={
            <ButtonLink href="/">
              {i18n._({ id: 'download.playInBrowser', message: 'Play in the browser' })}
            </ButtonLink>
          }
        >
          <p>
            {i18n._({
              id: 'download.noneBody',
              message: 'Every game works in your phone’s browser.',
            })}
          </p>
        </EmptyState>
      </div>
    )
  }

  const sections = [
    android ? <AndroidDownload key="android" href={android} yours={device.isAndroid} /> : null,
    ios ? <IosDownload key="ios" href={ios} yours={device.isIos} /> : null,
  ]
  if (device.isIos) sections.reverse()
  return (
    <div className="download">
      <PageHeader title={title}>
        <p>
          {i18n._({ id: 'download.intro', message: 'Games open faster and you stay signed in.' })}
        </p>
      </PageHeader>
      <div className="download__platforms">{sections}</div>
    </div>
  )
}
