import type { LocalRegistry } from './local-registry.mjs'

/** Publishes every publishable package to a new local registry, as `pnpm release` does to npm. */
export function releaseToLocalRegistry(options?: {
  port?: number
}): Promise<{ registry: LocalRegistry; published: string[] }>
