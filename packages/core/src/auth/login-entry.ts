import type { LoginEntry } from '../theme/define-theme.ts'

/** The modal a theme's login entry opens, by their fixed ids. */
export const loginModalId = 'loginmodal'
export const signInModalId = 'signinmodal'

/** Modal entries open a moment after arriving home, once the page has painted. */
export const loginModalDelayMs = 1_000

export type LoginEntryTarget =
  | { readonly path: '/login' }
  | {
      readonly path: '/'
      readonly modal: typeof loginModalId | typeof signInModalId
      readonly delayMs: number
    }

/** Where a guest goes when the account area or an ended session turns them away. */
export function loginEntryTarget(entry: LoginEntry): LoginEntryTarget {
  switch (entry) {
    case 'page':
      return { path: '/login' }
    case 'login-modal':
      return { path: '/', modal: loginModalId, delayMs: loginModalDelayMs }
    case 'signin-modal':
      return { path: '/', modal: signInModalId, delayMs: loginModalDelayMs }
  }
}
