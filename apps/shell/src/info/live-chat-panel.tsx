import { useLingui } from '@lingui/react'
import { Button, ButtonLink, Panel } from '@parlor/ui-kit'
import { useLiveChat } from '../floating/use-live-chat.ts'

/**
 * Live chat, when the site has it: a button that opens the chat once its widget is ready (the
 * same widget the floating button opens), and the FAQs for answers without waiting.
 */
export function LiveChatPanel() {
  const { i18n } = useLingui()
  const { offered, liveChat, ready } = useLiveChat()

  return (
    <Panel title={i18n._({ id: 'contact.liveChat', message: 'Live chat' })}>
      <div className="contact__chat">
        <p>
          {offered
            ? i18n._({
                id: 'contact.liveChatBody',
                message:
                  'Our support team answers in the chat window. You can also open it from the chat button at the corner of every page.',
              })
            : i18n._({
                id: 'contact.noLiveChat',
                message:
                  'Live chat is not offered on this site. Write to us on one of the accounts above.',
              })}
        </p>
        <div className="contact__actions">
          {offered ? (
            <Button onClick={() => liveChat?.open()} disabled={!ready} aria-busy={!ready}>
              {ready
                ? i18n._({ id: 'contact.startChat', message: 'Start a live chat' })
                : i18n._({ id: 'contact.chatLoading', message: 'Connecting to live chat…' })}
            </Button>
          ) : null}
          <ButtonLink href="/faqs" variant="secondary">
            {i18n._({ id: 'contact.readFaqs', message: 'Read the FAQs' })}
          </ButtonLink>
        </div>
      </div>
    </Panel>
  )
}
