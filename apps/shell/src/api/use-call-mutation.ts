import type { CallName, RequestOf, ResponseOf, SuccessOf } from '@parlor/contract'
import { sessionAtom } from '@parlor/core'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { useShell } from '../app/shell-context.tsx'
import { CallFailure, successOrThrow } from './call-failure.ts'
import { callOf } from './call-of.ts'
import { newIdempotencyKey } from './idempotency-key.ts'

type AccountEntries = { account_id: string; auth: string }

export interface CallMutationOptions<TName extends CallName, TParams> {
  readonly onSuccess?: (answer: SuccessOf<ResponseOf<TName>>, params: TParams) => void
  /** false: the caller shows failures itself (a form puts them on its fields). */
  readonly report?: boolean
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

/** An account call the player makes (claim, deposit, withdraw…), sent with their session. */
export function useAccountMutation<TName extends CallName>(
  name: TName,
  options: CallMutationOptions<TName, Omit<RequestOf<TName>, keyof AccountEntries>> = {},
) {
  const { api, store } = useShell()
  const keys = useIdempotencyKeys()
  return useMutation({
    mutationFn: (params: Omit<RequestOf<TName>, keyof AccountEntries>) => {
      const session = store.get(sessionAtom)
      if (!session) {
        throw new CallFailure({
          statusCode: -401,
          statusMessage: 'sessionExpired',
          statusDetail: '',
        })
      }
      const body = { ...session, ...params } as unknown as RequestOf<TName>
      return successOrThrow(callOf(api, name)(body, { idempotencyKey: keys.keyFor(params) }))
    },
    onSuccess: (answer, params) => {
      keys.settle()
      options.onSuccess?.(answer, params)
    },
    meta: { report: options.report ?? true },
  })
}
