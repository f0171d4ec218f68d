import { type CSSProperties, useState } from 'react'
import { PlaceholderGlyph } from './placeholder-glyph.tsx'
import './lazy-image.css'

export interface LazyImageProps {
  readonly src: string
  /** What the image shows; empty for decoration. */
  readonly alt: string
  /** The intrinsic size: reserves the box before the image loads. */
  readonly width: number
  readonly height: number
  readonly className?: string
  /** The part it plays where it is used (`data-slot`, say `game-tile-art`); `lazy-image` by default. */
  readonly slot?: string
  /**
   * On the first screen, perhaps its largest picture: it loads at once and first, and shows
   * without the fade, as a picture still transparent does not count as painted and the first
   * screen's largest would be counted a fade later. Off by default: most images wait until they
   * near the viewport.
   */
  readonly priority?: boolean
}

type LoadState = 'loading' | 'loaded' | 'failed'

/**
 * An image that loads when it nears the viewport, in a box of its own size with a 32 px
 * placeholder glyph until it arrives. A broken image keeps the placeholder (never the browser's
 * broken-image icon) and still tells screen readers what it was.
 *
 * While loading, the glyph is the box's own CSS (lazy-image.css), not markup: a home shows about
 * a hundred tiles, and four SVG elements each were a quarter of its elements.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
  slot = 'lazy-image',
  priority,
}: LazyImageProps) {
  // Keyed by src, so a new address starts loading again without an effect.
  const [settled, setSettled] = useState<{ src: string; ok: boolean } | null>(null)
  const state: LoadState = settled?.src === src ? (settled.ok ? 'loaded' : 'failed') : 'loading'
  const box = {
    '--pk-lazy-image-width': `${width}px`,
    '--pk-lazy-image-ratio': `${width} / ${height}`,
  } as CSSProperties
  const failedWithText = state === 'failed' && alt !== ''
  return (
    <span
      className={['pk-lazy-image', className].filter(Boolean).join(' ')}
      data-slot={slot}
      data-state={state}
      data-priority={priority ? '' : undefined}
      style={box}
    >
      {state === 'failed' ? (
        <PlaceholderGlyph label={failedWithText ? alt : undefined} />
      ) : (
        <img
          className="pk-lazy-image__img"
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          decoding="async"
          // A first document rendered on the server may show the picture before the site's code
          // is there to hear its load event: a picture already there counts as loaded.
          ref={(image) => {
            if (state === 'loading' && image?.complete && image.naturalWidth > 0) {
              setSettled({ src, ok: true })
            }
          }}
          onLoad={() => setSettled({ src, ok: true })}
          onError={() => setSettled({ src, ok: false })}
        />
      )}
    </span>
  )
}
