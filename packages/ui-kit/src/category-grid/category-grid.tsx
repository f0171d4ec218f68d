import { AppLink } from '../navigation/app-link.tsx'
import './category-grid.css'

export interface CategoryGridItem {
  readonly href: string
  /** Translated: it names the link. */
  readonly label: string
  /** The category's icon; decoration beside the name. */
  readonly icon: string
}

export interface CategoryGridProps {
  /** The list's name ("Game categories"). */
  readonly label: string
  readonly items: readonly CategoryGridItem[]
}

/** The site's game categories as a grid of large links, each an icon above its name. */
export function CategoryGrid({ label, items }: CategoryGridProps) {
  if (items.length === 0) return null
  return (
    <ul className="pk-category-grid" data-slot="category-grid" aria-label={label}>
      {items.map((item) => (
        <li key={item.href} className="pk-category-grid__item">
          <AppLink
            className="pk-category-grid__link"
            data-slot="category-grid-link"
            href={item.href}
          >
            <img
              className="pk-category-grid__icon"
              data-slot="category-grid-icon"
              src={item.icon}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              decoding="async"
            />
            <span className="pk-category-grid__label" data-slot="category-grid-label">
              {item.label}
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  )
}
