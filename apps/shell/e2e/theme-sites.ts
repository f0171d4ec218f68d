import type { ColorName, Shades, TemplateName, Theme } from '@parlor/core'
import type { ThemeLayout } from '@parlor/ui-kit'
import { themeRegistry } from '../src/boot/theme-registry.ts'
import { callApi } from './players.ts'

/**
 * Every template the site can wear, from the registry the site itself loads themes from: a new
 * theme is tested as soon as the site can show it. Each has its demo site on templateN.localhost.
 */
export const templates = Object.keys(themeRegistry) as readonly TemplateName[]

export interface ThemeSite {
  /** The template, which is also the demo site's subdomain (`siteUrl(template)`). */
  readonly template: TemplateName
  readonly domain: string
  readonly code: string
  readonly color: ColorName
  readonly siteName: string
  /** The theme package's definition: colours, login and rewards entries, body attributes. */
  readonly theme: Theme<ThemeLayout>
  /** The demo colour's five shades, as the theme defines them. */
  readonly shades: Shades
}

interface StartupAnswer {
  readonly statusCode: number
  readonly site?: { theme_code: string; theme_color: string; site_name: string }
}

/** The template's demo site as the server describes it, and the theme it wears. */
export async function themeSite(template: TemplateName): Promise<ThemeSite> {
  const entry = themeRegistry[template]
  if (!entry) throw new Error(`The shell has no theme ${template}`)
  const domain = `${template}.localhost`
  const startup = await callApi<StartupAnswer>('/startup', { domain_name: domain })
  if (startup.statusCode !== 1 || !startup.site) {
    throw new Error(`${domain} has no demo site: ${JSON.stringify(startup).slice(0, 200)}`)
  }
  const theme = await entry.load()
  const color = startup.site.theme_color as ColorName
  const shades = theme.colors[color]
  if (!shades) throw new Error(`${template} does not allow its demo colour ${color}`)
  return {
    template,
    domain,
    code: startup.site.theme_code,
    color,
    siteName: startup.site.site_name,
    theme,
    shades,
  }
}
