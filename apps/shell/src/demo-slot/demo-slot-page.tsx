import { useLingui } from '@lingui/react'
import { sessionAtom } from '@parlor/core'
import { useAtomValue } from 'jotai'
import type { GameAddress } from './game-address.ts'
import { GameLayout } from './game-layout.tsx'
import { GuestMachine } from './guest-machine.tsx'
import { SlotMachine } from './slot-machine.tsx'
import { useGameSetup } from './use-game-setup.ts'
import './demo-slot.css'

/** The demo slot's page, for whatever address it was opened at. */
export function DemoSlotPage({ address }: { address: GameAddress | null }) {
  const { i18n } = useLingui()
  if (address === null) {
    const message = i18n._({
      id: 'demoSlot.invalidAddress',
      message: 'This game address is not valid.',
    })
    return (
      <GameLayout title={message}>
        <p className="demo-slot__notice">{message}</p>
      </GameLayout>
    )
  }
  return <GameScreen address={address} />
}

function GameScreen({ address }: { address: GameAddress }) {
  const { i18n } = useLingui()
  const { setup, retry } = useGameSetup(address)
  // The site's session, read from local storage; signing in or out in another tab updates it.
  const session = useAtomValue(sessionAtom)
  const name = (setup.status === 'ready' && setup.gameName) || `${address.provider} ${address.game}`

  return (
    <GameLayout title={name} provider={address.provider} device={address.device}>
      {setup.status === 'loading' ? (
        <p className="demo-slot__notice" role="status">
          {i18n._({ id: 'demoSlot.loading', message: 'Loading the game…' })}
        </p>
      ) : setup.status === 'unreachable' ? (
        <div className="demo-slot__notice" role="alert">
          <p className="demo-slot__message">
            {i18n._({
              id: 'demoSlot.unreachable',
              message: 'The game could not reach the server. Try again.',
            })}
          </p>
          <button type="button" className="demo-slot__link demo-slot__link--action" onClick={retry}>
            {i18n._({ id: 'demoSlot.tryAgain', message: 'Try again' })}
          </button>
        </div>
      ) : setup.status === 'maintenance' ? (
        <p className="demo-slot__notice">
          {i18n._({
            id: 'demoSlot.maintenance',
            message: 'The site is under maintenance. Please come back later.',
          })}
        </p>
      ) : session ? (
        // A new sign-in is a new player's machine: nothing of the last session's rounds carries over.
        <SlotMachine key={session.auth} address={address} site={setup.site} />
      ) : (
        <GuestMachine />
      )}
    </GameLayout>
  )
}
