import type { LoginEntry } from '@parlor/core'

/**
 * Where the site menu sits on a wide screen:
 * - `bar`: a strip of category icons across, beneath the header (slot lobbies);
 * - `inline`: text links inside the header bar itself, one compact band;
 * - `rail`: a column down the left edge beside the page (casino lobbies);
 * - `columns`: the menu on the left, the page in the middle, the player's column on the right
 *   (sportsbooks).
 */
export type FrameNavigation = 'bar' | 'inline' | 'rail' | 'columns'

/** Where the menu goes on a phone: behind a button in a drawer, or a tab bar along the bottom. */
export type FramePhoneNavigation = 'drawer' | 'tabs'

/** What a theme chooses of the frame's arrangement. */
export interface FrameArrangement {
  readonly navigation: FrameNavigation
  readonly phoneNavigation: FramePhoneNavigation
}

/** The arrangement plus what the frame takes from the rest of the theme. */
export interface FrameOptions extends FrameArrangement {
  /** How the header's "Log in" works: the theme's loginEntry (a page, or a modal at once). */
  readonly loginEntry: LoginEntry
  /** Narrower than this, the frame takes its phone arrangement: the theme's breakpoint or 768. */
  readonly compactBelow?: number
  /** The theme's main-wrap classes, on the element around the page. */
  readonly mainWrapClasses?: readonly string[]
}

/** The tablet breakpoint, where a frame without a custom one turns compact. */
export const defaultCompactBelow = 768
