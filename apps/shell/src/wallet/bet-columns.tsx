import { useLingui } from '@lingui/react'
import type { BetRecord } from '@parlor/contract'
import { Amount, type DataTableColumn, StatusBadge } from '@parlor/ui-kit'
import { useMoneyFormat } from '../account/use-money-format.ts'
import { betStatusLabels, betStatusTones } from './bet-statuses.ts'
import { useDateTime } from './use-date-time.ts'
import './wallet.css'

/**
 * A round: the game and its provider, the round id (players quote it to support, so it is
 * monospace and selected whole with one click), stake, win, status and when it was placed.
 */
export function useBetColumns(): DataTableColumn<BetRecord>[] {
  const { i18n } = useLingui()
  const money = useMoneyFormat()
  const dateTime = useDateTime()
  return [
    {
      id: 'game',
      header: i18n._({ id: 'bets.game', message: 'Game' }),
      cell: (bet) => (
        <span className="wallet-game">
          <span className="wallet-game__name">{bet.game_name}</span>
          <span className="wallet-game__provider">{bet.provider_code}</span>
        </span>
      ),
      primary: true,
      placeholderWidth: '10em',
    },
    {
      id: 'round',
      header: i18n._({ id: 'bets.roundId', message: 'Round ID' }),
      cell: (bet) => (
        <code className="wallet-reference wallet-reference--whole">{bet.round_id}</code>
      ),
      placeholderWidth: '11em',
    },
    {
      id: 'stake',
      header: i18n._({ id: 'bets.stake', message: 'Stake' }),
      cell: (bet) => <Amount minor={bet.stake} {...money} />,
      align: 'end',
      placeholderWidth: '5em',
    },
    {
      id: 'win',
      header: i18n._({ id: 'bets.win', message: 'Win' }),
      cell: (bet) => <Amount minor={bet.win} {...money} />,
      align: 'end',
      placeholderWidth: '5em',
    },
    {
      id: 'status',
      header: i18n._({ id: 'wallet.status', message: 'Status' }),
      cell: (bet) => (
        <StatusBadge tone={betStatusTones[bet.status]}>
          {i18n._(betStatusLabels[bet.status])}
        </StatusBadge>
      ),
      placeholderWidth: '5em',
    },
    {
      id: 'placed',
      header: i18n._({ id: 'bets.placed', message: 'Placed' }),
      cell: (bet) => dateTime(bet.placed_at),
      placeholderWidth: '9em',
    },
  ]
}
