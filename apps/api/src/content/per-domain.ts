/** Loads a value per domain once and keeps it; a domain with no value is asked again next time. */
export function perDomain<T>(load: (domain: string) => Promise<T | undefined>) {
  const cache = new Map<string, T>()
  return async (domain: string): Promise<T | undefined> => {
    const cached = cache.get(domain)
    if (cached !== undefined) return cached
    const value = await load(domain)
    if (value !== undefined) cache.set(domain, value)
    return value
  }
}
