#!/usr/bin/env bash
# Runs every test of the workspace: lint and format, types, builds, unit and property tests,
# browser tests against the built demo (in Chromium, and a player's visit in Firefox and WebKit),
# the attacks on the built server (processes of its own, on PGlite and PostgreSQL), every
# Storybook story rendered in Chromium, and the package-shape checks (publint, arethetypeswrong)
# of the publishable packages, whose tarballs and README quick starts packages/package-checks
# tests as part of `test`.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
source scripts/postgres.sh
source scripts/ensure-chromium.sh
source scripts/ensure-engines.sh

pnpm install --frozen-lockfile --reporter=append-only

# Every message in the code is in its catalog, and nothing else: extraction must change nothing.
catalogs=packages/locales/src
before=$(mktemp -d)
cp -r "$catalogs"/. "$before"
pnpm --filter @parlor/locales --silent extract >/dev/null
if ! diff -r -q --exclude='*.ts' "$before" "$catalogs" >/dev/null; then
  echo "A message catalog was out of date; extraction has updated $catalogs: commit it."
  diff -r --exclude='*.ts' "$before" "$catalogs" | head -40 || true
  exit 1
fi
# The builds first, on a quiet machine (about a minute): the server's tests need the contract's
# and core's builds and are the longest suite, so they should not wait while every other suite
# and type check competes with those builds for the two cores.
pnpm exec turbo run build --output-logs=new-only
pnpm exec turbo run lint build typecheck test budgets check-exports --output-logs=new-only
# The browser tests and the attacks time what a player and a server see (a modal a second after
# landing, a throttle's window): they run once nothing else competes for the machine's cores.
pnpm exec turbo run e2e attacks --output-logs=new-only
# A release rehearsed: every package published to a local registry as `pnpm release` publishes,
# and an app outside the workspace (examples/theme-site) installed from it with npm,
# type-checked, built and opened in Chromium: the proof that the packages work outside.
pnpm --filter @parlor/package-checks example
pnpm exec tsc -p .storybook
pnpm run build-storybook
# Every story, in Chromium, under the globals a designer switches (theme, colour, language, width).
node .storybook/render-stories.mjs
node scripts/test-summary.mjs
