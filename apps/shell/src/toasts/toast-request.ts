import { atom } from 'jotai'

/** A toast as the site asks for it; the toaster library itself loads on the first one. */
export interface ToastRequest {
  readonly variant: 'info' | 'success' | 'warning' | 'error'
  readonly title: string
  readonly description?: string
  readonly durationMs: number
  readonly position?: 'bottom-right' | 'top-center'
  /** Toasts with the same id replace each other instead of stacking. */
  readonly id?: string
}

/** Toasts asked for and not yet handed to the toaster. */
export const pendingToastsAtom = atom<readonly ToastRequest[]>([])
