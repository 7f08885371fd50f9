#!/usr/bin/env bash
# Renders Reports/index.html in headless Chromium and checks the screenshot: the charts are
# drawn (coloured pixels in the page) and nothing overflows (the page is no wider than the
# viewport, and the right margin of the screenshot is plain background).
# Installs Debian's chromium when it is missing (needs root or sudo).
set -euo pipefail
cd "$(dirname "$0")/.."

page="${1:-Reports/index.html}"
out="${2:-.build-report-check}"
mkdir -p "$out"

if ! command -v chromium >/dev/null 2>&1; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium
fi

url="file://$(cd "$(dirname "$page")" && pwd)/$(basename "$page")"
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,7000)
for scheme in light dark; do
  extra=()
  [ "$scheme" = dark ] && extra=(--force-dark-mode --blink-settings=preferredColorScheme=0)
  chromium "${flags[@]}" "${extra[@]}" --screenshot="$out/index-$scheme.png" "$url" >/dev/null 2>&1
done
# A narrow viewport: a page that overflows shows it here first.
chromium "${flags[@]}" --window-size=420,7000 --screenshot="$out/index-narrow.png" "$url" >/dev/null 2>&1

python3 Scripts/check-report-png.py "$out/index-light.png" "$out/index-dark.png" "$out/index-narrow.png"
