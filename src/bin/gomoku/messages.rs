//! `gomoku --check-messages FILE.ftl…`: checks a translation before it
//! joins the game, as the tests check the embedded ones: it parses, it
//! has every message the game asks for and none it does not, and its
//! messages use only the variables the game passes.

use std::path::Path;

use gomoku::i18n::catalogue;
use gomoku::i18n::check::check;

/// What checking `files` found, one line a problem and one a file, and
/// whether every file passed.
pub fn check_messages(files: &[impl AsRef<Path>]) -> (String, bool) {
    let catalogue = catalogue();
    let mut said = String::new();
    let mut all_good = true;
    for file in files {
        let file = file.as_ref();
        let name = file.display().to_string();
        match std::fs::read_to_string(file) {
            Ok(text) => {
                let problems = check(&name, &text, &catalogue);
                for problem in &problems {
                    said.push_str(&format!("{problem}\n"));
                }
                if problems.is_empty() {
                    said.push_str(&format!(
                        "{name}: all {} messages, no problems\n",
                        catalogue.len()
                    ));
                } else {
                    all_good = false;
                    said.push_str(&format!("{name}: {} problems\n", problems.len()));
                }
            }
            Err(e) => {
                all_good = false;
                said.push_str(&format!("{name}: cannot be read ({e})\n"));
            }
        }
    }
    (said, all_good)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_english_file_passes_and_a_broken_one_is_named() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let en = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n/en.ftl");
        let (said, good) = check_messages(&[&en]);
        assert!(good, "{said}");
        let broken = dir.path().join("xx.ftl");
        std::fs::write(&broken, "score = Score { $pionts }\n").expect("written");
        let (said, good) = check_messages(&[&broken]);
        assert!(!good);
        assert!(said.contains("`score` uses $pionts"), "{said}");
        assert!(said.contains("`new_game` is missing"), "{said}");
        let (said, good) = check_messages(&[dir.path().join("none.ftl")]);
        assert!(!good && said.contains("cannot be read"), "{said}");
    }
}
