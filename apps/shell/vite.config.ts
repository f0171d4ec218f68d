import { basename, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { pageRendererPath } from '@parlor/contract'
import react from '@vitejs/plugin-react'
import { defaultServerConditions, defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { routeRules } from './route-rules.ts'
import { browserTarget } from './vite/browser-target.ts'
import { buildManifest } from './vite/build-manifest-plugin.ts'
import { firstScreenCompileHints } from './vite/compile-hints-plugin.ts'
import { documentPlan } from './vite/document-plan-plugin.ts'
import { everyPageParts } from './vite/every-page-parts.ts'
import { imageBaseSetting } from './vite/image-base-setting.ts'
import { inlineScriptMinify } from './vite/inline-script-minify.ts'
import { localeRoutingCheck } from './vite/locale-routing-check.ts'
import { rendererEntry } from './vite/renderer-entry-plugin.ts'
import { themePackages } from './vite/theme-packages.ts'

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url))

/** The lazy parts every page loads once it has hydrated (vite/every-page-parts.ts). */
const { plugin: everyPagePartsCheck, loadedOnEveryPage } = everyPageParts(
  ['src/floating/floating-elements.tsx', 'src/session/session-watchers.tsx'].map(page),
)

/**
 * The platform server's renderer of first documents (src/server/render-page.tsx): the same code,
 * built for Node with what it imports, so the server needs almost none of the shell's
 * dependencies installed: only the sanitiser, whose jsdom reads files of its own at run time. In
 * the build folder's `.parlor`, which the server never publishes.
 */
const serverBuild = defineConfig({
  plugins: [
    react(),
    localeRoutingCheck(),
    imageBaseSetting(),
    themePackages(),
    rendererEntry(basename(pageRendererPath)),
  ],
  resolve: { conditions: ['@parlor/source'] },
  // The workspace packages from source, as the browser's build reads them: a renderer built from
  // their dist would render the markup of their last build, which hydration would then keep.
  ssr: {
    noExternal: true,
    external: ['isomorphic-dompurify'],
    resolve: { conditions: ['@parlor/source', ...defaultServerConditions] },
  },
  build: {
    ssr: true,
    rollupOptions: {
      input: { [basename(pageRendererPath, '.js')]: page('src/server/render-page.tsx') },
      output: { entryFileNames: 'assets/[name]-[hash].js' },
    },
    outDir: `dist/${dirname(pageRendererPath)}`,
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
    sourcemap: true,
  },
})

/**
 * The small modules the home page and the theme share with other pages: call envelopes, defineTheme,
 * the game tile and its helpers, small kit parts, the catalog loaders. Left to the bundler's
 * heuristics each became a chunk of its own, and a phone's first screen waited on a round trip per
 * file: measured with template1's home, 27 files and 151.5 KiB at first, 13 and 147.9 once the
 * first half of this list shared one; then the home's first paint asked for 15 scripts and 7
 * stylesheets, and with the second half 8 and 5 (176.7 KiB against 176.5), which took
 * Lighthouse's simulated FCP from 2.42 to 2.12 s and its LCP from 2.87 to 2.50–2.65 s.
 */
const firstScreenShared = [
  'contract/src/status.ts',
  'contract/src/fields.ts',
  'contract/src/envelope.ts',
  'contract/src/define-call.ts',
  'contract/src/calls/auth.ts',
  // Every answer's image fields read the image base; on its own it is a first-paint file.
  'contract/src/entities/image-address.ts',
  'contract/src/entities/language.ts',
  'core/src/theme/define-theme.ts',
  // It imports Nepali's date formatter on demand, which would make it a first-paint file of its own.
  'core/src/i18n/activate-language.ts',
  'shell/src/lobby/use-favourite-toggle',
  'shell/src/lobby/use-play-game',
  'shell/src/lobby/launch-address',
  'shell/src/lobby/home-section.tsx',
  'shell/src/lobby/lobby-tile.tsx',
  'shell/src/account/use-money-format.ts',
  'shell/src/sports/match-list-skeleton.tsx',
  'locales/src/catalog-loaders.ts',
  // The cookie parser (1 KiB): read by the language choice at boot and by sign-up's tracking, it
  // otherwise becomes a first-paint file of its own.
  '/node_modules/cookie/',
  // The year-long cookies' options, shared the same way by the language and viewport cookies.
  'core/src/cookies/kept-a-year.ts',
  ...['lazy-image', 'empty-state', 'skeleton', 'visually-hidden', 'amount', 'menu-labels']
    .concat(['game-tile', 'game-tile-skeleton', 'game-grid', 'match-card'])
    .map((part) => `ui-kit/src/${part}/`),
]
const posix = (id: string) => id.replaceAll('\\', '/')

const siteBuild = defineConfig({
  plugins: [
    react(),
    buildManifest(routeRules),
    localeRoutingCheck(),
    imageBaseSetting(),
    themePackages(),
    documentPlan(),
    inlineScriptMinify(),
    everyPagePartsCheck,
    firstScreenCompileHints('site'),
    // A brotli and a gzip twin of every text file, at the highest quality, which the platform
    // server sends to a browser that accepts it. Not of the pages: each answer carries its own
    // CSP nonce, so the server compresses those as it sends them.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      exclude: [/\.html$/],
      logLevel: 'silent',
    }),
  ],
  // Workspace packages are read from source: one build, no stale dist between packages.
  resolve: { conditions: ['@parlor/source'] },
  // Every <script>, <style> and preload <link> of the built pages carries this placeholder as its
  // nonce, and so does a <meta property="csp-nonce"> that Vite's preload helper and core's
  // pageNonce read. The platform server fills in a fresh nonce per response, the one its
  // Content-Security-Policy names (apps/api/src/http/nonce-page.ts reads the placeholder back from
  // the meta tag, so it needs no copy of it).
  html: { cspNonce: 'PARLOR_CSP_NONCE' },
  build: {
    target: browserTarget,
    sourcemap: true,
    // The manifest lets the benchmark script add up what each route downloads.
    manifest: true,
    // The first page's chunks are preloaded from index.html. A page or modal loaded later fetches
    // its shared chunks itself: listing every lazy chunk's dependencies in the first download
    // would cost the home page more than the round trip it saves on pages that preload on intent.
    // The parts every page loads once it has hydrated are the exception: each fetches its
    // chunks at once, not one import after another.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, dependencies, { hostType }) =>
        hostType === 'html' || loadedOnEveryPage(file) ? dependencies : [],
    },
    rollupOptions: {
      // The player site, and the reference server's demo game (a page of its own at /play/…).
      input: { site: page('index.html'), play: page('play.html') },
      output: {
        // TanStack Query in one chunk of its own: left to the default heuristics, the parts only
        // lazy pages use split into a second chunk that the home page still downloads, and each
        // separate file compresses worse (measured: 150.3 KiB of home JS against 149.2).
        advancedChunks: {
          groups: [
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/ },
            // The small modules the home page and the theme share with other pages, in one file
            // with what they import (`firstScreenShared`).
            {
              name: 'base',
              test: (id) => firstScreenShared.some((path) => posix(id).includes(path)),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/media': 'http://localhost:8080',
      '/dev': 'http://localhost:8080',
    },
  },
})

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : siteBuild))
