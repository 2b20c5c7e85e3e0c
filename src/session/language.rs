//! The language the player chose: a setting, kept in `settings.json` by
//! its code (`"en"`, `"zh-CN"`). The languages are the lines of
//! `assets/i18n/languages.txt`, read at build time (`build.rs`); what each
//! says is the words layer's ([`crate::i18n`]); the session only remembers
//! the choice.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A language the game speaks: one line of `assets/i18n/languages.txt`
/// (its constants, [`Lang::EN`] and the others, are made from that file).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lang(u8);

include!(concat!(env!("OUT_DIR"), "/languages.rs"));

impl Lang {
    /// The language's place in the list (0 is English).
    #[must_use]
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The language's code: its messages file's name and what the
    /// settings keep (`en`, `zh-CN`).
    #[must_use]
    pub fn code(self) -> &'static str {
        LANGUAGES[self.index()].0
    }

    /// The language's own name, as its speakers write it (the same in
    /// every language: a reader looks for their own).
    #[must_use]
    pub fn native_name(self) -> &'static str {
        LANGUAGES[self.index()].1
    }

    /// The language whose code is `code` (any case), if the game speaks
    /// it.
    #[must_use]
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code))
    }

    /// The language of a locale name such as `zh-CN`, `zh_TW.UTF-8` or
    /// `en-US`: the language whose code or other locale is the longest
    /// whole-part prefix of it (`zh-Hant-TW` answers to `zh-Hant` before
    /// `zh`); English for the rest (and for none).
    #[must_use]
    pub fn from_locale(locale: Option<&str>) -> Lang {
        locale.and_then(Lang::answering).unwrap_or(Lang::EN)
    }

    /// The language that answers to `locale` ([`Lang::from_locale`]), if
    /// one does.
    #[must_use]
    pub fn answering(locale: &str) -> Option<Lang> {
        // `zh_TW.UTF-8@latin` → `zh-tw`.
        let locale = locale
            .trim()
            .split(['.', '@'])
            .next()
            .unwrap_or("")
            .replace('_', "-")
            .to_ascii_lowercase();
        let answers = |tag: &str| {
            let tag = tag.to_ascii_lowercase();
            locale == tag || locale.starts_with(&format!("{tag}-"))
        };
        Lang::ALL
            .into_iter()
            .flat_map(|lang| {
                let (code, _, also) = LANGUAGES[lang.index()];
                std::iter::once(code)
                    .chain(also.iter().copied())
                    .filter(|tag| answers(tag))
                    .map(move |tag| (tag.len(), lang))
            })
            .max_by_key(|&(len, lang)| (len, std::cmp::Reverse(lang)))
            .map(|(_, lang)| lang)
    }

    /// The language of the system's locale (the first start's choice).
    #[must_use]
    pub fn system() -> Lang {
        Lang::from_locale(sys_locale::get_locale().as_deref())
    }
}

impl Default for Lang {
    fn default() -> Lang {
        Lang::EN
    }
}

impl fmt::Debug for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Lang({})", self.code())
    }
}

impl Serialize for Lang {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Lang {
    /// A code the game knows, or a locale that answers to one (older
    /// settings kept `"zh"` for simplified Chinese).
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Lang, D::Error> {
        let code = String::deserialize(deserializer)?;
        Lang::from_code(&code)
            .or_else(|| Lang::answering(&code))
            .ok_or_else(|| serde::de::Error::custom(format!("unknown language {code:?}")))
    }
}
