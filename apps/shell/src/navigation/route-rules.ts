import { type BuildInfo, BuildMeta, buildMetaUrl } from '@parlor/core'
import * as v from 'valibot'
import { currentBuild } from './current-build.ts'

let pending: Promise<BuildMeta['routeRules']> | null = null

/**
 * The build's route rules (GET builds/meta/{buildId}.json), fetched once. Boot starts the
 * request beside the theme's download so the first navigation seldom waits; a page that does not
 * name its build, a build without the file, or a failed request, has no rules.
 */
export function loadRouteRules(): Promise<BuildMeta['routeRules']> {
  pending ??= fetchRouteRules(currentBuild())
  return pending
}

async function fetchRouteRules(build: BuildInfo | null): Promise<BuildMeta['routeRules']> {
  if (!build) return {}
  try {
    const res = await fetch(buildMetaUrl(build.id))
    if (!res.ok) throw new Error(`HTTP ${res.status}`)
    return v.parse(BuildMeta, await res.json()).routeRules
  } catch (error) {
    console.warn('Route rules unavailable', error)
    return {}
  }
}
