/// <reference lib="webworker" />

// Creating a formatter makes the browser set up its number and date data, once for the renderer
// process, whichever of its threads asks first. Asked here, the page's own first formatters find
// it ready (warm-up-intl.ts).
self.onmessage = ({ data: locale }: MessageEvent<string>) => {
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1234.5)
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0)
  self.postMessage('ready')
}
