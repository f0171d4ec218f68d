import { createLiveChat, type LiveChatController, layoutAtom } from '@parlor/core'
import { useAtomValue } from 'jotai'
import { useEffect, useMemo, useState } from 'react'
import { liveChatScriptUrl } from './live-chat-script.ts'

export interface LiveChatState {
  /** Null when the site offers no live chat. */
  readonly liveChat: LiveChatController | null
  /** The provider's script has run: a button may show (spec §2). */
  readonly loaded: boolean
  /** The widget can open; a click before this logs an error (spec §8). */
  readonly ready: boolean
}

/** The site's live chat, its provider script loaded on first use (spec §2, §7). */
export function useLiveChat(): LiveChatState {
  const chat = useAtomValue(layoutAtom).live_chat
  const [loaded, setLoaded] = useState(false)
  const [ready, setReady] = useState(false)
  const liveChat = useMemo(
    () =>
      chat?.status
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
  return { liveChat, loaded, ready }
}
