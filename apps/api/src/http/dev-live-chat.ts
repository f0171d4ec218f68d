import { readFileSync } from 'node:fs'
import type { Hono } from 'hono'

const widgetPath = new URL('../../dev-assets/live-chat-widget.js', import.meta.url)

/**
 * The live-chat provider's widget script, stood in for outside production (the site loads it from
 * VITE_LIVE_CHAT_SCRIPT, which defaults to this address), as the development outbox stands in for
 * text messages.
 */
export function mountDevLiveChat(app: Hono): void {
  const script = readFileSync(widgetPath, 'utf8')
  app.get('/dev/live-chat/tracking.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    c.header('Cache-Control', 'no-cache')
    return c.body(script)
  })
}
