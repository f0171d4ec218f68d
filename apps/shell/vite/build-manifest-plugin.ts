import { randomBytes } from 'node:crypto'
import type { BuildInfo, BuildMeta } from '@parlor/core'
import type { Plugin } from 'vite'

/**
 * Gives each build an id and publishes the platform files: `builds/latest.json`, which the
 * hourly check compares with the page's own build, and `builds/meta/{id}.json` with the build's
 * route rules. The dev server answers both too.
 *
 * The page learns its build from index.html (a `#parlor-build` JSON block, which
 * src/navigation/current-build.ts reads), never from the code: a chunk naming the build would
 * change with every build, and every chunk importing it with it, so a returning player would
 * download the whole site again after any deploy, even one that changed none of its code.
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
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: { type: 'application/json', id: 'parlor-build' },
        children: JSON.stringify(build),
        injectTo: 'head',
      },
    ],
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
