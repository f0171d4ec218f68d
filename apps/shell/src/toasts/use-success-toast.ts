import { toastQueueAtom } from '@parlor/ui-kit/site'
import { useSetAtom } from 'jotai'

/** Long enough to read a sentence, short enough not to linger over the next page. */
const successToastMs = 4000

/** Says a finished action worked ("Profile saved"), also after the page that did it has gone. */
export function useSuccessToast() {
  const push = useSetAtom(toastQueueAtom)
  return (title: string, description?: string) =>
    push((list) => [
      ...list,
      {
        variant: 'success',
        title,
        durationMs: successToastMs,
        ...(description === undefined ? {} : { description }),
      },
    ])
}
