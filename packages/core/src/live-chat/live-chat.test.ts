// @vitest-environment jsdom
import type { LiveChat } from '@parlor/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createLiveChat,
  type LiveChatOptions,
  type LiveChatWidget,
  type LiveChatWindow,
  liveChatNotReady,
} from './live-chat.ts'

const scriptUrl = 'https://cdn.livechatinc.com/tracking.js'
const enabled: LiveChat = { chat_id: '12345678', image_id: '', status: true }
const page = window as LiveChatWindow

/** The provider's widget as its script defines it; `fireReady` is the chat saying it can open. */
function fakeWidget() {
  const readyCallbacks: (() => void)[] = []
  const widget = {
    on: (_event: 'ready', callback: () => void) => {
      readyCallbacks.push(callback)
    },
    call: vi.fn<LiveChatWidget['call']>(),
  }
  return {
    widget,
    fireReady: () => {
      for (const callback of readyCallbacks) callback()
    },
  }
}

/** What the provider's script does once the browser has fetched and run it. */
function scriptLoads(widget: LiveChatWidget) {
  page.LiveChatWidget = widget
  providerScripts()[0]?.dispatchEvent(new Event('load'))
}

const providerScripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>(`script[src="${scriptUrl}"]`))

function liveChat(overrides: Partial<LiveChatOptions> = {}) {
  return createLiveChat({
    chat: enabled,
    scriptUrl,
    window: page,
    document,
    logError: vi.fn(),
    ...overrides,
  })
}

afterEach(() => {
  for (const script of providerScripts()) script.remove()
  delete page.__lc
  delete page.LiveChatWidget
})

describe('createLiveChat', () => {
  it("loads the provider's script asynchronously, with the licence set before it", () => {
    const append = vi.spyOn(document.head, 'append')
    const licenceWhenAppended: unknown[] = []
    append.mockImplementation(function (this: HTMLHeadElement, ...nodes) {
      licenceWhenAppended.push(structuredClone(page.__lc))
      Element.prototype.append.apply(this, nodes)
    })
    liveChat().load()
    const [script] = providerScripts()
    expect(script?.async).toBe(true)
    expect(licenceWhenAppended).toEqual([{ license: '12345678' }])
  })

  it("gives the provider's script the page's CSP nonce, and none on a page without one", () => {
    liveChat().load()
    expect(providerScripts()[0]?.hasAttribute('nonce')).toBe(false)
    providerScripts()[0]?.remove()
    delete page.__lc

    const meta = document.createElement('meta')
    meta.setAttribute('property', 'csp-nonce')
    meta.nonce = 'l1ve'
    document.head.append(meta)
    try {
      liveChat().load()
      expect(providerScripts()[0]?.nonce).toBe('l1ve')
    } finally {
      meta.remove()
    }
  })

  it('keeps settings another part of the page gave the provider', () => {
    page.__lc = { integration_name: 'parlor' }
    liveChat().load()
    expect(page.__lc).toEqual({ integration_name: 'parlor', license: '12345678' })
  })

  it('injects the script once however often it is loaded', () => {
    const chat = liveChat()
    chat.load()
    chat.load()
    expect(providerScripts()).toHaveLength(1)
  })

  it('loads nothing when the site has live chat off or no licence', () => {
    liveChat({ chat: { ...enabled, status: false } }).load()
    liveChat({ chat: { ...enabled, chat_id: ' ' } }).load()
    expect(providerScripts()).toHaveLength(0)
    expect(page.__lc).toBeUndefined()
  })

  it('says when the script has loaded, before the widget is ready', () => {
    const onLoad = vi.fn()
    const onReady = vi.fn()
    const chat = liveChat({ onLoad, onReady })
    const { widget } = fakeWidget()
    chat.load()
    expect(onLoad).not.toHaveBeenCalled()
    scriptLoads(widget)
    expect(onLoad).toHaveBeenCalledTimes(1)
    expect(onReady).not.toHaveBeenCalled()
    expect(chat.ready).toBe(false)
  })

  it("becomes ready on the widget's ready event, and says so once", () => {
    const onReady = vi.fn()
    const chat = liveChat({ onReady })
    const { widget, fireReady } = fakeWidget()
    chat.load()
    scriptLoads(widget)
    expect(chat.ready).toBe(false)
    expect(onReady).not.toHaveBeenCalled()
    fireReady()
    fireReady()
    expect(chat.ready).toBe(true)
    expect(onReady).toHaveBeenCalledTimes(1)
  })

  it('opens the chat window once ready', () => {
    const chat = liveChat()
    const { widget, fireReady } = fakeWidget()
    chat.load()
    scriptLoads(widget)
    fireReady()
    expect(chat.open()).toBe(true)
    expect(widget.call).toHaveBeenCalledWith('maximize')
  })

  it('logs an error for a click before the widget is ready, and opens nothing', () => {
    const logError = vi.fn()
    const chat = liveChat({ logError })
    const { widget } = fakeWidget()
    expect(chat.open()).toBe(false)
    chat.load()
    scriptLoads(widget)
    expect(chat.open()).toBe(false)
    expect(logError).toHaveBeenCalledWith(liveChatNotReady)
    expect(logError).toHaveBeenCalledTimes(2)
    expect(widget.call).not.toHaveBeenCalled()
  })

  it('logs to the console by default', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const chat = createLiveChat({ chat: enabled, scriptUrl, window: page, document })
    chat.open()
    expect(consoleError).toHaveBeenCalledWith('Live chat is not ready')
  })

  it('logs a script that fails to load', () => {
    const logError = vi.fn()
    liveChat({ logError }).load()
    providerScripts()[0]?.dispatchEvent(new Event('error'))
    expect(logError).toHaveBeenCalledWith('Live chat failed to load')
  })

  it('uses a widget that is already on the page instead of loading another', () => {
    const { widget, fireReady } = fakeWidget()
    page.LiveChatWidget = widget
    const onLoad = vi.fn()
    const chat = liveChat({ onLoad })
    chat.load()
    expect(providerScripts()).toHaveLength(0)
    expect(onLoad).toHaveBeenCalledTimes(1)
    fireReady()
    expect(chat.open()).toBe(true)
  })
})
