import { useLingui } from '@lingui/react'
import { layoutAtom } from '@parlor/core'
import { Spinner } from '@parlor/ui-kit'
import { useAtomValue } from 'jotai'
import './preloader-page.css'

/**
 * Spec §2 /preloader: the site's waiting screen. A game opened in a window of its own (phones,
 * popup-type providers) shows it while the lobby asks the provider for the game's address.
 */
export function PreloaderPage() {
  const { i18n } = useLingui()
  const site = useAtomValue(layoutAtom).site
  return (
    <div className="preloader-page">
      {site ? <img src={site.logo1} alt={site.site_name} height={56} /> : null}
      <Spinner label={i18n._({ id: 'preloader.loading', message: 'Loading…' })} size={48} />
    </div>
  )
}
