import { useLingui } from '@lingui/react'
import { type CSSProperties, useId } from 'react'
import { LazyImage } from '../lazy-image/lazy-image.tsx'
import { AppLink } from '../navigation/app-link.tsx'
import { Skeleton } from '../skeleton/skeleton.tsx'
import { StripScrollButtons } from '../strip-scroller/strip-scroll-buttons.tsx'
import { useStripScroller } from '../strip-scroller/use-strip-scroller.ts'
import './banner-strip.css'

export interface BannerStripItem {
  readonly key: string | number
  readonly href: string
  /** Shown on the banner and naming its link. */
  readonly title: string
  readonly image: string
}

export interface BannerStripProps {
  /** The region's name ("Promotions"). */
  readonly label: string
  /** Banners, or null while loading. An empty list renders nothing. */
  readonly items: readonly BannerStripItem[] | null
  /** The artwork's size: every banner keeps this ratio, so nothing moves as images arrive. */
  readonly imageWidth?: number
  readonly imageHeight?: number
}

/**
 * The hero strip: linked banners side by side, snapping to each card as the row scrolls, with
 * previous and next buttons that move one card. It never turns by itself. The first banner is in
 * view at once and loads eagerly; the others wait until they near the viewport.
 */
export function BannerStrip({
  label,
  items,
  imageWidth = 800,
  imageHeight = 400,
}: BannerStripProps) {
  const { i18n } = useLingui()
  const listId = useId()
  const scroller = useStripScroller<HTMLUListElement>(items?.length ?? 0)
  if (items !== null && items.length === 0) return null
  const ratio = { '--pk-banner-ratio': `${imageWidth} / ${imageHeight}` } as CSSProperties

  return (
    <section className="pk-banner-strip" data-slot="banner-strip" aria-label={label} style={ratio}>
      <ul
        ref={scroller.ref}
        id={listId}
        className="pk-banner-strip__list"
        data-slot="banner-strip-list"
        aria-busy={items === null}
      >
        {items === null
          ? ['placeholder-1', 'placeholder-2'].map((placeholder) => (
              // Keys of their own: a banner never takes over a placeholder's node and "moves".
              <li key={placeholder} className="pk-banner-strip__card" data-slot="banner-strip-card">
                {/* In the link's own box, so a theme's border or frame on banners holds it too. */}
                <span className="pk-banner-strip__link" data-slot="banner-strip-link">
                  <Skeleton
                    className="pk-banner-strip__placeholder"
                    slot="banner-strip-placeholder"
                  />
                </span>
              </li>
            ))
          : items.map((item, index) => (
              <li key={item.key} className="pk-banner-strip__card" data-slot="banner-strip-card">
                <AppLink
                  className="pk-banner-strip__link"
                  data-slot="banner-strip-link"
                  href={item.href}
                >
                  {index === 0 ? (
                    <img
                      className="pk-banner-strip__image"
                      data-slot="banner-strip-image"
                      src={item.image}
                      alt=""
                      width={imageWidth}
                      height={imageHeight}
                      fetchPriority="high"
                      decoding="async"
                    />
                  ) : (
                    <LazyImage
                      className="pk-banner-strip__image"
                      slot="banner-strip-image"
                      src={item.image}
                      alt=""
                      width={imageWidth}
                      height={imageHeight}
                    />
                  )}
                  <span className="pk-banner-strip__title" data-slot="banner-strip-title">
                    {item.title}
                  </span>
                </AppLink>
              </li>
            ))}
      </ul>
      {items === null ? null : (
        <StripScrollButtons
          className="pk-banner-strip__buttons"
          scroller={scroller}
          controls={listId}
          previousLabel={i18n._({ id: 'bannerStrip.previous', message: 'Previous banner' })}
          nextLabel={i18n._({ id: 'bannerStrip.next', message: 'Next banner' })}
        />
      )}
    </section>
  )
}
