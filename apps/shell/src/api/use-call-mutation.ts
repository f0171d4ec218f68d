import type { AccountCallName, CallName, ParamsOf, ResponseOf, SuccessOf } from '@parlor/contract'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { useShell } from '../app/shell-context.tsx'
import { successOrThrow } from './call-failure.ts'
import { newIdempotencyKey } from './idempotency-key.ts'

export interface CallMutationOptions<TName extends CallName, TParams> {
  readonly onSuccess?: (answer: SuccessOf<ResponseOf<TName>>, params: TParams) => void
  /**
   * false: the caller shows failures itself (a form puts them on its fields); 'toast': a failure
   * shows as a 3-second error toast instead of a dialog.
   */
  readonly report?: boolean | 'toast'
}

/**
 * The same request sent again (a retry after a failure) keeps its Idempotency-Key, so a money call
 * whose answer was lost changes nothing twice; a success or different input starts a new key. The
 * client sends the key only for the calls that are idempotent.
 */
function useIdempotencyKeys() {
  const last = useRef<{ input: string; key: string } | null>(null)
  return {
    keyFor(params: unknown): string {
      const input = JSON.stringify(params)
      if (last.current?.input !== input) last.current = { input, key: newIdempotencyKey() }
      return last.current.key
    },
    settle() {
      last.current = null
    },
  }
}

/**
 * An account call the player makes (claim, deposit, withdraw…). The client sends their session,
 * or answers sessionExpired when nobody is signed in, which the general handler treats as any
 * ended session.
 */
export function useAccountMutation<TName extends AccountCallName>(
  name: TName,
  options: CallMutationOptions<TName, ParamsOf<TName>> = {},
) {
  const { api } = useShell()
  const keys = useIdempotencyKeys()
  return useMutation({
    mutationFn: (params: ParamsOf<TName>) =>
      successOrThrow(api[name](params, { idempotencyKey: keys.keyFor(params) })),
    onSuccess: (answer, params) => {
      keys.settle()
      options.onSuccess?.(answer, params)
    },
    meta: { report: options.report ?? true },
  })
}
