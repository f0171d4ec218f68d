import { useLingui } from '@lingui/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { BalanceDisplay } from './balance-display.tsx'
import type { GameAddress } from './game-address.ts'
import { moneyText, type SiteMoney } from './money-text.ts'
import { Reels } from './reels.tsx'
import { SpinResult } from './spin-result.tsx'
import { stakeChoices } from './stake-choices.ts'
import { StakePicker } from './stake-picker.tsx'
import { idleReels } from './symbols.ts'
import { TopLink } from './top-link.tsx'
import { useBalance } from './use-balance.ts'
import { type SpinOutcome, useSpin } from './use-spin.ts'

export interface SlotMachineProps {
  readonly address: GameAddress
  readonly site: SiteMoney
}

const sessionEnded: SpinOutcome = { kind: 'failure', failure: 'session-ended' }

/** The machine a signed-in player plays: reels and result, then balance, stake and Spin. */
export function SlotMachine({ address, site }: SlotMachineProps) {
  const { i18n } = useLingui()
  const format = (minorUnits: number) => moneyText(minorUnits, site, i18n.locale)
  const { balance, setBalance, sessionEnded: refusedAtStart } = useBalance()
  const { spin, spinning, outcome, round } = useSpin(address, setBalance)
  const choices = useMemo(
    () => stakeChoices(site.depositMin, site.decimals),
    [site.depositMin, site.decimals],
  )
  const [stake, setStake] = useState(choices[0] ?? 0)
  const ended =
    refusedAtStart || (outcome?.kind === 'failure' && outcome.failure === 'session-ended')
  const spinFocus = useRestoredFocus(spinning)

  return (
    <div className="demo-slot__machine">
      <section className="demo-slot__cabinet">
        <Reels
          reels={round?.reels ?? idleReels}
          spinning={spinning}
          winning={(round?.win ?? 0) > 0}
          roundKey={round?.roundId ?? 'idle'}
        />
        <SpinResult outcome={ended ? sessionEnded : outcome} spinning={spinning} format={format} />
        <p className="demo-slot__round" data-testid="demo-slot-round">
          {!spinning && outcome?.kind === 'round'
            ? i18n._({
                id: 'demoSlot.round',
                message: 'Round {id}',
                values: { id: outcome.round.roundId },
              })
            : null}
        </p>
      </section>
      <section className="demo-slot__controls">
        <BalanceDisplay text={balance === null ? null : format(balance)} />
        {ended ? (
          <TopLink href="/login">{i18n._({ id: 'demoSlot.signIn', message: 'Log in' })}</TopLink>
        ) : choices.length === 0 ? (
          <p className="demo-slot__message">
            {i18n._({
              id: 'demoSlot.noStakes',
              message: 'This game takes no stakes on this site.',
            })}
          </p>
        ) : (
          <>
            <StakePicker
              choices={choices}
              value={stake}
              onChange={setStake}
              disabled={spinning}
              format={format}
            />
            <button
              ref={spinFocus.ref}
              type="button"
              className="demo-slot__spin"
              disabled={spinning}
              aria-busy={spinning}
              onClick={() => {
                spinFocus.remember()
                void spin(stake)
              }}
              data-testid="demo-slot-spin"
            >
              {i18n._({ id: 'demoSlot.spin', message: 'Spin' })}
            </button>
          </>
        )}
      </section>
    </div>
  )
}

/**
 * A disabled button loses the keyboard focus to the page. The Spin button is disabled while the
 * reels roll, so when they stop it takes the focus back if it had it and nothing else took it
 * meanwhile: the player presses Space again without hunting for the button. `remember` runs in
 * the click, before the button is disabled.
 */
function useRestoredFocus(busy: boolean) {
  const ref = useRef<HTMLButtonElement | null>(null)
  const hadFocus = useRef(false)
  useEffect(() => {
    if (busy) return
    const focusLost = document.activeElement === null || document.activeElement === document.body
    if (hadFocus.current && focusLost) ref.current?.focus()
    hadFocus.current = false
  }, [busy])
  const remember = () => {
    hadFocus.current = ref.current !== null && ref.current === document.activeElement
  }
  return { ref, remember }
}
