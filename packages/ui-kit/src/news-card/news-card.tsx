import { useLingui } from '@lingui/react'
import { LazyImage } from '../lazy-image/lazy-image.tsx'
import { AppLink } from '../navigation/app-link.tsx'
import './news-card.css'

export interface NewsCardProps {
  readonly title: string
  readonly summary: string
  readonly imageUrl: string
  /** ISO timestamp, shown in the player's language. */
  readonly publishedAt: string
  /** Where the article opens. */
  readonly href: string
  readonly headingLevel?: 2 | 3
}

/**
 * A news article in a list: artwork at 16:9, title (the link), date and summary. The whole card
 * answers a click, but only the title is a link, so a screen reader hears each article once.
 */
export function NewsCard({
  title,
  summary,
  imageUrl,
  publishedAt,
  href,
  headingLevel = 2,
}: NewsCardProps) {
  const { i18n } = useLingui()
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <article className="pk-news-card" data-slot="news-card">
      <LazyImage className="pk-news-card__art" src={imageUrl} alt="" width={800} height={450} />
      <div className="pk-news-card__body">
        <Heading className="pk-news-card__title">
          <AppLink href={href} className="pk-news-card__link">
            {title}
          </AppLink>
        </Heading>
        <time className="pk-news-card__date" dateTime={publishedAt}>
          {i18n.date(new Date(publishedAt), { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
        <p className="pk-news-card__summary">{summary}</p>
      </div>
    </article>
  )
}
