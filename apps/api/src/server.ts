import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { openDatabase } from './db/database.ts'
import { migrate } from './db/migrations.ts'
import { securityHeadersFromEnv } from './http/security-headers.ts'
import { seedDemo } from './sites/seed-demo.ts'

const port = Number(process.env.PORT ?? 8080)
const dataDir = process.env.DATA_DIR ?? new URL('../data/pglite', import.meta.url).pathname

const db = await openDatabase({ url: process.env.DATABASE_URL, dataDir })
const applied = await migrate(db)
const seeded = await seedDemo(db, new Date())
const shellRoot =
  process.env.SHELL_DIST ?? fileURLToPath(new URL('../../shell/dist', import.meta.url))
const { app, shellServed } = createApp(db, {
  production: process.env.NODE_ENV === 'production',
  shellRoot,
  security: securityHeadersFromEnv(process.env),
})

const server = serve({ fetch: app.fetch, port }, (info) => {
  const where = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`
  console.info(`Parlor platform server on http://localhost:${info.port} — ${where}`)
  console.info(`Migrations applied: ${applied.length}, demo sites added: ${seeded.sites}`)
  console.info(
    shellServed
      ? `Player site from ${shellRoot}: try http://template1.localhost:${info.port}`
      : 'api only: the player site (apps/shell) is not built yet',
  )
  console.info(
    `Try: curl -s -XPOST -H 'content-type: application/json' -d '{"domain_name":"template4.localhost"}' http://localhost:${info.port}/api/startup`,
  )
})

async function shutdown() {
  server.close()
  await db.close()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
