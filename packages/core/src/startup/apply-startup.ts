import { isInMaintenance, isSuccess, type Maintenance, type ResponseOf } from '@parlor/contract'
import { initialLayout, type LayoutState, layoutAtom } from '../stores/layout-store.ts'
import type { Store } from '../stores/store.ts'
import type { ColorName } from '../theme/color-name.ts'
import type { Theme } from '../theme/define-theme.ts'
import { type ThemeOnPage, themeOnPage } from '../theme/theme-on-page.ts'
import { resolveSiteTheme, type ThemeRegistry, type themeErrors } from '../theme/theme-registry.ts'
import { filterMenu } from './menu-filter.ts'
import { isSiteAvailable } from './site-availability.ts'

export type StartupOutcome<TLayout> =
  | { readonly kind: 'maintenance'; readonly maintenance: Maintenance }
  | { readonly kind: 'failed'; readonly message: string; readonly statusCode: number }
  | {
      readonly kind: 'invalid-theme'
      readonly message: (typeof themeErrors)[keyof typeof themeErrors]
    }
  | { readonly kind: 'site-unavailable' }
  | {
      readonly kind: 'ready'
      readonly theme: Theme<TLayout>
      readonly color: ColorName
      /** What the page wears: the body's classes and id, the colour's variables. */
      readonly onPage: ThemeOnPage
    }

export interface StartupDeps<TLayout> {
  readonly store: Store
  readonly registry: ThemeRegistry<TLayout>
  readonly now?: () => Date
}

/**
 * Puts a startup answer into the layout store and loads the site's theme. The shell
 * requests /api/startup while its own code loads and hands the answer here, so the request never
 * waits for the code. A theme that fails to download rejects: the shell's chunk-failure reload
 * handles that like any other chunk.
 */
export async function applyStartup<TLayout>(
  deps: StartupDeps<TLayout>,
  response: ResponseOf<'startup'>,
): Promise<StartupOutcome<TLayout>> {
  const { store } = deps
  const previous = store.get(layoutAtom)

  if (!isSuccess(response)) {
    const message = response.statusMessage || response.statusDetail
    store.set(layoutAtom, resetLayout(previous, message))
    return { kind: 'failed', message, statusCode: response.statusCode }
  }

  if (isInMaintenance(response)) {
    // Only the maintenance layout shows: nothing else is stored or loaded.
    store.set(layoutAtom, {
      ...resetLayout(previous, response.message),
      maintenance: response.maintenance,
    })
    return { kind: 'maintenance', maintenance: response.maintenance }
  }
  const { site } = response
  const resolution = resolveSiteTheme(deps.registry, site.theme_code, site.theme_color)
  if (!resolution.ok) {
    store.set(layoutAtom, resetLayout(previous, resolution.message))
    return { kind: 'invalid-theme', message: resolution.message }
  }

  const layout: LayoutState = {
    ...previous,
    message: response.message,
    template: resolution.template,
    maintenance: response.maintenance,
    language: response.language,
    content: {
      menu: filterMenu(response.content.menu, response.provider_count),
      game_menu: filterMenu(response.content.game_menu, response.provider_count),
    },
    site,
    provider_count: response.provider_count,
    aff_domain: response.aff_domain,
    live_chat: response.live_chat,
    display: { ...previous.display, preloader: false },
  }
  store.set(layoutAtom, layout)

  if (!isSiteAvailable(site, deps.now?.() ?? new Date())) return { kind: 'site-unavailable' }

  const theme = await resolution.entry.load()
  return {
    kind: 'ready',
    theme,
    color: resolution.color,
    onPage: themeOnPage(theme, resolution.color),
  }
}

/**
 * Startup's "state is reset": the site's data goes, the message stays, and the player's own
 * choices (dismissed announcement, closed download bar) are kept.
 */
function resetLayout(previous: LayoutState, message: string): LayoutState {
  return {
    ...initialLayout,
    message,
    display: { ...previous.display, preloader: false },
  }
}
