import { atom } from 'jotai'

/** Where a guest was going when the account guard turned them to sign in; null when nowhere. */
export const pendingDestinationAtom = atom<string | null>(null)
