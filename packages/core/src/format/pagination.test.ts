import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { linkPlaceholder, paginate } from './pagination.ts'

const numbers = (p: ReturnType<typeof paginate>) => p.pages.map((b) => b.page)

describe('paginate', () => {
  it('uses 10 items a page and 5 buttons, with jumps of 3', () => {
    const p = paginate({ totalItems: 95, currentPage: 5 })
    expect(p.totalPages).toBe(10)
    expect(numbers(p)).toEqual([3, 4, 5, 6, 7])
    expect(p).toMatchObject({ previous: 4, next: 6, jumpBack: 2, jumpForward: 8, jumpSize: 3 })
  })

  it('counts a partly filled last page', () => {
    expect(paginate({ totalItems: 100, currentPage: 1 }).totalPages).toBe(10)
    expect(paginate({ totalItems: 101, currentPage: 1 }).totalPages).toBe(11)
    expect(paginate({ totalItems: 101, currentPage: 1, perPage: 25 }).totalPages).toBe(5)
  })

  it('marks the current page only', () => {
    const p = paginate({ totalItems: 95, currentPage: 4 })
    expect(p.pages.filter((b) => b.current).map((b) => b.page)).toEqual([4])
  })

  it('keeps the window inside the pages at both ends', () => {
    expect(numbers(paginate({ totalItems: 95, currentPage: 1 }))).toEqual([1, 2, 3, 4, 5])
    expect(numbers(paginate({ totalItems: 95, currentPage: 2 }))).toEqual([1, 2, 3, 4, 5])
    expect(numbers(paginate({ totalItems: 95, currentPage: 9 }))).toEqual([6, 7, 8, 9, 10])
    expect(numbers(paginate({ totalItems: 95, currentPage: 10 }))).toEqual([6, 7, 8, 9, 10])
  })

  it('shows every page when there are fewer pages than buttons', () => {
    expect(numbers(paginate({ totalItems: 30, currentPage: 2 }))).toEqual([1, 2, 3])
  })

  it('puts the extra page of an even window after the current page', () => {
    expect(numbers(paginate({ totalItems: 200, currentPage: 10, maxButtons: 4 }))).toEqual([
      9, 10, 11, 12,
    ])
  })

  it('clamps the jumps to the first and last page', () => {
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
    expect(paginate({ totalItems: 95, currentPage: 1 })).toMatchObject({
      previous: null,
      jumpBack: null,
      next: 2,
      jumpForward: 4,
    })
    expect(paginate({ totalItems: 95, currentPage: 10 })).toMatchObject({
      previous: 9,
      jumpBack: 7,
      next: null,
      jumpForward: null,
    })
  })

  it('clamps a page out of range', () => {
    expect(paginate({ totalItems: 30, currentPage: 99 }).currentPage).toBe(3)
    expect(paginate({ totalItems: 30, currentPage: -4 }).currentPage).toBe(1)
    expect(paginate({ totalItems: 30, currentPage: 0 }).currentPage).toBe(1)
    expect(paginate({ totalItems: 30, currentPage: 2.7 }).currentPage).toBe(2)
    expect(paginate({ totalItems: 30, currentPage: Number.NaN }).currentPage).toBe(1)
  })

  it('gives an empty list one page', () => {
    const p = paginate({ totalItems: 0, currentPage: 1 })
    expect(p.totalPages).toBe(1)
    expect(numbers(p)).toEqual([1])
  })

  it('falls back to the defaults for counts that are not numbers', () => {
    const p = paginate({
      totalItems: Number.NaN,
      currentPage: 1,
      perPage: Number.NaN,
      maxButtons: Number.NaN,
    })
    expect(p.totalPages).toBe(1)
    expect(p.jumpSize).toBe(3)
    expect(paginate({ totalItems: 95, currentPage: 1, perPage: Number.NaN }).totalPages).toBe(10)
    expect(paginate({ totalItems: 95, currentPage: 1, perPage: 0 }).totalPages).toBe(95)
  })

  it('rounds the jump up to half the buttons', () => {
    expect(paginate({ totalItems: 500, currentPage: 20, maxButtons: 7 }).jumpSize).toBe(4)
    expect(paginate({ totalItems: 500, currentPage: 20, maxButtons: 4 }).jumpSize).toBe(2)
    expect(paginate({ totalItems: 500, currentPage: 20, maxButtons: 1 }).jumpSize).toBe(1)
  })

  it('builds links from the [page] placeholder', () => {
    const p = paginate({ totalItems: 40, currentPage: 2, type: 'link', link: '/slots?page=[page]' })
    expect(p.pages.map((b) => b.href)).toEqual([
      '/slots?page=1',
      '/slots?page=2',
      '/slots?page=3',
      '/slots?page=4',
    ])
    expect(p.hrefFor(p.next ?? 0)).toBe('/slots?page=3')
    expect(
      paginate({ totalItems: 40, currentPage: 1, type: 'link', link: '/[page]/[page]' }).hrefFor(3),
    ).toBe('/3/3')
  })

  it('leaves buttons without links, even when given a link', () => {
    const p = paginate({ totalItems: 40, currentPage: 2, link: '/slots?page=[page]' })
    expect(p.pages.every((b) => b.href === null)).toBe(true)
    expect(p.hrefFor(1)).toBeNull()
  })

  it('refuses a link type without the placeholder', () => {
    const message = 'Pagination link type needs a link containing [page]'
    expect(() =>
      paginate({ totalItems: 40, currentPage: 1, type: 'link', link: '/slots' }),
    ).toThrow(message)
    expect(() =>
      paginate({ totalItems: 40, currentPage: 1, type: 'link', link: '/{page}' }),
    ).toThrow(message)
    expect(() => paginate({ totalItems: 40, currentPage: 1, type: 'link' })).toThrow(message)
  })

  it('always shows a consecutive window of the right size holding the current page', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.integer({ min: -5, max: 2_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 15 }),
        (totalItems, currentPage, perPage, maxButtons) => {
          const p = paginate({ totalItems, currentPage, perPage, maxButtons })
          const pages = numbers(p)
          expect(p.totalPages).toBe(Math.max(1, Math.ceil(totalItems / perPage)))
          expect(pages).toHaveLength(Math.min(maxButtons, p.totalPages))
          expect(pages).toContain(p.currentPage)
          pages.forEach((page, i) => {
            if (i > 0) expect(page).toBe((pages[i - 1] ?? 0) + 1)
          })
          expect(pages[0]).toBeGreaterThanOrEqual(1)
          expect(pages.at(-1)).toBeLessThanOrEqual(p.totalPages)
          for (const target of [p.previous, p.next, p.jumpBack, p.jumpForward]) {
            if (target === null) continue
            expect(target).toBeGreaterThanOrEqual(1)
            expect(target).toBeLessThanOrEqual(p.totalPages)
            expect(target).not.toBe(p.currentPage)
          }
        },
      ),
    )
  })

  it('puts the page number in every href and leaves no placeholder', () => {
    const link = fc
      .tuple(fc.string(), fc.string())
      .map(([before, after]) => `${before}${linkPlaceholder}${after}`)
    fc.assert(
      fc.property(link, fc.nat(500), fc.nat(60), (template, totalItems, currentPage) => {
        const p = paginate({ totalItems, currentPage, type: 'link', link: template })
        for (const button of p.pages) {
          expect(button.href).toContain(String(button.page))
          expect(button.href).not.toContain(linkPlaceholder)
        }
      }),
    )
  })
})
