import { randomBytes } from 'node:crypto'
import type { BuildInfo, BuildMeta } from '@parlor/core'
import type { Plugin } from 'vite'

/**
 * Gives each build an id the shell knows (`__PARLOR_BUILD__`) and publishes the platform files:
 * `builds/latest.json`, which the hourly check compares with its own id, and
 * `builds/meta/{id}.json` with the build's route rules. The dev server answers both too.
 */
export function buildManifest(routeRules: BuildMeta['routeRules']): Plugin {
  const build: BuildInfo = {
    id: `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`,
    timestamp: Date.now(),
  }
  const files: Record<string, string> = {
    'builds/latest.json': JSON.stringify(build),
    [`builds/meta/${build.id}.json`]: JSON.stringify({ ...build, routeRules }),
  }
  return {
    name: 'parlor-build-manifest',
    config: () => ({ define: { __PARLOR_BUILD__: JSON.stringify(build) } }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const body = files[(req.url ?? '').split('?')[0]?.slice(1) ?? '']
        if (body === undefined) return next()
        res.setHeader('Content-Type', 'application/json')
        res.end(body)
      })
    },
    generateBundle() {
      for (const [fileName, source] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName, source })
      }
    },
  }
}
