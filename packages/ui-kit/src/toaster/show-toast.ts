import { toast } from 'sonner'
import type { ToastPosition } from './toaster.tsx'

export type ToastVariant = 'info' | 'success' | 'warning' | 'error'

export interface ToastInput {
  readonly variant: ToastVariant
  /** Already translated. */
  readonly title: string
  readonly description?: string
  /** How long it stays (3 s for errors, 10 s when a session ends). */
  readonly durationMs: number
  /** The Toaster's position unless given. */
  readonly position?: ToastPosition
  /** A toast with the id of one still shown replaces it instead of stacking a copy. */
  readonly id?: string
}

const byVariant: Record<ToastVariant, typeof toast.info> = {
  info: toast.info,
  success: toast.success,
  warning: toast.warning,
  error: toast.error,
}

/** Shows a toast in the mounted `Toaster`; returns its id (to dismiss it early). */
export function showToast(input: ToastInput): string | number {
  return byVariant[input.variant](input.title, {
    description: input.description,
    duration: input.durationMs,
    position: input.position,
    id: input.id,
  })
}
