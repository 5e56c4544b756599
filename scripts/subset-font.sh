#!/usr/bin/env bash
# Regenerates app/assets/fonts/inter-latin-400-700.woff2 from @fontsource-variable/inter: the Latin file, with
# the weight axis cut to the 400–700 the site uses and only the layout features text needs (kerning, ligatures,
# contextual forms, marks). 48 KB → 32 KB, and it is the one font file every page preloads.
# Needs fonttools with brotli: apt-get install python3-fonttools python3-brotli
set -euo pipefail
cd "$(dirname "$0")/.."
src=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
out=app/assets/fonts/inter-latin-400-700.woff2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer "$src" wght=400:700 -o "$tmp/instance.ttf"
/usr/bin/python3 -m fontTools.subset "$tmp/instance.ttf" --unicodes='*' \
  --layout-features='kern,liga,calt,ccmp,locl,mark,mkmk' --no-hinting --flavor=woff2 --output-file="$out"
ls -l "$out"
