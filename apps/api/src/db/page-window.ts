/** The rows one page of a list covers, from the contract's 1-based page and its size. */
export function pageWindow(request: { page: number; page_size: number }): {
  offset: number
  limit: number
} {
  return { offset: (request.page - 1) * request.page_size, limit: request.page_size }
}
