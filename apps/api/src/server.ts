import { fileURLToPath } from 'node:url'
import {
  type CodeDelivery,
  loggingDelivery,
  outboxDelivery,
  webhookDelivery,
} from './accounts/code-delivery.ts'
import { configurePasswordHashing } from './accounts/password-hash.ts'
import { createApp } from './app.ts'
import { ConfigError, type DeliveryConfig, serverConfig } from './config/server-config.ts'
import { type Database, openDatabase } from './db/database.ts'
import { migrate } from './db/migrations.ts'
import { listen } from './http/listen.ts'
import { seedDemo } from './sites/seed-demo.ts'

let config: ReturnType<typeof serverConfig>
try {
  config = serverConfig(process.env, {
    dataDir: fileURLToPath(new URL('../data/pglite', import.meta.url)),
    shellRoot: fileURLToPath(new URL('../../shell/dist', import.meta.url)),
  })
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(78) // EX_CONFIG
}

function delivery(db: Database, chosen: DeliveryConfig): CodeDelivery {
  switch (chosen.kind) {
    case 'outbox':
      return outboxDelivery(db)
    case 'log':
      return loggingDelivery()
    case 'webhook':
      return webhookDelivery({ url: chosen.url, token: chosen.token })
  }
}

configurePasswordHashing(config.hashing)
const demo = config.mode === 'demo'
const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
const applied = await migrate(db)
// Demo sites exist only in a demo: a production database holds the operator's own sites.
const seeded = demo ? (await seedDemo(db, new Date())).sites : 0
const { app, shellServed, throttles } = createApp(db, {
  mode: config.mode,
  shellRoot: config.shellRoot,
  trustedProxies: config.trustedProxies,
  ...(config.cspReportUri ? { cspReportUri: config.cspReportUri } : {}),
  throttles: config.throttles,
  sessions: config.sessions,
  delivery: delivery(db, config.delivery),
})

// Counters whose window and wait are over start at zero anyway: drop them now and then.
const pruning = setInterval(() => void throttles.prune(new Date()).catch(console.error), 600_000)
pruning.unref()

const server = listen(app, config, (info) => {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`
  const { origin } = info
  const protocol = config.tls ? 'HTTP/2 over TLS' : 'HTTP/1.1'
  console.info(`Parlor platform server (${config.mode} mode) on ${origin}, ${protocol} — ${where}`)
  console.info(`Migrations applied: ${applied.length}, demo sites added: ${seeded}`)
  console.info(`One-time codes go to: ${config.delivery.kind}`)
  console.info(
    shellServed
      ? `Player site from ${config.shellRoot}${demo ? `: try ${config.tls ? 'https' : 'http'}://template1.localhost:${info.port}` : ''}`
      : 'api only: the player site (apps/shell) is not built yet',
  )
})

async function shutdown() {
  server.close()
  await db.close()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
