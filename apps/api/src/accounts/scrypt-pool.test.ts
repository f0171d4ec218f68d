import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { type ScryptPool, ServerBusyError, scryptPool } from './scrypt-pool.ts'

/** The server's own cost: 128 MiB and a third of a second or more a hash. */
const job = () => ({
  password: 'correct horse',
  salt: randomBytes(16),
  keyLength: 32,
  options: { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 },
})

describe('scryptPool', () => {
  let pool: ScryptPool | undefined
  afterEach(() => pool?.close())

  it('derives the same key as the salt and password always give', async () => {
    pool = scryptPool({ workers: 1, maxQueue: 1 })
    const salt = randomBytes(16)
    const cheap = {
      password: 'x',
      salt,
      keyLength: 32,
      options: { N: 1024, r: 8, p: 1, maxmem: 32 * 1024 * 1024 },
    }
    const [a, b] = await Promise.all([pool.run(cheap), pool.run(cheap)])
    expect(a.equals(b)).toBe(true)
    expect(a).toHaveLength(32)
  })

  it('refuses a check beyond its queue at once, instead of letting it wait behind the others', async () => {
    pool = scryptPool({ workers: 1, maxQueue: 2 })
    const running = [pool.run(job()), pool.run(job()), pool.run(job())]
    const started = performance.now()
    await expect(pool.run(job())).rejects.toBeInstanceOf(ServerBusyError)
    expect(performance.now() - started).toBeLessThan(50)
    await Promise.all(running)
    expect(pool.load).toBe(0)
  })

  it('leaves the thread pool Node reads files with free while hashes run', async () => {
    pool = scryptPool({ workers: 1, maxQueue: 64 })
    const hashes = Array.from({ length: 8 }, () => pool?.run(job()))
    // libuv's four threads read files: with scrypt on them, this waited for whole hashes.
    const reads: number[] = []
    for (let i = 0; i < 20; i++) {
      const started = performance.now()
      await readFile(new URL(import.meta.url))
      reads.push(performance.now() - started)
    }
    await Promise.all(hashes)
    expect(Math.max(...reads)).toBeLessThan(250)
  })
})
