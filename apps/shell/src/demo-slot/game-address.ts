import { type GameDevice, gameDevices, type LanguageCode } from '@parlor/contract'
import { isLanguageCode } from '@parlor/core'

/** What `/api/game/launch` put in the address: `/play/{provider}/{game}?lang=XX&device=…`. */
export interface GameAddress {
  readonly provider: string
  readonly game: string
  /**
   * The language the site asked for. The game's texts come from the English catalog for now
   * (the site itself is English only until other catalogs land), so it is carried, not applied.
   */
  readonly language: LanguageCode
  readonly device: GameDevice
}

const playPath = /^\/play\/([^/]+)\/([^/]+)\/?$/

/**
 * The game this page plays, or null when the address is not a game's. A missing or unknown
 * `lang`/`device` falls back to the launch call's own defaults (EN, desktop) rather than failing:
 * the codes are what the spin needs.
 */
export function parseGameAddress(
  location: Pick<Location, 'pathname' | 'search'>,
): GameAddress | null {
  const match = playPath.exec(location.pathname)
  const provider = decodeSegment(match?.[1])
  const game = decodeSegment(match?.[2])
  if (provider === null || game === null) return null
  const query = new URLSearchParams(location.search)
  const language = query.get('lang')?.trim().toUpperCase()
  const device = query.get('device')?.trim().toLowerCase()
  return {
    provider,
    game,
    language: isLanguageCode(language) ? language : 'EN',
    device: isGameDevice(device) ? device : 'desktop',
  }
}

/** A path segment as the server encoded it; a broken escape is no game code. */
function decodeSegment(segment: string | undefined): string | null {
  if (segment === undefined) return null
  try {
    return decodeURIComponent(segment).trim() || null
  } catch {
    return null
  }
}

function isGameDevice(value: string | undefined): value is GameDevice {
  return (gameDevices as readonly (string | undefined)[]).includes(value)
}
