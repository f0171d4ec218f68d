/** Providers whose games run in a window of their own. */
export const popupProviders: readonly string[] = ['EVOPLAY']

/** Provider codes come from several systems, so their case is not to be relied on. */
export function isPopupProvider(providerCode: string): boolean {
  const code = providerCode.trim().toUpperCase()
  return popupProviders.some((provider) => provider.toUpperCase() === code)
}

/**
 * How a game opens:
 * - `navigate`: the site's own /playnow page, in this tab;
 * - `new-tab`: a window the click handler opens at once, before any await, and points at the
 *   game once the launch call answers; a phone's browser blocks a window opened later, as it no
 *   longer counts as the player's doing;
 * - `popup`: a sized window for the providers that want one, opened the same way.
 */
export type GameWindowPlan =
  | { readonly kind: 'navigate' }
  | { readonly kind: 'new-tab' }
  | { readonly kind: 'popup'; readonly features: string }

/** The available screen, for centring a popup; `window.screen` fits as is. */
export interface ScreenArea {
  readonly availWidth: number
  readonly availHeight: number
  /** Where the available area starts, on a second monitor for instance (not in every browser). */
  readonly availLeft?: number
  readonly availTop?: number
}

export const popupSize = { width: 1280, height: 800 } as const

/**
 * The popup's window features: 1280×800, shrunk to the screen and centred on it when the screen
 * is known. No `noopener`: with it `window.open` returns null, and the caller needs the window to
 * send it to the game's address once the launch call has answered.
 */
export function popupFeatures(screen?: ScreenArea): string {
  if (!screen) return `popup,width=${popupSize.width},height=${popupSize.height}`
  const width = Math.min(popupSize.width, screen.availWidth)
  const height = Math.min(popupSize.height, screen.availHeight)
  const left = Math.round((screen.availLeft ?? 0) + (screen.availWidth - width) / 2)
  const top = Math.round((screen.availTop ?? 0) + (screen.availHeight - height) / 2)
  return `popup,width=${width},height=${height},left=${left},top=${top}`
}

/** Where a game opens (popup providers keep their own window). */
export function gameWindowPlan(input: {
  readonly providerCode: string
  readonly isPhone: boolean
  readonly screen?: ScreenArea
}): GameWindowPlan {
  // A phone has no room for a popup, and opens a tab whatever the provider.
  if (input.isPhone) return { kind: 'new-tab' }
  if (isPopupProvider(input.providerCode)) {
    return { kind: 'popup', features: popupFeatures(input.screen) }
  }
  return { kind: 'navigate' }
}

/** The site's own game page for a game. */
export function playnowPath(game: {
  readonly provider_code: string
  readonly game_code: string
}): string {
  const query = new URLSearchParams({ provider: game.provider_code, game: game.game_code })
  return `/playnow?${query}`
}
