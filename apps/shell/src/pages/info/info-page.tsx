import { useLingui } from '@lingui/react'
import { layoutAtom } from '@parlor/core'
import { Button, ButtonLink, EmptyState, PageHeader, Panel } from '@parlor/ui-kit'
import { useMatches } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useSiteQuery } from '../../api/use-site-query.ts'
import { CmsBody } from '../../info/cms-body.tsx'
import { InfoNav } from '../../info/info-nav.tsx'
import { infoPages } from '../../info/info-pages.ts'
import { InfoSkeleton } from '../../info/info-skeleton.tsx'
import '../../info/info.css'

/**
 * /about, /privacy-policy, /banking, /faqs, /responsible-gaming and /term-condition: the site's
 * own text for the CMS section the route names (staticData.cmsPage), hidden when its status is off.
 */
export function InfoPage() {
  const { i18n } = useLingui()
  const cmsPage = useMatches({ select: (matches) => matches.at(-1)?.staticData.cmsPage })
  const layout = useAtomValue(layoutAtom)
  const info = useSiteQuery('siteInfoDetail', {})
  // After-mount work may already have the CMS in the layout store: show it while the query runs.
  const cms = info.data?.cms ?? layout.cms
  const entry = infoPages.find((page) => page.cmsPage === cmsPage) ?? infoPages[0]
  const section = cms && entry ? cms[entry.cmsPage] : null
  const available = section?.status && (section.en.trim() !== '' || section.local.trim() !== '')

  return (
    <div className="info-page" data-cms-page={entry?.cmsPage}>
      <PageHeader title={entry ? i18n._(entry.title) : ''} />
      <InfoNav {...(entry ? { current: entry.href } : {})} />
      <Panel>
        {!section && info.isError ? (
          <EmptyState
            title={i18n._({ id: 'info.loadFailed', message: 'This page could not be loaded' })}
            action={
              <Button onClick={() => void info.refetch()}>
                {i18n._({ id: 'info.tryAgain', message: 'Try again' })}
              </Button>
            }
          />
        ) : !section ? (
          <InfoSkeleton />
        ) : available ? (
          <CmsBody section={section} siteLanguage={layout.language} />
        ) : (
          <EmptyState
            title={i18n._({ id: 'info.unavailable', message: 'This page is not available' })}
            action={
              <ButtonLink href="/">
                {i18n._({ id: 'info.home', message: 'Go to the home page' })}
              </ButtonLink>
            }
          >
            <p>
              {i18n._({
                id: 'info.unavailableBody',
                message: 'The other information pages are listed above.',
              })}
            </p>
          </EmptyState>
        )}
      </Panel>
    </div>
  )
}
