import { readFileSync } from 'node:fs'

interface ManifestChunk {
  readonly file: string
  readonly css?: readonly string[]
  readonly assets?: readonly string[]
  readonly imports?: readonly string[]
  readonly dynamicImports?: readonly string[]
  readonly isEntry?: boolean
}

type Manifest = Readonly<Record<string, ManifestChunk>>

/** The build's manifest: the site the server serves is the one built into apps/shell/dist. */
function readManifest(): Manifest {
  const file = new URL('../dist/.vite/manifest.json', import.meta.url)
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest
}

const themeEntry = /^\.\.\/\.\.\/themes\/(template\d+)\/src\/index\.ts$/

/** Every chunk reachable from the roots, without entering the chunks `stop` names. */
function reachable(manifest: Manifest, roots: readonly string[], stop: ReadonlySet<string>) {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || stop.has(key) || !manifest[key]) return
    seen.add(key)
    const chunk = manifest[key]
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next)
  }
  for (const root of roots) visit(root)
  return seen
}

function filesOf(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const files = new Set<string>()
  for (const key of keys) {
    const chunk = manifest[key]
    if (!chunk) continue
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) {
      files.add(`/${file}`)
    }
  }
  return files
}

/**
 * Each theme's own files in the build, as the addresses the browser asks for: its entry chunk,
 * its stylesheet and whatever only it imports. Chunks another theme or the site itself also
 * reaches (the shared frame, React) belong to nobody.
 */
export function ownFilesOfThemes(): ReadonlyMap<string, ReadonlySet<string>> {
  const manifest = readManifest()
  const entries = new Map<string, string>()
  for (const key of Object.keys(manifest)) {
    const template = themeEntry.exec(key)?.[1]
    if (template) entries.set(template, key)
  }
  const themeKeys = new Set(entries.values())
  const siteRoots = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  const site = reachable(manifest, siteRoots, themeKeys)
  const reach = new Map(
    [...entries].map(([template, key]) => [template, reachable(manifest, [key], site)] as const),
  )
  const own = new Map<string, ReadonlySet<string>>()
  for (const [template, keys] of reach) {
    const mine = [...keys].filter((key) =>
      [...reach].every(([other, theirs]) => other === template || !theirs.has(key)),
    )
    own.set(template, filesOf(manifest, mine))
  }
  return own
}
