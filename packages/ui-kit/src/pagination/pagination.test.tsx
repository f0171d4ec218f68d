import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../test/render-with-i18n.tsx'
import { Pagination } from './pagination.tsx'

describe('Pagination', () => {
  it('marks the current page and asks for the one chosen', async () => {
    const user = userEvent.setup()
    const onPageChange = vi.fn()
    renderWithI18n(<Pagination totalItems={95} currentPage={4} onPageChange={onPageChange} />)
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    const pages = within(nav)
      .getAllByRole('button', { name: /^Page / })
      .map((button) => button.textContent)
    expect(pages).toEqual(['2', '3', '4', '5', '6'])
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current')

    await user.click(screen.getByRole('button', { name: 'Page 6' }))
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await user.click(screen.getByRole('button', { name: 'Previous page' }))
    expect(onPageChange.mock.calls).toEqual([[6], [5], [3]])
  })

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderWithI18n(<Pagination totalItems={30} currentPage={1} />)
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled()
    rerender(<Pagination totalItems={30} currentPage={3} />)
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
  })

  it('renders links with the page in place of [page]', () => {
    renderWithI18n(
      <Pagination
        totalItems={100}
        currentPage={1}
        link="/promotions?page=[page]"
        label="Promotions pages"
      />,
    )
    const nav = screen.getByRole('navigation', { name: 'Promotions pages' })
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/promotions?page=2',
    )
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/promotions?page=2',
    )
    const previous = within(nav).getByRole('link', { name: 'Previous page' })
    expect(previous).not.toHaveAttribute('href')
    expect(previous).toHaveAttribute('aria-disabled', 'true')
  })

  it('offers jumps of half the page buttons when asked', () => {
    renderWithI18n(<Pagination totalItems={200} currentPage={10} showJumps />)
    expect(screen.getByRole('button', { name: 'Back 3 pages' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Forward 3 pages' })).toBeEnabled()
  })

  it('renders nothing for a single page', () => {
    const { container } = renderWithI18n(<Pagination totalItems={7} currentPage={1} />)
    expect(container).toBeEmptyDOMElement()
  })
})
