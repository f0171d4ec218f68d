import { preparedTagAttribute } from '@parlor/contract'
import { layoutAtom, seoTags } from '@parlor/core'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { startTransition, useEffect, useLayoutEffect, useState } from 'react'
import { useSiteQuery } from '../api/use-site-query.ts'

const preparedTags = `head [${preparedTagAttribute}]`

/**
 * The page's head (/api/seo): title, description, author, publisher, keywords, Open Graph
 * tags, language and canonical link from the page's SEO record; the site's name and icon
 * otherwise. React 19 hoists these elements into the document's head.
 *
 * The first document may come with the same tags, written by the server for link previews: they
 * stay until this page's record has arrived, then give way to these, so the head never holds two
 * titles nor goes without one. The hand-over is a transition: asked for from a layout effect, it
 * was a synchronous update, which React ran in the task that committed the hydrated app, with
 * every effect of that app and the page's own hydration, no longer time-sliced, after it.
 */
export function PageHead({ seoPage }: { seoPage: string | undefined }) {
  const site = useAtomValue(layoutAtom).site
  const { href } = useLocation()
  const { origin } = useRouter()
  const seo = useSiteQuery(
    'seo',
    { page_name: seoPage ?? 'home' },
    { enabled: seoPage !== undefined, staleTime: Number.POSITIVE_INFINITY },
  )
  // A first document rendered on the server always has them: its head is the server's.
  const [serverTags, setServerTags] = useState(
    () => typeof document === 'undefined' || document.querySelector(preparedTags) !== null,
  )
  const settled = seoPage === undefined || !seo.isPending
  useEffect(() => {
    if (serverTags && settled) startTransition(() => setServerTags(false))
  }, [serverTags, settled])
  // In the commit that hoists this page's tags, before the browser paints the head again.
  useLayoutEffect(() => {
    if (serverTags) return
    for (const tag of document.querySelectorAll(preparedTags)) tag.remove()
  }, [serverTags])
  if (serverTags) return null

  const record = seoPage === undefined ? undefined : seo.data?.value[0]
  const tags = seoTags(record, {
    siteName: site?.site_name ?? '',
    url: new URL(href, origin).href,
  })
  return (
    <>
      {tags.title ? <title>{tags.title}</title> : null}
      {tags.meta.map((meta) => (
        <meta
          key={meta.name ?? meta.property}
          {...(meta.name ? { name: meta.name } : { property: meta.property })}
          content={meta.content}
        />
      ))}
      {tags.canonical ? <link rel="canonical" href={tags.canonical} /> : null}
      {site?.manifest_icon ? <link rel="icon" href={site.manifest_icon} /> : null}
    </>
  )
}
