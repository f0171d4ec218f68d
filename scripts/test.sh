#!/usr/bin/env bash
# Runs every test of the workspace: lint and format, types, builds, unit and property tests,
# browser tests in Chromium against the built demo, and the package-shape checks (publint,
# arethetypeswrong) of the publishable packages.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
source scripts/postgres.sh
source scripts/ensure-chromium.sh

pnpm install --frozen-lockfile --reporter=append-only
pnpm exec turbo run lint build typecheck test e2e check-exports --output-logs=new-only
pnpm exec tsc -p .storybook
pnpm run build-storybook
node scripts/test-summary.mjs
