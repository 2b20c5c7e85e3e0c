//! The checks a messages file must pass: it parses; it has every message
//! the code asks for and none it does not; its messages use only the
//! variables the code passes. Each problem names the file, the line, the
//! message and the variable, for the translator.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use fluent_syntax::ast::{
    CallArguments, Entry, Expression, InlineExpression, Pattern, PatternElement,
};

/// Something wrong with a messages file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A part of the file that is not Fluent (from `line`).
    DoesNotParse {
        /// The file's name.
        file: String,
        /// Where the part starts (1 is the first line).
        line: usize,
        /// The part's first line.
        text: String,
    },
    /// A message the code asks for is not in the file.
    Missing {
        /// The file's name.
        file: String,
        /// The message.
        message: String,
    },
    /// A message the code never asks for (misspelt, or left over).
    Unknown {
        /// The file's name.
        file: String,
        /// The message.
        message: String,
    },
    /// A message written twice.
    Twice {
        /// The file's name.
        file: String,
        /// The message.
        message: String,
    },
    /// A message with no text of its own.
    Empty {
        /// The file's name.
        file: String,
        /// The message.
        message: String,
    },
    /// A message uses a variable the code does not pass it.
    UnknownVariable {
        /// The file's name.
        file: String,
        /// The message.
        message: String,
        /// The variable, without its `$`.
        variable: String,
        /// The variables the code passes.
        passed: Vec<String>,
    },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::DoesNotParse { file, line, text } => {
                write!(f, "{file}:{line}: not Fluent: {text}")
            }
            Problem::Missing { file, message } => write!(f, "{file}: `{message}` is missing"),
            Problem::Unknown { file, message } => {
                write!(f, "{file}: `{message}` is not a message the game asks for")
            }
            Problem::Twice { file, message } => write!(f, "{file}: `{message}` is written twice"),
            Problem::Empty { file, message } => write!(f, "{file}: `{message}` has no text"),
            Problem::UnknownVariable {
                file,
                message,
                variable,
                passed,
            } => write!(
                f,
                "{file}: `{message}` uses ${variable}, but the game passes it only {}",
                if passed.is_empty() {
                    "nothing".to_owned()
                } else {
                    passed
                        .iter()
                        .map(|p| format!("${p}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                }
            ),
        }
    }
}

/// Checks the messages file `file` (its name, for the problems) holding
/// `text` against `catalogue`: each message the code asks for and the
/// variables it passes ([`super::catalogue`]).
#[must_use]
pub fn check(file: &str, text: &str, catalogue: &[(&str, &[&str])]) -> Vec<Problem> {
    let mut problems = Vec::new();
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(resource) => resource,
        Err((resource, _)) => resource,
    };
    let expected: BTreeMap<&str, &[&str]> = catalogue.iter().copied().collect();
    let mut seen = BTreeSet::new();
    for entry in &resource.body {
        match entry {
            Entry::Junk { content } => {
                let start = content.as_ptr() as usize - text.as_ptr() as usize;
                problems.push(Problem::DoesNotParse {
                    file: file.to_owned(),
                    line: text[..start].matches('\n').count() + 1,
                    text: content.lines().next().unwrap_or("").to_owned(),
                });
            }
            Entry::Message(message) => {
                let name = message.id.name;
                let owned = |s: &str| (file.to_owned(), s.to_owned());
                if !seen.insert(name) {
                    let (file, message) = owned(name);
                    problems.push(Problem::Twice { file, message });
                }
                let Some(passed) = expected.get(name) else {
                    let (file, message) = owned(name);
                    problems.push(Problem::Unknown { file, message });
                    continue;
                };
                let Some(value) = &message.value else {
                    let (file, message) = owned(name);
                    problems.push(Problem::Empty { file, message });
                    continue;
                };
                let mut used = BTreeSet::new();
                variables(value, &mut used);
                for variable in used.into_iter().filter(|v| !passed.contains(v)) {
                    problems.push(Problem::UnknownVariable {
                        file: file.to_owned(),
                        message: name.to_owned(),
                        variable: variable.to_owned(),
                        passed: passed.iter().map(|&p| p.to_owned()).collect(),
                    });
                }
            }
            _ => {}
        }
    }
    for &name in expected.keys().filter(|name| !seen.contains(*name)) {
        problems.push(Problem::Missing {
            file: file.to_owned(),
            message: name.to_owned(),
        });
    }
    problems
}

/// The variables a pattern uses, in its text, selectors and variants.
fn variables<'s>(pattern: &Pattern<&'s str>, used: &mut BTreeSet<&'s str>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, used);
        }
    }
}

fn expression_variables<'s>(expression: &Expression<&'s str>, used: &mut BTreeSet<&'s str>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, used);
            for variant in variants {
                variables(&variant.value, used);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, used),
    }
}

fn inline_variables<'s>(inline: &InlineExpression<&'s str>, used: &mut BTreeSet<&'s str>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            used.insert(id.name);
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            argument_variables(arguments, used);
        }
        // A term's arguments are its own; a term cannot see the message's
        // variables except through them.
        InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => argument_variables(arguments, used),
        InlineExpression::Placeable { expression } => expression_variables(expression, used),
        _ => {}
    }
}

fn argument_variables<'s>(arguments: &CallArguments<&'s str>, used: &mut BTreeSet<&'s str>) {
    for positional in &arguments.positional {
        inline_variables(positional, used);
    }
    for named in &arguments.named {
        inline_variables(&named.value, used);
    }
}

/// Every problem of every language's file, against the code's catalogue.
#[must_use]
pub fn check_all() -> Vec<Problem> {
    let catalogue = super::catalogue();
    super::fluent::files()
        .iter()
        .flat_map(|(file, text)| check(file, text, &catalogue))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const CODE: &[(&str, &[&str])] = &[("score", &["points"]), ("moves", &["count"])];

    #[test]
    fn every_file_passes() {
        let problems: Vec<String> = check_all().iter().map(ToString::to_string).collect();
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn a_good_file_passes() {
        let text = "score = Score { $points }\n\
                    moves = { $count ->\n    [one] one move\n   *[other] { $count } moves\n}\n";
        assert_eq!(check("xx.ftl", text, CODE), vec![]);
    }

    #[test]
    fn each_fault_is_named_with_its_file_message_and_variable() {
        let text = "score = Score { $point }\nscore = again\nextra = x\n\nbroken { = \n";
        let problems = check("xx.ftl", text, CODE);
        let said: Vec<String> = problems.iter().map(ToString::to_string).collect();
        assert!(
            said.contains(
                &"xx.ftl: `score` uses $point, but the game passes it only $points".to_owned()
            ),
            "{said:?}"
        );
        assert!(
            said.contains(&"xx.ftl: `score` is written twice".to_owned()),
            "{said:?}"
        );
        assert!(said.contains(&"xx.ftl: `extra` is not a message the game asks for".to_owned()));
        assert!(
            said.contains(&"xx.ftl: `moves` is missing".to_owned()),
            "{said:?}"
        );
        assert!(
            said.iter().any(|s| s.starts_with("xx.ftl:5: not Fluent")),
            "{said:?}"
        );
    }

    #[test]
    fn variables_inside_selectors_are_checked() {
        let text = "score = { $points ->\n    [one] { $n }\n   *[other] x\n}\nmoves = { $count }\n";
        let problems = check("xx.ftl", text, CODE);
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(
            matches!(&problems[0], Problem::UnknownVariable { variable, .. } if variable == "n")
        );
    }
}
