import { useLingui } from '@lingui/react'
import { PageHeader } from '@parlor/ui-kit'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { NewsArticleView } from '../../info/news-article-view.tsx'
import { NewsList } from '../../info/news-list.tsx'
import '../../info/news.css'

/** A positive whole number from the query string, which the router may hand over parsed or not. */
function positive(value: unknown): number | null {
  const number = Number(value)
  return Number.isSafeInteger(number) && number > 0 ? number : null
}

/**
 * /news: the site's articles, newest first, paged (`?page=`). Routes take no parameters,
 * so an article opens on this page by `?id=`, with a way back to the list.
 */
export function NewsPage() {
  const { i18n } = useLingui()
  const search: { id?: unknown; page?: unknown } = useSearch({ strict: false })
  const navigate = useNavigate()
  const articleId = search.id === undefined ? null : (positive(search.id) ?? -1)
  const page = positive(search.page) ?? 1

  if (articleId !== null) return <NewsArticleView newsId={articleId} />
  return (
    <div>
      <PageHeader title={i18n._({ id: 'news.title', message: 'News' })} />
      <NewsList
        page={page}
        onPageChange={(next) => {
          void navigate({ href: next === 1 ? '/news' : `/news?page=${next}` })
          window.scrollTo({ top: 0 })
        }}
      />
    </div>
  )
}
