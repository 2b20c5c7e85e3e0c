//! Soosõrv-8 (renju): the steps as data (who acts, the zones of the first
//! three stones, the declaration, symmetric offers refused, the pick), and
//! every branch played in the match by two people at one board, a level
//! on either side, an outside engine (which cannot play it: the person
//! decides for it), and a game kept with its opening.

#![cfg(unix)]

use std::sync::Arc;
use std::time::Duration;

use gomoku::engine::Level;
use gomoku::engine::Limits;
use gomoku::engine::soosorv::{SoosorvAsk, SoosorvReply, decide};
use gomoku::game::board::{BoardSize, Pos, Stone};
use gomoku::game::rules::{Game, Rule};
use gomoku::game::symmetry::equivalent;
use gomoku::session::clock::TimeControl;
use gomoku::session::controller::{Controller, MatchConfig};
use gomoku::session::notice::Notice;
use gomoku::session::opening::{
    OfferError, Opening, OpeningRule, Role, Soosorv, SoosorvStep, Swap2Choice,
};
use gomoku::session::seats::{Seat, Seats};

use crate::fake_engines::{OnMove, engine, fake_swap2, notices, run_until};

const C: u8 = 7;

fn p(x: u8, y: u8) -> Pos {
    Pos::new(x, y)
}

fn renju(stones: &[Pos]) -> Game {
    let mut game = Game::new(15, Rule::Renju).expect("size");
    for &s in stones {
        game.play(s).expect("legal");
    }
    game
}

#[test]
fn the_steps_of_soosorv_and_who_takes_each() {
    let mut s = Soosorv::default();
    assert_eq!(s.actor(), Some(Role::Opener));
    // The zones: the centre, next to it, the central 5x5, then anywhere.
    assert!(Soosorv::allows(15, 0, p(C, C)) && !Soosorv::allows(15, 0, p(C, C + 1)));
    assert!(Soosorv::allows(15, 1, p(C + 1, C + 1)) && !Soosorv::allows(15, 1, p(C, C + 2)));
    assert!(Soosorv::allows(15, 2, p(C + 2, C - 2)) && !Soosorv::allows(15, 2, p(C + 3, C)));
    assert!(Soosorv::allows(15, 3, p(0, 14)));
    s.placed(3);
    assert_eq!(s.step, SoosorvStep::ChooseAfterThree);
    assert_eq!(s.actor(), Some(Role::Responder));
    assert_eq!(
        s.options(),
        [Swap2Choice::TakeBlack, Swap2Choice::TakeWhite]
    );
    // The responder takes black: the opener is white and places stone 4.
    s.choose(Swap2Choice::TakeBlack).expect("a choice");
    assert!(!s.opener_black);
    assert_eq!(
        (s.step, s.actor()),
        (SoosorvStep::PlaceFour, Some(Role::Opener))
    );
    s.placed(4);
    assert_eq!(s.step, SoosorvStep::Declare);
    assert!(s.declare(0).is_err() && s.declare(9).is_err(), "1 to 8");
    s.declare(2).expect("two offers");
    // Black (the responder) may swap: it takes white.
    assert_eq!(s.actor(), Some(Role::Responder));
    s.choose(Swap2Choice::TakeWhite).expect("a swap");
    assert!(s.opener_black);
    assert_eq!(
        (s.step, s.actor()),
        (SoosorvStep::PlaceOffers, Some(Role::Opener))
    );
    // Offers on a board with a mirror: symmetric twins are refused.
    let board = renju(&[p(C, C), p(C, C - 1), p(C, C - 2), p(C, C + 3)]);
    let board = board.board();
    assert_eq!(s.offer(board, p(C - 2, C)), Ok(()));
    assert_eq!(s.offer(board, p(C - 2, C)), Err(OfferError::Again));
    assert_eq!(
        s.offer(board, p(C + 2, C)),
        Err(OfferError::Symmetric(p(C - 2, C)))
    );
    assert!(s.withdraw(p(C - 2, C)) && s.offers.is_empty());
    s.offer(board, p(C + 2, C)).expect("alone, it is fine");
    s.offer(board, p(C + 1, C + 1)).expect("another");
    assert_eq!(
        (s.step, s.actor()),
        (SoosorvStep::PickOffer, Some(Role::Responder))
    );
    assert!(s.pick(p(0, 0)).is_err(), "only an offer");
    s.pick(p(C + 1, C + 1)).expect("an offer");
    assert_eq!(s.opener_black(), Some(true));
    assert_eq!(
        s.choices,
        [
            (Role::Responder, Swap2Choice::TakeBlack),
            (Role::Responder, Swap2Choice::TakeWhite)
        ]
    );
    assert_eq!("soosorv8".parse::<OpeningRule>(), Ok(OpeningRule::Soosorv8));
    assert!(OpeningRule::Soosorv8.fits(Rule::Renju));
    assert!(!OpeningRule::Soosorv8.fits(Rule::Freestyle));
}

fn soosorv_match(seats: Seats, nodes: u64) -> Controller {
    let config = MatchConfig {
        seats,
        size: BoardSize::MEDIUM,
        rule: Rule::Renju,
        opening: OpeningRule::Soosorv8,
        time: TimeControl::PerMove(Duration::from_secs(5)),
        min_think: Duration::ZERO,
        watch_delay: Duration::ZERO,
        max_nodes: Some(nodes),
        ..MatchConfig::default()
    };
    Controller::new(config, Arc::new(|| {}))
}

fn soosorv_of(c: &Controller) -> Soosorv {
    c.opening()
        .and_then(Opening::soosorv)
        .expect("Soosõrv-8")
        .clone()
}

/// Two people play the opening through to the sixth stone, choosing
/// `first` and `second`; the colours end as the choices say.
fn hot_seat_branch(first: Swap2Choice, second: Swap2Choice) {
    let mut c = soosorv_match(
        Seats {
            black: Seat::Human,
            white: Seat::Human,
        },
        2_000,
    );
    assert!(c.in_opening() && c.is_human_turn());
    // Out of its zone, a stone is refused.
    assert!(c.click(p(3, 3)).is_empty());
    assert_eq!(c.game().board().stone_count(), 0);
    c.click(p(C, C));
    assert!(
        c.click(p(C, C + 2)).is_empty(),
        "the second goes next to the centre"
    );
    c.click(p(C, C - 1));
    assert!(c.click(p(C + 3, C)).is_empty(), "the third within the 5x5");
    c.click(p(C + 1, C + 1));
    assert_eq!(c.game().board().stone_count(), 3);
    assert_eq!(
        c.opening_actor(),
        Some(Stone::White),
        "the responder chooses"
    );
    assert_eq!(c.swap2_question().map(<[_]>::len), Some(2));
    c.choose(first);
    let opener_white = first == Swap2Choice::TakeBlack;
    assert_eq!(soosorv_of(&c).opener_black, !opener_white);
    // Whoever is white places the fourth stone and declares.
    let white_seat = if opener_white {
        Stone::Black
    } else {
        Stone::White
    };
    assert_eq!(c.opening_actor(), Some(white_seat));
    c.click(p(C - 3, C + 2));
    assert_eq!(c.game().board().stone_count(), 4);
    assert!(c.declare_question());
    c.declare(3);
    assert_eq!(soosorv_of(&c).declared, Some(3));
    // Black may swap.
    assert_eq!(c.opening_actor(), Some(white_seat.opponent()));
    c.choose(second);
    let s = soosorv_of(&c);
    assert_eq!(s.step, SoosorvStep::PlaceOffers);
    // Three offers; a click on one takes it back.
    c.click(p(C + 2, C - 2));
    c.click(p(C + 2, C - 2));
    assert!(soosorv_of(&c).offers.is_empty());
    for offer in [p(C + 2, C - 2), p(C - 2, C - 2), p(C + 3, C + 3)] {
        c.click(offer);
    }
    let s = soosorv_of(&c);
    assert_eq!(s.offers.len(), 3);
    assert_eq!(s.step, SoosorvStep::PickOffer);
    assert_eq!(c.game().board().stone_count(), 4, "offers are not stones");
    // White picks one: it is the fifth stone, and white plays the sixth.
    assert!(c.click(p(0, 0)).is_empty(), "not an offer");
    c.click(p(C - 2, C - 2));
    assert!(!c.in_opening());
    let board = c.game().board();
    assert_eq!(board.stone_count(), 5);
    assert_eq!(board.history()[4], p(C - 2, C - 2));
    assert_eq!(board.get(p(C + 2, C - 2)), None, "the other offers go");
    assert_eq!(c.game().to_move(), Stone::White);
    assert!(c.is_human_turn());
    let kept = c.snapshot();
    let Some(Opening::Soosorv(done)) = &kept.opening else {
        panic!("kept with its opening: {:?}", kept.opening);
    };
    assert_eq!(done.offers.len(), 3);
    assert_eq!(kept.opening_stones(), 5, "a review judges from the sixth");
    assert_eq!(done.choices.len(), 2);
    // The opener's colour after both choices.
    let chooser_of_second_was_opener = !opener_white;
    let opener_black = (second == Swap2Choice::TakeBlack) == chooser_of_second_was_opener;
    assert_eq!(
        done.opener_black(),
        Some(opener_black),
        "{first:?} {second:?}"
    );
    // Kept games read back with the opening.
    let json = serde_json::to_string(&kept.opening).expect("json");
    let back: Option<Opening> = serde_json::from_str(&json).expect("read");
    assert_eq!(back, kept.opening);
}

#[test]
fn every_branch_of_soosorv_between_two_people() {
    for first in [Swap2Choice::TakeBlack, Swap2Choice::TakeWhite] {
        for second in [Swap2Choice::TakeBlack, Swap2Choice::TakeWhite] {
            hot_seat_branch(first, second);
        }
    }
}

#[test]
fn a_level_plays_every_step_by_its_evaluation() {
    // Two levels: the opening is played to the end and the game goes on.
    let mut c = soosorv_match(
        Seats {
            black: Seat::Level(Level::Normal),
            white: Seat::Level(Level::Hard),
        },
        4_000,
    );
    run_until(&mut c, 120, |c| !c.in_opening());
    assert!(c.is_on(), "{:?}", c.snapshot().forfeit);
    let s = soosorv_of(&c);
    let board = c.game().board();
    let first: Vec<Pos> = board.history()[..3].to_vec();
    assert_eq!(first[0], p(C, C));
    assert!(Soosorv::allows(15, 1, first[1]) && Soosorv::allows(15, 2, first[2]));
    let declared = usize::from(s.declared.expect("declared"));
    assert!((1..=8).contains(&declared));
    assert_eq!(s.offers.len(), declared);
    let four = renju(&board.history()[..4]);
    for (i, &a) in s.offers.iter().enumerate() {
        for &b in &s.offers[i + 1..] {
            assert!(!equivalent(four.board(), a, b), "{a:?} {b:?} symmetric");
        }
    }
    assert!(s.offers.contains(&board.history()[4]));
    assert!(c.coach().is_some_and(|coach| coach.decided.is_some()));
}

#[test]
fn the_picking_level_takes_the_offer_worst_for_black() {
    // A plain case: one offer makes an open four-to-be (three in a row,
    // open), the other is far away. White picks the far one.
    let game = renju(&[p(C, C), p(C + 1, C + 1), p(C + 1, C), p(C - 4, C + 4)]);
    let strong = p(C + 2, C);
    let weak = p(0, 14);
    let limits = Limits {
        nodes: Some(20_000),
        ..Limits::default()
    };
    let ask = SoosorvAsk::Pick(vec![strong, weak]);
    let (reply, _) = decide(Level::Hard, &game, &ask, &limits, 0).expect("a pick");
    assert_eq!(reply, SoosorvReply::Pick(weak));
    // Offering two: black's best, and never two symmetric.
    let (reply, _) =
        decide(Level::Hard, &game, &SoosorvAsk::Offers(2), &limits, 0).expect("offers");
    let SoosorvReply::Offers(offers) = reply else {
        panic!("{reply:?}");
    };
    assert_eq!(offers.len(), 2);
    assert!(!equivalent(game.board(), offers[0], offers[1]));
}

#[test]
fn an_engine_cannot_play_soosorv_and_the_person_decides_for_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = fake_swap2(
        dir.path(),
        "noopening",
        OnMove::Script("0,0 14,0 0,14 14,14"),
        ["UNKNOWN", "UNKNOWN", "UNKNOWN"],
    );
    let mut c = soosorv_match(
        Seats {
            black: engine(&path),
            white: Seat::Human,
        },
        2_000,
    );
    run_until(&mut c, 20, |c| c.is_human_turn());
    let said = notices(&mut c);
    assert!(
        said.iter()
            .any(|n| matches!(n, Notice::PlayerFailed { fault, .. }
            if fault.kind == gomoku::engine::player::FaultKind::NoSoosorv)),
        "{said:?}"
    );
    // The person places the engine's three stones for it.
    assert_eq!(c.opening_actor(), Some(Stone::Black));
    for stone in [p(C, C), p(C + 1, C), p(C + 1, C + 2)] {
        c.click(stone);
    }
    assert_eq!(c.game().board().stone_count(), 3);
    assert!(c.swap2_question().is_some(), "the person's own choice next");
}
