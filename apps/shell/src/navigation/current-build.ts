import type { BuildInfo } from '@parlor/core'

declare const __PARLOR_BUILD__: BuildInfo

/** This build's id and time, written in by vite.config.ts; builds/latest.json names the newest. */
export const currentBuild: BuildInfo = __PARLOR_BUILD__
