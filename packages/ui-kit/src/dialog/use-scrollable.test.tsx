import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useScrollable } from './use-scrollable.ts'

function ScrollBox() {
  const [ref, scrolls] = useScrollable<HTMLDivElement>()
  return (
    <div ref={ref} data-testid="box" tabIndex={scrolls ? 0 : undefined}>
      <p>Clause 1.</p>
    </div>
  )
}

/** A box of text whose heights the test sets, counting how often the page read them. */
function measuredBox(heights: { scroll: number; client: number }) {
  const reads = { count: 0 }
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => {
    reads.count += 1
    return heights.scroll
  })
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => heights.client)
  return reads
}

describe('useScrollable', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  describe('where the browser reports sizes', () => {
    let report: () => void = () => {}

    beforeEach(() => {
      // The browser reports a watched box's size after its own layout, the first time included.
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(callback: () => void) {
            report = callback
          }
          observe() {}
          disconnect() {}
        },
      )
    })

    it('reads nothing as the box is attached, only once the browser has laid it out', () => {
      const reads = measuredBox({ scroll: 900, client: 400 })
      render(<ScrollBox />)
      expect(reads.count).toBe(0)
      expect(screen.getByTestId('box')).not.toHaveAttribute('tabindex')
      act(() => report())
      expect(reads.count).toBe(1)
      expect(screen.getByTestId('box')).toHaveAttribute('tabindex', '0')
    })

    it('leaves the tab order when its text no longer overflows', () => {
      const heights = { scroll: 900, client: 400 }
      measuredBox(heights)
      render(<ScrollBox />)
      act(() => report())
      heights.scroll = 400
      act(() => report())
      expect(screen.getByTestId('box')).not.toHaveAttribute('tabindex')
    })
  })

  it('measures at once where the browser cannot report sizes', () => {
    vi.stubGlobal('ResizeObserver', undefined)
    measuredBox({ scroll: 900, client: 400 })
    render(<ScrollBox />)
    expect(screen.getByTestId('box')).toHaveAttribute('tabindex', '0')
  })
})
