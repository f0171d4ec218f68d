import type { ColorName } from './color-name.ts'
import type { HomeSection } from './home-section.ts'
import type { TemplateName } from './template-name.ts'

/** Five shades, lightest to darkest, as CSS colour values. */
export type Shades = readonly [string, string, string, string, string]

/** Where the auth guard sends a guest. */
export type LoginEntry = 'page' | 'login-modal' | 'signin-modal'

/** What a guest's click on the rewards icon does. */
export type RewardsEntry = 'page' | 'login-modal'

export interface CustomBreakpoint {
  readonly name: string
  readonly px: number
}

export interface ThemeBody {
  readonly id?: string
  readonly classes?: readonly string[]
  readonly mainWrapClasses?: readonly string[]
}

/**
 * A theme package's single export. Core stays free of React: `TLayout` is whatever component
 * type the rendering layer uses.
 */
export interface Theme<TLayout = unknown> {
  readonly template: TemplateName
  readonly codes: readonly string[]
  readonly colors: Readonly<Partial<Record<ColorName, Shades>>>
  readonly Layout: TLayout
  readonly loginEntry: LoginEntry
  readonly rewardsEntry: RewardsEntry
  readonly breakpoint?: CustomBreakpoint
  readonly body?: ThemeBody
  /** The home page's sections in this theme's order; `defaultHomeSections` when left out. */
  readonly home?: readonly HomeSection[]
}

/** Custom breakpoints sit between the tablet and large-desktop widths. */
export const customBreakpointRange = { min: 768, max: 1200 } as const

const cssHex = /^#[0-9a-f]{6}$/i

/**
 * Checks a theme's data once, when its package is defined, so a mistake fails the theme's own
 * tests instead of a player's page.
 */
export function defineTheme<TLayout>(theme: Theme<TLayout>): Theme<TLayout> {
  const colors = Object.entries(theme.colors)
  if (colors.length < 2) {
    throw new Error(`${theme.template}: a theme allows at least two colours`)
  }
  for (const [name, shades] of colors) {
    if (shades?.length !== 5 || !shades.every((shade) => cssHex.test(shade))) {
      throw new Error(`${theme.template}: colour ${name} needs five #rrggbb shades`)
    }
  }
  if (theme.codes.length === 0) {
    throw new Error(`${theme.template}: a theme answers to at least one theme code`)
  }
  const { breakpoint } = theme
  if (
    breakpoint &&
    (breakpoint.px < customBreakpointRange.min || breakpoint.px > customBreakpointRange.max)
  ) {
    throw new Error(
      `${theme.template}: custom breakpoint ${breakpoint.px}px is outside ${customBreakpointRange.min}–${customBreakpointRange.max}px`,
    )
  }
  const home = theme.home ?? []
  if (new Set(home).size !== home.length) {
    throw new Error(`${theme.template}: a home section appears twice`)
  }
  return theme
}
