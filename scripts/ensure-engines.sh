# Sourced by scripts/test.sh: besides Chromium, the browser tests open the site in the two other
# engines players use, Firefox (Debian's ESR, driven over WebDriver BiDi) and WebKit, Safari's
# engine (WebKitGTK's MiniBrowser, driven by its WebDriver server, on a virtual display). No test
# tool can download a browser on our machines; installs them when missing and we are root.
engines_missing=()
command -v firefox-esr >/dev/null || engines_missing+=(firefox-esr)
command -v WebKitWebDriver >/dev/null || engines_missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null || engines_missing+=(xvfb)
if [ ${#engines_missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing ${engines_missing[*]} from Debian's packages"
    apt-get update -qq >/dev/null &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${engines_missing[@]}" >/dev/null
  else
    echo "Missing ${engines_missing[*]}, which cannot be installed here (the browser tests need them)"
    exit 1
  fi
fi
export FIREFOX_PATH="${FIREFOX_PATH:-$(command -v firefox-esr)}"
export WEBKIT_DRIVER_PATH="${WEBKIT_DRIVER_PATH:-$(command -v WebKitWebDriver)}"
# MiniBrowser lives in the library's folder, whose name carries the machine's architecture.
export WEBKIT_BROWSER_PATH="${WEBKIT_BROWSER_PATH:-$(ls /usr/lib/*/webkit2gtk-4.1/MiniBrowser 2>/dev/null | head -1)}"
