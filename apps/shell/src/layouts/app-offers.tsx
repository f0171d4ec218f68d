import { AppDownloadPrompt } from './app-download-prompt.tsx'
import { DownloadBar } from './download-bar.tsx'

/** The site's app offers of a phone: the bar above the site and the prompt (spec §2 display flags). */
export function PhoneAppOffers() {
  return (
    <>
      <DownloadBar />
      <AppDownloadPrompt />
    </>
  )
}
