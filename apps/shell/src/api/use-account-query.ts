import type { AccountCallName, ParamsOf, ResponseOf, SuccessOf } from '@parlor/contract'
import { sessionAtom } from '@parlor/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useShell } from '../app/shell-context.tsx'
import { useLanguageCode } from '../i18n/use-language-code.ts'
import { successOrThrow } from './call-failure.ts'
import { accountQueryKey } from './query-keys.ts'
import type { SiteQueryOptions } from './use-site-query.ts'

/**
 * An account call for the signed-in player; the client sends their session with it. A
 * guest asks nothing; the key carries the account so one player never sees another's cache.
 */
export function useAccountQuery<TName extends AccountCallName>(
  name: TName,
  params: ParamsOf<TName>,
  options: SiteQueryOptions = {},
) {
  const { api } = useShell()
  const session = useAtomValue(sessionAtom)
  const language = useLanguageCode()
  return useQuery<SuccessOf<ResponseOf<TName>>>({
    queryKey: accountQueryKey(session?.account_id ?? '', name, params, language),
    queryFn: ({ signal }) => successOrThrow(api[name](params, { signal })),
    enabled: session !== null && (options.enabled ?? true),
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
    ...(options.keepPrevious ? { placeholderData: (previous) => previous } : {}),
  })
}
