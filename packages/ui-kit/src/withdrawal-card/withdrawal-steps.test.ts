import { describe, expect, it } from 'vitest'
import { withdrawalSteps } from './withdrawal-steps.ts'

const at = (minute: number) => `2025-05-01T10:${String(minute).padStart(2, '0')}:00.000Z`

describe('withdrawalSteps', () => {
  it('marks where a withdrawal stands and what is still ahead', () => {
    expect(
      withdrawalSteps({ status: 'requested', timeline: [{ status: 'requested', at: at(0) }] }),
    ).toEqual([
      { status: 'requested', state: 'current', at: at(0) },
      { status: 'under_review', state: 'upcoming' },
      { status: 'approved', state: 'upcoming' },
      { status: 'paid', state: 'upcoming' },
    ])
  })

  it('is done once paid, leaving out a review the operator skipped', () => {
    expect(
      withdrawalSteps({
        status: 'paid',
        timeline: [
          { status: 'requested', at: at(0) },
          { status: 'approved', at: at(5) },
          { status: 'paid', at: at(9) },
        ],
      }),
    ).toEqual([
      { status: 'requested', state: 'done', at: at(0) },
      { status: 'approved', state: 'done', at: at(5) },
      { status: 'paid', state: 'done', at: at(9) },
    ])
  })

  it('ends at a rejection or cancellation with nothing after it', () => {
    expect(
      withdrawalSteps({
        status: 'rejected',
        timeline: [
          { status: 'requested', at: at(0) },
          { status: 'under_review', at: at(2) },
          { status: 'rejected', at: at(4) },
        ],
      }),
    ).toEqual([
      { status: 'requested', state: 'done', at: at(0) },
      { status: 'under_review', state: 'done', at: at(2) },
      { status: 'rejected', state: 'failed', at: at(4) },
    ])
    expect(
      withdrawalSteps({
        status: 'cancelled',
        timeline: [
          { status: 'requested', at: at(0) },
          { status: 'cancelled', at: at(1) },
        ],
      }).map((step) => step.state),
    ).toEqual(['done', 'failed'])
  })
})
