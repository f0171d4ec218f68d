import { type ReactNode, useId } from 'react'
import './panel.css'

export interface PanelProps {
  /** Shown as the panel's heading, which also names its region. */
  readonly title?: string
  /** 2 under the page's h1; 3 inside a panel that already has a heading. */
  readonly headingLevel?: 2 | 3
  readonly children: ReactNode
  readonly className?: string
  /** Defaults to `section` when titled, `div` otherwise. */
  readonly as?: 'section' | 'div'
}

/** A surface card grouping part of a page; a titled one is a named region to skip to. */
export function Panel({ title, headingLevel = 2, children, className, as }: PanelProps) {
  const headingId = useId()
  const Tag = as ?? (title ? 'section' : 'div')
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <Tag
      className={['pk-panel', className].filter(Boolean).join(' ')}
      data-slot="panel"
      // Naming a plain div is not allowed (ARIA 1.2); a named section is a region landmark.
      aria-labelledby={title && Tag === 'section' ? headingId : undefined}
    >
      {title ? (
        <Heading id={headingId} className="pk-panel__title" data-slot="panel-title">
          {title}
        </Heading>
      ) : null}
      {children}
    </Tag>
  )
}
