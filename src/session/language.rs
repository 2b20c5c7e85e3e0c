//! The language the player chose: a setting, kept in `settings.json` by
//! its code (`"en"`, `"zh"`). What each language says is the words
//! layer's ([`crate::i18n`] words every message as a method of [`Lang`]);
//! the session only remembers the choice.

use serde::{Deserialize, Serialize};

/// A language the game speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Simplified Chinese.
    Zh,
}

impl Lang {
    /// Every language, in menu order.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// The language of a locale name such as `zh-CN`, `zh_TW.UTF-8` or
    /// `en-US`: Chinese for any `zh`, English for the rest (and for none).
    #[must_use]
    pub fn from_locale(locale: Option<&str>) -> Lang {
        match locale {
            Some(l) if l.trim().to_ascii_lowercase().starts_with("zh") => Lang::Zh,
            _ => Lang::En,
        }
    }

    /// The language of the system's locale (the first start's choice).
    #[must_use]
    pub fn system() -> Lang {
        Lang::from_locale(sys_locale::get_locale().as_deref())
    }

    /// The language's own name, as its speakers write it (the same in
    /// every language: a reader looks for their own).
    #[must_use]
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Zh => "中文",
        }
    }
}
