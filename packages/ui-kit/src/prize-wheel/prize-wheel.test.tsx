import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { PrizeWheel } from './prize-wheel.tsx'
import { nextRotation, restingRotation } from './wheel-geometry.ts'

const prizes = [
  { id: 1, label: 'Try again' },
  { id: 2, label: 'Small cash' },
  { id: 3, label: 'Jackpot' },
  { id: 4, label: 'Free spin' },
]

function reduceMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('PrizeWheel', () => {
  it('is named by its prizes and says nothing of a result before a spin', () => {
    renderWithI18n(<PrizeWheel prizes={prizes} landOn={null} spinning={false} onSpun={() => {}} />)
    expect(
      screen.getByRole('img', {
        name: 'Lucky wheel with 4 prizes: Try again, Small cash, Jackpot, Free spin',
      }),
    ).toBeVisible()
    expect(screen.queryByText(/stopped on/)).toBeNull()
  })

  it('turns to the prize, then reports it once the turn ends', () => {
    reduceMotion(false)
    const onSpun = vi.fn()
    const { container, rerender } = renderWithI18n(
      <PrizeWheel prizes={prizes} landOn={null} spinning={false} onSpun={onSpun} />,
    )
    rerender(<PrizeWheel prizes={prizes} landOn={3} spinning onSpun={onSpun} />)
    expect(screen.getByText('The wheel is turning…')).toBeVisible()
    const dial = container.querySelector('[data-animating]') as HTMLElement
    expect(dial.style.getPropertyValue('--pk-wheel-rotation')).toBe(
      `${nextRotation(0, 2, 4, 5)}deg`,
    )
    expect(onSpun).not.toHaveBeenCalled()

    fireEvent.transitionEnd(dial)
    expect(onSpun).toHaveBeenCalledTimes(1)
    rerender(<PrizeWheel prizes={prizes} landOn={3} spinning={false} onSpun={onSpun} />)
    expect(screen.getByText('The wheel stopped on Jackpot')).toBeVisible()
  })

  it('finishes even when the transition never ends (a hidden tab)', () => {
    reduceMotion(false)
    vi.useFakeTimers()
    const onSpun = vi.fn()
    renderWithI18n(<PrizeWheel prizes={prizes} landOn={2} spinning onSpun={onSpun} />)
    act(() => vi.advanceTimersByTime(3_600))
    expect(onSpun).toHaveBeenCalledTimes(1)
  })

  it('lands at once when the player asks for reduced motion', () => {
    reduceMotion(true)
    const onSpun = vi.fn()
    const { container } = renderWithI18n(
      <PrizeWheel prizes={prizes} landOn={4} spinning onSpun={onSpun} />,
    )
    expect(onSpun).toHaveBeenCalledTimes(1)
    const dial = container.querySelector('[data-animating]') as HTMLElement
    expect(dial.dataset.animating).toBe('false')
  })
})

describe('wheel geometry', () => {
  it('puts the middle of the chosen segment under the pointer', () => {
    expect(restingRotation(0, 4)).toBe(315)
    expect(restingRotation(2, 4)).toBe(135)
  })

  it('always turns forwards, whole turns first', () => {
    const first = nextRotation(0, 2, 4, 5)
    expect(first).toBe(5 * 360 + 135)
    const second = nextRotation(first, 0, 4, 5)
    expect(second).toBeGreaterThan(first + 5 * 360)
    expect(second % 360).toBe(315)
  })
})
