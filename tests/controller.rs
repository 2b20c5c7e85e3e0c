//! The match controller: turns, the AI thread, undo and new game while the
//! AI thinks, hints, game over.

use std::sync::Arc;
use std::time::{Duration, Instant};

use gomoku::engine::Level;
use gomoku::game::board::{Pos, Stone};
use gomoku::game::rules::Outcome;
use gomoku::session::controller::{Controller, Event, MatchConfig};

fn controller(min_think: Duration) -> Controller {
    let config = MatchConfig {
        min_think,
        level: Level::Seed,
        ..MatchConfig::default()
    };
    Controller::new(config, Arc::new(|| {}))
}

/// Polls (as if `ahead` had passed) until events come, for up to 10 s.
fn wait_events(c: &mut Controller, ahead: Duration) -> Vec<Event> {
    let give_up = Instant::now() + Duration::from_secs(10);
    while Instant::now() < give_up {
        let events = c.poll(Instant::now() + ahead);
        if !events.is_empty() {
            return events;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    panic!("the AI never answered");
}

const CENTRE: Pos = Pos::new(6, 6);

#[test]
fn a_click_plays_black_and_the_ai_answers_white() {
    let mut c = controller(Duration::ZERO);
    assert!(c.is_human_turn());
    let events = c.click(CENTRE);
    assert_eq!(
        events,
        [Event::StonePlaced {
            pos: CENTRE,
            stone: Stone::Black
        }]
    );
    assert!(c.is_ai_thinking());
    assert!(!c.is_human_turn());
    let events = wait_events(&mut c, Duration::ZERO);
    let [
        Event::StonePlaced {
            pos,
            stone: Stone::White,
        },
    ] = events[..]
    else {
        panic!("{events:?}");
    };
    assert_ne!(pos, CENTRE);
    assert_eq!(c.game().board().get(pos), Some(Stone::White));
    assert!(c.is_human_turn());
}

#[test]
fn clicks_during_the_ais_turn_and_on_stones_do_nothing() {
    let mut c = controller(Duration::from_secs(60));
    c.click(CENTRE);
    let before = c.game().clone();
    assert!(c.click(Pos::new(0, 0)).is_empty(), "AI's turn");
    assert!(c.click(CENTRE).is_empty());
    assert_eq!(c.game(), &before);
    assert!(c.click(Pos::new(13, 13)).is_empty(), "off the board");
}

#[test]
fn the_ai_waits_out_its_minimum_pause() {
    let mut c = controller(Duration::from_secs(60));
    c.click(CENTRE);
    // However long we wait for the answer itself, it is not played before
    // the pause is over...
    let give_up = Instant::now() + Duration::from_secs(10);
    while c.next_wakeup().is_none() && Instant::now() < give_up {
        assert!(c.poll(Instant::now()).is_empty());
        std::thread::sleep(Duration::from_millis(2));
    }
    let wake = c.next_wakeup().expect("the answer arrived");
    assert!(wake > Instant::now() + Duration::from_secs(50));
    assert!(c.poll(Instant::now()).is_empty());
    assert_eq!(c.game().board().stone_count(), 1);
    // ...and is played once it is.
    let events = c.poll(wake);
    assert!(matches!(
        events[..],
        [Event::StonePlaced {
            stone: Stone::White,
            ..
        }]
    ));
}

#[test]
fn undo_while_the_ai_thinks_drops_its_answer() {
    let mut c = controller(Duration::from_millis(200));
    c.click(CENTRE);
    assert_eq!(c.undo(), [Event::TookBack { moves: 1 }]);
    assert_eq!(c.game().board().stone_count(), 0);
    assert!(c.is_human_turn());
    // The stale answer must never land.
    let until = Instant::now() + Duration::from_millis(500);
    while Instant::now() < until {
        assert!(c.poll(Instant::now() + Duration::from_secs(1)).is_empty());
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(c.game().board().stone_count(), 0);
}

#[test]
fn undo_takes_back_the_humans_move_and_the_reply() {
    let mut c = controller(Duration::ZERO);
    assert!(c.undo().is_empty(), "nothing to take back");
    c.click(CENTRE);
    wait_events(&mut c, Duration::ZERO);
    c.click(Pos::new(0, 0));
    wait_events(&mut c, Duration::ZERO);
    assert_eq!(c.game().board().stone_count(), 4);
    assert_eq!(c.undo(), [Event::TookBack { moves: 2 }]);
    assert_eq!(c.game().board().stone_count(), 2);
    assert_eq!(c.game().board().get(CENTRE), Some(Stone::Black));
    assert!(c.is_human_turn());
}

#[test]
fn new_game_while_the_ai_thinks() {
    let mut c = controller(Duration::from_millis(100));
    c.click(CENTRE);
    assert_eq!(c.new_game(), [Event::NewGame]);
    assert_eq!(c.game().board().stone_count(), 0);
    std::thread::sleep(Duration::from_millis(300));
    assert!(c.poll(Instant::now() + Duration::from_secs(1)).is_empty());
    assert!(c.is_human_turn());
}

#[test]
fn hint_suggests_a_legal_point_for_the_human() {
    let mut c = controller(Duration::ZERO);
    c.click(CENTRE);
    wait_events(&mut c, Duration::ZERO);
    c.request_hint();
    assert!(c.is_hint_pending());
    assert!(!c.is_ai_thinking(), "a hint is not the AI's move");
    let events = wait_events(&mut c, Duration::ZERO);
    let [Event::Hint(pos)] = events[..] else {
        panic!("{events:?}")
    };
    assert!(c.game().is_legal(pos));
    assert_eq!(c.hint(), Some(pos));
    assert!(!c.is_hint_pending());
    assert!(c.is_human_turn(), "a hint is not a move");
    c.click(pos);
    assert_eq!(c.hint(), None);
}

#[test]
fn a_lost_game_ends_with_game_over_and_takes_no_more_clicks() {
    let mut c = controller(Duration::ZERO);
    // Black plays down the left edge; the seed AI builds its five.
    let mut over = None;
    'game: for y in 0..13u8 {
        for x in [0u8, 12] {
            let events = c.click(Pos::new(x, y));
            if events.is_empty() {
                continue;
            }
            if let Some(Event::GameOver(o)) = events.last() {
                over = Some(*o);
                break 'game;
            }
            for e in wait_events(&mut c, Duration::ZERO) {
                if let Event::GameOver(o) = e {
                    over = Some(o);
                    break 'game;
                }
            }
        }
    }
    let over = over.expect("the game ended");
    assert!(
        matches!(
            over,
            Outcome::Win {
                winner: Stone::White,
                ..
            }
        ),
        "{over:?}"
    );
    assert_eq!(c.game().outcome(), Some(over));
    let empty = c.game().board().empty_points().next().expect("room left");
    assert!(c.click(empty).is_empty());
    assert!(!c.is_human_turn());
    // Undo after a loss reopens the game on the human's turn.
    assert!(matches!(c.undo()[..], [Event::TookBack { moves: 2 }]));
    assert!(c.is_human_turn());
}
