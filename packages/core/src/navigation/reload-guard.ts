import * as v from 'valibot'

/** A path is never reloaded twice within this many milliseconds. */
export const reloadGuardMs = 10_000

/** The session storage key of the last reload: per tab, and gone when the tab closes. */
export const reloadGuardKey = 'parlor:reload-guard'

export interface ReloadGuard {
  /** True, and the reload recorded, unless this path was reloaded less than 10 seconds ago. */
  mayReload(path: string): boolean
}

const ReloadRecord = v.object({ path: v.string(), at: v.number() })
type ReloadRecord = v.InferOutput<typeof ReloadRecord>

/**
 * After a new build is found or a chunk fails to load, the next navigation becomes a full page
 * load. If the reloaded page fails the same way, it would reload again and again; the
 * record in session storage outlives the reload and stops that loop.
 *
 * Storage that cannot be read, or holds something that is not a record, counts as no record: a
 * stray value must not block reloads for good. The record is also kept in memory, which is all
 * there is when storage is null (access refused, as with cookies blocked) or refuses the write;
 * that guards only until the page reloads, since nothing else survives a reload.
 */
export function createReloadGuard(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  now: () => number = Date.now,
): ReloadGuard {
  let inMemory: ReloadRecord | null = null

  function read(): ReloadRecord | null {
    // This page's own record is the newest there is: only one page at a time uses a tab's storage.
    if (inMemory || !storage) return inMemory
    try {
      const parsed = v.safeParse(ReloadRecord, JSON.parse(storage.getItem(reloadGuardKey) ?? ''))
      return parsed.success ? parsed.output : null
    } catch {
      return null
    }
  }

  function write(record: ReloadRecord): void {
    inMemory = record
    try {
      storage?.setItem(reloadGuardKey, JSON.stringify(record))
    } catch {
      // Full or refused: the reload still happens, guarded in memory as with no storage at all.
    }
  }

  return {
    mayReload(path) {
      const at = now()
      const last = read()
      // A record from the future (the clock was set back) is stale, not a block for hours.
      const elapsed = last && last.path === path ? at - last.at : Number.POSITIVE_INFINITY
      if (elapsed >= 0 && elapsed < reloadGuardMs) return false
      write({ path, at })
      return true
    },
  }
}
