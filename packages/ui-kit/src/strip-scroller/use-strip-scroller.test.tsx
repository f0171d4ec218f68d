import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useStripScroller } from './use-strip-scroller.ts'

/** A ResizeObserver whose reports the test delivers, as the browser does after a layout. */
class ReportingObserver {
  static latest: ReportingObserver | undefined
  constructor(private readonly report: () => void) {
    ReportingObserver.latest = this
  }
  observe() {}
  disconnect() {}
  deliver() {
    this.report()
  }
}

function Row({ cards }: { cards: number }) {
  const { ref, atStart, atEnd } = useStripScroller<HTMLUListElement>(cards)
  return <ul ref={ref} data-at-start={atStart} data-at-end={atEnd} />
}

/** A row whose cards all fit: nothing to scroll either way. */
function fittingRow(list: HTMLElement, reads: { count: number }) {
  Object.defineProperty(list, 'scrollWidth', {
    get: () => {
      reads.count++
      return 300
    },
  })
  Object.defineProperty(list, 'clientWidth', { get: () => 300 })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('useStripScroller', () => {
  it('reads the row when the browser first reports its size, not as it mounts', () => {
    vi.stubGlobal('ResizeObserver', ReportingObserver)
    const reads = { count: 0 }
    const { container, rerender } = render(<Row cards={0} />)
    const list = container.querySelector('ul') as HTMLElement
    fittingRow(list, reads)
    // A new count of cards sets the row up again: still no reading of its layout.
    rerender(<Row cards={4} />)
    expect(reads.count).toBe(0)
    expect(list.dataset.atEnd).toBe('false')
    act(() => ReportingObserver.latest?.deliver())
    expect(reads.count).toBe(1)
    expect(list.dataset.atStart).toBe('true')
    expect(list.dataset.atEnd).toBe('true')
  })

  it('reads the row as it mounts where there is no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined)
    const reads = { count: 0 }
    const { container, rerender } = render(<Row cards={0} />)
    const list = container.querySelector('ul') as HTMLElement
    fittingRow(list, reads)
    rerender(<Row cards={4} />)
    expect(reads.count).toBe(1)
    expect(list.dataset.atEnd).toBe('true')
  })
})
