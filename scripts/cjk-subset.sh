#!/usr/bin/env bash
# Makes the window's CJK fonts from Noto Sans CJK (OFL 1.1, from Debian's
# fonts-noto-cjk), each cut down to the characters the game shows, so the
# binary carries a few hundred kilobytes of font instead of 19 MB:
#
#   assets/NotoSansSC-subset.otf  the Simplified Chinese face, with every
#                                 CJK character of every language (the
#                                 fallback: languages.txt, names, zh-CN)
#   assets/NotoSansJP-subset.otf  the Japanese face: ja.ftl's characters
#                                 and its name, 日本語
#   assets/NotoSansTC-subset.otf  the Traditional Chinese face: zh-TW.ftl's
#                                 and its name, 繁體中文
#
# The same character is drawn differently in Japan, Taiwan and mainland
# China (about a third of the kanji of ja.ftl, and the full stop and comma
# of zh-TW.ftl, which sit in the middle of the square there); the window
# puts the face of the language shown before the SC one
# (gui::fonts::install_fonts). Korean's Hangul is the same in every face.
#
#   apt-get install -y fonts-noto-cjk python3-fonttools
#   bash scripts/cjk-subset.sh [FONT.ttc]
#
# The characters are the non-ASCII characters of the messages files that
# are Chinese, Japanese or Korean writing, punctuation or a symbol. Run it
# after changing a message; `cargo test --lib fonts` checks that the fonts
# still draw every character of every language, and each language's own
# face every character of its file. The output depends only on the input
# font and the characters (no timestamps), so running it twice changes
# nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

font=${1:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}

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

# subset OUT FACE LANG: the collection's face FACE (0 JP, 1 KR, 2 SC,
# 3 TC, 4 HK) cut down to the wanted characters of LANG's messages file
# and its own name in languages.txt, or of every file for LANG "all".
subset() {
    local out=$1 face=$2 lang=$3
    "$python" - "$lang" assets/i18n >"$chars" <<'PY'
import pathlib, sys
lang, folder = sys.argv[1], pathlib.Path(sys.argv[2])
names = (folder / "languages.txt").read_text(encoding="utf-8")
if lang == "all":
    text = names + "".join(p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.ftl")))
else:
    own = [l for l in names.splitlines() if l.split("|")[0].strip() == lang]
    text = (folder / f"{lang}.ftl").read_text(encoding="utf-8") + "".join(own)
# Punctuation, symbols, kana, hangul, ideographs and fullwidth forms
# (U+2000 up), and the Vietnamese letters with two marks (Latin Extended
# Additional, U+1E00 to U+1EFF), which egui's own fonts lack. The other
# Latin and the Cyrillic letters are egui's own fonts' part.
def wanted(c):
    return ord(c) >= 0x2000 or 0x1E00 <= ord(c) < 0x1F00
print("".join(sorted({c for c in text if wanted(c) and not c.isspace()})))
PY
    echo "$out: $(wc -m <"$chars") characters" >&2
    # No layout tables (egui places glyph by glyph) and no hinting: half
    # the size.
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
}

subset assets/NotoSansSC-subset.otf 2 all
subset assets/NotoSansJP-subset.otf 0 ja
subset assets/NotoSansTC-subset.otf 3 zh-TW
