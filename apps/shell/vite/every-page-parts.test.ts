import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { everyPageParts } from './every-page-parts.ts'

function chunk(fileName: string, facadeModuleId: string | null): Rolldown.OutputChunk {
  return { type: 'chunk', fileName, facadeModuleId } as unknown as Rolldown.OutputChunk
}

function bundleOf(...chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]))
}

/** Runs the plugin's bundle step as the build would, with the build's way of stopping. */
function generate(parts: ReturnType<typeof everyPageParts>, bundle: Rolldown.OutputBundle) {
  const hook = parts.plugin.generateBundle
  if (!hook || typeof hook === 'function') throw new Error('expected an ordered generateBundle')
  const context = {
    error: (message: string) => {
      throw new Error(message)
    },
  }
  return hook.handler.call(context as never, {} as never, bundle, false)
}

describe('the lazy parts of every page', () => {
  const floating = '/app/src/floating/floating-elements.tsx'
  const watchers = '/app/src/session/session-watchers.tsx'

  it('are the chunks built from their modules, whatever the files are called', () => {
    const parts = everyPageParts([floating, watchers])
    generate(
      parts,
      bundleOf(
        chunk('assets/buttons-a1.js', floating),
        chunk('assets/watchers-b2.js', watchers),
        chunk('assets/use-live-chat-c3.js', null),
        chunk('assets/deposit-page-d4.js', '/app/src/wallet/deposit-page.tsx'),
      ),
    )
    expect(parts.loadedOnEveryPage('assets/buttons-a1.js')).toBe(true)
    expect(parts.loadedOnEveryPage('assets/watchers-b2.js')).toBe(true)
    expect(parts.loadedOnEveryPage('assets/use-live-chat-c3.js')).toBe(false)
    expect(parts.loadedOnEveryPage('assets/deposit-page-d4.js')).toBe(false)
  })

  it('stop the build when a part has no chunk of its own, naming it', () => {
    const parts = everyPageParts([floating, watchers])
    expect(() => generate(parts, bundleOf(chunk('assets/buttons-a1.js', floating)))).toThrow(
      `${watchers} is listed as a lazy part of every page but has no chunk of its own`,
    )
  })

  it('forget the chunks of an earlier build (watch mode builds again)', () => {
    const parts = everyPageParts([floating])
    generate(parts, bundleOf(chunk('assets/buttons-a1.js', floating)))
    generate(parts, bundleOf(chunk('assets/buttons-e5.js', floating)))
    expect(parts.loadedOnEveryPage('assets/buttons-a1.js')).toBe(false)
    expect(parts.loadedOnEveryPage('assets/buttons-e5.js')).toBe(true)
  })
})
