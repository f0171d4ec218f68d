import { LiveChatButton } from './live-chat-button.tsx'
import { PartnersWidget } from './partners-widget.tsx'
import { RewardsIcon } from './rewards-icon.tsx'
import { useTuckedWhileReading } from './use-tucked-while-reading.ts'
import './floating-elements.css'

/**
 * The site's floating elements, handed to the theme's layout to place. On a phone they step aside
 * while the player scrolls down (floating-elements.css).
 */
export function FloatingElements() {
  const tucked = useTuckedWhileReading()
  return (
    <div className="floating-elements" data-tucked={tucked || undefined}>
      <PartnersWidget />
      <div className="floating-elements__stack">
        <RewardsIcon />
        <LiveChatButton />
      </div>
    </div>
  )
}
