import type { DOMPurify } from 'dompurify'

/**
 * The sanitiser in Node (a server rendering pages): DOMPurify on a jsdom window, which
 * isomorphic-dompurify keeps. It is an optional peer dependency, installed by the servers that
 * render operator-written rich text and not by browser apps; without it, core still imports in
 * Node and only sanitising fails, saying what to install.
 */
export const purifier: DOMPurify = await import('isomorphic-dompurify').then(
  (module) => module.default,
  () =>
    new Proxy({} as DOMPurify, {
      // Not a promise: awaiting the module must not touch the sanitiser.
      get(_, key) {
        if (key === 'then') return undefined
        throw new Error(
          'Sanitising rich text in Node needs isomorphic-dompurify: install it beside @parlor/core',
        )
      },
    }),
)
