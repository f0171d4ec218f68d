import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { paginate } from './pagination.ts'

const numbers = (p: ReturnType<typeof paginate>) => p.pages.map((b) => b.page)

describe('paginate', () => {
  it('uses 10 items a page and 5 buttons, with jumps of 3', () => {
    const p = paginate({ totalItems: 95, currentPage: 5 })
    expect(p.totalPages).toBe(10)
    expect(numbers(p)).toEqual([3, 4, 5, 6, 7])
    expect(p).toMatchObject({ previous: 4, next: 6, jumpBack: 2, jumpForward: 8, jumpSize: 3 })
  })

  it('keeps the window inside the pages at both ends', () => {
    expect(numbers(paginate({ totalItems: 95, currentPage: 1 }))).toEqual([1, 2, 3, 4, 5])
    expect(numbers(paginate({ totalItems: 95, currentPage: 10 }))).toEqual([6, 7, 8, 9, 10])
    expect(paginate({ totalItems: 95, currentPage: 2 }).jumpBack).toBe(1)
    expect(paginate({ totalItems: 95, currentPage: 9 }).jumpForward).toBe(10)
  })

  it('has no previous, next or jumps where there is nowhere to go', () => {
    expect(paginate({ totalItems: 3, currentPage: 1 })).toMatchObject({
      totalPages: 1,
      previous: null,
      next: null,
      jumpBack: null,
      jumpForward: null,
    })
  })

  it('clamps a page out of range', () => {
    expect(paginate({ totalItems: 30, currentPage: 99 }).currentPage).toBe(3)
    expect(paginate({ totalItems: 30, currentPage: -4 }).currentPage).toBe(1)
    expect(paginate({ totalItems: 0, currentPage: 1 }).totalPages).toBe(1)
  })

  it('rounds the jump up to half the buttons', () => {
    expect(paginate({ totalItems: 500, currentPage: 20, maxButtons: 7 }).jumpSize).toBe(4)
    expect(paginate({ totalItems: 500, currentPage: 20, maxButtons: 4 }).jumpSize).toBe(2)
  })

  it('builds links from the [page] placeholder, and refuses a link without it', () => {
    const p = paginate({ totalItems: 40, currentPage: 2, type: 'link', link: '/slots?page=[page]' })
    expect(p.pages.map((b) => b.href)).toEqual([
      '/slots?page=1',
      '/slots?page=2',
      '/slots?page=3',
      '/slots?page=4',
    ])
    expect(() =>
      paginate({ totalItems: 40, currentPage: 1, type: 'link', link: '/slots' }),
    ).toThrow('Pagination link type needs a link containing [page]')
    expect(() => paginate({ totalItems: 40, currentPage: 1, type: 'link' })).toThrow('[page]')
  })

  it('always shows a consecutive window holding the current page', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.integer({ min: -5, max: 2_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 15 }),
        (totalItems, currentPage, perPage, maxButtons) => {
          const p = paginate({
            totalItems,
            currentPage,
            perPage,
            maxButtons,
            type: 'link',
            link: '/x/[page]',
          })
          const pages = numbers(p)
          expect(pages).toHaveLength(Math.min(maxButtons, p.totalPages))
          expect(pages).toContain(p.currentPage)
          pages.forEach((page, i) => {
            if (i > 0) expect(page).toBe((pages[i - 1] ?? 0) + 1)
          })
          expect(pages[0]).toBeGreaterThanOrEqual(1)
          expect(pages.at(-1)).toBeLessThanOrEqual(p.totalPages)
          for (const button of p.pages) {
            expect(button.href).toBe(`/x/${button.page}`)
          }
        },
      ),
    )
  })
})
