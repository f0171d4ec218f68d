# Sourced by scripts/test.sh: the browser tests drive Debian's Chromium (no test tool can
# download a browser on our machines). Installs it when missing and we are root.
if ! command -v chromium >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Chromium from Debian's packages"
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is not installed and cannot be installed here (the browser tests need it)"
    exit 1
  fi
fi
export CHROMIUM_PATH="${CHROMIUM_PATH:-$(command -v chromium)}"
