import { useLingui } from '@lingui/react'
import { userAtom } from '@parlor/core'
import { useAtomValue } from 'jotai'

/**
 * The player's minigame tokens: those they can spin with now, and frozen ones, which tokens from
 * a deposit stay for a day before they unlock (so depositing and withdrawing farms nothing).
 */
export function SpinTokens({ cost }: { cost: number }) {
  const { i18n } = useLingui()
  const { token_balance, frozen_token } = useAtomValue(userAtom).minigame
  return (
    <div className="lucky-wheel__tokens">
      <p className="lucky-wheel__token-count" data-testid="token-balance">
        <span className="lucky-wheel__token-number">{token_balance}</span>{' '}
        {i18n._({
          id: 'spin.tokensAvailable',
          message: '{count, plural, one {token to spin with} other {tokens to spin with}}',
          values: { count: token_balance },
        })}
      </p>
      <p className="lucky-wheel__note">
        {i18n._({
          id: 'spin.cost',
          message: 'One spin costs {cost, plural, one {# token} other {# tokens}}.',
          values: { cost },
        })}
      </p>
      <p className="lucky-wheel__note" data-testid="frozen-tokens">
        {i18n._({
          id: 'spin.frozen',
          message:
            '{count, plural, one {# frozen token} other {# frozen tokens}}: tokens from a deposit unlock a day later, then you can spin with them.',
          values: { count: frozen_token },
        })}
      </p>
    </div>
  )
}
