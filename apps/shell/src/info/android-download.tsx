import { useLingui } from '@lingui/react'
import { Panel, StatusBadge } from '@parlor/ui-kit'
import { DownloadLink } from './download-link.tsx'

/** The Android app: one download, installed from the phone's downloads. */
export function AndroidDownload({ href, yours }: { href: string; yours: boolean }) {
  const { i18n } = useLingui()
  return (
    <Panel
      title={i18n._({ id: 'download.android', message: 'Android' })}
      className="download__platform"
    >
      {yours ? (
        <StatusBadge tone="info">
          {i18n._({ id: 'download.yourDevice', message: 'Your device' })}
        </StatusBadge>
      ) : null}
      <p className="download__text">
        {i18n._({
          id: 'download.androidBody',
          message:
            'Download the app, open the file from your notifications or downloads, and allow the install when your phone asks.',
        })}
      </p>
      <DownloadLink href={href} testId="download-android">
        {i18n._({ id: 'download.androidButton', message: 'Download for Android' })}
      </DownloadLink>
    </Panel>
  )
}
