/** A package registry on this machine (verdaccio), started by `startLocalRegistry`. */
export interface LocalRegistry {
  /** Its address, ending in `/`. */
  readonly url: string
  /** A `.npmrc` that installs from it and publishes to it as a signed-in publisher. */
  readonly npmrc: string
  /** Stops it and deletes its storage. */
  close(): Promise<void>
}

export function startLocalRegistry(options?: { port?: number }): Promise<LocalRegistry>
