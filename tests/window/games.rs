//! Keeping games honest in the window, driven headless with
//! `egui_kittest`: playing white, the resign question, and the unfinished
//! game offered again at the next start.

use std::time::{Duration, Instant};

use eframe::egui::{self};
use egui_kittest::kittest::Queryable;
use gomoku::game::board::{Pos, Stone};
use gomoku::session::games::{self, GameResult};
use gomoku::session::score::{SCORE_FILE, Score};
use gomoku::session::store::Store;

use crate::common::*;

#[test]
fn as_white_the_computer_opens_without_a_click() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("settings.json"), r#"{"play_as": "white"}"#).expect("write");
    let mut h = harness(dir.path());
    step_until(&mut h, "the computer's opening", |a| {
        a.controller().game().board().stone_count() == 1
    });
    let board = h.state().controller().game().board().clone();
    let first = board.last_move().expect("opened");
    assert_eq!(
        board.get(first),
        Some(Stone::Black),
        "the computer has black"
    );
    assert_eq!(h.state().controller().viewpoint(), Stone::White);
    h.step();
    h.get_by_label("Your move (white) · move 2");
    let free = free(&h);
    play(&mut h, free);
    assert_eq!(
        h.state().controller().game().board().get(free),
        Some(Stone::White),
        "the player's stones are white"
    );
}

#[test]
fn starting_over_mid_game_asks_and_counts_a_loss() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    // Before the first stone there is nothing to resign.
    h.key_press(egui::Key::F1);
    h.step();
    h.step();
    assert!(h.query_by_label("Resign this game?").is_none());

    play(&mut h, Pos::new(6, 6));
    h.key_press(egui::Key::F1);
    h.step();
    h.step();
    h.get_by_label("Resign this game?");
    h.get_by_label("Keep playing").click();
    h.step();
    h.step();
    assert!(h.query_by_label("Resign this game?").is_none());
    assert_eq!(stones(&h), 2, "the game goes on");
    // A click on the board while asked plays nothing: it only closes the
    // question, as "Keep playing" does.
    h.get_by_label("New game").click();
    h.step();
    h.step();
    h.get_by_label("Resign this game?");
    click(&mut h, Pos::new(0, 0));
    assert_eq!(stones(&h), 2);
    assert!(h.query_by_label("Resign this game?").is_none());
    h.get_by_label("New game").click();
    h.step();
    h.step();

    h.get_by_label("Resign").click();
    h.step();
    h.step();
    assert_eq!(stones(&h), 0, "a new game");
    assert_eq!(h.state().score().score, 900);
    assert!(h.state_mut().save_now());
    let kept = games::list(&Store::at(dir.path()));
    assert_eq!(kept.games.len(), 1);
    assert_eq!(kept.games[0].result, GameResult::Resigned);
    assert_eq!(kept.games[0].game.moves.len(), 2);
    let score = Store::at(dir.path()).load::<Score>(SCORE_FILE).value;
    assert_eq!(score.score, 900);
}

#[test]
fn an_unfinished_game_is_offered_again_at_the_next_start() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    play(&mut h, Pos::new(6, 6));
    let next = free(&h);
    play(&mut h, next);
    let moves = h.state().controller().game().board().history().to_vec();
    assert!(h.state_mut().save_now());
    drop(h);

    // Resumed: the same position, and play goes on.
    let mut h = harness(dir.path());
    h.get_by_label("Resume your unfinished game?");
    h.get_by_label("Resume").click();
    h.step();
    h.step();
    assert_eq!(
        h.state().controller().game().board().history(),
        moves.as_slice()
    );
    let next = free(&h);
    play(&mut h, next);
    assert!(h.state_mut().save_now());
    drop(h);

    // Declined: it counts as a loss and is not offered again.
    let mut h = harness(dir.path());
    h.get_by_label("Resume your unfinished game?");
    h.get_by_label("Resign it (counts as a loss)").click();
    h.step();
    h.step();
    assert_eq!(stones(&h), 0);
    assert_eq!(h.state().score().score, 900);
    assert!(h.state_mut().save_now());
    drop(h);
    let h = harness(dir.path());
    assert!(h.query_by_label("Resume your unfinished game?").is_none());
    let kept = games::list(&Store::at(dir.path()));
    assert_eq!(kept.games.len(), 1);
    assert_eq!(kept.games[0].game.moves.len(), 6);
}

#[test]
fn the_games_window_lists_kept_games_and_opens_one_in_review() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    h.get_by_label("Games").click();
    h.step();
    h.step();
    h.get_by_label("Your games…").click();
    h.step();
    h.step();
    let give_up = Instant::now() + Duration::from_secs(20);
    while h
        .query_by_label("No games yet: every finished game will be kept here.")
        .is_none()
    {
        assert!(Instant::now() < give_up, "the list never came");
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.get_by_label("No games yet: every finished game will be kept here.");

    // Two resigned games.
    for _ in 0..2 {
        let next = free(&h);
        play(&mut h, next);
        h.key_press(egui::Key::F1);
        h.step();
        h.step();
        h.get_by_label("Resign").click();
        h.step();
        h.step();
    }
    assert!(h.state_mut().save_now());
    h.get_by_label("Games").click();
    h.step();
    h.step();
    h.get_by_label("Your games…").click();
    h.step();
    let give_up = Instant::now() + Duration::from_secs(20);
    while h.query_by_label("Your score after each game").is_none() {
        assert!(Instant::now() < give_up, "the list never came");
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    assert_eq!(h.query_all_by_label("Review").count(), 2);
    assert!(h.query_all_by_label("resigned").count() == 2);
    let newest = games::list(&Store::at(dir.path())).games[0].clone();
    h.query_all_by_label("Review")
        .next()
        .expect("a row")
        .click();
    h.step();
    h.step();
    let reviewed = h
        .state()
        .review()
        .map(|r| r.moves().to_vec())
        .expect("in review");
    let kept: Vec<Pos> = newest.game.moves.iter().map(|m| m.pos()).collect();
    assert_eq!(reviewed, kept, "the newest game opened");
    assert!(
        h.query_by_label("Your score after each game").is_none(),
        "the window made way"
    );
}

/// `count` kept games in `dir`'s `games/`, one a minute from the epoch
/// (so each row's date differs), written straight to their files.
fn keep_games(dir: &std::path::Path, count: u64) {
    use gomoku::session::games::TimedMove;

    for i in 0..count {
        let first = TimedMove {
            x: (i % 13) as u8,
            y: (i / 13 % 13) as u8,
            ms: 100,
        };
        write_kept(dir, i, vec![first], None, None, GameResult::Resigned);
    }
}

/// Writes game `i` of `dir`'s `games/` straight to its file: a 13x13
/// freestyle game of `moves`, a person with black against seed unless
/// `seats` says otherwise, ended `i` minutes after the epoch.
fn write_kept(
    dir: &std::path::Path,
    i: u64,
    moves: Vec<gomoku::session::games::TimedMove>,
    seats: Option<gomoku::session::seats::Seats>,
    opening: Option<gomoku::session::opening::Opening>,
    result: GameResult,
) {
    use gomoku::engine::Level;
    use gomoku::game::board::BoardSize;
    use gomoku::game::rules::Rule;
    use gomoku::session::games::{GAMES_DIR, KeptGame, Played};

    let folder = dir.join(GAMES_DIR);
    std::fs::create_dir_all(&folder).expect("games folder");
    let kept = KeptGame {
        game: Played {
            id: format!("{i}-g"),
            started: i * 60,
            size: BoardSize::SMALL,
            rule: Rule::Freestyle,
            level: Level::Seed,
            human: Stone::Black,
            moves,
            seats,
            time: None,
            left_ms: None,
            forfeit: None,
            opening,
        },
        ended: i * 60,
        result,
        score_before: 1000,
        score_after: 900,
    };
    let json = serde_json::to_vec(&kept).expect("json");
    std::fs::write(folder.join(format!("{i}-g.json")), json).expect("write");
}

/// Opens the Games window on `dir` and waits for its list.
fn open_games_window(
    dir: &std::path::Path,
) -> egui_kittest::Harness<'static, gomoku::gui::GomokuApp> {
    open_games_window_sized(dir, crate::common::WINDOW)
}

/// [`open_games_window`] in a window of `size`.
fn open_games_window_sized(
    dir: &std::path::Path,
    size: egui::Vec2,
) -> egui_kittest::Harness<'static, gomoku::gui::GomokuApp> {
    let mut h = crate::common::harness_sized(dir, size);
    h.get_by_label("Games").click();
    h.step();
    h.step();
    h.get_by_label("Your games…").click();
    h.step();
    let give_up = Instant::now() + Duration::from_secs(60);
    while h.query_by_label("Your score after each game").is_none() {
        assert!(Instant::now() < give_up, "the list never came");
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
    h.step();
    h
}

#[test]
fn the_games_window_lays_out_only_the_rows_in_view() {
    let few = tempfile::tempdir().expect("temp dir");
    keep_games(few.path(), 50);
    let h = open_games_window(few.path());
    let rows_of_50 = h.query_all_by_label("Review").count();
    drop(h);

    let many = tempfile::tempdir().expect("temp dir");
    keep_games(many.path(), 5000);
    let mut h = open_games_window(many.path());
    let rows_of_5000 = h.query_all_by_label("Review").count();
    assert!(
        rows_of_50 < 50 && rows_of_5000 == rows_of_50,
        "rows laid out: {rows_of_50} of 50 games, {rows_of_5000} of 5000"
    );
    // The newest game (ended last) is at the top.
    h.get_by_label(&games::format_utc(4999 * 60));

    // Scrolled down, later rows come into view and the count stays small.
    for _ in 0..20 {
        h.query_all_by_label("Review")
            .last()
            .expect("a row")
            .scroll_down();
        h.step();
    }
    // Until the scrolling has come to rest.
    for _ in 0..60 {
        h.step();
    }
    assert!(
        h.query_by_label(&games::format_utc(4999 * 60)).is_none(),
        "the top row went out of view"
    );
    let shown: Vec<u64> = (4900..5000)
        .filter(|i| h.query_by_label(&games::format_utc(i * 60)).is_some())
        .collect();
    // The window is 520 points tall and a row at least 18: with the
    // chart scrolled away, under 30 rows fill it.
    assert!(!shown.is_empty() && shown.len() <= 32, "{shown:?}");
    assert!(h.query_all_by_label("Review").count() <= 32);

    // A row's button opens that row's game: the third row laid out (the
    // first is above the view, the second may be cut by its edge).
    let row = 4999 - *shown.last().expect("a row") as usize + 2;
    let want: Vec<Pos> = games::list(&Store::at(many.path())).games[row]
        .game
        .moves
        .iter()
        .map(|m| m.pos())
        .collect();
    h.query_all_by_label("Review")
        .nth(2)
        .expect("a row")
        .click();
    h.step();
    h.step();
    let reviewed = h.state().review().map(|r| r.moves().to_vec());
    assert_eq!(reviewed, Some(want), "row {row} opened");
}

#[test]
fn a_game_no_one_person_played_is_not_called_yours_in_review() {
    use gomoku::engine::Level;
    use gomoku::game::rules::Rule;
    use gomoku::session::games::TimedMove;
    use gomoku::session::opening::{Opening, OpeningRule, Swap2Choice};
    use gomoku::session::seats::{Seat, Seats};

    let dir = tempfile::tempdir().expect("temp dir");
    // Black's five on row 1 (a1 to e1), white's four on row 2.
    let moves: Vec<TimedMove> = (0..9u8)
        .map(|k| TimedMove {
            x: k / 2,
            y: k % 2,
            ms: 100,
        })
        .collect();
    let watched = Seats {
        black: Seat::Level(Level::Master),
        white: Seat::Level(Level::Seed),
    };
    let person = Seats::person_against(Level::Seed, Stone::Black);
    // Both began with swap2: three stones placed, then black taken.
    let mut opening = Opening::fresh(OpeningRule::Swap2, Rule::Freestyle).expect("swap2");
    for stones in 1..=3 {
        opening.placed(stones);
    }
    opening.choose(Swap2Choice::TakeBlack).expect("black taken");
    assert_eq!(opening.stones(), Some(3));
    // The newest first in the list: the watched game, then the person's.
    let (mine, theirs) = (Some(opening.clone()), Some(opening));
    write_kept(
        dir.path(),
        0,
        moves.clone(),
        Some(person),
        mine,
        GameResult::Won,
    );
    write_kept(dir.path(), 1, moves, Some(watched), theirs, GameResult::Won);
    for (row, heading, stones) in [
        (
            0,
            "Review (seen from white)",
            "they are not judged as either side's moves",
        ),
        (
            1,
            "Review (you: black)",
            "they are not judged as your moves",
        ),
    ] {
        let mut h = open_games_window(dir.path());
        h.query_all_by_label("Review")
            .nth(row)
            .expect("a row")
            .click();
        h.step();
        h.step();
        assert!(h.state().review().is_some(), "row {row} in review");
        h.get_by_label(heading);
        h.get_by_label_contains(stones);
        if row == 0 {
            // Its findings name the colours, not "you" and "the computer".
            h.get_by_label("Where was the game lost?").click();
            step_until(&mut h, "the review", |a| {
                a.review().is_some_and(|r| r.review().is_some())
            });
            h.step();
            h.step();
            h.get_by_label("How the game went (up: white stood better; click to jump)");
            h.get_by_label_contains("From here black wins");
            for word in [
                "you",
                "You",
                "computer wins",
                "computer has",
                "computer had",
            ] {
                assert!(
                    h.query_by_label_contains(word).is_none(),
                    "{word:?} in a watched game's review"
                );
            }
        }
    }
}

#[test]
fn the_games_window_leaves_the_bars_in_reach_in_the_smallest_window() {
    let dir = tempfile::tempdir().expect("temp dir");
    keep_games(dir.path(), 3);
    // The smallest window the game allows, where the bars wrap.
    let h = open_games_window_sized(dir.path(), egui::Vec2::new(420.0, 480.0));
    let window = h
        .ctx
        .memory(|m| m.area_rect(egui::Id::unique("games_window")))
        .expect("the games window");
    for bar in ["Games", "Black", "White"] {
        let at = h.get_by_label(bar).rect();
        assert!(!window.intersects(at), "{window:?} covers {bar} at {at:?}");
    }
}

#[test]
fn a_kept_game_row_shows_its_date_in_the_window() {
    let dir = tempfile::tempdir().expect("temp dir");
    keep_games(dir.path(), 3);
    let h = open_games_window(dir.path());
    let window = h
        .ctx
        .memory(|m| m.area_rect(egui::Id::unique("games_window")))
        .expect("the games window");
    // The newest game ended at 00:02 UTC on the first day of 1970.
    let date = h.get_by_label("1970-01-01 00:02 UTC").rect();
    assert!(
        date.max.x <= window.max.x,
        "the date {date:?} inside the window {window:?}"
    );
}
