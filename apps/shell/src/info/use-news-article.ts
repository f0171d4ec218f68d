import type { NewsArticle } from '@parlor/contract'
import { useQuery } from '@tanstack/react-query'
import { successOrThrow } from '../api/call-failure.ts'
import { siteKey } from '../api/query-client.ts'
import { useSiteEntries } from '../api/use-site-query.ts'
import { useShell } from '../app/shell-context.tsx'
import { useLanguageCode } from '../i18n/use-language-code.ts'

/** The largest page the news call serves. */
const pageSize = 100
/** Articles further back than this many pages are not looked for. */
const maxPages = 10

/**
 * One article by id. The news call only lists, so the list is read in large pages until the
 * article turns up; null when it is not there (a stale or mistyped link).
 */
export function useNewsArticle(newsId: number | null) {
  const { api } = useShell()
  const entries = useSiteEntries()
  // Read through the news call, so in the language on screen like it.
  const language = useLanguageCode()
  return useQuery<NewsArticle | null>({
    queryKey: [siteKey, 'newsArticle', newsId, language],
    enabled: newsId !== null,
    queryFn: async ({ signal }) => {
      for (let page = 1; page <= maxPages; page += 1) {
        const answer = await successOrThrow(
          api.news({ ...entries, page, page_size: pageSize }, { signal }),
        )
        const found = answer.items.find((article) => article.news_id === newsId)
        if (found) return found
        if (page * pageSize >= answer.total) return null
      }
      return null
    },
  })
}
