# Sourced by the set-up scripts: puts the pnpm version pinned in package.json's packageManager on
# PATH. corepack's signature check fails against this registry, so npm installs pnpm instead.
pinned_pnpm=$(node -p "require('./package.json').packageManager.split('@')[1]")
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$pinned_pnpm" ]; then
  echo "Installing pnpm $pinned_pnpm with npm"
  if ! npm install --global --silent "pnpm@$pinned_pnpm" 2>/dev/null; then
    # No write access to the global prefix: keep a private copy under the user's home.
    npm install --global --silent --prefix "$HOME/.local" "pnpm@$pinned_pnpm"
    export PATH="$HOME/.local/bin:$PATH"
  fi
fi
export TURBO_TELEMETRY_DISABLED=1
export DO_NOT_TRACK=1
