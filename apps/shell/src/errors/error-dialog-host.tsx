import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { errorDialogsAtom } from './error-dialog-state.ts'

/** The dialog's code; boot/prepare-for-failures.ts fetches it ahead of need. */
export const loadErrorDialog = () => import('./error-dialog.tsx')

const ErrorDialog = lazy(loadErrorDialog)

/** The general handler's error dialog. */
export function ErrorDialogHost() {
  const [first] = useAtomValue(errorDialogsAtom)
  if (!first) return null
  return (
    <Suspense fallback={null}>
      <ErrorDialog error={first} />
    </Suspense>
  )
}
