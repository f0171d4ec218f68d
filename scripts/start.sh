#!/usr/bin/env bash
# Starts the demo: installs dependencies, builds the player site and the platform server, and runs
# the server in demo mode (DEMO=1: the demo sites, instant deposits, codes in the development
# outbox) with its embedded database (PGlite, kept in apps/api/data) on
# http://localhost:${PORT:-8080}; it serves the player site on the same origin.
# docs/operations.md runs it for real instead.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh

pnpm install --frozen-lockfile --reporter=append-only
pnpm exec turbo run build --filter=@parlor/api... --filter=@parlor/shell... --output-logs=errors-only
DEMO=1 exec pnpm --filter @parlor/api start
