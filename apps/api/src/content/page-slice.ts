import { pageWindow } from '../db/page-window.ts'

/** One page of an already ordered list, with the paging fields the contract answers beside it. */
export function pageSlice<T>(
  items: readonly T[],
  request: { readonly page: number; readonly page_size: number },
): { items: T[]; page: number; page_size: number; total: number } {
  const { offset, limit } = pageWindow(request)
  return {
    items: items.slice(offset, offset + limit),
    page: request.page,
    page_size: request.page_size,
    total: items.length,
  }
}
