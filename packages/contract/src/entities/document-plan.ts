import * as v from 'valibot'
import type { LanguageCode } from './language.ts'
import { LocaleRouting } from './locale-routing.ts'

/** Addresses of built files (`/assets/…`), scripts and styles apart. */
export const PlanFiles = v.object({
  js: v.array(v.string()),
  css: v.array(v.string()),
})
export type PlanFiles = v.InferOutput<typeof PlanFiles>

/** What a site's body carries for one theme and colour (core's `themeOnPage`). */
const PlanBody = v.object({
  id: v.nullable(v.string()),
  classes: v.array(v.string()),
  mainWrapClasses: v.array(v.string()),
})

/**
 * A public site call a page's first screen makes, with its parameters beyond the site's own
 * (`domain_name`, `external_id`): the server answers it in the page's first document.
 */
export const PlanCall = v.object({
  call: v.string(),
  params: v.record(v.string(), v.unknown()),
})
export type PlanCall = v.InferOutput<typeof PlanCall>

/** One theme of the build: what selects it, how each of its colours looks, and its files. */
export const PlanTheme = v.object({
  ...PlanFiles.entries,
  codes: v.array(v.string()),
  /** Each colour as the page wears it (core's `themeOnPage`): its variables and the body's. */
  colors: v.record(
    v.string(),
    v.object({ variables: v.record(v.string(), v.string()), body: PlanBody }),
  ),
  /** The home's lead section (live tables, matches) the theme shows first, if any. */
  lead: v.object({
    ...PlanFiles.entries,
    firstCalls: v.array(PlanCall),
    /** Catalog domains it shows beyond the home's. */
    catalogs: v.array(v.string()),
  }),
  /**
   * Whether the theme's home shows the promotion banners on its first screen (first, or after
   * its lead section): the home's hero, the first banner's image, is then the largest picture
   * there, and the server preloads it with the page's code.
   */
  heroBanner: v.boolean(),
})
export type PlanTheme = v.InferOutput<typeof PlanTheme>

/**
 * Where a page's first-screen pictures are found: in the answer to one of its first calls, the
 * list under `list`, the first `count` items' `field`. The server preloads them: the largest
 * picture of the first screen is among them.
 */
export const PlanHero = v.object({
  call: v.string(),
  list: v.string(),
  field: v.string(),
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(8)),
})
export type PlanHero = v.InferOutput<typeof PlanHero>

/** One page of the site: its address, SEO record, catalog domains and chunk. */
export const PlanPage = v.object({
  ...PlanFiles.entries,
  path: v.string(),
  seoPage: v.nullable(v.string()),
  catalogs: v.array(v.string()),
  /** The calls its first screen makes, answered in its first document. */
  firstCalls: v.array(PlanCall),
  hero: v.nullable(PlanHero),
})
export type PlanPage = v.InferOutput<typeof PlanPage>

/**
 * What a build of the player site tells the platform server that serves it, so the server can
 * prepare each site's first document: the build's language routing, its pages, its themes, its
 * message catalogs by locale and domain and its script fonts' stylesheets (file addresses).
 * Written by the shell's build (`.parlor/document-plan.json`), read and checked by the server.
 */
export const DocumentPlan = v.object({
  localeRouting: LocaleRouting,
  /** Where the build reads image paths from (VITE_IMAGE_BASE, `setImageBase`); '' for none. */
  imageBase: v.optional(v.string(), ''),
  pages: v.array(PlanPage),
  themes: v.record(v.string(), PlanTheme),
  /** The table of catalog files, which every catalog is loaded through. */
  catalogTable: v.array(v.string()),
  /**
   * The code of the announcement dialog a home opens over its first screen while the site runs a
   * modal announcement: the server has it (and its picture) load behind the first screen's files.
   */
  announcementDialog: PlanFiles,
  catalogs: v.record(v.string(), v.record(v.string(), v.string())),
  /**
   * The stylesheet of the font each locale's script needs (ui-kit's script fonts), by locale:
   * linked in the head of a page in that language, so text the server wrote is laid out with the
   * font's faces known.
   */
  scriptFonts: v.record(v.string(), v.array(v.string())),
})
export type DocumentPlan = v.InferOutput<typeof DocumentPlan>

/**
 * The attribute on the head tags (title, description, link-preview tags) the server wrote into a
 * site's first document: the site's code removes them once it renders the page's own.
 */
export const preparedTagAttribute = 'data-prepared'

/**
 * The answers to a page's first calls as its first document carries them, in a JSON block with
 * this id: the site puts them in its query cache and renders the first screen without asking.
 * Only public calls: the document is the same for every visitor of the site.
 */
export const firstAnswersElementId = 'parlor-answers'
export const FirstAnswers = v.array(v.object({ ...PlanCall.entries, answer: v.unknown() }))
export type FirstAnswers = v.InferOutput<typeof FirstAnswers>

/**
 * Where a build of the player site may leave its renderer of first documents, in its build
 * folder: a module for Node whose `renderPage` (`RenderPage`) the platform server calls. Inside
 * `.parlor`, which the server never publishes.
 */
export const pageRendererPath = '.parlor/render/render-page.js'

/**
 * The width the server renders a first document for, guessed from the browser's user agent: a
 * phone's is narrow, anything else wide. The site's first render in the browser takes the same
 * guess (`<html data-first-viewport>`), then follows the real width.
 */
export const FirstViewport = v.picklist(['narrow', 'wide'])
export type FirstViewport = v.InferOutput<typeof FirstViewport>

/** The attribute of `<html>` that names the first document's `FirstViewport`. */
export const firstViewportAttribute = 'data-first-viewport'

/**
 * The attribute of `<html>` that carries the server's reading of the browser's user agent (core's
 * `deviceReadingOf`): the site takes it instead of downloading the parsers to read the same
 * header again. Optional: a site served without it reads the user agent itself.
 */
export const deviceAttribute = 'data-device'

/** What the platform server hands the build's renderer for one first document. */
export interface RenderPageInput {
  /** The address asked for, with its origin. */
  readonly url: string
  /** The document's language, chosen as the browser will choose it. */
  readonly language: LanguageCode
  /** The startup answer the document carries. */
  readonly startup: unknown
  /** The first answers the document carries (`#parlor-answers`). */
  readonly answers: FirstAnswers
  readonly viewport: FirstViewport
  /**
   * The server's reading of the browser's user agent, as the document carries it
   * (`deviceAttribute`), for the parts that differ by device (a phone's app offers). Optional:
   * without it the page renders as for a desktop.
   */
  readonly device?: string
}

/**
 * The markup of a first document's `#root` (the page as a signed-out visitor sees it, which the
 * site then hydrates), or undefined when the page is not one to render on the server.
 */
export type RenderPage = (input: RenderPageInput) => Promise<string | undefined>

/** The attribute of a `#root` that holds the server's markup of the page. */
export const serverRenderedAttribute = 'data-server-rendered'
