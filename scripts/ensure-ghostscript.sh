#!/usr/bin/env bash
# EPS and AI files are imported by drawing them with Ghostscript (features/import/src/ghostscript.ts).
# Installed from Debian with apt when missing and we are root: gs needs libgs10 and a dozen
# libraries and fonts beside it, which apt resolves and keeps patched, where an unpacked .deb would
# need its own library and font paths. Never fails: without gs, `npm run import` skips EPS/AI
# files with the command to install it, and the EPS/AI tests say the same.
set -uo pipefail
GS=${GHOSTSCRIPT_PATH:-$(command -v gs || true)}
if [ -n "$GS" ] && [ -x "$GS" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Ghostscript not found: installing Debian's ghostscript package (for EPS/AI imports)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq ghostscript >/dev/null 2>&1 ||
    { apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq ghostscript >/dev/null 2>&1; }
  command -v gs >/dev/null && exit 0
fi
echo "EPS/AI imports need Ghostscript. Install it with:" >&2
echo "  sudo apt-get install -y ghostscript" >&2
echo "or point GHOSTSCRIPT_PATH at a gs binary." >&2
exit 0
