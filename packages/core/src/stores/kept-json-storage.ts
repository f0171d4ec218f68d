import { createJSONStorage } from 'jotai/vanilla/utils'

/** What `atomWithStorage` reads and writes synchronously (jotai does not export the type). */
type SyncStorage<Value> = ReturnType<typeof createJSONStorage<Value>>

function localStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

/**
 * JSON in local storage, as jotai's `createJSONStorage()`, except that reading a key gives back
 * the very value last written to it while the stored text is still what was written (or while
 * there is no storage at all). An `atomWithStorage` reads its key again when its first reader
 * mounts and sets what it read: parsed afresh, that was a copy of the value the atom already
 * held, so every part reading the atom drew again for nothing, just after a page had hydrated,
 * and React dropped the server's markup of each lazy part not yet hydrated (the footer, the
 * phone's tab bar) to draw it afresh. A value another tab wrote is read as before.
 */
export function keptJsonStorage<Value>(): SyncStorage<Value> {
  const json = createJSONStorage<Value>()
  const written = new Map<string, { readonly text: string | null; readonly value: Value }>()
  const storedText = (key: string) => localStore()?.getItem(key) ?? null
  return {
    getItem(key, initialValue) {
      const last = written.get(key)
      return last !== undefined && storedText(key) === last.text
        ? last.value
        : json.getItem(key, initialValue)
    },
    setItem(key, value) {
      json.setItem(key, value)
      written.set(key, { text: storedText(key), value })
    },
    removeItem(key) {
      written.delete(key)
      json.removeItem(key)
    },
    ...(json.subscribe ? { subscribe: json.subscribe } : {}),
  }
}
