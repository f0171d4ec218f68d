import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AfterHydration } from './after-hydration.tsx'

function Page() {
  return (
    <main>
      <h1>Lobby</h1>
      <AfterHydration>
        <aside>Live chat</aside>
      </AfterHydration>
    </main>
  )
}

describe('AfterHydration', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    vi.restoreAllMocks()
  })

  it('leaves its children out of the server’s markup and shows them once the page has hydrated', async () => {
    const markup = renderToString(<Page />)
    expect(markup).not.toContain('Live chat')
    const container = document.createElement('div')
    container.innerHTML = markup
    document.body.append(container)
    const errors = vi.spyOn(console, 'error')
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => console.error(error) })
    })
    expect(container.querySelector('aside')?.textContent).toBe('Live chat')
    // The server's heading is the one React kept: hydrated, not drawn again.
    expect(errors).not.toHaveBeenCalled()
  })
})
