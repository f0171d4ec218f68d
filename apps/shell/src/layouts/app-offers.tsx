import { AppDownloadPrompt } from './app-download-prompt.tsx'
import { DownloadBar } from './download-bar.tsx'

/** A phone's app offers, as the site's display flags say: the bar above the site and the prompt. */
export function PhoneAppOffers() {
  return (
    <>
      <DownloadBar />
      <AppDownloadPrompt />
    </>
  )
}
