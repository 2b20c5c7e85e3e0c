#!/usr/bin/env bash
# Checks the macOS bundle as far as Linux allows: makes Gomoku.app with
# scripts/macos-bundle.sh (as the release workflow does on macOS) from a
# stand-in binary and a stand-in icon, then checks the layout and
# Info.plist with scripts/macos_bundle_check.py.
#
#   bash scripts/macos-check.sh [BINARY]
#
# BINARY defaults to target/release/gomoku (a Linux build); any executable
# will do, the check is about the bundle. The icon: on macOS the release
# makes gomoku.icns with sips and iconutil; here a minimal .icns holding
# assets/icon.png as is stands in.
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:-target/release/gomoku}
if [ ! -x "$binary" ]; then
    echo "macos-check: no executable at $binary (build it, or name any executable)" >&2
    exit 2
fi
work=$(mktemp -d /tmp/macos-check.XXXXXX)
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)

# An .icns is "icns", its length, then chunks of type, length, data; the
# types ic07/ic08/ic09 hold a 128/256/512-pixel PNG as it is.
python3 - assets/icon.png "$work/gomoku.icns" <<'PY'
import struct
import sys

png = open(sys.argv[1], "rb").read()
width = struct.unpack(">I", png[16:20])[0]  # from the PNG's IHDR chunk
kind = {128: b"ic07", 256: b"ic08", 512: b"ic09"}[width]
chunk = kind + struct.pack(">I", 8 + len(png)) + png
with open(sys.argv[2], "wb") as f:
    f.write(b"icns" + struct.pack(">I", 8 + len(chunk)) + chunk)
PY

bash scripts/macos-bundle.sh "$binary" "$work/gomoku.icns" "$version" "$work"
python3 scripts/macos_bundle_check.py "$work/Gomoku.app"
echo "macos-check: bundle in $work/Gomoku.app (never started on a Mac here)"
