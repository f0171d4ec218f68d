// @parlor/ui-kit/toaster: toast messages on sonner, kept out of the main entry.

export type { ToastInput, ToastVariant } from './toaster/show-toast.ts'
export { showToast } from './toaster/show-toast.ts'
export type { ToasterProps, ToastPosition } from './toaster/toaster.tsx'
export { Toaster } from './toaster/toaster.tsx'
