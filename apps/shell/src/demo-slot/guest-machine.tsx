import { useLingui } from '@lingui/react'
import { Reels } from './reels.tsx'
import { idleReels } from './symbols.ts'
import { TopLink } from './top-link.tsx'

/**
 * A guest sees the machine standing still and the way to sign in. Signing in happens on the site
 * (`_top` leaves the frame); the session it stores reaches this page through local storage.
 */
export function GuestMachine() {
  const { i18n } = useLingui()
  return (
    <div className="demo-slot__machine">
      <section className="demo-slot__cabinet">
        <Reels reels={idleReels} spinning={false} winning={false} roundKey="idle" />
      </section>
      <section className="demo-slot__controls">
        <p className="demo-slot__message" data-testid="demo-slot-guest">
          {i18n._({ id: 'demoSlot.signInToPlay', message: 'Log in on the site to play' })}
        </p>
        <TopLink href="/login">{i18n._({ id: 'demoSlot.signIn', message: 'Log in' })}</TopLink>
      </section>
    </div>
  )
}
