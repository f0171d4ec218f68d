import { realpathSync, type Stats, statSync } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import { sep } from 'node:path'

/** A file of the build, by its real path, with what `stat` says of it. */
export interface FileInside {
  readonly path: string
  readonly stats: Stats
}

const inside = (base: string, real: string, stats: Stats): FileInside | undefined =>
  real.startsWith(base + sep) && stats.isFile() ? { path: real, stats } : undefined

/**
 * The real path of `path` if it is a file inside `base` (itself a real path), so no link can lead
 * out of the build.
 */
export async function fileInside(base: string, path: string): Promise<FileInside | undefined> {
  try {
    const real = await realpath(path)
    return inside(base, real, await stat(real))
  } catch {
    return undefined
  }
}

/** `fileInside`, for callers that read the build once while they start. */
export function fileInsideSync(base: string, path: string): FileInside | undefined {
  try {
    const real = realpathSync(path)
    return inside(base, real, statSync(real))
  } catch {
    return undefined
  }
}
