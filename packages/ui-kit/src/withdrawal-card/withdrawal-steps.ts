import type { Withdrawal, WithdrawalStatus } from '@parlor/contract'
import type { TimelineStepState } from '../timeline/timeline.tsx'

/** The road a withdrawal travels when nothing stops it. */
const forward: readonly WithdrawalStatus[] = ['requested', 'under_review', 'approved', 'paid']

export interface WithdrawalStepPlan {
  readonly status: WithdrawalStatus
  readonly state: TimelineStepState
  /** When it was reached (ISO), for steps already reached. */
  readonly at?: string
}

/**
 * The steps a withdrawal's timeline shows. Reached steps carry their dates; where it stands now
 * is `current` (or `done` once paid); what is still ahead is `upcoming`. A rejection or a
 * cancellation ends the road as a `failed` step, with nothing after it. A step the operator
 * skipped (straight from requested to approved) is left out rather than shown as done.
 */
export function withdrawalSteps(
  withdrawal: Pick<Withdrawal, 'status' | 'timeline'>,
): WithdrawalStepPlan[] {
  const reachedAt = new Map<WithdrawalStatus, string>()
  for (const step of withdrawal.timeline) {
    if (!reachedAt.has(step.status)) reachedAt.set(step.status, step.at)
  }
  const { status } = withdrawal
  const ended = status === 'rejected' || status === 'cancelled'
  const position = forward.indexOf(status)
  const steps: WithdrawalStepPlan[] = []
  forward.forEach((step, index) => {
    const at = reachedAt.get(step)
    if (step === status) {
      steps.push({
        status: step,
        state: step === 'paid' ? 'done' : 'current',
        ...(at ? { at } : {}),
      })
    } else if (at !== undefined) {
      steps.push({ status: step, state: 'done', at })
    } else if (!ended && index > position) {
      steps.push({ status: step, state: 'upcoming' })
    }
  })
  if (ended) {
    const at = reachedAt.get(status)
    steps.push({ status, state: 'failed', ...(at ? { at } : {}) })
  }
  return steps
}
