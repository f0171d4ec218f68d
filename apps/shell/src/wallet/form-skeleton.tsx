import { Skeleton } from '@parlor/ui-kit'
import './wallet.css'

/**
 * The parts of a wallet form: a field (label and control), one with a hint line, a row of chips,
 * a group of three choice cards, a link, a button. The stylesheet gives each the height the real
 * part takes, at every width.
 */
export type FormSkeletonBlock = 'field' | 'hintedField' | 'chips' | 'choices' | 'link' | 'button'

/**
 * A form's outline while the data it needs loads: blocks of the sizes the real fields take, so
 * nothing moves when they arrive.
 */
export function FormSkeleton({ blocks }: { blocks: readonly FormSkeletonBlock[] }) {
  return (
    <div className="wallet-form" aria-hidden="true" data-testid="form-skeleton">
      {blocks.map((block, index) => (
        <Skeleton
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed outline; the order is the identity
          key={index}
          className={`wallet-skeleton wallet-skeleton--${block}`}
        />
      ))}
    </div>
  )
}
