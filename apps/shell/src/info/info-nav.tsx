import { useLingui } from '@lingui/react'
import { SectionNav } from '@parlor/ui-kit'
import { infoPages } from './info-pages.ts'

/** Links between the information pages, the one showing marked as current. */
export function InfoNav({ current }: { current?: string }) {
  const { i18n } = useLingui()
  return (
    <SectionNav
      label={i18n._({ id: 'info.pagesNav', message: 'Information pages' })}
      links={infoPages.map((page) => ({ href: page.href, label: i18n._(page.title) }))}
      {...(current ? { current } : {})}
    />
  )
}
