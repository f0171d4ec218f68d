import { randomBytes } from 'node:crypto'

/**
 * A reference the player can read out to support: a prefix naming the kind of payment and ten
 * characters without look-alikes (no 0/O, 1/I).
 */
export function paymentReference(prefix: 'DP' | 'WD'): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
  const bytes = randomBytes(10)
  let code = ''
  for (const byte of bytes) code += alphabet[byte % alphabet.length]
  return `${prefix}-${code}`
}
