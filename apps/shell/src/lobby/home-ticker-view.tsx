import { Trans, useLingui } from '@lingui/react'
import type { RecentWin, RecentWithdrawal } from '@parlor/contract'
import { Amount, WinnersTicker, type WinnersTickerItem } from '@parlor/ui-kit'
import { useMoneyFormat } from '../account/use-money-format.ts'

/** Wins and withdrawals taken in turn, so neither kind runs for long on its own. */
function alternate<TFirst, TSecond>(
  first: readonly TFirst[],
  second: readonly TSecond[],
): (TFirst | TSecond)[] {
  const mixed: (TFirst | TSecond)[] = []
  for (let i = 0; i < Math.max(first.length, second.length); i++) {
    if (i < first.length) mixed.push(first[i] as TFirst)
    if (i < second.length) mixed.push(second[i] as TSecond)
  }
  return mixed
}

export interface HomeTickerViewProps {
  /** The latest big wins and withdrawals; null while they load. */
  readonly ticker: {
    readonly winners: readonly RecentWin[]
    readonly withdrawals: readonly RecentWithdrawal[]
  } | null
}

/**
 * The home page's ticker as drawn (masked players, their wins and withdrawals in turn). Apart
 * from the call (home-ticker.tsx) so Storybook draws the same ticker from fixtures.
 */
export function HomeTickerView({ ticker }: HomeTickerViewProps) {
  const { i18n } = useLingui()
  const money = useMoneyFormat()
  const entry = (record: RecentWin | RecentWithdrawal, index: number): WinnersTickerItem => ({
    key: `${index}`,
    account: record.account_id,
    amount: <Amount minor={record.amount} {...money} />,
    // Whole sentences, so each language puts the player, the amount and the game in its order.
    sentence:
      'game_name' in record
        ? ({ account, amount }) => (
            <Trans
              id="home.tickerWin"
              message="{account} won {amount} on {game}"
              values={{ account, amount, game: record.game_name }}
            />
          )
        : ({ account, amount }) => (
            <Trans
              id="home.tickerWithdrawal"
              message="{account} withdrew {amount}"
              values={{ account, amount }}
            />
          ),
  })
  const items = ticker
    ? alternate<RecentWin, RecentWithdrawal>(ticker.winners, ticker.withdrawals).map(entry)
    : null
  return (
    <WinnersTicker
      label={i18n._({ id: 'home.tickerLabel', message: 'Recent wins and withdrawals' })}
      items={items}
    />
  )
}
