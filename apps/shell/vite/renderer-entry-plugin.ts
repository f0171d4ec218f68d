import type { Plugin } from 'vite'

/**
 * Writes the renderer's fixed entry (`fileName`), which only re-exports the built entry chunk
 * under its hashed name. The platform server imports the fixed file under each build's version,
 * to load a build deployed in place; were the entry itself imported that way, the chunks it loads
 * later would import it again under its bare name, a second copy with React contexts of its own.
 */
export function rendererEntry(fileName: string): Plugin {
  return {
    name: 'parlor-renderer-entry',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entries = Object.values(bundle).filter(
        (output) => output.type === 'chunk' && output.isEntry,
      )
      const [entry] = entries
      if (entries.length !== 1 || !entry) throw new Error('The renderer is built from one entry')
      this.emitFile({
        type: 'asset',
        fileName,
        source: `export * from './${entry.fileName}'\n`,
      })
    },
  }
}
