import type { CallName, ParamsOf, RequestOf, ResponseOf, SuccessOf } from '@parlor/contract'
import { layoutAtom } from '@parlor/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useShell } from '../app/shell-context.tsx'
import { useLanguageCode } from '../i18n/use-language-code.ts'
import { successOrThrow } from './call-failure.ts'
import { siteQueryKey } from './query-keys.ts'

type SiteEntries = { domain_name: string; external_id?: string }

/** Calls about the site send its domain and the operator's id for it. */
export function useSiteEntries(): { domain_name: string; external_id: string } {
  const { domain } = useShell()
  const site = useAtomValue(layoutAtom).site
  return { domain_name: domain, external_id: site?.external_id ?? '' }
}

export interface SiteQueryOptions {
  readonly enabled?: boolean
  readonly staleTime?: number
  /** Keep the previous page's answer on screen while the next page loads. */
  readonly keepPrevious?: boolean
}

/** A site call's success answer, through TanStack Query; failures go to the general handler. */
export function useSiteQuery<TName extends CallName>(
  name: TName,
  params: Omit<RequestOf<TName>, keyof SiteEntries>,
  options: SiteQueryOptions = {},
) {
  const { api } = useShell()
  const entries = useSiteEntries()
  const language = useLanguageCode()
  return useQuery<SuccessOf<ResponseOf<TName>>>({
    queryKey: siteQueryKey(name, params, language),
    // The client sends a localized call in the language on screen, the one keyed here.
    queryFn: ({ signal }) =>
      successOrThrow(
        api[name]({ ...entries, ...params } as unknown as ParamsOf<TName>, { signal }),
      ),
    enabled: options.enabled ?? true,
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
    ...(options.keepPrevious ? { placeholderData: (previous) => previous } : {}),
  })
}
