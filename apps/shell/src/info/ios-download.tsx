import { useLingui } from '@lingui/react'
import { Panel, StatusBadge } from '@parlor/ui-kit'
import { DownloadLink } from './download-link.tsx'

/** The iOS app installs through a profile, so the steps come before the button. */
export function IosDownload({ href, yours }: { href: string; yours: boolean }) {
  const { i18n } = useLingui()
  const steps = [
    i18n._({
      id: 'download.iosStep1',
      message: 'Open this page in Safari on your iPhone or iPad.',
    }),
    i18n._({
      id: 'download.iosStep2',
      message: 'Tap Download for iOS below and allow the profile to download.',
    }),
    i18n._({
      id: 'download.iosStep3',
      message: 'Open Settings → General → VPN & Device Management.',
    }),
    i18n._({ id: 'download.iosStep4', message: 'Choose the downloaded profile and tap Install.' }),
    i18n._({ id: 'download.iosStep5', message: 'Open the app from your home screen.' }),
  ]
  return (
    <Panel
      title={i18n._({ id: 'download.ios', message: 'iPhone and iPad' })}
      className="download__platform"
    >
      {yours ? (
        <StatusBadge tone="info">
          {i18n._({ id: 'download.yourDevice', message: 'Your device' })}
        </StatusBadge>
      ) : null}
      <ol className="download__steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <DownloadLink href={href} testId="download-ios">
        {i18n._({ id: 'download.iosButton', message: 'Download for iOS' })}
      </DownloadLink>
    </Panel>
  )
}
