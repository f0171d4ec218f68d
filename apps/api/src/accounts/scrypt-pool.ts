import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'

/** The pool's queue is full: the server is too busy to check another password now. */
export class ServerBusyError extends Error {
  constructor() {
    super('Too many password checks are waiting')
    this.name = 'ServerBusyError'
  }
}

export interface ScryptJob {
  readonly password: string
  readonly salt: Buffer
  readonly keyLength: number
  readonly options: {
    readonly N: number
    readonly r: number
    readonly p: number
    readonly maxmem: number
  }
}

export interface ScryptPoolOptions {
  /** Threads that hash; each holds scrypt's 128 MiB while it works. */
  readonly workers: number
  /** Checks allowed to wait for a thread; one more is refused with ServerBusyError. */
  readonly maxQueue: number
}

/** One thread for every core but the one the server's own work needs, at least one. */
export const defaultScryptPool: ScryptPoolOptions = {
  workers: Math.max(1, Math.min(4, availableParallelism() - 1)),
  maxQueue: 8 * Math.max(1, Math.min(4, availableParallelism() - 1)),
}

// CommonJS source run by each worker (`eval`), so the pool needs no file of its own beside the
// compiled server or the test runner's TypeScript.
const workerSource = `
const { parentPort } = require('node:worker_threads')
const { scryptSync } = require('node:crypto')
parentPort.on('message', ({ password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, keyLength, options) })
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) })
  }
})
`

interface Pending {
  readonly job: ScryptJob
  resolve(key: Buffer): void
  reject(error: Error): void
}

/**
 * scrypt on threads of its own. Node's `crypto.scrypt` runs on libuv's pool of four threads,
 * the same threads that read files: forty sign-ins at once kept every one busy, and the site's
 * pages and scripts waited behind them for a minute. Here hashing has its own bounded threads
 * and a bounded queue, so a flood of sign-ins is refused quickly (ServerBusyError) and never
 * reaches the rest of the server.
 */
export function scryptPool(options: ScryptPoolOptions) {
  const idle: Worker[] = []
  const busy = new Map<Worker, Pending>()
  const queue: Pending[] = []
  let size = 0

  function start(): Worker {
    const worker = new Worker(workerSource, { eval: true })
    // An idle pool must not keep a finished process (a test run, a CLI) alive.
    worker.unref()
    size += 1
    worker.on('message', (message: { key?: Uint8Array; error?: string }) => {
      const pending = busy.get(worker)
      busy.delete(worker)
      if (pending) {
        if (message.key) pending.resolve(Buffer.from(message.key))
        else pending.reject(new Error(message.error ?? 'scrypt failed'))
      }
      next(worker)
    })
    worker.on('error', (error) => {
      busy.get(worker)?.reject(error)
      busy.delete(worker)
      retire(worker)
    })
    worker.on('exit', () => {
      busy.get(worker)?.reject(new Error('The hashing thread stopped'))
      busy.delete(worker)
      retire(worker)
    })
    return worker
  }

  function retire(worker: Worker) {
    const at = idle.indexOf(worker)
    if (at >= 0) idle.splice(at, 1)
    if (size > 0) size -= 1
    // A queued check must not wait forever for a thread that is gone.
    const waiting = queue.shift()
    if (waiting) dispatch(waiting)
  }

  function next(worker: Worker) {
    const waiting = queue.shift()
    if (waiting) assign(worker, waiting)
    else idle.push(worker)
  }

  function assign(worker: Worker, pending: Pending) {
    busy.set(worker, pending)
    worker.postMessage(pending.job)
  }

  function dispatch(pending: Pending) {
    const worker = idle.pop() ?? (size < options.workers ? start() : undefined)
    if (worker) assign(worker, pending)
    else queue.push(pending)
  }

  return {
    run(job: ScryptJob): Promise<Buffer> {
      return new Promise((resolve, reject) => {
        const hasThread = idle.length > 0 || size < options.workers
        if (!hasThread && queue.length >= options.maxQueue) {
          reject(new ServerBusyError())
          return
        }
        dispatch({ job, resolve, reject })
      })
    },
    /** Checks running or waiting now. */
    get load() {
      return busy.size + queue.length
    },
    /** Whether one more check would be taken now rather than refused. */
    get hasRoom() {
      return idle.length > 0 || size < options.workers || queue.length < options.maxQueue
    },
    async close(): Promise<void> {
      for (const pending of queue.splice(0)) pending.reject(new Error('The pool was closed'))
      await Promise.all([...idle, ...busy.keys()].map((worker) => worker.terminate()))
      idle.length = 0
    },
  }
}

export type ScryptPool = ReturnType<typeof scryptPool>
