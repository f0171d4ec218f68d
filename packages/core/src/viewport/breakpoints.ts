import { serialize } from 'cookie'
import { type CustomBreakpoint, customBreakpointRange } from '../theme/define-theme.ts'

/** Spec §9 breakpoints, smallest first. */
export const breakpoints = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const

export type StandardBreakpoint = keyof typeof breakpoints
/** A standard name, or a theme's custom one such as `template4Custom`. */
export type BreakpointName = StandardBreakpoint | (string & {})

/** Without a width to go by (first paint, crawlers) the page assumes a desktop (spec §9). */
export const fallbackBreakpoint: StandardBreakpoint = 'desktop'

function ordered(custom?: CustomBreakpoint): { name: BreakpointName; px: number }[] {
  if (custom && (custom.px < customBreakpointRange.min || custom.px > customBreakpointRange.max)) {
    throw new Error(`Custom breakpoint ${custom.name} (${custom.px}px) is outside 768–1200px`)
  }
  const list: { name: BreakpointName; px: number }[] = Object.entries(breakpoints).map(
    ([name, px]) => ({ name, px }),
  )
  if (custom) list.push(custom)
  // A custom breakpoint at a standard width wins over it: the theme asked for that name.
  return list.sort((a, b) => a.px - b.px || (a.name === custom?.name ? 1 : -1))
}

/** The largest breakpoint whose width the viewport reaches; narrower than all is `mobile`. */
export function breakpointFor(width: number, custom?: CustomBreakpoint): BreakpointName {
  let current: BreakpointName = 'mobile'
  for (const { name, px } of ordered(custom)) if (width >= px) current = name
  return current
}

/** The queries the shell watches with matchMedia, each with the breakpoint it starts. */
export function mediaQueries(custom?: CustomBreakpoint): { name: BreakpointName; query: string }[] {
  return ordered(custom).map(({ name, px }) => ({ name, query: `(min-width: ${px}px)` }))
}

/** The breakpoint to paint with before measuring: the cookie's, when it names a known one. */
export function initialBreakpoint(
  cookieValue: string | undefined,
  custom?: CustomBreakpoint,
): BreakpointName {
  const known = ordered(custom).map((b) => b.name)
  return cookieValue && known.includes(cookieValue) ? cookieValue : fallbackBreakpoint
}

/** The viewport cookie of spec §4 and §9: Secure, SameSite=Strict, a year, the whole site. */
export const viewportCookie = {
  name: 'viewport',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  serialize(name: BreakpointName): string {
    return serialize(this.name, name, {
      path: '/',
      secure: true,
      sameSite: 'strict',
      maxAge: this.maxAgeSeconds,
    })
  },
}
