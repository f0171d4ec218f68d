import type { LiveChat } from '@parlor/contract'
import { pageNonce } from '../csp/page-nonce.ts'

/** What the provider's script defines (modelled on LiveChat Inc.'s public widget API). */
export interface LiveChatWidget {
  on(event: 'ready', callback: () => void): void
  call(method: 'maximize' | 'minimize' | 'hide'): void
}

export type LiveChatWindow = Window & { __lc?: unknown; LiveChatWidget?: LiveChatWidget }

export interface LiveChatOptions {
  /** The startup answer's `live_chat`: `status` switches it on, `chat_id` is the licence. */
  readonly chat: LiveChat
  /** The provider's `tracking.js`. */
  readonly scriptUrl: string
  readonly window: LiveChatWindow
  readonly document: Document
  /**
   * Once the provider's script has loaded and defined the widget: the live chat button shows from
   * then on, though a click still waits for `onReady`.
   */
  readonly onLoad?: () => void
  /** Once the widget says it is ready: from then on `open()` opens the chat. */
  readonly onReady?: () => void
  readonly logError?: (message: string) => void
}

export interface LiveChatController {
  /** Loads the provider's widget, once, if the site has live chat on. */
  load(): void
  readonly ready: boolean
  /** Opens the chat window; false, with an error logged, when the widget is not ready. */
  open(): boolean
}

export const liveChatNotReady = 'Live chat is not ready'

/**
 * The site's live chat, loaded from the external chat provider. The page says which
 * account to connect to (`window.__lc.license`) before the provider's script runs, because the
 * script reads it as it starts; it then defines `window.LiveChatWidget` (`onLoad`: the button may
 * show), whose 'ready' event says the chat can open (`onReady`). A click in between is an error
 * in the log.
 */
export function createLiveChat(options: LiveChatOptions): LiveChatController {
  const { chat, window: win, document } = options
  const logError = options.logError ?? ((message: string) => console.error(message))
  let loaded = false
  let ready = false

  function loadedWith(widget: LiveChatWidget): void {
    options.onLoad?.()
    widget.on('ready', () => {
      if (ready) return
      ready = true
      options.onReady?.()
    })
  }

  return {
    load() {
      if (!chat.status || chat.chat_id.trim() === '' || loaded) return
      loaded = true
      const settings = typeof win.__lc === 'object' && win.__lc !== null ? win.__lc : {}
      win.__lc = { ...settings, license: chat.chat_id.trim() }
      // Another copy of the page's code may have loaded the widget already.
      if (win.LiveChatWidget) {
        loadedWith(win.LiveChatWidget)
        return
      }
      const script = document.createElement('script')
      script.async = true
      // 'strict-dynamic' already lets a script the page creates load; the nonce keeps it loading
      // under a policy without it (CSP level 2 browsers) and whatever the script's host.
      const nonce = pageNonce(document)
      if (nonce) script.nonce = nonce
      script.src = options.scriptUrl
      script.addEventListener('load', () => {
        if (win.LiveChatWidget) loadedWith(win.LiveChatWidget)
        else logError('Live chat loaded without its widget')
      })
      script.addEventListener('error', () => logError('Live chat failed to load'))
      document.head.append(script)
    },
    get ready() {
      return ready
    },
    open() {
      if (!ready || !win.LiveChatWidget) {
        logError(liveChatNotReady)
        return false
      }
      win.LiveChatWidget.call('maximize')
      return true
    },
  }
}
