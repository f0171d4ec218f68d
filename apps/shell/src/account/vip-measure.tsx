import { Amount, ProgressBar } from '@parlor/ui-kit'
import type { ComponentProps } from 'react'

/**
 * One measure of VIP progress, named on screen: what it counts, the amount so far and the share
 * of the next level's threshold, above its bar. The bar's accessible name is the same words.
 */
export function VipMeasure({
  label,
  percent,
  amount,
  testId,
}: {
  readonly label: string
  readonly percent: number
  readonly amount: ComponentProps<typeof Amount>
  readonly testId?: string
}) {
  const shown = Math.min(100, Math.max(0, Math.round(percent)))
  return (
    <div className="vip-measure">
      <p className="vip-measure__head">
        <span className="vip-measure__label">{label}</span>
        <span className="vip-measure__figures">
          <span data-testid={testId}>
            <Amount {...amount} />
          </span>
          <span aria-hidden="true"> · </span>
          <span>{`${shown}%`}</span>
        </span>
      </p>
      <ProgressBar label={label} value={percent} valueText={`${shown}%`} />
    </div>
  )
}
