/** One page of an already ordered list, with the paging fields the contract answers beside it. */
export function pageSlice<T>(
  items: readonly T[],
  request: { readonly page: number; readonly page_size: number },
): { items: T[]; page: number; page_size: number; total: number } {
  const start = (request.page - 1) * request.page_size
  return {
    items: items.slice(start, start + request.page_size),
    page: request.page,
    page_size: request.page_size,
    total: items.length,
  }
}
