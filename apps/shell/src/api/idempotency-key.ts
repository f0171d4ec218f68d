/**
 * A fresh Idempotency-Key. `crypto.randomUUID` exists only in secure contexts, which every real
 * site is; the fallback keeps a plain-http preview working.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
