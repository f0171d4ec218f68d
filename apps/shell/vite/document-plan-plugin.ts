import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DocumentPlan, PlanFiles, PlanTheme } from '@parlor/contract'
import {
  type ColorName,
  defaultHomeSections,
  type Shades,
  type TemplateName,
  type ThemeOnPage,
  themeOnPage,
} from '@parlor/core'
import { scriptFontSheets } from '@parlor/ui-kit/script-fonts'
import type { Plugin, Rollup } from 'vite'
import { leadSectionNeeds, pageTable } from '../src/router/page-table.ts'
import { staticImportsOf } from './static-imports.ts'
import { themePackageNames } from './theme-packages.ts'

/** The home's lead sections (casino live tables, sportsbook matches), by their `home` names. */
const leadSectionModules = {
  'live-tables': 'src/lobby/home-live-tables.tsx',
  matches: 'src/sports/home-matches.tsx',
} as const

interface ThemeSources {
  readonly manifest: {
    template: TemplateName
    codes: readonly string[]
    colorNames: readonly ColorName[]
  }
  readonly palette: Readonly<Record<string, Shades>>
  readonly look: {
    readonly body?: {
      id?: string
      classes?: readonly string[]
      mainWrapClasses?: readonly string[]
    }
    readonly home?: readonly string[]
  }
}

/** A colour as the page wears it, as the plan's JSON holds it. */
const planColor = ({ body, variables }: ThemeOnPage) => ({
  variables: { ...variables },
  body: { id: body.id, classes: [...body.classes], mainWrapClasses: [...body.mainWrapClasses] },
})

/**
 * The theme packages the site depends on (vite/theme-packages.ts), read from their built
 * `manifest`, `palette` and `look`.
 */
async function readThemePackages(): Promise<(ThemeSources & { readonly name: string })[]> {
  return Promise.all(
    themePackageNames().map(async (name) => {
      const [{ manifest }, { palette }, { look }] = await Promise.all([
        import(`${name}/manifest`),
        import(`${name}/palette`),
        import(`${name}/look`),
      ])
      return { name, manifest, palette, look }
    }),
  )
}

/**
 * Writes `.parlor/document-plan.json` beside the site: for each address, which page chunk and
 * texts its first document preloads and which SEO record titles it; for each theme, the codes
 * that select it, its colours' shades, its body attributes and its files. The platform server
 * reads it to prepare each site's first document (apps/api/src/http/prepared-document.ts), so
 * the first paint is in the site's colours and nothing waits for a second round trip. The folder
 * starts with a dot: the server never serves it.
 */
export function documentPlan(): Plugin {
  let localeRouting: DocumentPlan['localeRouting'] | undefined
  let imageBase = ''
  return {
    name: 'parlor-document-plan',
    apply: 'build',
    // The build's language routing, as the locale routing check defined it for the site.
    configResolved(config) {
      const defined = config.define?.__PARLOR_LOCALE_ROUTING__
      if (typeof defined === 'string') localeRouting = JSON.parse(defined)
      const base = config.define?.__PARLOR_IMAGE_BASE__
      if (typeof base === 'string') imageBase = JSON.parse(base)
    },
    // Once the bundle is written, not while it is generated: Vite drops the chunks that only
    // carried styles late in generation, and the plan must name only files that exist.
    async writeBundle(output, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rollup.OutputChunk => item.type === 'chunk',
      )
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'site')
      if (!entry) return
      if (!localeRouting) throw new Error('The document plan needs the locale routing check')
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const bySource = (suffix: string) =>
        chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(suffix))

      const closure = (chunk: Rollup.OutputChunk) => staticImportsOf(chunk, byFile)
      const loaded = closure(entry)
      /** A chunk with what it imports that the entry does not already bring, and their styles. */
      const filesOf = (chunk: Rollup.OutputChunk | undefined): PlanFiles => {
        if (!chunk) return { js: [], css: [] }
        const added = [...closure(chunk)].filter((item) => !loaded.has(item))
        return {
          js: added.map((item) => `/${item.fileName}`),
          css: [
            ...new Set(added.flatMap((item) => [...(item.viteMetadata?.importedCss ?? [])])),
          ].map((file) => `/${file}`),
        }
      }

      const leadOf = (section: string | undefined) =>
        section && section in leadSectionModules
          ? bySource(leadSectionModules[section as keyof typeof leadSectionModules])
          : undefined

      const leadNeedsOf = (section: string | undefined) =>
        section && section in leadSectionNeeds
          ? leadSectionNeeds[section as keyof typeof leadSectionNeeds]
          : { firstCalls: [], catalogs: [] }

      const themes: Record<string, PlanTheme> = {}
      for (const { name, manifest, palette, look } of await readThemePackages()) {
        const leadNeeds = leadNeedsOf(look.home?.[0])
        // The chunk of the package's entry, wherever the package is installed.
        const themeEntry = (await this.resolve(name))?.id
        const files = filesOf(chunks.find((chunk) => chunk.facadeModuleId === themeEntry))
        themes[manifest.template] = {
          codes: [...manifest.codes],
          colors: Object.fromEntries(
            manifest.colorNames.map((color) => [
              color,
              planColor(
                themeOnPage(
                  { template: manifest.template, body: look.body, colors: palette },
                  color,
                ),
              ),
            ]),
          ),
          lead: {
            ...filesOf(leadOf(look.home?.[0])),
            firstCalls: [...leadNeeds.firstCalls],
            catalogs: [...leadNeeds.catalogs],
          },
          // First, or second after a lead section: on a phone's first screen either way.
          heroBanner: (look.home ?? defaultHomeSections).slice(0, 2).includes('banners'),
          ...files,
        }
      }

      const catalogs: Record<string, Record<string, string>> = {}
      for (const chunk of chunks) {
        const match = /packages\/locales\/src\/([a-z]+)\/([a-z]+)\.ts$/.exec(
          chunk.facadeModuleId?.replaceAll('\\', '/') ?? '',
        )
        if (!match?.[1] || !match[2]) continue
        catalogs[match[1]] ??= {}
        ;(catalogs[match[1]] as Record<string, string>)[match[2]] = `/${chunk.fileName}`
      }

      // Each script font's stylesheet as built, from Vite's manifest (the sheets are CSS that the
      // kit imports on demand, so no chunk of their own names them).
      if (!output.dir) throw new Error('The document plan is written beside a build folder')
      const manifest = JSON.parse(
        readFileSync(join(output.dir, '.vite', 'manifest.json'), 'utf8'),
      ) as Record<string, { file: string; src?: string }>
      const sheetFile = (sheet: string) =>
        Object.values(manifest).find((entry) =>
          entry.src?.replaceAll('\\', '/').endsWith(`/script-fonts/${sheet}.css`),
        )?.file
      const scriptFonts = Object.fromEntries(
        Object.entries(scriptFontSheets).map(([locale, sheet]) => {
          const file = sheetFile(sheet)
          if (!file) throw new Error(`The build has no stylesheet for the ${sheet} script font`)
          return [locale, [`/${file}`]]
        }),
      )

      const plan: DocumentPlan = {
        localeRouting,
        imageBase,
        pages: pageTable.map(({ path, module, data }) => ({
          path,
          seoPage: data?.seoPage ?? null,
          catalogs: ['ui', ...(data?.catalogs ?? [])],
          firstCalls: [...(data?.firstCalls ?? [])],
          hero: data?.hero ? { ...data.hero } : null,
          ...filesOf(bySource(`/src/${module}`)),
        })),
        themes,
        catalogTable: filesOf(bySource('/packages/locales/src/catalog-loaders.ts')).js,
        announcementDialog: filesOf(bySource('/src/modals/announcement-modal.tsx')),
        catalogs,
        scriptFonts,
      }
      mkdirSync(join(output.dir, '.parlor'), { recursive: true })
      writeFileSync(join(output.dir, '.parlor', 'document-plan.json'), JSON.stringify(plan))
    },
  }
}
