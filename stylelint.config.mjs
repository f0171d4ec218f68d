// Theme stylesheets stay on the kit's theme API (docs/themes.md); Biome lints and formats the
// rest of the CSS.
/** @type {import('stylelint').Config} */
export default {
  plugins: ['./packages/ui-kit/src/theme-api/theme-api-lint.mjs'],
  rules: { 'parlor/theme-api': true },
}
