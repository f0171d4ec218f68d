import { randomBytes, timingSafeEqual } from 'node:crypto'
import { defaultScryptPool, type ScryptPoolOptions, scryptPool } from './scrypt-pool.ts'

/** scrypt at N=2^17, r=8, p=1: about a third of a second a guess on a server core. */
const cost = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } as const
const keyLength = 32

let pool = scryptPool(defaultScryptPool)

/** Sets the hashing threads and queue (server start-up); checks already running finish first. */
export function configurePasswordHashing(options: ScryptPoolOptions): void {
  const previous = pool
  pool = scryptPool(options)
  void previous.close()
}

/**
 * Whether a password check would be taken now. Asked before any other work on a sign-in, so a
 * flood of them is turned away at the door: refusing costs a flag, where counting the attempt
 * and looking the account up cost the database's time that pages need too.
 */
export function hashingHasRoom(): boolean {
  return pool.hasRoom
}

function derive(
  password: string,
  salt: Buffer,
  options: { N: number; r: number; p: number },
): Promise<Buffer> {
  return pool.run({
    password: password.normalize('NFKC'),
    salt,
    keyLength,
    options: { ...options, maxmem: cost.maxmem },
  })
}

/** `scrypt$N$r$p$salt$key`, so a later change of cost still verifies old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  )
}

/** Rejects with ServerBusyError when too many checks are already waiting. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64')
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * A hash of a password nobody has: verifying against it costs what a real check costs, so an
 * unknown account answers as slowly as a wrong password. Made on first need, not at every start.
 */
let decoy: Promise<string> | undefined
export function unusableHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(32).toString('base64')).catch((error: unknown) => {
    // A busy pool refused it: the next sign-in makes it instead.
    decoy = undefined
    throw error
  })
  return decoy
}
