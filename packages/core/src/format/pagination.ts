/** Spec §9: 10 items a page, 5 page buttons, jumps of half the buttons rounded up. */
export const paginationDefaults = { perPage: 10, maxButtons: 5 } as const

export const linkPlaceholder = '[page]'

export interface PaginationInput {
  readonly totalItems: number
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
  readonly href: string | null
}

export interface Pagination {
  readonly totalPages: number
  readonly currentPage: number
  readonly pages: readonly PageButton[]
  readonly previous: number | null
  readonly next: number | null
  readonly jumpBack: number | null
  readonly jumpForward: number | null
  readonly jumpSize: number
  hrefFor(page: number): string | null
}

export function paginate(input: PaginationInput): Pagination {
  const perPage = Math.max(1, Math.floor(input.perPage ?? paginationDefaults.perPage))
  const maxButtons = Math.max(1, Math.floor(input.maxButtons ?? paginationDefaults.maxButtons))
  if (input.type === 'link' && !input.link?.includes(linkPlaceholder)) {
    throw new Error(`Pagination link type needs a link containing ${linkPlaceholder}`)
  }
  const link = input.type === 'link' ? (input.link ?? null) : null
  const hrefFor = (page: number) => (link ? link.replaceAll(linkPlaceholder, String(page)) : null)

  const totalPages = Math.max(1, Math.ceil(Math.max(0, input.totalItems) / perPage))
  const wanted = Number.isFinite(input.currentPage) ? Math.floor(input.currentPage) : 1
  const currentPage = Math.min(Math.max(1, wanted), totalPages)

  const shown = Math.min(maxButtons, totalPages)
  const first = Math.min(
    Math.max(1, currentPage - Math.floor((shown - 1) / 2)),
    totalPages - shown + 1,
  )
  const pages = Array.from({ length: shown }, (_, i) => first + i).map((page) => ({
    page,
    current: page === currentPage,
    href: hrefFor(page),
  }))

  const jumpSize = Math.ceil(maxButtons / 2)
  const within = (page: number) =>
    page >= 1 && page <= totalPages && page !== currentPage ? page : null
  return {
    totalPages,
    currentPage,
    pages,
    previous: within(currentPage - 1),
    next: within(currentPage + 1),
    jumpBack: currentPage > 1 ? Math.max(1, currentPage - jumpSize) : null,
    jumpForward: currentPage < totalPages ? Math.min(totalPages, currentPage + jumpSize) : null,
    jumpSize,
    hrefFor,
  }
}
