import type { CallName, RequestOf, ResponseOf, SuccessOf } from '@parlor/contract'
import { sessionAtom } from '@parlor/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useShell } from '../app/shell-context.tsx'
import { successOrThrow } from './call-failure.ts'
import { callOf } from './call-of.ts'
import { accountKey } from './query-client.ts'
import type { SiteQueryOptions } from './use-site-query.ts'

type AccountEntries = { account_id: string; auth: string }

/**
 * An account call for the signed-in player (spec §6: account_id and auth go with every one). A
 * guest asks nothing; the key carries the account so one player never sees another's cache.
 */
export function useAccountQuery<TName extends CallName>(
  name: TName,
  params: Omit<RequestOf<TName>, keyof AccountEntries>,
  options: SiteQueryOptions = {},
) {
  const { api } = useShell()
  const session = useAtomValue(sessionAtom)
  return useQuery<SuccessOf<ResponseOf<TName>>>({
    queryKey: [accountKey, session?.account_id ?? '', name, params],
    queryFn: ({ signal }) => {
      if (!session) throw new Error(`${name} needs a signed-in player`)
      return successOrThrow(
        callOf(api, name)({ ...session, ...params } as unknown as RequestOf<TName>, { signal }),
      )
    },
    enabled: session !== null && (options.enabled ?? true),
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
    ...(options.keepPrevious ? { placeholderData: (previous) => previous } : {}),
  })
}
