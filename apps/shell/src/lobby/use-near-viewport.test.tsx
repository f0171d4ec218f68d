import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nearViewportMargin, useNearViewport } from './use-near-viewport.ts'

function Section() {
  const [ref, near] = useNearViewport<HTMLDivElement>()
  return <div ref={ref}>{near ? 'Hot games: Lucky Dragon' : 'placeholder'}</div>
}

/** A stand-in for the browser's observer: the test says when the element nears the screen. */
function fakeObserver() {
  const observers: {
    callback: IntersectionObserverCallback
    options?: IntersectionObserverInit
  }[] = []
  const disconnect = vi.fn()
  class FakeIntersectionObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options })
    }
    observe() {}
    disconnect = disconnect
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback } of observers) {
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver)
      }
    })
  return { observers, disconnect, report }
}

describe('useNearViewport', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('holds a section back until it nears the screen, then keeps it', () => {
    const observer = fakeObserver()
    render(<Section />)
    expect(screen.getByText('placeholder')).toBeInTheDocument()
    expect(observer.observers[0]?.options?.rootMargin).toBe(nearViewportMargin)

    observer.report(false)
    expect(screen.getByText('placeholder')).toBeInTheDocument()
    observer.report(true)
    expect(screen.getByText('Hot games: Lucky Dragon')).toBeInTheDocument()
    expect(observer.disconnect).toHaveBeenCalled()
    // Scrolled away again, it stays rendered: nothing the player has seen disappears.
    observer.report(false)
    expect(screen.getByText('Hot games: Lucky Dragon')).toBeInTheDocument()
  })

  it('renders at once where the browser cannot tell where the section is', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Section />)
    expect(screen.getByText('Hot games: Lucky Dragon')).toBeInTheDocument()
  })
})
