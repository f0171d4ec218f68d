import { FirstAnswers, firstAnswersElementId, isSuccess } from '@parlor/contract'
import { createApiClient } from '@parlor/core'
import type { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { callTable } from '../api/call-table.ts'
import { siteQueryKey } from '../api/query-keys.ts'
import { activeLanguage } from '../i18n/active-language.ts'

/**
 * Puts the answers the platform server wrote into the first document (its first screen's public
 * calls, `#parlor-answers`) into the query cache, where the page's own queries find them: the
 * first screen renders without a round trip. Each answer goes through the same client as a call
 * would, so it is checked against the call's schema; one that does not pass is simply asked for
 * again by its page. A document served as built has no block, and nothing changes.
 */
export async function primeFirstAnswers(
  queryClient: QueryClient,
  entries: { domain_name: string; external_id: string },
  document: Pick<Document, 'getElementById'> = window.document,
): Promise<void> {
  const block = document.getElementById(firstAnswersElementId)
  if (!block?.textContent) return
  let answers: unknown
  try {
    answers = JSON.parse(block.textContent)
  } catch {
    return
  }
  await seedFirstAnswers(queryClient, entries, answers)
}

/**
 * Puts first answers into the query cache, each checked against its call's schema: the browser's
 * from its document, the server's as it renders that document (server/render-page.tsx).
 */
export async function seedFirstAnswers(
  queryClient: QueryClient,
  entries: { domain_name: string; external_id: string },
  answers: unknown,
): Promise<void> {
  const parsed = v.safeParse(FirstAnswers, answers)
  if (!parsed.success) return
  await Promise.all(
    parsed.output.map(async ({ call, params, answer }) => {
      if (!Object.hasOwn(callTable, call)) return
      const name = call as keyof typeof callTable
      const embedded = createApiClient({
        baseURL: '',
        calls: callTable,
        fetch: async () =>
          new Response(JSON.stringify(answer), {
            headers: { 'content-type': 'application/json' },
          }),
      })
      // The parameters are the plan's, typed where the page table names them: the client checks
      // them against the call's request schema like any other body.
      const response = await embedded[name]({ ...entries, ...params } as never)
      // Keyed as use-site-query.ts keys the page's query. The document was written in the
      // language the site has just activated, and its localized answers in that language.
      if (isSuccess(response)) {
        queryClient.setQueryData(siteQueryKey(name, params, activeLanguage()), response)
      }
    }),
  )
}
