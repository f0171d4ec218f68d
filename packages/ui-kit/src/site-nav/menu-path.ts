/** An operator's menu item may lead off the site: an absolute http(s) address. */
export function isExternalPath(path: string): boolean {
  return /^https?:\/\//i.test(path.trim())
}

function normalise(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? ''
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare
}

/**
 * Whether an item's path is the page showing now. A section's deeper pages count too (a provider
 * page under /slots keeps "Slots" current), as the router's own active links do; the home page
 * only counts on itself.
 */
export function isCurrentPath(path: string, currentPath: string | undefined): boolean {
  if (currentPath === undefined || path === '' || isExternalPath(path)) return false
  const item = normalise(path)
  const current = normalise(currentPath)
  if (item === current) return true
  return item !== '/' && current.startsWith(`${item}/`)
}
