/** 10 items a page, 5 page buttons, jumps of half the buttons rounded up. */
export const paginationDefaults = { perPage: 10, maxButtons: 5 } as const

export const linkPlaceholder = '[page]'

export interface PaginationInput {
  readonly totalItems: number
  /** 1-based; a page out of range is clamped to the first or last page. */
  readonly currentPage: number
  readonly perPage?: number
  readonly maxButtons?: number
  /** `link` renders anchors (crawlable lists); it needs a URL with the `[page]` placeholder. */
  readonly type?: 'button' | 'link'
  readonly link?: string
}

export interface PageButton {
  readonly page: number
  readonly current: boolean
  /** Set for the link type only. */
  readonly href: string | null
}

/** A page to go to, or null where there is nowhere to go (no previous page on page 1…). */
export interface Pagination {
  readonly totalPages: number
  readonly currentPage: number
  readonly pages: readonly PageButton[]
  readonly previous: number | null
  readonly next: number | null
  readonly jumpBack: number | null
  readonly jumpForward: number | null
  readonly jumpSize: number
  /** The href of any page (previous, next, jumps) for the link type; null for buttons. */
  hrefFor(page: number): string | null
}

/**
 * The pages to show around the current one: a window of at most `maxButtons` consecutive pages
 * that holds the current page, centred on it where the ends allow.
 */
export function paginate(input: PaginationInput): Pagination {
  if (input.type === 'link' && !input.link?.includes(linkPlaceholder)) {
    throw new Error(`Pagination link type needs a link containing ${linkPlaceholder}`)
  }
  const link = input.type === 'link' ? (input.link ?? null) : null
  const hrefFor = (page: number) => (link ? link.replaceAll(linkPlaceholder, String(page)) : null)

  const perPage = atLeastOne(input.perPage, paginationDefaults.perPage)
  const maxButtons = atLeastOne(input.maxButtons, paginationDefaults.maxButtons)
  const totalItems = Number.isFinite(input.totalItems) ? Math.max(0, input.totalItems) : 0
  // An empty list still has its one (empty) page, so the current page is always a real page.
  const totalPages = Math.max(1, Math.ceil(totalItems / perPage))
  const wanted = Number.isNaN(input.currentPage) ? 1 : Math.floor(input.currentPage)
  const currentPage = Math.min(Math.max(1, wanted), totalPages)

  const shown = Math.min(maxButtons, totalPages)
  const centred = currentPage - Math.floor((shown - 1) / 2)
  const first = Math.min(Math.max(1, centred), totalPages - shown + 1)
  const pages = Array.from({ length: shown }, (_, i) => {
    const page = first + i
    return { page, current: page === currentPage, href: hrefFor(page) }
  })

  const jumpSize = Math.ceil(maxButtons / 2)
  return {
    totalPages,
    currentPage,
    pages,
    previous: currentPage > 1 ? currentPage - 1 : null,
    next: currentPage < totalPages ? currentPage + 1 : null,
    jumpBack: currentPage > 1 ? Math.max(1, currentPage - jumpSize) : null,
    jumpForward: currentPage < totalPages ? Math.min(totalPages, currentPage + jumpSize) : null,
    jumpSize,
    hrefFor,
  }
}

/** A count option: whole, at least 1, the default when missing or not a number. */
function atLeastOne(value: number | undefined, fallback: number): number {
  if (value === undefined || Number.isNaN(value)) return fallback
  return Math.max(1, Math.floor(value))
}
