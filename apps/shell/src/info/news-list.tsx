import { useLingui } from '@lingui/react'
import { ButtonLink, EmptyState, NewsCard, Pagination, Skeleton } from '@parlor/ui-kit'
import { useSiteQuery } from '../api/use-site-query.ts'

const perPage = 10

/** A page of news, newest first, with pages below; the page showing stays while the next loads. */
export function NewsList({
  page,
  onPageChange,
}: {
  page: number
  onPageChange: (page: number) => void
}) {
  const { i18n } = useLingui()
  const news = useSiteQuery('news', { page, page_size: perPage }, { keepPrevious: true })

  if (!news.data) {
    return (
      <div className="news__list" aria-busy="true">
        <Skeleton className="news__skeleton" />
        <Skeleton className="news__skeleton" />
        <Skeleton className="news__skeleton" />
      </div>
    )
  }
  if (news.data.total === 0) {
    return (
      <EmptyState
        title={i18n._({ id: 'news.none', message: 'No news yet' })}
        action={
          <ButtonLink href="/promotions">
            {i18n._({ id: 'news.seePromotions', message: 'See the promotions' })}
          </ButtonLink>
        }
      />
    )
  }
  if (news.data.items.length === 0) {
    return (
      <EmptyState
        title={i18n._({ id: 'news.pageEmpty', message: 'There are no articles on this page' })}
        action={
          <ButtonLink href="/news">
            {i18n._({ id: 'news.firstPage', message: 'Latest news' })}
          </ButtonLink>
        }
      />
    )
  }
  return (
    <div className="news__list-wrap" aria-busy={news.isPlaceholderData}>
      <ul className="news__list">
        {news.data.items.map((article) => (
          <li key={article.news_id}>
            <NewsCard
              title={article.title}
              summary={article.summary}
              imageUrl={article.image_url}
              publishedAt={article.published_at}
              href={`/news?id=${article.news_id}`}
            />
          </li>
        ))}
      </ul>
      <Pagination
        totalItems={news.data.total}
        currentPage={news.data.page}
        perPage={news.data.page_size}
        onPageChange={onPageChange}
        label={i18n._({ id: 'news.pages', message: 'News pages' })}
      />
    </div>
  )
}
