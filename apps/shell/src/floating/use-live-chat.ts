import { createLiveChat, type LiveChatController, layoutAtom } from '@parlor/core'
import { useAtomValue } from 'jotai'
import { useEffect, useMemo, useState } from 'react'
import { liveChatScriptUrl } from './live-chat-script.ts'

export interface LiveChatState {
  /** Whether the site offers live chat: known on the server too, unlike the widget. */
  readonly offered: boolean
  /** Null when the site offers no live chat, and while a page renders on the server. */
  readonly liveChat: LiveChatController | null
  /** The provider's script has run: a button may show. */
  readonly loaded: boolean
  /** The widget can open; a click before this logs an error. */
  readonly ready: boolean
}

/** The site's live chat, its provider script loaded on first use. */
export function useLiveChat(): LiveChatState {
  const chat = useAtomValue(layoutAtom).live_chat
  const [loaded, setLoaded] = useState(false)
  const [ready, setReady] = useState(false)
  // Rendering a first document on the server there is no page to load the widget into: what a
  // page shows must follow `offered`, so the markup is the same on both sides.
  const liveChat = useMemo(
    () =>
      chat?.status && typeof window !== 'undefined'
        ? createLiveChat({
            chat,
            scriptUrl: liveChatScriptUrl,
            window,
            document,
            onLoad: () => setLoaded(true),
            onReady: () => setReady(true),
          })
        : null,
    [chat],
  )
  useEffect(() => liveChat?.load(), [liveChat])
  return { offered: Boolean(chat?.status), liveChat, loaded, ready }
}
