import type { createStore } from 'jotai/vanilla'

/** The jotai store the product's rules read and write; React reaches the same one via Provider. */
export type Store = ReturnType<typeof createStore>
