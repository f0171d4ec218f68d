import { BuildMeta, buildMetaUrl } from '@parlor/core'
import * as v from 'valibot'
import { currentBuild } from './current-build.ts'

let pending: Promise<BuildMeta['routeRules']> | null = null

/**
 * The build's route rules (GET builds/meta/{buildId}.json), fetched once. Boot starts the
 * request beside the theme's download so the first navigation seldom waits; a build without the
 * file, or a failed request, has no rules.
 */
export function loadRouteRules(): Promise<BuildMeta['routeRules']> {
  pending ??= fetch(buildMetaUrl(currentBuild.id))
    .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`HTTP ${res.status}`))))
    .then((json: unknown) => v.parse(BuildMeta, json).routeRules)
    .catch((error: unknown) => {
      console.warn('Route rules unavailable', error)
      return {}
    })
  return pending
}
