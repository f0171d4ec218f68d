import { useLingui } from '@lingui/react'

/** The player's balance; a dash while it is not known, never a made-up zero. */
export function BalanceDisplay({ text }: { text: string | null }) {
  const { i18n } = useLingui()
  return (
    <p className="demo-slot__balance">
      <span className="demo-slot__label">
        {i18n._({ id: 'demoSlot.balance', message: 'Balance' })}
      </span>
      <strong className="demo-slot__balance-amount" data-testid="demo-slot-balance">
        {text ?? '-'}
      </strong>
    </p>
  )
}
