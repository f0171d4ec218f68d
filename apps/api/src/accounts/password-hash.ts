import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

/** scrypt at N=2^17, r=8, p=1: about a third of a second a guess on a server core. */
const cost = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } as const
const keyLength = 32

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

/** `scrypt$N$r$p$salt$key`, so a later change of cost still verifies old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  )
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64')
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: cost.maxmem,
  })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * A hash of a password nobody has: verifying against it costs what a real check costs, so an
 * unknown account answers as slowly as a wrong password. Made on first need, not at every start.
 */
let decoy: Promise<string> | undefined
export function unusableHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(32).toString('base64'))
  return decoy
}
