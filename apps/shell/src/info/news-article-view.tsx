import { useLingui } from '@lingui/react'
import { ButtonLink, EmptyState, LazyImage, PageHeader, Skeleton } from '@parlor/ui-kit'
import { RichText } from '@parlor/ui-kit/rich-text'
import { useNewsArticle } from './use-news-article.ts'

/** One article, opened from the list by `?id=`; its body is operator rich text, sanitised. */
export function NewsArticleView({ newsId }: { newsId: number }) {
  const { i18n } = useLingui()
  const article = useNewsArticle(newsId)
  const back = i18n._({ id: 'news.back', message: 'All news' })

  if (article.data === undefined) {
    return (
      <div className="news__article" aria-busy="true">
        <PageHeader
          title={i18n._({ id: 'news.loading', message: 'Loading the article…' })}
          backHref="/news"
          backLabel={back}
        />
        <Skeleton className="news__skeleton-art" />
        <Skeleton className="news__skeleton-body" />
      </div>
    )
  }
  if (article.data === null) {
    return (
      <div className="news__article">
        <PageHeader
          title={i18n._({ id: 'news.title', message: 'News' })}
          backHref="/news"
          backLabel={back}
        />
        <EmptyState
          title={i18n._({ id: 'news.notFound', message: 'This article was not found' })}
          action={<ButtonLink href="/news">{back}</ButtonLink>}
        >
          <p>
            {i18n._({
              id: 'news.notFoundBody',
              message: 'It may have been taken down. The latest news is a click away.',
            })}
          </p>
        </EmptyState>
      </div>
    )
  }
  const { title, image_url, published_at, body } = article.data
  return (
    <article className="news__article">
      <PageHeader title={title} backHref="/news" backLabel={back}>
        <time dateTime={published_at}>
          {i18n.date(new Date(published_at), { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </PageHeader>
      <LazyImage className="news__art" src={image_url} alt="" width={800} height={450} />
      <RichText html={body} className="news__body" />
    </article>
  )
}
