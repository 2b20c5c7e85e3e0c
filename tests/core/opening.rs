//! Swap2 in the match: the steps as data, and every branch played with a
//! person and a scripted outside engine on either side (who acts, whose
//! colour is whose, what is on the board after each step), an engine that
//! does not know `SWAP2BOARD`, and a game kept with its opening.

#![cfg(unix)]

use gomoku::game::board::{Pos, Stone};
use gomoku::game::rules::Rule;
use gomoku::session::clock::TimeControl;
use gomoku::session::controller::{Controller, MatchConfig};
use gomoku::session::notice::Notice;
use gomoku::session::opening::{OpeningRule, Role, Swap2, Swap2Choice, Swap2Step};
use gomoku::session::seats::{Seat, Seats};
use std::sync::Arc;
use std::time::Duration;

use crate::fake_engines::{OnMove, engine, fake_swap2, notices, run_until};

#[test]
fn the_steps_of_swap2_and_the_colours_they_settle() {
    let mut s = Swap2::default();
    assert_eq!(s.actor(), Some(Role::Opener));
    assert!(s.is_placing() && s.options().is_empty());
    assert!(
        s.choose(Swap2Choice::TakeBlack).is_err(),
        "placing, not choosing"
    );
    s.placed(1);
    s.placed(2);
    assert_eq!(s.step, Swap2Step::PlaceThree);
    s.placed(3);
    assert_eq!(s.actor(), Some(Role::Responder));
    assert_eq!(s.options().len(), 3);
    for (choice, opener_black) in [
        (Swap2Choice::TakeBlack, false),
        (Swap2Choice::TakeWhite, true),
    ] {
        let mut t = s.clone();
        t.choose(choice).expect("a choice");
        assert_eq!(t.opener_black(), Some(opener_black), "{choice:?}");
        assert_eq!(t.actor(), None);
    }
    s.choose(Swap2Choice::PlaceTwo).expect("place two");
    assert_eq!(s.actor(), Some(Role::Responder));
    assert!(s.is_placing());
    s.placed(4);
    s.placed(5);
    assert_eq!(s.actor(), Some(Role::Opener));
    assert_eq!(
        s.options(),
        [Swap2Choice::TakeBlack, Swap2Choice::TakeWhite]
    );
    assert!(s.choose(Swap2Choice::PlaceTwo).is_err(), "only once");
    for (choice, opener_black) in [
        (Swap2Choice::TakeBlack, true),
        (Swap2Choice::TakeWhite, false),
    ] {
        let mut t = s.clone();
        t.choose(choice).expect("a choice");
        assert_eq!(t.opener_black(), Some(opener_black), "{choice:?}");
        assert_eq!(
            t.choices,
            [
                (Role::Responder, Swap2Choice::PlaceTwo),
                (Role::Opener, choice)
            ]
        );
    }
    // The coach's words for a balance: within the margin it is even.
    use gomoku::engine::Eval;
    use gomoku::engine::swap2::MARGIN;
    let en = gomoku::i18n::Lang::EN;
    assert_eq!(
        en.balance(Eval::Score(MARGIN)),
        format!("about even (+{MARGIN})")
    );
    assert_eq!(
        en.balance(Eval::Score(-MARGIN - 1)),
        format!("white stands better (-{})", MARGIN + 1)
    );
    assert_eq!(en.balance(Eval::Score(900)), "black stands better (+900)");
    assert_eq!(en.balance(Eval::Win { plies: 5 }), "black wins by force");
    assert!(OpeningRule::Swap2.fits(Rule::Standard));
    assert!(!OpeningRule::Swap2.fits(Rule::Renju));
    assert_eq!("SWAP2".parse::<OpeningRule>(), Ok(OpeningRule::Swap2));
}

/// A swap2 match of `seats` (the opener is black's seat), no pauses.
fn swap2_match(seats: Seats) -> Controller {
    let config = MatchConfig {
        seats,
        opening: OpeningRule::Swap2,
        time: TimeControl::PerMove(Duration::from_secs(5)),
        min_think: Duration::ZERO,
        watch_delay: Duration::ZERO,
        ..MatchConfig::default()
    };
    Controller::new(config, Arc::new(|| {}))
}

/// The person places the three opening stones (h8, i9, g7 on 13×13:
/// 7,7 8,8 6,6 in the middle).
fn place_three(c: &mut Controller) {
    for (i, pos) in [Pos::new(6, 6), Pos::new(7, 7), Pos::new(5, 5)]
        .into_iter()
        .enumerate()
    {
        assert!(c.is_human_turn(), "stone {}", i + 1);
        assert_eq!(c.opening_actor(), Some(Stone::Black));
        assert_eq!(c.click(pos).len(), 1);
    }
    assert_eq!(c.game().board().stone_count(), 3);
}

fn person_opens_against(answer_three: &str) -> (tempfile::TempDir, Controller) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = fake_swap2(
        dir.path(),
        "responder",
        OnMove::Script("0,0 12,0 0,12 12,12"),
        ["UNKNOWN", answer_three, "SWAP"],
    );
    let mut c = swap2_match(Seats {
        black: Seat::Human,
        white: engine(&path),
    });
    assert!(
        !c.is_resignable() && !c.has_begun(),
        "the opening is not yet the game"
    );
    place_three(&mut c);
    (dir, c)
}

#[test]
fn the_responder_takes_black_and_the_opener_plays_white() {
    let (_dir, mut c) = person_opens_against("SWAP");
    run_until(&mut c, 10, |c| !c.in_opening());
    assert_eq!(
        c.person(),
        Some(Stone::White),
        "the person opened, and is white now"
    );
    assert!(matches!(c.seats().black, Seat::Engine(_)));
    assert_eq!(c.name(Stone::Black), "responder engine");
    assert!(c.is_human_turn(), "white plays stone 4");
    assert_eq!(c.game().to_move(), Stone::White);
    // The game goes on: the engine answers as black.
    c.click(Pos::new(6, 7));
    run_until(&mut c, 10, Controller::is_human_turn);
    assert_eq!(c.game().board().get(Pos::new(0, 0)), Some(Stone::Black));
    let opening = c.snapshot().opening.expect("kept with the game");
    assert_eq!(
        opening.choices(),
        [(Role::Responder, Swap2Choice::TakeBlack)]
    );
}

#[test]
fn the_responder_stays_white_and_plays_the_fourth_stone() {
    let (_dir, mut c) = person_opens_against("8,6");
    run_until(&mut c, 10, |c| !c.in_opening() && c.is_human_turn());
    assert_eq!(c.person(), Some(Stone::Black));
    assert_eq!(c.game().board().get(Pos::new(8, 6)), Some(Stone::White));
    assert_eq!(c.game().board().stone_count(), 4);
    assert!(c.is_resignable() || c.human_moves() > 0);
}

#[test]
fn the_responder_places_two_and_the_opener_chooses() {
    for (choice, person) in [
        (Swap2Choice::TakeBlack, Stone::Black),
        (Swap2Choice::TakeWhite, Stone::White),
    ] {
        let (_dir, mut c) = person_opens_against("8,6 4,4");
        run_until(&mut c, 10, |c| c.swap2_question().is_some());
        assert_eq!(c.game().board().stone_count(), 5);
        assert_eq!(c.game().board().get(Pos::new(4, 4)), Some(Stone::Black));
        assert_eq!(
            c.swap2_question(),
            Some(&[Swap2Choice::TakeBlack, Swap2Choice::TakeWhite][..])
        );
        assert!(!c.is_human_turn(), "a question, not a click");
        c.choose(choice);
        assert!(!c.in_opening());
        assert_eq!(c.person(), Some(person), "{choice:?}");
        if person == Stone::White {
            assert!(c.is_human_turn(), "white plays stone 6");
        } else {
            run_until(&mut c, 10, Controller::is_human_turn);
            assert_eq!(
                c.game().board().stone_count(),
                6,
                "the engine, white, played"
            );
        }
    }
}

#[test]
fn an_engine_opens_and_the_person_chooses_or_places_two() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = fake_swap2(
        dir.path(),
        "opener",
        OnMove::Script("0,0 12,0 0,12"),
        ["6,6 7,7 5,5", "UNKNOWN", "SWAP"],
    );
    let seats = Seats {
        black: engine(&path),
        white: Seat::Human,
    };
    // Place two: the engine, choosing after five, takes black.
    let mut c = swap2_match(seats.clone());
    run_until(&mut c, 10, |c| c.swap2_question().is_some());
    assert_eq!(c.game().board().stone_count(), 3);
    assert_eq!(c.swap2_question().map(<[_]>::len), Some(3));
    c.choose(Swap2Choice::PlaceTwo);
    assert!(c.is_human_turn());
    assert_eq!(
        c.opening_actor(),
        Some(Stone::White),
        "the responder places"
    );
    c.click(Pos::new(8, 6));
    c.click(Pos::new(4, 4));
    run_until(&mut c, 10, |c| !c.in_opening());
    assert_eq!(c.person(), Some(Stone::White), "the engine took black");
    assert!(c.is_human_turn(), "white plays stone 6");
    // Take black: the person is black, the engine (white) plays next.
    let mut c = swap2_match(seats);
    run_until(&mut c, 10, |c| c.swap2_question().is_some());
    c.choose(Swap2Choice::TakeBlack);
    assert_eq!(c.person(), Some(Stone::Black));
    run_until(&mut c, 10, Controller::is_human_turn);
    assert_eq!(c.game().board().stone_count(), 4);
    assert!(notices(&mut c).is_empty());
}

#[test]
fn an_engine_without_swap2_is_named_and_the_person_decides_for_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = fake_swap2(
        dir.path(),
        "plain",
        OnMove::Script("0,0 12,0 0,12"),
        ["UNKNOWN command", "UNKNOWN command", "UNKNOWN command"],
    );
    let mut c = swap2_match(Seats {
        black: Seat::Human,
        white: engine(&path),
    });
    place_three(&mut c);
    run_until(&mut c, 10, |c| c.swap2_question().is_some());
    let told = notices(&mut c);
    assert!(
        matches!(&told[..], [Notice::PlayerFailed { name, .. }] if name == "plain engine"),
        "{told:?}"
    );
    // The person takes white for it: the engine is black.
    c.choose(Swap2Choice::TakeBlack);
    assert!(!c.in_opening());
    assert!(c.is_on(), "no forfeit: {:?}", c.forfeit());
    assert_eq!(c.person(), Some(Stone::White));
    assert!(c.is_human_turn());
}

/// A swap2 match of a person and `level`, at a node budget.
fn against_level(level: gomoku::engine::Level, person: Stone) -> Controller {
    let seats = Seats::person_against(level, person);
    let config = MatchConfig {
        seats,
        opening: OpeningRule::Swap2,
        min_think: Duration::ZERO,
        max_nodes: Some(20_000),
        ..MatchConfig::default()
    };
    Controller::new(config, Arc::new(|| {}))
}

#[test]
fn a_level_opens_and_answers_by_its_evaluation() {
    use gomoku::engine::Level;
    // The level opens: three stones, black, white, black.
    let mut c = against_level(Level::Hard, Stone::White);
    run_until(&mut c, 30, |c| c.swap2_question().is_some());
    // The coach: the level's view of its three stones, then master's
    // judgement of the position the person must choose on.
    run_until(&mut c, 30, |c| !c.is_judging() && c.coach().is_some());
    let coach = c.coach().expect("judged").clone();
    assert_eq!(coach.decided, None, "judged for the question");
    assert_eq!(coach.judge, "master");
    assert!(coach.nodes > 0);
    let line = gomoku::i18n::Lang::EN.coach_line(&coach, 15);
    assert!(line.starts_with("master, after searching"), "{line}");
    let board = c.game().board();
    assert_eq!(board.stone_count(), 3);
    let colours: Vec<_> = board.history().iter().map(|&p| board.get(p)).collect();
    assert_eq!(
        colours,
        [Some(Stone::Black), Some(Stone::White), Some(Stone::Black)]
    );
    c.choose(Swap2Choice::PlaceTwo);
    let free: Vec<Pos> = c.game().board().empty_points().take(2).collect();
    for p in free {
        c.click(p);
    }
    // The level chooses a colour after five; the game goes on either way,
    // and the coach says why it chose.
    run_until(&mut c, 30, |c| !c.in_opening());
    assert!(c.is_on());
    let why = c.coach().expect("its view of its choice");
    assert!(why.decided.is_some());
    let line = gomoku::i18n::Lang::EN.coach_line(why, 15);
    assert!(line.starts_with("hard took"), "{line}");
    let opening = c.opening().expect("an opening").clone();
    assert_eq!(opening.choices().len(), 2);
    assert_eq!(opening.choices()[1].0, Role::Opener);
    // The level answers a person's three stones: a choice, then the game.
    let mut c = against_level(Level::Hard, Stone::Black);
    place_three(&mut c);
    run_until(&mut c, 30, |c| {
        !c.in_opening() || c.swap2_question().is_some()
    });
    if let Some(options) = c.swap2_question() {
        // It placed two: the person chooses after five stones.
        assert_eq!(options.len(), 2);
        assert_eq!(c.game().board().stone_count(), 5);
        c.choose(Swap2Choice::TakeBlack);
    }
    assert!(!c.in_opening());
    assert!(c.is_on());
    assert!(
        c.snapshot()
            .opening
            .is_some_and(|o| !o.choices().is_empty())
    );
}

#[test]
fn the_centre_start_places_black_on_the_centre_and_undo_keeps_it() {
    use gomoku::engine::Level;
    let centre = Pos::new(6, 6);
    for person in [Stone::Black, Stone::White] {
        let config = MatchConfig {
            rule: Rule::Renju,
            seats: Seats::person_against(Level::Seed, person),
            opening: OpeningRule::Centre,
            min_think: Duration::ZERO,
            max_nodes: Some(2_000),
            ..MatchConfig::default()
        };
        let mut c = Controller::new(config, Arc::new(|| {}));
        assert_eq!(c.game().board().history()[0], centre, "{person:?}");
        assert_eq!(c.game().board().get(centre), Some(Stone::Black));
        assert_eq!(c.move_times().len(), 1);
        assert_eq!(
            c.human_moves(),
            0,
            "the centre is the rule's, not the person's"
        );
        assert!(!c.is_resignable());
        run_until(&mut c, 10, Controller::is_human_turn);
        assert!(c.undo().is_empty() || c.game().board().get(centre) == Some(Stone::Black));
        let free = c.game().board().empty_points().next().expect("room");
        c.click(free);
        run_until(&mut c, 10, Controller::is_human_turn);
        assert!(c.is_resignable());
        c.undo();
        assert_eq!(
            c.game().board().get(centre),
            Some(Stone::Black),
            "{person:?}"
        );
        assert!(c.undo().is_empty() || c.game().board().get(centre) == Some(Stone::Black));
        assert_eq!(c.move_times().len(), c.game().board().history().len());
    }
    // Only under renju; under freestyle the rule is the free start.
    assert!(!OpeningRule::Centre.fits(Rule::Freestyle));
    let config = MatchConfig {
        opening: OpeningRule::Centre,
        ..MatchConfig::default()
    };
    let c = Controller::new(config, Arc::new(|| {}));
    assert!(c.game().board().history().is_empty());
}
