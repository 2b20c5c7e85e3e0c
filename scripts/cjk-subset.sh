#!/usr/bin/env bash
# Makes assets/NotoSansSC-subset.otf: Noto Sans CJK SC (OFL 1.1, from
# Debian's fonts-noto-cjk) cut down to the characters the game shows, so
# the binary carries a few dozen kilobytes of font instead of 19 MB.
#
#   apt-get install -y fonts-noto-cjk python3-fonttools
#   bash scripts/cjk-subset.sh [FONT.ttc]
#
# The characters are every non-ASCII character of the messages files
# (assets/i18n/*.ftl and languages.txt: every word on screen in every
# language) that is
# Chinese, Japanese or Korean writing, punctuation or a symbol. Run it after
# changing a message; `cargo test --lib glyph` checks that the fonts still
# draw every character of every language. The output depends only on the input
# font and the characters (no timestamps), so running it twice changes
# nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

font=${1:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}
# Face 2 of the collection is Noto Sans CJK SC (0 JP, 1 KR, 3 TC, 4 HK).
face=${CJK_FACE:-2}
out=assets/NotoSansSC-subset.otf

if [ ! -f "$font" ]; then
    echo "$font not found: apt-get install -y fonts-noto-cjk" >&2
    exit 1
fi
python=
for candidate in python3 /usr/bin/python3; do
    if command -v "$candidate" >/dev/null && "$candidate" -c 'import fontTools' 2>/dev/null; then
        python=$candidate
        break
    fi
done
if [ -z "$python" ]; then
    echo "fontTools not found: apt-get install -y python3-fonttools" >&2
    exit 1
fi

chars=$(mktemp)
trap 'rm -f "$chars"' EXIT
"$python" - assets/i18n/*.ftl assets/i18n/languages.txt >"$chars" <<'PY'
import sys
text = "".join(open(p, encoding="utf-8").read() for p in sys.argv[1:])
# Punctuation, symbols, kana, hangul, ideographs and fullwidth forms
# (U+2000 up), and the Vietnamese letters with two marks (Latin Extended
# Additional, U+1E00 to U+1EFF), which egui's own fonts lack. The other
# Latin and the Cyrillic letters are egui's own fonts' part.
def wanted(c):
    return ord(c) >= 0x2000 or 0x1E00 <= ord(c) < 0x1F00
print("".join(sorted({c for c in text if wanted(c) and not c.isspace()})))
PY
echo "$(wc -m <"$chars") characters from assets/i18n/" >&2

# No layout tables (egui places glyph by glyph) and no hinting: half the
# size.
"$python" -m fontTools.subset "$font" \
    --font-number="$face" \
    --text-file="$chars" \
    --layout-features='' \
    --no-hinting \
    --desubroutinize \
    --name-IDs='*' \
    --name-languages='*' \
    --output-file="$out"
echo "wrote $out ($(wc -c <"$out") bytes)" >&2
