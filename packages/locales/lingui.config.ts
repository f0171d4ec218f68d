import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

const shell = '<rootDir>/../../apps/shell/src'
const kit = '<rootDir>/../ui-kit/src'

/** Components of the kit that only the account, wallet and rewards pages draw. */
const accountKit = [
  'bank-account-card',
  'choice-group',
  'copy-field',
  'data-table',
  'date-range-filter',
  'inbox-item',
  'inbox-list',
  'mission-card',
  'prize-wheel',
  'promotion-card',
  'quick-amounts',
  'signed-amount',
  'vip-ladder',
  'withdrawal-card',
].map((folder) => `${kit}/${folder}`)

/** The sports pages' code: the match list, the bet slip and the sports page itself. */
const sports = [
  ...['bet-slip-bar', 'match-card'].map((folder) => `${kit}/${folder}`),
  `${shell}/sports`,
  `${shell}/pages/lobby/sports-page.tsx`,
]

/** Long texts read on the information pages. */
const contentKit = ['news-card', 'section-nav'].map((folder) => `${kit}/${folder}`)

/**
 * The six catalog domains, one file each per language, so a page downloads the
 * texts it shows and no more:
 * - `ui`: the chrome, the home page and the lobby, the floating elements — every page needs it;
 * - `errors`: the general error handler and the startup screens;
 * - `validation`: field errors of forms;
 * - `messages`: sign-in, the account, wallet and rewards pages and the game pages;
 * - `sports`: the match list and the bet slip, which a sportsbook theme's home shows on its
 *   first screen: apart from `messages`, that home downloads 0.7 KiB of texts instead of 6.4
 *   (English, brotli);
 * - `content`: the information pages and news.
 * Messages carry explicit ids (no macros: the libraries are compiled by tsc), so extraction reads
 * them as written. Catalogs keep no source locations, so moving code changes no catalog; the test
 * command re-extracts and fails when a catalog is stale. Storybook's package (packages/story-stage)
 * is read by none: its pages use the site's own ids, so its texts ship in no catalog.
 */
/**
 * The locales of the eleven language codes (contract's `localeByCode`). Lingui's
 * config is read before the workspace's TypeScript resolves, so the list is written out here and
 * `src/catalogs.test.ts` holds it equal to the contract's.
 */
export const catalogLocales = ['en', 'fil', 'zh', 'es', 'ru', 'vi', 'ms', 'ne', 'my', 'mn', 'id']

export default defineConfig({
  sourceLocale: 'en',
  locales: catalogLocales,
  orderBy: 'messageId',
  format: formatter({ origins: false, lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/{locale}/ui',
      include: ['<rootDir>/../../themes', kit, shell],
      exclude: [
        ...accountKit,
        ...sports,
        ...contentKit,
        `${kit}/validation-messages`,
        `${shell}/errors`,
        `${shell}/screens`,
        `${shell}/auth`,
        `${shell}/account`,
        `${shell}/wallet`,
        `${shell}/rewards`,
        `${shell}/playnow`,
        `${shell}/demo-slot`,
        `${shell}/info`,
        `${shell}/modals/login-modal.tsx`,
        `${shell}/modals/sign-in-modal.tsx`,
        `${shell}/pages/auth`,
        `${shell}/pages/account`,
        `${shell}/pages/wallet`,
        `${shell}/pages/rewards`,
        `${shell}/pages/info`,
        `${shell}/pages/lobby/playnow-page.tsx`,
      ],
    },
    {
      path: '<rootDir>/src/{locale}/errors',
      include: ['<rootDir>/../core/src', `${shell}/errors`, `${shell}/screens`],
    },
    {
      path: '<rootDir>/src/{locale}/validation',
      include: [`${kit}/validation-messages`],
    },
    {
      path: '<rootDir>/src/{locale}/messages',
      include: [
        ...accountKit,
        `${shell}/auth`,
        `${shell}/account`,
        `${shell}/wallet`,
        `${shell}/rewards`,
        `${shell}/playnow`,
        `${shell}/demo-slot`,
        `${shell}/modals/login-modal.tsx`,
        `${shell}/modals/sign-in-modal.tsx`,
        `${shell}/pages/auth`,
        `${shell}/pages/account`,
        `${shell}/pages/wallet`,
        `${shell}/pages/rewards`,
        `${shell}/pages/lobby/playnow-page.tsx`,
      ],
    },
    {
      path: '<rootDir>/src/{locale}/sports',
      include: sports,
    },
    {
      path: '<rootDir>/src/{locale}/content',
      include: [...contentKit, `${shell}/info`, `${shell}/pages/info`],
    },
  ].map((catalog) => ({
    ...catalog,
    // Exclusions are globs: a folder excludes what is inside it.
    exclude: [
      ...(catalog.exclude ?? []).map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**`)),
      '**/node_modules/**',
      '**/dist/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.stories.tsx',
      '**/test/**',
    ],
  })),
})
