import { parse, serialize } from 'cookie'
import { keptAYear, yearInSeconds } from '../cookies/kept-a-year.ts'
import { type CustomBreakpoint, customBreakpointRange } from '../theme/define-theme.ts'

/** The breakpoints: the minimum width, in CSS pixels, at which each one starts. */
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

/** Without a width to go by (server render, crawlers) the page assumes a desktop. */
export const fallbackBreakpoint: StandardBreakpoint = 'desktop'

export interface BreakpointQuery {
  readonly name: BreakpointName
  readonly px: number
  /** A media query that matches from `px` up, for `matchMedia`. */
  readonly query: string
}

function isStandard(name: string): name is StandardBreakpoint {
  return Object.hasOwn(breakpoints, name)
}

/**
 * The breakpoints in force, narrowest first. A custom breakpoint at a standard width replaces
 * that one (template11Custom takes tablet's 768 px), so every name listed can be the current one.
 */
function ordered(custom?: CustomBreakpoint): { name: BreakpointName; px: number }[] {
  const list: { name: BreakpointName; px: number }[] = Object.entries(breakpoints).map(
    ([name, px]) => ({ name, px }),
  )
  if (!custom) return list
  const { min, max } = customBreakpointRange
  if (!(custom.px >= min && custom.px <= max)) {
    throw new RangeError(
      `Custom breakpoint ${custom.name} (${custom.px}px) is outside ${min}–${max}px`,
    )
  }
  if (custom.name === '' || isStandard(custom.name)) {
    throw new RangeError(
      `A custom breakpoint needs a name of its own, not ${custom.name || 'none'}`,
    )
  }
  return [...list.filter((b) => b.px !== custom.px), { name: custom.name, px: custom.px }].sort(
    (a, b) => a.px - b.px,
  )
}

/**
 * The widest breakpoint the viewport reaches; narrower than every one is still `mobile`, and an
 * unknown width (NaN) is the fallback. Throws on a custom breakpoint outside 768–1200 px.
 */
export function breakpointFor(width: number, custom?: CustomBreakpoint): BreakpointName {
  const list = ordered(custom)
  if (Number.isNaN(width)) return fallbackBreakpoint
  return list.findLast((b) => width >= b.px)?.name ?? 'mobile'
}

/**
 * The queries the shell watches with `matchMedia`, narrowest first: the current breakpoint is the
 * last one that matches.
 */
export function mediaQueries(custom?: CustomBreakpoint): readonly BreakpointQuery[] {
  return ordered(custom).map(({ name, px }) => ({ name, px, query: `(min-width: ${px}px)` }))
}

/**
 * The breakpoint to render with before any measuring: the viewport cookie's, when it names a
 * breakpoint in force, else the fallback.
 */
export function initialBreakpoint(
  cookieValue?: string | undefined,
  custom?: CustomBreakpoint,
): BreakpointName {
  return ordered(custom).find((b) => b.name === cookieValue)?.name ?? fallbackBreakpoint
}

/** The viewport cookie: Secure, SameSite=Strict, a year, the whole site. */
export const viewportCookie = {
  name: 'viewport',
  maxAgeSeconds: yearInSeconds,

  /** The Set-Cookie value storing `name`; Expires doubles Max-Age for old browsers. */
  serialize(name: BreakpointName, now: Date = new Date()): string {
    return serialize(viewportCookie.name, name, {
      ...keptAYear(now),
      secure: true,
      sameSite: 'strict',
    })
  },

  /** The cookie's raw value; `initialBreakpoint` decides whether it still names a breakpoint. */
  read(cookieHeader: string | undefined): string | undefined {
    return cookieHeader ? parse(cookieHeader)[viewportCookie.name] : undefined
  },
}
