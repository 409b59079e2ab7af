#!/usr/bin/env bash
# The demo catalogue's real photographs and the import tests' pictures: scikit-image's sample
# photographs (public domain and CC0), which Debian ships in python3-skimage. Only the package's
# data folder is wanted, so the .deb is downloaded and unpacked here instead of installed
# (installing would pull in numpy, scipy and the rest). Nothing is kept in the repository.
# Never fails `npm start`: without apt it says how to get them and the demo uses the generator only.
set -uo pipefail
cd "$(dirname "$0")/.."
TARGET=${DEMO_PHOTOS_DIR:-.cache/demo-photos}
FILES="astronaut.png camera.png chelsea.png coffee.png rocket.jpg hubble_deep_field.jpg coins.png retina.jpg grass.png gravel.png brick.png"
have_all() { for f in $FILES; do [ -s "$TARGET/$f" ] || return 1; done; }
have_all && exit 0
if ! command -v apt-get >/dev/null || ! command -v dpkg-deb >/dev/null; then
  echo "Demo photographs: apt-get and dpkg-deb are needed to fetch Debian's python3-skimage; the demo uses generated pictures only." >&2
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "Fetching the demo photographs (Debian package python3-skimage, data folder only)..."
if ! (cd "$work" && apt-get download -qq python3-skimage >/dev/null 2>&1); then
  if [ "$(id -u)" = 0 ]; then apt-get update -qq >/dev/null 2>&1 || true; fi
  (cd "$work" && apt-get download -qq python3-skimage >/dev/null 2>&1) || {
    echo "Demo photographs: could not download python3-skimage (try: apt-get update); the demo uses generated pictures only." >&2
    exit 0
  }
fi
dpkg-deb -x "$work"/python3-skimage_*.deb "$work/x"
data=$(find "$work/x" -type d -path '*/skimage/data' | head -n 1)
mkdir -p "$TARGET"
for f in $FILES; do
  [ -s "$data/$f" ] && cp "$data/$f" "$TARGET/$f"
done
cp "$(find "$work/x" -path '*/python3-skimage/copyright' | head -n 1)" "$TARGET/DEBIAN-COPYRIGHT" 2>/dev/null || true
have_all && echo "Demo photographs ready in $TARGET" || echo "Demo photographs: some pictures were missing from the package." >&2
exit 0
