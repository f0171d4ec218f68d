// Rehearses a release (`pnpm release:local`): starts a registry on this machine and publishes
// every publishable package to it exactly as `pnpm release` publishes to npm (the same build,
// then `changeset publish`, without git tags), so the packages can be installed from it as a team
// outside the repository installs them. Run from the command line, it keeps the registry running
// until stopped, and prints how to install from it.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { startLocalRegistry } from './local-registry.mjs'

const repository = fileURLToPath(new URL('..', import.meta.url))

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repository, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    )
  })
}

/**
 * Publishes the packages to a new local registry. Resolves to the registry (`url`, the `.npmrc`
 * that installs from it, `close`) and the `name@version` of every package published.
 */
export async function releaseToLocalRegistry({ port = 0 } = {}) {
  const registry = await startLocalRegistry({ port })
  try {
    const env = {
      ...process.env,
      NPM_CONFIG_USERCONFIG: registry.npmrc,
      npm_config_registry: registry.url,
    }
    await run('pnpm', ['run', '--silent', 'build:packages'], env)
    const output = await run('pnpm', ['exec', 'changeset', 'publish', '--no-git-tag'], env)
    const published = [...output.matchAll(/(@parlor\/[a-z0-9-]+@\d+\.\d+\.\d+\S*)/g)]
      .map((match) => match[1])
      .filter((entry, index, all) => all.indexOf(entry) === index)
    return { registry, published }
  } catch (error) {
    await registry.close()
    throw error
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4873)
  const { registry, published } = await releaseToLocalRegistry({ port })
  console.info(`Published ${published.length} packages to ${registry.url}:`)
  for (const entry of published) console.info(`  ${entry}`)
  console.info(`\nInstall from it, for example in examples/theme-site:
  npm install --registry ${registry.url}
Stop the registry with Ctrl-C; its storage is deleted then.`)
  const stop = () => registry.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
