import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { RouterLink } from './router-link.tsx'

/** Renders `node` on a page of a router, as every link of the site is. */
async function renderOnPage(node: () => ReactNode, origin?: string) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node() }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    ...(origin ? { origin } : {}),
  })
  await act(async () => {
    render(<RouterProvider router={router} />)
    await router.load()
  })
}

describe('links of ui-kit and the themes', () => {
  it('refuses a script address and shows the text without a link', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    // biome-ignore lint/security/noScriptUrl: the address a link must refuse
    await renderOnPage(() => <RouterLink href="javascript:alert(1)">Promo</RouterLink>)
    expect(await screen.findByText('Promo')).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
    expect(logged).toHaveBeenCalled()
  })

  it('refuses another site unless the link says it is external', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderOnPage(() => (
      <>
        <RouterLink href="https://partner.example/">Unflagged partner</RouterLink>
        <RouterLink href="https://partner.example/" external>
          Partner
        </RouterLink>
      </>
    ))
    expect(await screen.findByText('Unflagged partner')).not.toHaveAttribute('href')
    expect(screen.queryByRole('link', { name: 'Unflagged partner' })).toBeNull()
    const link = screen.getByRole('link', { name: 'Partner' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('knows this site by the router’s origin, as on the server, not the window’s', async () => {
    await renderOnPage(
      () => <RouterLink href="https://site.example/slots?provider=JILI">Slots</RouterLink>,
      'https://site.example',
    )
    const link = await screen.findByRole('link', { name: 'Slots' })
    expect(link).toHaveAttribute('href', '/slots?provider=JILI')
    expect(link).not.toHaveAttribute('target')
  })
})
