import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AppLink, type AppLinkProps, LinkProvider } from './app-link.tsx'

/** Stands in for the shell's router link. */
function RouterLink({ href, external, ...props }: AppLinkProps) {
  return (
    <a data-router="yes" data-external={String(Boolean(external))} href={`#${href}`} {...props} />
  )
}

describe('AppLink', () => {
  it('is a plain anchor without a provider, opening external addresses in a new tab', () => {
    render(
      <>
        <AppLink href="/promotions">Promotions</AppLink>
        <AppLink href="https://partner.example" external>
          Partner
        </AppLink>
      </>,
    )
    expect(screen.getByRole('link', { name: 'Promotions' })).not.toHaveAttribute('target')
    const partner = screen.getByRole('link', { name: 'Partner' })
    expect(partner).toHaveAttribute('target', '_blank')
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer')
    expect(partner).not.toHaveAttribute('external')
  })

  it('renders through the app link when one is provided', () => {
    render(
      <LinkProvider link={RouterLink}>
        <AppLink href="/wallet">Wallet</AppLink>
      </LinkProvider>,
    )
    const link = screen.getByRole('link', { name: 'Wallet' })
    expect(link).toHaveAttribute('data-router', 'yes')
    expect(link).toHaveAttribute('href', '#/wallet')
  })
})
