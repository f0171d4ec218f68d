import { act } from '@testing-library/react'
import { type ReactNode, Suspense, useEffect, useId, useState } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { announcingMount, PageMountedProvider } from '../app/page-mounted.tsx'
import { hydrateAtLatestMs, hydratePage } from './hydrate-page.tsx'

/**
 * A page's root as the site's App is: it says when it is on the page. Its list is named by
 * `useId`, and a button that controls it mounts only in the browser, after hydration.
 */
function Page({ onMounted }: { onMounted?: () => void }) {
  const listId = useId()
  const [browser, setBrowser] = useState(false)
  useEffect(() => {
    setBrowser(true)
    onMounted?.()
  }, [onMounted])
  return (
    <main>
      <ul id={listId}>
        <li>Dragon Gold</li>
      </ul>
      {browser ? (
        <button type="button" aria-controls={listId}>
          Next
        </button>
      ) : null}
    </main>
  )
}

/** What the page's own effects found in the store: a first visit's choice, or the visitor's. */
const choices = { current: 'first visit', seen: [] as string[] }

/** A route's page, in its own Suspense boundary as the router renders it. */
const RoutePage = announcingMount(function RoutePage() {
  useEffect(() => {
    choices.seen.push(choices.current)
  }, [])
  return <article>Dragon Gold</article>
})

function RoutedApp({ onMounted }: { onMounted?: () => void }) {
  return (
    <PageMountedProvider value={onMounted}>
      <nav>Slots</nav>
      <Suspense fallback={null}>
        <RoutePage />
      </Suspense>
    </PageMountedProvider>
  )
}

/** A container holding the server's markup of the page, as a first document does. */
function served(page: ReactNode) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(page)
  document.body.append(container)
  return container
}

/** A browser that reports paints, and reports the first one only when the test says so. */
function paintsReportedOnCue() {
  const paint: PerformanceEntry = {
    name: 'first-contentful-paint',
    entryType: 'paint',
    startTime: 1,
    duration: 0,
    toJSON: () => ({}),
  }
  const list: PerformanceObserverEntryList = {
    getEntries: () => [paint],
    getEntriesByName: (name) => (name === paint.name ? [paint] : []),
    getEntriesByType: (type) => (type === paint.entryType ? [paint] : []),
  }
  let report: (() => void) | undefined
  class Observer {
    static supportedEntryTypes = ['paint']
    constructor(private readonly callback: (entries: PerformanceObserverEntryList) => void) {}
    observe() {
      report = () => this.callback(list)
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer)
  return () => report?.()
}

describe('hydratePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('hydrates the server’s markup once its first paint is reported, its nodes and names kept', async () => {
    vi.useFakeTimers()
    const paint = paintsReportedOnCue()
    const container = served(<Page />)
    const list = container.querySelector('ul')
    let hydrated = false
    void hydratePage(container, (onMounted) => <Page onMounted={onMounted} />).then(() => {
      hydrated = true
    })
    await act(async () => vi.advanceTimersByTimeAsync(100))
    expect(hydrated).toBe(false)
    paint()
    await act(async () => vi.advanceTimersByTimeAsync(10))
    expect(hydrated).toBe(true)
    expect(container.querySelector('ul')).toBe(list)
    // A part mounted after hydration names what the server's markup holds.
    const controlled = container.querySelector('button')?.getAttribute('aria-controls')
    expect(controlled).toBe(list?.id)
  })

  it('gives the store its remembered choices once, after the page’s own part hydrates and before its effects', async () => {
    vi.useFakeTimers()
    const paint = paintsReportedOnCue()
    choices.current = 'first visit'
    choices.seen = []
    const container = served(<RoutedApp />)
    const article = container.querySelector('article')
    let restored = 0
    void hydratePage(
      container,
      (onMounted) => <RoutedApp onMounted={onMounted} />,
      () => {
        restored += 1
        choices.current = 'remembered'
      },
    )
    paint()
    await act(async () => vi.advanceTimersByTimeAsync(50))
    expect(choices.seen).toEqual(['remembered'])
    expect(restored).toBe(1)
    // The part kept the server's markup: it hydrated rather than being drawn again.
    expect(container.querySelector('article')).toBe(article)
  })

  it('hydrates all the same when no paint is ever reported, as in a background tab', async () => {
    vi.useFakeTimers()
    paintsReportedOnCue()
    const container = served(<Page />)
    let hydrated = false
    void hydratePage(container, (onMounted) => <Page onMounted={onMounted} />).then(() => {
      hydrated = true
    })
    await act(async () => vi.advanceTimersByTimeAsync(hydrateAtLatestMs - 10))
    expect(hydrated).toBe(false)
    await act(async () => vi.advanceTimersByTimeAsync(20))
    expect(hydrated).toBe(true)
  })
})
