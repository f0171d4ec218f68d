/**
 * The 32 px picture glyph that stands in for an image that failed, named with the image's alt
 * text. The same drawing marks an image still loading, as CSS (lazy-image.css): keep them alike.
 */
export function PlaceholderGlyph({ label }: { label?: string }) {
  const common = {
    className: 'pk-lazy-image__placeholder',
    'data-slot': 'lazy-image-placeholder',
    viewBox: '0 0 32 32',
    width: 32,
    height: 32,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
  }
  const shape = (
    <>
      <rect x="3" y="6" width="26" height="20" rx="3" />
      <circle cx="11" cy="13" r="2.5" />
      <path d="m5 24 8-8 6 6 4-4 6 6" />
    </>
  )
  return label ? (
    <svg role="img" aria-label={label} {...common}>
      {shape}
    </svg>
  ) : (
    <svg aria-hidden="true" {...common}>
      {shape}
    </svg>
  )
}
