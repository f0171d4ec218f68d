import { useLingui } from '@lingui/react'
import { layoutAtom } from '@parlor/core'
import { useAtomValue } from 'jotai'
import { useLiveChat } from './use-live-chat.ts'

/**
 * The live chat button, once live chat is enabled and its script has loaded; the site's
 * own image when live chat names one, else the default. A click before the widget is
 * ready logs an error (and does nothing else).
 */
export function LiveChatButton() {
  const { i18n } = useLingui()
  const chat = useAtomValue(layoutAtom).live_chat
  const { liveChat, loaded } = useLiveChat()
  if (!chat?.status || !liveChat || !loaded) return null
  return (
    <button
      type="button"
      className="floating-button"
      aria-label={i18n._({ id: 'liveChat.open', message: 'Live chat' })}
      onClick={() => liveChat.open()}
    >
      <img src={chat.image_id || '/live-chat.svg'} alt="" width={32} height={32} />
    </button>
  )
}
