#!/usr/bin/env bash
# Lays out Gomoku.app from a built binary and an .icns icon, and writes its
# Info.plist (with Python's plistlib, so the XML is well formed whatever the
# version string holds). Used by the release workflow on macOS; runs the
# same on Linux, where scripts/macos-check.sh checks the result.
#
#   bash scripts/macos-bundle.sh BINARY ICON.icns VERSION OUT_DIR
#
# makes OUT_DIR/Gomoku.app:
#   Contents/Info.plist
#   Contents/PkgInfo
#   Contents/MacOS/gomoku          (BINARY)
#   Contents/Resources/gomoku.icns (ICON.icns)
set -euo pipefail

if [ $# -ne 4 ]; then
    echo "usage: $0 BINARY ICON.icns VERSION OUT_DIR" >&2
    exit 2
fi
binary=$1 icon=$2 version=$3 out=$4

# CFBundleShortVersionString and CFBundleVersion must be one to three
# numbers: a tag like v1.2.0-rc1 (or 1.2.0-rc1) gives 1.2.0 here (the zip's name keeps the
# whole tag).
short_version=$(sed -E 's/^v?([0-9]+(\.[0-9]+){0,2}).*/\1/' <<<"$version")
if ! grep -Eq '^[0-9]+(\.[0-9]+){0,2}$' <<<"$short_version"; then
    echo "macos-bundle: version '$version' does not start with a number like 1.2.3" >&2
    exit 2
fi

app="$out/Gomoku.app"
rm -rf "$app"
mkdir -p "$app/Contents/MacOS" "$app/Contents/Resources"
cp "$binary" "$app/Contents/MacOS/gomoku"
chmod 755 "$app/Contents/MacOS/gomoku"
cp "$icon" "$app/Contents/Resources/gomoku.icns"
# The classic type and creator codes; Finder still reads them.
printf 'APPL????' >"$app/Contents/PkgInfo"

python3 - "$app/Contents/Info.plist" "$short_version" <<'PY'
import plistlib
import sys

path, version = sys.argv[1], sys.argv[2]
info = {
    "CFBundleDevelopmentRegion": "en",
    "CFBundleDisplayName": "Gomoku",
    "CFBundleExecutable": "gomoku",
    "CFBundleIconFile": "gomoku",
    "CFBundleIdentifier": "org.gomoku.game",
    "CFBundleInfoDictionaryVersion": "6.0",
    "CFBundleName": "Gomoku",
    "CFBundlePackageType": "APPL",
    "CFBundleShortVersionString": version,
    "CFBundleSignature": "????",
    "CFBundleVersion": version,
    "LSApplicationCategoryType": "public.app-category.board-games",
    # Rust's aarch64-apple-darwin target starts at macOS 11.
    "LSMinimumSystemVersion": "11.0",
    "NSHighResolutionCapable": True,
}
with open(path, "wb") as f:
    plistlib.dump(info, f, fmt=plistlib.FMT_XML, sort_keys=True)
PY
echo "macos-bundle: made $app ($short_version)"
