//! Saying a message: the embedded Fluent files, parsed once into one
//! bundle per language, and the values the code passes as variables.

use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use super::Lang;
use crate::game::board::Stone;

include!(concat!(env!("OUT_DIR"), "/messages_files.rs"));

/// A variable's value as Fluent takes it.
pub type Arg<'a> = FluentValue<'a>;

/// A value the code passes into a message.
pub trait IntoArg<'a> {
    /// The value as Fluent takes it: numbers as numbers (so plural
    /// selectors see them), the rest as text.
    fn into_arg(self) -> Arg<'a>;
}

impl<'a> IntoArg<'a> for &'a str {
    fn into_arg(self) -> Arg<'a> {
        FluentValue::String(Cow::Borrowed(self))
    }
}

impl<'a> IntoArg<'a> for char {
    fn into_arg(self) -> Arg<'a> {
        FluentValue::String(Cow::Owned(self.to_string()))
    }
}

macro_rules! number_args {
    ($($ty:ty),*) => {$(
        impl<'a> IntoArg<'a> for $ty {
            fn into_arg(self) -> Arg<'a> {
                FluentValue::from(self)
            }
        }
    )*};
}

number_args!(i64, u32, u64, usize);

/// A score shown with its sign (`+300`, `-40`, `+0`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Signed(pub i32);

impl<'a> IntoArg<'a> for Signed {
    fn into_arg(self) -> Arg<'a> {
        FluentValue::String(Cow::Owned(format!("{:+}", self.0)))
    }
}

/// A stone's colour, as a selector: `black` or `white`.
impl<'a> IntoArg<'a> for Stone {
    fn into_arg(self) -> Arg<'a> {
        FluentValue::String(Cow::Borrowed(match self {
            Stone::Black => "black",
            Stone::White => "white",
        }))
    }
}

/// Where a word stands in a sentence, as a selector: `start` (at the
/// start, or alone) or `inside`. Languages that write both the same
/// ignore it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    /// At the start of a sentence, or alone (a label).
    Start,
    /// Inside a sentence.
    Inside,
}

impl<'a> IntoArg<'a> for Case {
    fn into_arg(self) -> Arg<'a> {
        FluentValue::String(Cow::Borrowed(match self {
            Case::Start => "start",
            Case::Inside => "inside",
        }))
    }
}

/// The value the checks pass for every variable ([`super::every_message`]).
#[must_use]
pub fn sample() -> Arg<'static> {
    FluentValue::from(2)
}

/// Each language's file, name and text, in [`Lang::ALL`] order.
#[must_use]
pub fn files() -> &'static [(&'static str, &'static str)] {
    FILES
}

/// One language's messages, parsed.
struct Catalogue {
    bundle: FluentBundle<FluentResource>,
}

impl Catalogue {
    /// Parses `text`; what does not parse is left out (the tests name
    /// it, [`super::check`]), the rest is kept.
    fn new(code: &str, text: &str) -> Catalogue {
        let id: LanguageIdentifier = code.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // The screen shows the words as they are: no invisible Unicode
        // isolation marks around each variable.
        bundle.set_use_isolating(false);
        let resource =
            FluentResource::try_new(text.to_owned()).unwrap_or_else(|(resource, errors)| {
                log::warn!("{code}.ftl: {} parts do not parse", errors.len());
                resource
            });
        if let Err(errors) = bundle.add_resource(resource) {
            log::warn!("{code}.ftl: {} messages are written twice", errors.len());
        }
        Catalogue { bundle }
    }

    /// The message `name` with `args`, if this language has it.
    fn say(&self, name: &str, args: &FluentArgs<'_>) -> Option<String> {
        let pattern = self.bundle.get_message(name)?.value()?;
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, Some(args), &mut errors);
        if !errors.is_empty() {
            log::warn!("message {name}: {errors:?}");
        }
        Some(text.into_owned())
    }
}

/// Every language's catalogue, parsed at first use.
fn catalogues() -> &'static [Catalogue] {
    static CATALOGUES: OnceLock<Vec<Catalogue>> = OnceLock::new();
    CATALOGUES.get_or_init(|| {
        Lang::ALL
            .into_iter()
            .zip(FILES)
            .map(|(lang, (_, text))| Catalogue::new(lang.code(), text))
            .collect()
    })
}

impl Lang {
    /// The message `name` in this language with the variables `args`; in
    /// English when this language's file lacks it; its name when English
    /// lacks it too (the tests see that none does).
    #[must_use]
    pub fn say(self, name: &str, args: &[(&str, Arg<'_>)]) -> String {
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (key, value) in args {
            fluent_args.set(*key, value.clone());
        }
        let all = catalogues();
        [self, Lang::EN]
            .into_iter()
            .find_map(|lang| all.get(lang.index())?.say(name, &fluent_args))
            .unwrap_or_else(|| name.to_owned())
    }
}
