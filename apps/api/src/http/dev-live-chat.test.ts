import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { mountDevLiveChat } from './dev-live-chat.ts'

describe('the live-chat stand-in', () => {
  it('serves a widget script that offers the provider API the site calls', async () => {
    const app = new Hono()
    mountDevLiveChat(app)
    const res = await app.request('/dev/live-chat/tracking.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    const script = await res.text()

    const callbacks: (() => void)[] = []
    const fakeWindow: Record<string, unknown> = { __lc: { license: 'demo-chat' } }
    const run = new Function('window', 'document', 'setTimeout', script)
    run(fakeWindow, {}, (callback: () => void) => callbacks.push(callback))
    const widget = fakeWindow.LiveChatWidget as { on(event: string, cb: () => void): void }
    let ready = false
    widget.on('ready', () => {
      ready = true
    })
    expect(ready).toBe(false)
    for (const callback of callbacks) callback()
    expect(ready).toBe(true)
  })
})
