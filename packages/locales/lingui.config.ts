import { defineConfig } from '@lingui/cli'

/**
 * One catalog per language for the player site, the ui-kit and every theme. Messages carry
 * explicit ids (no macros: the libraries are compiled by tsc), so extraction reads them as
 * written. English is the source language.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en'],
  catalogs: [
    {
      path: '<rootDir>/src/{locale}/messages',
      include: [
        '<rootDir>/../../apps/shell/src',
        '<rootDir>/../ui-kit/src',
        '<rootDir>/../../themes',
      ],
      exclude: ['**/node_modules/**', '**/dist/**'],
    },
  ],
})
