import { useLingui } from '@lingui/react'
import './skip-link.css'

/** The id of the element a layout's page content sits in: the skip link's target. */
export const mainContentId = 'main'

/**
 * The first thing a keyboard reaches on every page: a link past the site's chrome to its content,
 * shown only while focused. The shell renders it before anything else (an app bar included), so
 * every theme gets it in the same place; a theme's layout gives its main element `mainContentId`.
 */
export function SkipLink() {
  const { i18n } = useLingui()
  return (
    <a className="pk-skip-link" data-slot="skip-link" href={`#${mainContentId}`}>
      {i18n._({ id: 'layout.skipToContent', message: 'Skip to content' })}
    </a>
  )
}
