//! The window's fonts: egui's own (Latin, Cyrillic, symbols), then the CJK
//! face of the language shown when it has one of its own (Japanese,
//! Traditional Chinese), then the Simplified Chinese face, which has every
//! CJK character of every language. The same character is written
//! differently in Japan, Taiwan and mainland China, so a Japanese or
//! Taiwanese player reads their own shapes, and the language menu writes
//! 日本語 and 繁體中文 in theirs whatever the window shows. The other CJK
//! text (zh-CN, Korean's Hangul, the same in every face) comes from the
//! SC face.

use std::sync::Arc;

use eframe::egui;

use crate::assets;
use crate::i18n::Lang;

/// The name of the Simplified Chinese face, the last font of every family.
const SC_FACE: &str = "noto-sans-sc-subset";

/// The CJK face of `lang` when it has one of its own, by name.
fn own_face(lang: Lang) -> Option<(&'static str, &'static [u8])> {
    match lang {
        Lang::JA => Some(("noto-sans-jp-subset", assets::CJK_FONT_JP)),
        Lang::ZH_TW => Some(("noto-sans-tc-subset", assets::CJK_FONT_TC)),
        _ => None,
    }
}

/// egui's fonts with ours after them, in the order a glyph is looked for:
/// `lang`'s own CJK face, if any, then the SC face. Each language with a
/// face of its own also has a family of that name ([`own_name_family`]),
/// so the language menu writes its name in its own face whatever
/// language the window shows.
#[must_use]
pub fn font_definitions(lang: Lang) -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::default();
    let faces = Lang::ALL.into_iter().filter_map(own_face);
    for (name, bytes) in faces.chain([(SC_FACE, assets::CJK_FONT)]) {
        fonts.font_data.insert(
            name.to_owned(),
            Arc::new(egui::FontData::from_static(bytes)),
        );
    }
    let ours = |lang| -> Vec<String> {
        own_face(lang)
            .map(|(name, _)| name)
            .into_iter()
            .chain([SC_FACE])
            .map(str::to_owned)
            .collect()
    };
    let proportional = fonts.families[&egui::FontFamily::Proportional].clone();
    for other in Lang::ALL {
        if let Some(family) = own_name_family(other) {
            let list = proportional.iter().cloned().chain(ours(other)).collect();
            fonts.families.insert(family, list);
        }
    }
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts.families.entry(family).or_default().extend(ours(lang));
    }
    fonts
}

/// The family that writes `lang`'s words in its own CJK face, for a
/// language that has one (the menu's "日本語" in the Japanese face while
/// the window shows Chinese); `None` for the others, whose own names the
/// window's fonts already draw as they are written.
#[must_use]
pub fn own_name_family(lang: Lang) -> Option<egui::FontFamily> {
    own_face(lang).map(|(name, _)| egui::FontFamily::Name(name.into()))
}

/// Gives the window `lang`'s fonts ([`font_definitions`]); they take
/// effect before any text of the next pass is laid out (or of this one, if
/// none has been yet).
pub fn install_fonts(ctx: &egui::Context, lang: Lang) {
    ctx.set_fonts(font_definitions(lang));
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use skrifa::MetadataProvider;

    use super::*;
    use crate::i18n::every_message;
    use crate::i18n::tests::every_name;

    /// The fonts of `family` in `defs`, in the order egui looks a glyph
    /// up, each with its name.
    fn family_fonts(
        defs: &egui::FontDefinitions,
        family: &egui::FontFamily,
    ) -> Vec<(String, Vec<u8>)> {
        defs.families[family]
            .iter()
            .map(|name| (name.clone(), (*defs.font_data[name].font).as_ref().to_vec()))
            .collect()
    }

    /// The proportional fonts the window shows `lang` with.
    fn fonts_of(lang: Lang) -> Vec<(String, Vec<u8>)> {
        family_fonts(&font_definitions(lang), &egui::FontFamily::Proportional)
    }

    /// Every character `lang` can show: its file's text but its comments
    /// (every variant of every selector), every message and name as said
    /// with sample values, and its own name.
    fn shown(lang: Lang, text: &str) -> BTreeSet<char> {
        let mut shown: String = text
            .lines()
            .filter(|line| !line.trim_start().starts_with('#'))
            .collect();
        for (_, message) in every_message(lang) {
            shown.push_str(&message);
        }
        for name in every_name(lang) {
            shown.push_str(&name);
        }
        shown.push_str(lang.native_name());
        shown
            .chars()
            .filter(|&c| !c.is_whitespace() && !c.is_control())
            .collect()
    }

    /// The name of the first font of `fonts` that draws `c`.
    fn drawn_by<'f>(fonts: &'f [(String, skrifa::FontRef<'_>)], c: char) -> Option<&'f str> {
        fonts
            .iter()
            .find(|(_, font)| font.charmap().map(c).is_some())
            .map(|(name, _)| name.as_str())
    }

    fn parsed(fonts: &[(String, Vec<u8>)]) -> Vec<(String, skrifa::FontRef<'_>)> {
        fonts
            .iter()
            .map(|(name, bytes)| {
                (
                    name.clone(),
                    skrifa::FontRef::new(bytes).expect("a font parses"),
                )
            })
            .collect()
    }

    #[test]
    fn every_character_of_every_language_has_a_glyph() {
        for (lang, (file, text)) in Lang::ALL.into_iter().zip(crate::i18n::fluent::files()) {
            let fonts = fonts_of(lang);
            let fonts = parsed(&fonts);
            let missing: BTreeSet<char> = shown(lang, text)
                .into_iter()
                .filter(|&c| drawn_by(&fonts, c).is_none())
                .collect();
            assert!(
                missing.is_empty(),
                "{file}: no font draws {missing:?}; run scripts/cjk-subset.sh"
            );
        }
    }

    #[test]
    fn japanese_and_taiwanese_cjk_glyphs_come_from_their_own_face() {
        let with_own_face: Vec<&str> = Lang::ALL
            .into_iter()
            .filter(|&lang| own_face(lang).is_some())
            .map(Lang::code)
            .collect();
        assert_eq!(with_own_face, ["zh-TW", "ja"]);
        for (lang, (file, text)) in Lang::ALL.into_iter().zip(crate::i18n::fluent::files()) {
            let fonts = fonts_of(lang);
            let names: Vec<&str> = fonts.iter().map(|(name, _)| name.as_str()).collect();
            assert_eq!(
                names.last(),
                Some(&SC_FACE),
                "{file}: the SC face comes last"
            );
            let Some((face, _)) = own_face(lang) else {
                assert_eq!(
                    names.iter().filter(|n| n.starts_with("noto-sans-")).count(),
                    1
                );
                continue;
            };
            let fonts = parsed(&fonts);
            // Every character egui's own fonts lack (the CJK writing and
            // its punctuation) is drawn by the language's face, none by the
            // SC face after it.
            let defaults =
                egui::FontDefinitions::default().families[&egui::FontFamily::Proportional].len();
            let mut cjk = 0;
            for c in shown(lang, text) {
                if drawn_by(&fonts[..defaults], c).is_some() {
                    continue;
                }
                cjk += 1;
                assert_eq!(drawn_by(&fonts, c), Some(face), "{file}: {c:?}");
            }
            assert!(cjk > 300, "{file}: {cjk} CJK characters");
        }
    }

    #[test]
    fn each_language_names_itself_in_its_own_face_in_every_language() {
        for shown in Lang::ALL {
            let defs = font_definitions(shown);
            for lang in Lang::ALL {
                let Some(family) = own_name_family(lang) else {
                    continue;
                };
                let (face, _) = own_face(lang).expect("a face");
                let fonts = family_fonts(&defs, &family);
                let fonts = parsed(&fonts);
                for c in lang.native_name().chars() {
                    assert_eq!(drawn_by(&fonts, c), Some(face), "{c:?} in {}", shown.code());
                }
            }
        }
    }

    #[test]
    fn the_faces_are_the_regional_ones() {
        // The name table of each subset says which face it was cut from,
        // so a subset made from the wrong face of the collection fails.
        for (bytes, region) in [
            (assets::CJK_FONT, "SC"),
            (assets::CJK_FONT_JP, "JP"),
            (assets::CJK_FONT_TC, "TC"),
        ] {
            let font = skrifa::FontRef::new(bytes).expect("a font parses");
            let family: String = font
                .localized_strings(skrifa::string::StringId::FAMILY_NAME)
                .english_or_first()
                .expect("a family name")
                .chars()
                .collect();
            assert_eq!(family, format!("Noto Sans CJK {region}"));
        }
    }
}
