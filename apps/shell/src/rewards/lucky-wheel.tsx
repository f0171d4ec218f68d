import { useLingui } from '@lingui/react'
import type { SpinPrize } from '@parlor/contract'
import { userAtom } from '@parlor/core'
import { Button, EmptyState, PrizeWheel } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import { useId } from 'react'
import { LuckyWheelSkeleton } from './lucky-wheel-skeleton.tsx'
import { PrizeList } from './prize-list.tsx'
import { SpinResult } from './spin-result.tsx'
import { SpinTokens } from './spin-tokens.tsx'
import { useLuckyWheel } from './use-lucky-wheel.ts'
import './lucky-wheel.css'

/**
 * The lucky wheel with the player's tokens, the spin, its result and the prizes (/spin, /minigame).
 * `headingLevel` is the level of its own headings under the page's.
 */
export function LuckyWheel({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { i18n } = useLingui()
  const shortId = useId()
  const wheel = useLuckyWheel()
  const tokens = useAtomValue(userAtom).minigame.token_balance
  const info = wheel.info.data
  if (!info) return <LuckyWheelSkeleton />
  if (info.prizes.length === 0) {
    return (
      <EmptyState
        title={i18n._({ id: 'spin.closed', message: 'The wheel is not running right now' })}
      >
        <p>{i18n._({ id: 'spin.closedBody', message: 'Your tokens keep until it is back.' })}</p>
      </EmptyState>
    )
  }

  const short = tokens < info.spin_cost
  const busy = wheel.pending || wheel.spinning
  const prizes = info.prizes.map((prize: SpinPrize) => ({ id: prize.prize_id, label: prize.label }))
  return (
    <div className="lucky-wheel">
      <PrizeWheel
        prizes={prizes}
        landOn={wheel.prize?.prize_id ?? null}
        spinning={wheel.spinning}
        onSpun={wheel.onSpun}
      />
      <div className="lucky-wheel__side">
        <SpinTokens cost={info.spin_cost} />
        <Button
          className="lucky-wheel__spin"
          onClick={wheel.spin}
          disabled={short || busy}
          aria-busy={busy}
          aria-describedby={short ? shortId : undefined}
        >
          {busy
            ? i18n._({ id: 'spin.spinning', message: 'Spinning…' })
            : i18n._({ id: 'spin.spin', message: 'Spin' })}
        </Button>
        {short && !busy ? (
          <p id={shortId} className="lucky-wheel__note">
            {i18n._({
              id: 'spin.needTokens',
              message:
                'You need {cost, plural, one {# token} other {# tokens}} to spin. Earn them with deposits and missions.',
              values: { cost: info.spin_cost },
            })}
          </p>
        ) : null}
        <SpinResult prize={wheel.landed} outOfTokens={wheel.outOfTokens} />
        <PrizeList prizes={info.prizes} headingLevel={headingLevel} />
      </div>
    </div>
  )
}
