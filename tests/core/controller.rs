//! The match controller: turns, the AI thread, undo and new game while the
//! AI thinks, hints, game over.

use std::sync::Arc;
use std::time::{Duration, Instant};

use gomoku::engine::Level;
use gomoku::game::board::{Pos, Stone};
use gomoku::game::rules::Outcome;
use gomoku::session::controller::{Controller, Event, MatchConfig, PlayAs, ResumeError};
use gomoku::session::games::GameResult;
use gomoku::session::seats::{Seat, Seats};

fn controller(min_think: Duration) -> Controller {
    let config = MatchConfig {
        min_think,
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
    assert_eq!(c.result(), Some(GameResult::Lost));
    assert!(!c.is_resignable(), "a game that is over");
    assert_eq!(c.resign(), None);
    let empty = c.game().board().empty_points().next().expect("room left");
    assert!(c.click(empty).is_empty());
    assert!(!c.is_human_turn());
    // Undo after a loss reopens the game on the human's turn.
    assert!(matches!(c.undo()[..], [Event::TookBack { moves: 2 }]));
    assert!(c.is_human_turn());
}

/// A controller where the human plays `play_as` against `level`, each AI
/// move limited to a node budget (not the clock).
fn playing(play_as: PlayAs, level: Level) -> Controller {
    let config = MatchConfig {
        min_think: Duration::ZERO,
        seats: Seats::person_against(level, play_as.fixed().unwrap_or(Stone::Black)),
        alternate: play_as == PlayAs::Alternate,
        max_nodes: Some(3_000),
        ..MatchConfig::default()
    };
    Controller::new(config, Arc::new(|| {}))
}

/// Plays `pos` (or, if the AI took it, the first empty point) for the
/// human and waits for the AI's reply.
fn exchange(c: &mut Controller, pos: Pos) -> Vec<Event> {
    let board = c.game().board();
    let pos = if board.is_empty_at(pos) {
        pos
    } else {
        board.empty_points().next().expect("room left")
    };
    let mut events = c.click(pos);
    assert!(!events.is_empty(), "{pos:?} was refused");
    if c.game().outcome().is_none() {
        events.extend(wait_events(c, Duration::ZERO));
    }
    events
}

#[test]
fn the_scoring_map_levels_open_in_the_centre() {
    for level in [Level::Seed, Level::Classic] {
        let mut c = playing(PlayAs::White, level);
        for _ in 0..8 {
            wait_events(&mut c, Duration::ZERO);
            assert_eq!(c.game().board().history(), [CENTRE], "{level}");
            c.new_game();
        }
    }
}

#[test]
fn as_white_the_computer_opens_at_once() {
    for level in [Level::Seed, Level::Master] {
        let mut c = playing(PlayAs::White, level);
        assert_eq!(c.viewpoint(), Stone::White);
        assert!(c.is_ai_thinking(), "{level}: the AI opens with no click");
        assert!(!c.is_human_turn());
        assert!(c.click(CENTRE).is_empty(), "not the human's turn");
        let events = wait_events(&mut c, Duration::ZERO);
        let [
            Event::StonePlaced {
                pos,
                stone: Stone::Black,
            },
        ] = events[..]
        else {
            panic!("{level}: {events:?}");
        };
        assert_eq!(c.game().board().get(pos), Some(Stone::Black));
        assert!(c.is_human_turn());
        assert_eq!(c.move_times().len(), 1);
        assert!(!c.is_resignable(), "the human has not moved yet");

        // The human's stone is white, and the AI answers as black.
        let empty = c.game().board().empty_points().next().expect("room");
        let events = exchange(&mut c, empty);
        assert_eq!(
            events[0],
            Event::StonePlaced {
                pos: empty,
                stone: Stone::White
            }
        );
        assert!(matches!(
            events[1],
            Event::StonePlaced {
                stone: Stone::Black,
                ..
            }
        ));
        assert!(c.is_resignable());

        // Undo takes back the human's move and the reply, not the opening.
        assert_eq!(c.undo(), [Event::TookBack { moves: 2 }]);
        assert_eq!(c.game().board().stone_count(), 1);
        assert_eq!(c.move_times().len(), 1);
        assert!(c.is_human_turn());
        assert!(
            c.undo().is_empty(),
            "the opening is not the human's to take back"
        );

        // Every new game opens the same way.
        assert_eq!(c.new_game(), [Event::NewGame]);
        assert_eq!(c.game().board().stone_count(), 0);
        assert!(c.is_ai_thinking());
        assert_eq!(c.viewpoint(), Stone::White);
        wait_events(&mut c, Duration::ZERO);
        assert_eq!(c.game().board().stone_count(), 1);
    }
}

#[test]
fn alternate_flips_the_colour_every_new_game() {
    let mut c = playing(PlayAs::Alternate, Level::Seed);
    assert_eq!(c.viewpoint(), Stone::Black, "the first game, as configured");
    assert!(c.is_human_turn());
    let mut colours = Vec::new();
    for _ in 0..4 {
        c.new_game();
        colours.push(c.viewpoint());
        assert_eq!(c.is_ai_thinking(), c.viewpoint() == Stone::White);
    }
    assert_eq!(
        colours,
        [Stone::White, Stone::Black, Stone::White, Stone::Black]
    );
    // Fixed choices do not flip.
    for (play_as, stone) in [(PlayAs::Black, Stone::Black), (PlayAs::White, Stone::White)] {
        let mut c = playing(play_as, Level::Seed);
        for _ in 0..3 {
            assert_eq!(c.viewpoint(), stone);
            c.new_game();
        }
    }
}

#[test]
fn new_seats_start_a_new_game() {
    let mut c = playing(PlayAs::Black, Level::Seed);
    exchange(&mut c, CENTRE);
    // The pauses alone change nothing on the board.
    let config = MatchConfig {
        min_think: Duration::from_millis(1),
        ..c.config().clone()
    };
    assert!(c.configure(config).is_empty());
    assert_eq!(c.game().board().stone_count(), 2);
    // Another level: a player sits for a whole game, so a new game.
    let config = MatchConfig {
        seats: Seats::person_against(Level::Classic, Stone::Black),
        ..c.config().clone()
    };
    assert_eq!(c.configure(config), [Event::NewGame]);
    assert_eq!(c.seats().white, Seat::Level(Level::Classic));
    // White: a new game that the computer opens.
    let config = MatchConfig {
        seats: Seats::person_against(Level::Classic, Stone::White),
        ..c.config().clone()
    };
    assert_eq!(c.configure(config), [Event::NewGame]);
    assert_eq!(c.viewpoint(), Stone::White);
    assert!(c.is_ai_thinking());
    wait_events(&mut c, Duration::ZERO);
    // Alternate from white: this game's colour stays white for now...
    let config = MatchConfig {
        alternate: true,
        ..c.config().clone()
    };
    assert_eq!(c.configure(config), [Event::NewGame]);
    assert_eq!(c.viewpoint(), Stone::White);
    // ...and the next game flips it.
    c.new_game();
    assert_eq!(c.viewpoint(), Stone::Black);
}

#[test]
fn resigning_ends_the_game_as_a_loss() {
    let mut c = controller(Duration::from_millis(100));
    assert!(!c.is_resignable(), "no stone placed yet");
    assert_eq!(c.resign(), None);
    assert_eq!(c.result(), None);
    c.click(CENTRE);
    assert!(c.is_ai_thinking());
    assert!(c.is_resignable(), "also while the AI thinks");
    assert_eq!(c.resign(), Some(GameResult::Resigned));
    assert!(c.is_resigned());
    assert_eq!(c.result(), Some(GameResult::Resigned));
    assert!(!c.is_resignable(), "resigned once is enough");
    assert_eq!(c.resign(), None);
    assert!(!c.is_ai_thinking(), "the AI's move is dropped");
    assert!(!c.is_human_turn());
    // The game is frozen: no moves, no undo, no hints, no late answer.
    let empty = c.game().board().empty_points().next().expect("room");
    assert!(c.click(empty).is_empty());
    assert!(c.undo().is_empty());
    c.request_hint();
    assert!(!c.is_hint_pending());
    std::thread::sleep(Duration::from_millis(300));
    assert!(c.poll(Instant::now() + Duration::from_secs(1)).is_empty());
    assert_eq!(c.game().board().stone_count(), 1);
    // What is kept of it: the move, with its time.
    let played = c.snapshot();
    assert_eq!(played.moves.len(), 1);
    assert_eq!(played.moves[0].pos(), CENTRE);
    assert_eq!(played.human, Stone::Black);
    // A new game is a fresh start.
    assert_eq!(c.new_game(), [Event::NewGame]);
    assert!(!c.is_resigned());
    assert_eq!(c.result(), None);
    assert!(c.is_human_turn());
    assert_ne!(c.snapshot().id, played.id, "a new game has a new name");
}

#[test]
fn a_snapshot_resumes_in_a_new_controller() -> Result<(), Box<dyn std::error::Error>> {
    let mut c = playing(PlayAs::White, Level::Seed);
    wait_events(&mut c, Duration::ZERO);
    for pos in [Pos::new(0, 0), Pos::new(12, 0)] {
        exchange(&mut c, pos);
    }
    let played = c.snapshot();
    assert_eq!(played.moves.len(), 5);
    assert_eq!(played.human, Stone::White);
    assert_eq!(played.human_moves(), 2);
    let times: Vec<u32> = played.moves.iter().map(|m| m.ms).collect();
    assert_eq!(times, c.move_times());
    let record = c.record()?;
    assert_eq!(record.moves(), c.game().board().history());
    assert_eq!(record.times().len(), 5);

    // Resumed elsewhere, with another set-up and colour choice.
    let mut other = playing(PlayAs::Black, Level::Classic);
    other.configure(MatchConfig {
        size: gomoku::game::board::BoardSize::LARGE,
        ..other.config().clone()
    });
    assert_eq!(other.resume(&played)?, [Event::NewGame]);
    assert_eq!(other.game(), c.game());
    assert_eq!(other.viewpoint(), Stone::White);
    assert_eq!(other.seats().black, Seat::Level(Level::Seed));
    assert_eq!(other.config().size, played.size);
    assert_eq!(
        other.config().seats,
        Seats::person_against(Level::Classic, Stone::Black),
        "the choice stays"
    );
    assert!(other.is_human_turn());
    assert!(other.is_resignable());
    assert_eq!(other.snapshot(), played);
    // The next game follows the choice again.
    other.new_game();
    assert_eq!(other.viewpoint(), Stone::Black);

    // Saved just after the human's move: the AI answers on resuming.
    let mut cut = played.clone();
    cut.moves.pop();
    let mut other = playing(PlayAs::White, Level::Seed);
    wait_events(&mut other, Duration::ZERO);
    other.resume(&cut)?;
    assert!(other.is_ai_thinking());
    let events = wait_events(&mut other, Duration::ZERO);
    assert!(
        matches!(
            events[..],
            [Event::StonePlaced {
                stone: Stone::Black,
                ..
            }]
        ),
        "{events:?}"
    );
    assert_eq!(other.game().board().stone_count(), 5);
    assert_eq!(other.move_times().len(), 5);
    assert_eq!(other.move_times()[..4], times[..4]);

    // A game that cannot be replayed leaves the controller as it was.
    let mut bad = played.clone();
    bad.moves[1] = bad.moves[0];
    let before = other.game().clone();
    assert!(matches!(other.resume(&bad), Err(ResumeError::Replay(_))));
    assert_eq!(other.game(), &before);
    // Nor does a game that is already over.
    let mut over = c.snapshot();
    over.moves = (0..5u8)
        .flat_map(|x| {
            [
                gomoku::session::games::TimedMove { x, y: 0, ms: 1 },
                gomoku::session::games::TimedMove { x, y: 5, ms: 1 },
            ]
        })
        .take(9)
        .collect();
    assert_eq!(other.resume(&over), Err(ResumeError::Over));
    assert_eq!(other.game(), &before);
    Ok(())
}

#[test]
fn every_move_has_its_time_through_undo() {
    let mut c = controller(Duration::ZERO);
    exchange(&mut c, CENTRE);
    exchange(&mut c, Pos::new(0, 0));
    assert_eq!(c.move_times().len(), 4);
    c.undo();
    assert_eq!(c.move_times().len(), 2);
    exchange(&mut c, Pos::new(12, 12));
    assert_eq!(c.move_times().len(), 4);
    assert_eq!(c.snapshot().moves.len(), 4);
}
