import { randomBytes, scrypt } from 'node:crypto'
import { vi } from 'vitest'
import type * as passwordHash from './password-hash.ts'

/**
 * The password module for suites that are not about password storage, mocked in with
 * `vi.mock('…/password-hash.ts', () => import('…/cheap-password-hash.test-support.ts'))`.
 *
 * The server hashes at N=2^17, about half a second of a busy test machine per sign-up; these
 * hashes cost N=2^10, a few milliseconds. verifyPassword is the server's own: it reads the cost
 * from the stored hash, so sign-in, password change and reset behave exactly as with real hashes.
 * password-storage.test.ts keeps the real cost and asserts it.
 */
const actual = await vi.importActual<typeof passwordHash>('./password-hash.ts')
const cost = { N: 2 ** 10, r: 8, p: 1 } as const

export const verifyPassword = actual.verifyPassword
export const configurePasswordHashing = actual.configurePasswordHashing
export const hashingHasRoom = actual.hashingHasRoom

/** The server's `scrypt$N$r$p$salt$key` format, at the cheap cost. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 32, cost, (error, derived) =>
      error ? reject(error) : resolve(derived),
    ),
  )
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  )
}

let decoy: Promise<string> | undefined
/** Like the server's: an unknown account still costs one check, at this module's cost. */
export function unusableHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(32).toString('base64'))
  return decoy
}
