// @parlor/ui-kit/dialog: modal dialogs, kept out of the main entry so pages without one never
// download Radix's dialog.

export type { ConfirmDialogProps } from './confirm-dialog/confirm-dialog.tsx'
export { ConfirmDialog } from './confirm-dialog/confirm-dialog.tsx'
export type { DialogProps, DialogSize } from './dialog/dialog.tsx'
export { Dialog } from './dialog/dialog.tsx'
