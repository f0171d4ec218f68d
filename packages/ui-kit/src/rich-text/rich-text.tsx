import { sanitizeCms } from '@parlor/core'
import { useMemo } from 'react'
import './rich-text.css'

export interface RichTextProps {
  /** Operator-written HTML (CMS pages, promotion terms): never trusted. */
  readonly html: string
  readonly className?: string
  readonly as?: 'div' | 'article'
}

/**
 * Operator rich text, always through core's `sanitizeCms`: scripts, event handlers, forms, frames
 * and inline styles are gone before the markup reaches the page, and new-tab links lose
 * `window.opener`. Sanitising is memoised on the HTML, so a re-render does not repeat it.
 */
export function RichText({ html, className, as: Tag = 'div' }: RichTextProps) {
  const safe = useMemo(() => sanitizeCms(html), [html])
  return (
    <Tag
      className={['pk-rich-text', className].filter(Boolean).join(' ')}
      data-slot="rich-text"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeCms just above
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  )
}
