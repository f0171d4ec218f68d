import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { errorDialogsAtom } from './error-dialog-state.ts'

const ErrorDialog = lazy(() => import('./error-dialog.tsx'))

/** The general handler's error dialog; its code loads with the first error to show. */
export function ErrorDialogHost() {
  const [first] = useAtomValue(errorDialogsAtom)
  if (!first) return null
  return (
    <Suspense fallback={null}>
      <ErrorDialog error={first} />
    </Suspense>
  )
}
