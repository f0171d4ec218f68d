import { LiveChatButton } from './live-chat-button.tsx'
import { PartnersWidget } from './partners-widget.tsx'
import { RewardsIcon } from './rewards-icon.tsx'
import './floating-elements.css'

/** Spec §2's floating elements, handed to the theme's layout to place. */
export function FloatingElements() {
  return (
    <div className="floating-elements">
      <PartnersWidget />
      <div className="floating-elements__stack">
        <RewardsIcon />
        <LiveChatButton />
      </div>
    </div>
  )
}
