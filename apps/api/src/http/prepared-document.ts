import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  type CallName,
  calls,
  DocumentPlan,
  deviceAttribute,
  type FirstAnswers,
  firstAnswersElementId,
  firstViewportAttribute,
  imageAddressOn,
  isInMaintenance,
  isSuccess,
  localizedCallNames,
  type PlanCall,
  type PlanFiles,
  type PlanHero,
  pageRendererPath,
  preparedTagAttribute,
  type RenderPage,
  type ResponseOf,
  type SeoRecord,
  serverRenderedAttribute,
} from '@parlor/contract'
import {
  announcementClosedCookie,
  bodyClassesMarker,
  type ColorName,
  detectDevice,
  deviceReadingOf,
  entryLanguage,
  findTemplate,
  firstViewportOf,
  languageCookie,
  localeOf,
  seoTags,
  splitLocalePrefix,
  type ThemeRegistry,
  themeVariablesRule,
} from '@parlor/core/document'
import * as v from 'valibot'
import { builtStylesheets, inlineStylesheets, type StylesheetText } from './inline-stylesheets.ts'
import { noncePage, noncePlaceholder } from './nonce-page.ts'

/** What the server knows of a site when a page of it is asked for. */
export interface DocumentSources {
  startup(domain: string): Promise<ResponseOf<'startup'>>
  /** The site's name whatever its state (in maintenance its startup answer names nothing). */
  siteName(domain: string): Promise<string | undefined>
  /** A call's answer, made as a visitor's request would be. */
  answer(call: CallName, request: Record<string, unknown>): Promise<unknown>
}

/** The parts of the built index.html a site's first document fills in. */
export interface DocumentParts {
  readonly status: 200 | 404
  /** Attributes of `<html>`: the language and the theme's colour variables. */
  readonly html: string
  /** Tags that take the place of the build's `<title>`. */
  readonly head: string
  /**
   * Preloads of the first screen's largest pictures, just before those tags and so before the
   * page's embedded answers and the build's code. Over HTTP/1.1 a browser opens six connections
   * to a host and the files named first take them; the page paints from the server's markup, so
   * its largest paint waits for these pictures and not for the code.
   */
  readonly pictures: string
  /**
   * Tags at the end of `<head>`, after the build's own: the theme's and page's styles must come
   * after the kit's to win the cascade, as they would when loaded by the site's code.
   */
  readonly preloads: string
  /** Attributes of `<body>`: the theme's classes and id. */
  readonly body: string
  /** The page's markup for `#root`, rendered by the build's renderer; empty keeps the build's. */
  readonly root: string
  /** False for a page left unrendered only because the renderer was busy: ask again next time. */
  readonly cacheable: boolean
  /**
   * The site's own icon, in place of the build's: a tab, a bookmark or a link preview shows the
   * brand before any script runs. Marked as the head's tags are, so the site's head takes over.
   */
  readonly icon?: string
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

/**
 * JSON that can stand inside a `<script>` element: no `<` to end it early (`</script>`, `<!--`),
 * and no U+2028 or U+2029, which older parsers took for line ends inside a string.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

const preparedMark = preparedTagAttribute

const answeredWell = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && isSuccess(answer as { statusCode: number })

/** The pictures a page's hero names in its first answers: addresses only, at most `count`. */
function heroesOf(answers: FirstAnswers, hero: PlanHero): string[] {
  const answer = answers.find(({ call }) => call === hero.call)?.answer
  const list =
    typeof answer === 'object' && answer !== null
      ? (answer as Record<string, unknown>)[hero.list]
      : undefined
  if (!Array.isArray(list)) return []
  return list
    .slice(0, hero.count)
    .map((item: unknown) =>
      typeof item === 'object' && item !== null
        ? (item as Record<string, unknown>)[hero.field]
        : undefined,
    )
    .filter((address): address is string => typeof address === 'string' && address !== '')
}

/** The page's SEO record in the `seo` call's answer among a page's first answers, if any. */
function seoRecordOf(answers: FirstAnswers): SeoRecord | undefined {
  const answer = answers.find(({ call }) => call === 'seo')?.answer
  const read = v.safeParse(calls.seo.response, answer)
  return read.success && isSuccess(read.output) ? read.output.value[0] : undefined
}

/** A call whose answer may go into a document every visitor of the site gets: not a player's. */
const isPublicCall = (call: string): call is CallName =>
  Object.hasOwn(calls, call) && !calls[call as CallName].account

const attribute = (name: string, value: string) => ` ${name}="${escapeHtml(value)}"`

/** Browser languages from `Accept-Language`, most wanted first (q=0 is a refusal). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index }
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag)
}

/** The build's document plan, if the site was built with one and it reads as one. */
export function readDocumentPlan(root: string): DocumentPlan | undefined {
  const file = join(root, '.parlor', 'document-plan.json')
  if (!existsSync(file)) return undefined
  const parsed = v.safeParse(DocumentPlan, JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success) {
    console.error(`Ignoring ${file}: ${v.summarize(parsed.issues)}`)
    return undefined
  }
  return parsed.output
}

/**
 * The plan's themes as a registry, so a site's theme code resolves by core's own rule
 * (`findTemplate`: the code or the template name, case and spaces ignored). Nothing is loaded
 * on the server.
 */
function planRegistry(plan: DocumentPlan): ThemeRegistry {
  const entries = Object.entries(plan.themes).map(([template, theme]) => [
    template,
    {
      codes: theme.codes,
      colors: Object.keys(theme.colors) as ColorName[],
      load: () => Promise.reject(new Error('Themes are not loaded on the server')),
    },
  ])
  return Object.fromEntries(entries) as ThemeRegistry
}

const preloadTags = (files: PlanFiles, nonce: string) =>
  [
    ...files.css.map(
      (href) => `<link rel="stylesheet" href="${escapeHtml(href)}" nonce="${nonce}">`,
    ),
    ...files.js.map(
      (href) =>
        `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" nonce="${nonce}">`,
    ),
  ].join('')

/**
 * The stylesheet of the language's script font (Burmese, Nepali, Chinese, Cyrillic), in the head:
 * the page's text, written by the server, must be laid out with the font's faces known, or it
 * keeps missing-glyph boxes after the font arrives.
 */
const scriptFontTags = (hrefs: readonly string[], nonce: string) =>
  hrefs
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" nonce="${nonce}">`)
    .join('')

/**
 * What loads behind the first screen: fetched at low priority and not applied (a stylesheet
 * linked here would hold the first paint), for a dialog that opens over the page.
 */
const laterTags = (files: PlanFiles, nonce: string) =>
  [
    ...files.css.map(
      (href) =>
        // Crossorigin, as the site's code asks for it: a preload in another mode is not used.
        `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${escapeHtml(href)}" nonce="${nonce}">`,
    ),
    ...files.js.map(
      (href) =>
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}" nonce="${nonce}">`,
    ),
  ].join('')

/** The picture of the modal announcement the first answers say is running, if one is. */
function modalAnnouncementImage(answers: FirstAnswers): string | undefined {
  const answer = answers.find(({ call }) => call === 'announcements')?.answer
  const parsed = v.safeParse(calls.announcements.response, answer)
  if (!parsed.success || !isSuccess(parsed.output)) return undefined
  return parsed.output.items.find((item) => item.placement === 'modal')?.image_url
}

/**
 * Prepares a site's first document (issue 14): the page's title and link-preview tags from the
 * site's SEO record, the startup answer so the site need not ask for it, the theme's colours and
 * body classes so the first paint is in the brand's colours, and preloads of the theme, the
 * page's chunk and the language's texts, so nothing waits for a second round trip.
 *
 * `nonce` is the build's placeholder: the parts are cached with it and each answer's own nonce
 * is filled in afterwards, like the rest of the page's.
 */
export function documentPreparer(
  plan: DocumentPlan,
  sources: DocumentSources,
  nonce: string,
  render?: RenderPage,
  maxPendingRenders = 4,
) {
  const registry = planRegistry(plan)
  // The renderer takes one page at a time; with `maxPendingRenders` already asked of it, a page
  // goes out unrendered rather than make every visitor wait behind a flood of made-up addresses.
  let pendingRenders = 0

  const routing = plan.localeRouting
  const languageOf = (url: URL, headers: (name: string) => string | undefined) =>
    entryLanguage({
      pathname: url.pathname,
      cookie: languageCookie.read(headers('cookie') ?? ''),
      browserLanguages: acceptedLanguages(headers('accept-language')),
      routing,
    })

  /** The width a page is rendered for; none when pages are not rendered. */
  const viewportOf = (headers: (name: string) => string | undefined) =>
    render ? firstViewportOf(headers('user-agent') ?? '') : undefined

  /** What the browser's user agent says of its device, for the site to take instead of parsing. */
  const deviceOf = (headers: (name: string) => string | undefined) =>
    deviceReadingOf(detectDevice(headers('user-agent') ?? ''))

  /** Whether the visitor has closed the modal announcement, which the site then no longer opens. */
  const announcementClosed = (headers: (name: string) => string | undefined) =>
    announcementClosedCookie.isSet(headers('cookie'))

  /**
   * What decides a document: the domain, the language, the page's path, the width a page is
   * rendered for, the device (a handful of readings in practice) and, on the home, whether the
   * visitor closed the announcement. A page rendered with a query (a lobby's filters) depends on
   * it too, and is not kept at all (`cacheable`): made-up queries cannot push the site's
   * documents out.
   */
  const keyOf = (url: URL, headers: (name: string) => string | undefined) => {
    const path = splitLocalePrefix(url.pathname, routing).path
    const closed = path === '/' && announcementClosed(headers) ? '|closed' : ''
    return `${url.hostname.toLowerCase()}|${languageOf(url, headers).code}|${path}|${viewportOf(headers) ?? ''}|${deviceOf(headers)}${closed}`
  }

  async function prepare(
    url: URL,
    headers: (name: string) => string | undefined,
  ): Promise<DocumentParts> {
    const domain = url.hostname.toLowerCase()
    const language = languageOf(url, headers).code
    const locale = localeOf(language)
    const path = splitLocalePrefix(url.pathname, routing).path
    const page = plan.pages.find((candidate) => candidate.path === path)
    const startup = await sources.startup(domain)
    // A data block runs nothing, but carries the nonce like every script tag of the page: the
    // rule stays one that a reviewer (and the attack suite) can check without exceptions.
    const data = `<script type="application/json" id="parlor-startup" nonce="${nonce}">${scriptSafeJson(startup)}</script>`
    const texts = (domains: readonly string[]) =>
      domains.flatMap((name) => {
        const file = plan.catalogs[locale]?.[name]
        return file ? [file] : []
      })

    if (!isSuccess(startup) || isInMaintenance(startup) || !startup.site) {
      // Maintenance, an unknown domain or a failed answer: the site shows a screen of its own
      // from the embedded answer, with no further call.
      const title = (await sources.siteName(domain)) ?? domain
      return {
        status: isSuccess(startup) ? 200 : 404,
        html: attribute('lang', locale),
        head: `<title ${preparedMark}>${escapeHtml(title)}</title>${data}`,
        pictures: '',
        preloads: '',
        body: '',
        root: '',
        cacheable: true,
      }
    }

    const { site } = startup
    const template = findTemplate(registry, site.theme_code)
    const theme = template ? plan.themes[template] : undefined
    const look = theme?.colors[site.theme_color.trim().toLowerCase()]
    // The first screen's own data, so it renders without a round trip. A failed answer is left
    // out: the site then asks itself and reports the failure as it would any other. The page's
    // SEO record comes too: the site's head then takes over from the server's at once, without a
    // request of its own (seo/page-head.tsx).
    const seoCall: PlanCall[] = page?.seoPage
      ? [{ call: 'seo', params: { page_name: page.seoPage } }]
      : []
    const answered = await Promise.all(
      [
        ...(page?.firstCalls ?? []),
        ...(path === '/' && theme ? theme.lead.firstCalls : []),
        ...seoCall,
      ]
        .filter((first: PlanCall) => isPublicCall(first.call))
        .map(async ({ call, params }) => ({
          call,
          params,
          answer: await sources.answer(call as CallName, {
            ...params,
            domain_name: domain,
            external_id: site.external_id,
            // The document's texts are in its language; so are the operator's it shows.
            ...(localizedCallNames.includes(call as CallName) ? { language } : {}),
          }),
        })),
    )
    const firstAnswers: FirstAnswers = answered.filter(({ answer }) => answeredWell(answer))
    const tags = seoTags(seoRecordOf(firstAnswers), { siteName: site.site_name, url: url.href })
    // Marked, so the site's own head takes their place once it renders (seo/page-head.tsx).
    const head = [
      `<title ${preparedMark}>${escapeHtml(tags.title)}</title>`,
      ...tags.meta.map(
        (meta) =>
          `<meta ${preparedMark}${meta.name ? attribute('name', meta.name) : attribute('property', meta.property ?? '')}${attribute('content', meta.content)}>`,
      ),
      ...(tags.canonical
        ? [`<link ${preparedMark} rel="canonical"${attribute('href', tags.canonical)}>`]
        : []),
      `<meta ${preparedMark} name="twitter:card" content="summary_large_image">`,
      `<meta ${preparedMark} name="twitter:title"${attribute('content', tags.title)}>`,
      data,
      ...(firstAnswers.length > 0
        ? [
            `<script type="application/json" id="${firstAnswersElementId}" nonce="${nonce}">${scriptSafeJson(firstAnswers)}</script>`,
          ]
        : []),
    ]

    if (!theme || !look) {
      // An invalid theme: the site says so from the embedded answer.
      return {
        status: 200,
        html: attribute('lang', locale),
        head: head.join(''),
        pictures: '',
        preloads: '',
        body: '',
        root: '',
        cacheable: true,
      }
    }
    // A stylesheet, not a style attribute: the Content-Security-Policy allows no inline style
    // attribute. The site's code later puts the same theme on the page (core's putThemeOnPage).
    const variables = `<style nonce="${nonce}">${themeVariablesRule(look.variables)}</style>`
    // The first screen's largest picture downloads beside the code rather than once the code has
    // rendered it (issue 14, the LCP image). A home shows it only on themes with banners first.
    // Where the site will load them: its build's image base, as its answers are read.
    const heroes = (
      page?.hero && (path !== '/' || theme.heroBanner) ? heroesOf(firstAnswers, page.hero) : []
    ).map((address) => imageAddressOn(plan.imageBase, address))
    const preloads = [
      theme,
      ...(path === '/' ? [theme.lead] : []),
      page ?? { js: [], css: [] },
      {
        js: [
          ...plan.catalogTable,
          ...texts([...(page?.catalogs ?? ['ui']), ...(path === '/' ? theme.lead.catalogs : [])]),
        ],
        css: [],
      },
    ]
    // A home with a modal announcement running opens it over its first screen (the site does so
    // until the visitor closes it): its code comes behind the first screen's files rather than a
    // round trip after them, at low priority so the first screen's code comes first. Measured
    // with real throttling, the dialog was the largest paint, at 11 s. A visitor who closed it
    // downloads none of it.
    const modalImage =
      path === '/' && !announcementClosed(headers)
        ? modalAnnouncementImage(firstAnswers)
        : undefined
    const announcementImage =
      modalImage === undefined ? undefined : imageAddressOn(plan.imageBase, modalImage)
    const already = new Set(preloads.flatMap((files) => [...files.js, ...files.css]))
    const announcement =
      announcementImage === undefined
        ? ''
        : laterTags(
            {
              js: plan.announcementDialog.js.filter((file) => !already.has(file)),
              css: plan.announcementDialog.css.filter((file) => !already.has(file)),
            },
            nonce,
          )
    // Its picture, though, comes with the first screen's: a few kilobytes, in place when the
    // dialog opens. At low priority the browser asked for it only once the page's code had
    // arrived, and the dialog, open by then, waited for it until 6 s (docs/performance.md).
    const pictures = [...heroes, ...(announcementImage === undefined ? [] : [announcementImage])]
      .map(
        (href) =>
          `<link rel="preload" as="image" fetchpriority="high"${attribute('href', href)} nonce="${nonce}">`,
      )
      .join('')
    // The page itself, painted before the site's code arrives (a page the build does not know,
    // or one its renderer declines, keeps the build's loading screen).
    const viewport = viewportOf(headers)
    const renders = page !== undefined && render !== undefined && viewport !== undefined
    const busy = renders && pendingRenders >= maxPendingRenders
    let root = ''
    if (renders && !busy) {
      pendingRenders += 1
      try {
        root = await renderSafely(render, {
          url: url.href,
          language,
          startup,
          answers: firstAnswers,
          viewport,
          device: deviceOf(headers),
        })
      } finally {
        pendingRenders -= 1
      }
    }
    return {
      status: 200,
      html:
        attribute('lang', locale) +
        (root ? attribute(firstViewportAttribute, viewport ?? '') : '') +
        attribute(deviceAttribute, deviceOf(headers)),
      head: head.join(''),
      pictures,
      root,
      cacheable: !busy && !(renders && url.search !== ''),
      ...(site.manifest_icon ? { icon: site.manifest_icon } : {}),
      // After the kit's tokens, whose defaults they replace.
      preloads:
        variables +
        scriptFontTags(plan.scriptFonts[locale] ?? [], nonce) +
        preloads.map((files) => preloadTags(files, nonce)).join('') +
        announcement,
      // The marker is core's (applyBodyAttributes): the classes a later theme change removes.
      body:
        attribute('class', look.body.classes.join(' ')) +
        attribute(bodyClassesMarker, look.body.classes.join(' ')) +
        (look.body.id ? attribute('id', look.body.id) : ''),
    }
  }

  return { prepare, keyOf }
}

/** The renderer's markup; a renderer that fails leaves the page to the site's code. */
async function renderSafely(render: RenderPage, input: Parameters<RenderPage>[0]) {
  try {
    return (await render(input)) ?? ''
  } catch (error) {
    console.error(`Rendering the first document of ${input.url} failed`, error)
    return ''
  }
}

/**
 * Fills the built index.html with a site's parts. Each replacement is a function, so no `$` in a
 * site's text (its name, its description, its startup answer) is read as a replacement pattern.
 */
export function fillDocument(html: string, parts: DocumentParts): string {
  const filled = html
    .replace(/<html\b[^>]*>/i, () => `<html${parts.html}>`)
    .replace(/<title\b[^>]*>[^<]*<\/title>/i, () => parts.pictures + parts.head)
    .replace(/<link rel="icon"[^>]*>/i, (built) =>
      parts.icon ? `<link ${preparedMark} rel="icon"${attribute('href', parts.icon)}>` : built,
    )
    .replace(/<\/head>/i, () => `${parts.preloads}</head>`)
    .replace(/<body\b[^>]*>/i, () => `<body${parts.body}>`)
  if (!parts.root) return filled
  // `#root` is the body's last element: its loading screen gives way to the page.
  return filled.replace(
    /<div id="root">[\s\S]*?<\/div>(\s*<\/body>)/i,
    (_, end: string) => `<div id="root" ${serverRenderedAttribute}>${parts.root}</div>${end}`,
  )
}

/** A page ready to send: its status, and its body for an answer's nonce. */
export interface PreparedPage {
  readonly status: 200 | 404
  readonly fill: (nonce: string) => string
}

/**
 * Prepares the site's index.html (`html`, of build `version`) for the site and page asked for;
 * without it the static shell sends every address the build's index.html as it is.
 */
export type PreparePage = (
  url: URL,
  headers: (name: string) => string | undefined,
  html: string,
  version: string,
) => Promise<PreparedPage>

/** How many documents are kept, and for how long at most (promotions start and end on time). */
export interface PreparedPagesLimits {
  readonly entries: number
  readonly maxAgeMs: number
  readonly now: () => number
}

/** How a build's pages are prepared: its limits, and its renderer of the page's markup if any. */
export interface PreparedPagesOptions extends PreparedPagesLimits {
  readonly render: RenderPage | undefined
  /** Renders waiting their turn past which a page goes out unrendered. */
  readonly maxPendingRenders: number
  /** The build's stylesheets, written into each document in place of their links; none: linked. */
  readonly stylesheets: StylesheetText | undefined
}

/**
 * Each site's first document, prepared once per build of the page, domain, language, path and
 * startup answer, then only filled with each answer's nonce. The site repository hands out the
 * same answer object until the site's data changes, so a changed site gets a new document; one
 * older than a minute is prepared again, so the preloaded banner (and the rendered page) follows
 * the running promotions.
 */
export function preparedPages(
  plan: DocumentPlan,
  sources: DocumentSources,
  {
    entries = 500,
    maxAgeMs = 60_000,
    now = Date.now,
    render,
    maxPendingRenders,
    stylesheets,
  }: Partial<PreparedPagesOptions> = {},
) {
  const cache = new Map<string, { startup: unknown; at: number; page: PreparedPage }>()
  let preparer: { placeholder: string; parts: ReturnType<typeof documentPreparer> } | undefined
  const page: PreparePage = async (url, headers, html, version) => {
    const placeholder = noncePlaceholder(html) ?? ''
    if (preparer?.placeholder !== placeholder) {
      preparer = {
        placeholder,
        parts: documentPreparer(plan, sources, placeholder, render, maxPendingRenders),
      }
    }
    const { prepare, keyOf } = preparer.parts
    const key = `${version}|${keyOf(url, headers)}`
    const startup = await sources.startup(url.hostname.toLowerCase())
    // A page rendered with a query is the query's: never one kept for its path.
    const cached = render && url.search ? undefined : cache.get(key)
    if (cached && cached.startup === startup && now() - cached.at < maxAgeMs) return cached.page
    const parts = await prepare(url, headers)
    const filled = fillDocument(html, parts)
    const prepared = {
      status: parts.status,
      fill: noncePage(stylesheets ? inlineStylesheets(filled, stylesheets) : filled),
    }
    if (!parts.cacheable) return prepared
    // The oldest entry goes first when the cache is full: a Map keeps insertion order.
    cache.delete(key)
    if (cache.size >= entries) cache.delete(cache.keys().next().value ?? '')
    cache.set(key, { startup, at: now(), page: prepared })
    return prepared
  }
  return page
}

/**
 * The build's renderer of first documents, if it left one (`pageRendererPath`). Imported under
 * the build's version, so a build deployed in place brings its own renderer rather than the
 * module Node loaded for the previous one. A renderer that cannot load leaves pages unrendered.
 */
export async function loadPageRenderer(
  root: string,
  version: string,
): Promise<RenderPage | undefined> {
  const file = join(root, pageRendererPath)
  if (!existsSync(file)) return undefined
  try {
    const module: { renderPage?: unknown } = await import(
      `${pathToFileURL(file).href}?build=${encodeURIComponent(version)}`
    )
    if (typeof module.renderPage === 'function') return module.renderPage as RenderPage
    console.error(`${file} exports no renderPage: pages are sent unrendered`)
  } catch (error) {
    console.error(`${file} did not load: pages are sent unrendered`, error)
  }
  return undefined
}

/**
 * A build folder's pages, prepared by its document plan and rendered by its renderer: both read
 * again with each new build of index.html (a new version), since a build deployed in place comes
 * with a plan of its own, whose files the old plan would preload in vain. A build without a plan
 * is served as it is.
 */
export function preparedSite(root: string, sources: DocumentSources): PreparePage {
  let current: { version: string; pages: Promise<PreparePage | undefined> } | undefined
  return async (url, headers, html, version) => {
    if (current?.version !== version) {
      const plan = readDocumentPlan(root)
      current = {
        version,
        pages: plan
          ? loadPageRenderer(root, version).then((render) =>
              preparedPages(plan, sources, { render, stylesheets: builtStylesheets(root) }),
            )
          : Promise.resolve(undefined),
      }
    }
    const pages = await current.pages
    return pages ? pages(url, headers, html, version) : { status: 200, fill: noncePage(html) }
  }
}
