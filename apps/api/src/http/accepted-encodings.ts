/** The content encodings the server sends, in the order it prefers them. */
export const contentEncodings = ['br', 'gzip'] as const
export type ContentEncoding = (typeof contentEncodings)[number]

/**
 * The encodings an `Accept-Encoding` header accepts, of those the server sends: `q=0` refuses
 * one, and `*` stands for any the header does not name.
 */
export function acceptedEncodings(header: string | undefined): Set<ContentEncoding> {
  const named = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [token, ...params] = part.split(';').map((p) => p.trim().toLowerCase())
    if (!token) continue
    const q = params.find((p) => p.startsWith('q='))
    named.set(token, q ? Number(q.slice(2)) || 0 : 1)
  }
  const accepted = new Set<ContentEncoding>()
  for (const name of contentEncodings) {
    const q = named.get(name) ?? named.get('*') ?? 0
    if (q > 0) accepted.add(name)
  }
  return accepted
}
