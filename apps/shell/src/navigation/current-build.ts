import { BuildInfo } from '@parlor/core'
import * as v from 'valibot'

/**
 * This build's id and time, as its index.html carries them (the `#parlor-build` block that
 * vite/build-manifest-plugin.ts writes; the code never names its build, so a deploy that changed
 * no code leaves every chunk's name, and a returning player's cache, as they were). Null on a page
 * without a well-formed block: it then has no build to compare or fetch the rules of.
 */
export function currentBuild(page: Document = document): BuildInfo | null {
  const text = page.getElementById('parlor-build')?.textContent
  if (!text) return null
  try {
    const parsed = v.safeParse(BuildInfo, JSON.parse(text))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}
