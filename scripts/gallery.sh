#!/usr/bin/env bash
# The theme gallery: builds the demo as `npm start` does, then screenshots every theme's home at
# 375 and 1280 px on a server of its own and writes a contact sheet of them all to
# gallery/index.html (the folder is ignored by git).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
source scripts/ensure-chromium.sh

pnpm install --frozen-lockfile --reporter=append-only
pnpm exec turbo run build --filter=@parlor/api... --filter=@parlor/shell... --output-logs=errors-only
exec node scripts/gallery.mjs
