#!/usr/bin/env bash
# Starts the demo: installs dependencies, builds, and runs the platform server with its embedded
# database (PGlite, kept in apps/api/data) on http://localhost:${PORT:-8080}.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh

pnpm install --frozen-lockfile --reporter=append-only
pnpm exec turbo run build --filter=@parlor/api... --output-logs=errors-only
exec pnpm --filter @parlor/api start
