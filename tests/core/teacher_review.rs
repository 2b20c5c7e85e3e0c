//! Where the game was lost: constructed games with a known decisive
//! mistake (the player ignores the opponent's open three or four, early or
//! after many quiet moves, as black and as white, under every rule),
//! missed wins, and games the loser could never have saved.
//!
//! Positions are judged by the `master` engine with node budgets, so the
//! results do not depend on the machine's speed.

use std::sync::atomic::AtomicBool;

use gomoku::engine::prover::Proof;
use gomoku::engine::{Eval, Level, Limits};
use gomoku::game::board::{Pos, Stone};
use gomoku::game::notation::parse_board;
use gomoku::game::rules::{Game, Rule};
use gomoku::teacher::{
    Budget, Defence, Review, ReviewError, ThreatKind, ThreatMap, find_mistakes,
    find_mistakes_after, proofs, review_from,
};

const SIZE: usize = 13;
const NODES: u64 = 3_000;

/// One line the opponent builds: its first stone, its direction, and
/// three quiet points for the player off the line.
struct Action {
    anchor: (i32, i32),
    dir: (i32, i32),
    quiet: [(i32, i32); 3],
}

const ACTIONS: [Action; 3] = [
    // Along row 7 from e7; the player's stones on e9, h9 and f10.
    Action {
        anchor: (4, 6),
        dir: (1, 0),
        quiet: [(4, 4), (7, 4), (5, 3)],
    },
    // Down the g-file from g9.
    Action {
        anchor: (6, 4),
        dir: (0, 1),
        quiet: [(4, 4), (4, 7), (3, 5)],
    },
    // Down the diagonal from e9.
    Action {
        anchor: (4, 4),
        dir: (1, 1),
        quiet: [(2, 6), (5, 9), (2, 8)],
    },
];

/// The player's mistake: a point far from everything.
const FAR: (i32, i32) = (12, 12);

fn p((x, y): (i32, i32)) -> Pos {
    Pos::new(x as u8, y as u8)
}

/// The point `k` steps along the action's line from its anchor.
fn on_line(a: &Action, k: i32) -> Pos {
    p((a.anchor.0 + k * a.dir.0, a.anchor.1 + k * a.dir.1))
}

/// Quiet moves on the top two rows, a checkerboard of the two colours:
/// `pairs` points for each side, no line of three anywhere.
fn filler(pairs: usize) -> (Vec<Pos>, Vec<Pos>) {
    let mut first = Vec::new();
    let mut second = Vec::new();
    for y in 0..2 {
        for x in 0..SIZE as i32 {
            if (x + y) % 2 == 0 {
                first.push(p((x, y)));
            } else {
                second.push(p((x, y)));
            }
        }
    }
    first.truncate(pairs);
    second.truncate(pairs);
    (first, second)
}

/// Alternates the two sides' moves, black first.
fn interleave(black: &[Pos], white: &[Pos]) -> Vec<Pos> {
    let mut moves = Vec::new();
    for i in 0..black.len().max(white.len()) {
        moves.extend(black.get(i));
        moves.extend(white.get(i));
    }
    moves
}

#[derive(Clone, Copy, Debug)]
enum Ignored {
    /// The player lets an open three become an open four.
    OpenThree,
    /// The player blocks the open three at one end, then ignores the four.
    Four,
}

/// A game the player loses by one mistake; the mistake's index.
fn lost_game(ignored: Ignored, player: Stone, late: bool, a: &Action) -> (Vec<Pos>, usize) {
    let quiet = a.quiet.map(p);
    let far = p(FAR);
    let block = on_line(a, -1);
    let theirs: Vec<Pos> = (0..5).map(|k| on_line(a, k)).collect();
    let mut mine: Vec<Pos> = match ignored {
        Ignored::OpenThree => vec![quiet[1], quiet[2], far, block],
        Ignored::Four => vec![quiet[1], quiet[2], block, far],
    };
    if player == Stone::Black {
        mine.insert(0, quiet[0]);
    }
    let (mut my_fill, mut their_fill) = filler(if late { 8 } else { 0 });
    if player == Stone::White {
        std::mem::swap(&mut my_fill, &mut their_fill);
    }
    let mine: Vec<Pos> = my_fill.into_iter().chain(mine).collect();
    let theirs: Vec<Pos> = their_fill.into_iter().chain(theirs).collect();
    let moves = match player {
        Stone::Black => interleave(&mine, &theirs),
        Stone::White => interleave(&theirs, &mine),
    };
    let mistake = moves.iter().position(|&m| m == far).expect("the mistake");
    (moves, mistake)
}

fn review(moves: &[Pos], rule: Rule, player: Stone) -> Review {
    let mut last = (0, 0);
    let review = find_mistakes(
        moves,
        SIZE,
        rule,
        player,
        &Budget::nodes(NODES),
        &mut |done, total| {
            assert!(done >= last.0 && done <= total);
            last = (done, total);
        },
        &AtomicBool::new(false),
    )
    .expect("not cancelled");
    assert_eq!(last.0, last.1, "progress reaches the end");
    review
}

/// The game up to (not including) move `index`.
fn game_before(moves: &[Pos], rule: Rule, index: usize) -> Game {
    let mut g = Game::new(SIZE, rule).expect("size");
    for &m in &moves[..index] {
        g.play(m).expect("legal");
    }
    g
}

/// Whether the side not to move has a threat the side to move cannot
/// meet with one stone (two five points, or a five already made).
fn opponent_has_won(g: &Game) -> bool {
    if g.outcome().is_some() {
        return true;
    }
    let map = ThreatMap::compute(g);
    let me = g.to_move();
    map.points_with(me, ThreatKind::Five).is_empty()
        && map.points_with(me.opponent(), ThreatKind::Five).len() >= 2
}

fn check_decisive(ignored: Ignored, rule: Rule, player: Stone, late: bool, a: &Action) {
    let (moves, mistake) = lost_game(ignored, player, late, a);
    let what = format!("{ignored:?} {rule} {player} late={late} dir={:?}", a.dir);
    let mut replay = game_before(&moves, rule, moves.len());
    assert_eq!(
        replay.outcome().and_then(|o| o.winner()),
        Some(player.opponent()),
        "{what}: the constructed game is lost\n{:?}",
        replay.board()
    );
    let r = review(&moves, rule, player);
    let d = r
        .decisive
        .as_ref()
        .unwrap_or_else(|| panic!("{what}: no decisive mistake found: {r:?}"));
    assert_eq!(d.index, mistake, "{what}: {d:?}");
    assert_eq!(d.played, moves[mistake]);
    assert!(!matches!(d.before, Some(Eval::Loss { .. })), "{what}");
    // The opponent's forced win is a legal line that runs to its five,
    // within the plies it claims.
    let mut line = game_before(&moves, rule, mistake + 1);
    for &m in &d.forced_win {
        line.play(m)
            .unwrap_or_else(|e| panic!("{what}: {e} in {:?}", d.forced_win));
    }
    assert_eq!(
        line.outcome().and_then(|o| o.winner()),
        Some(player.opponent()),
        "{what}: the line ends in the winner's five: {d:?}"
    );
    assert!(d.forced_win.len() <= d.plies as usize, "{what}: {d:?}");
    // The holding move holds against that line: after it and the line's
    // first move, the player is not lost.
    replay = game_before(&moves, rule, mistake);
    let holding = d
        .holding()
        .unwrap_or_else(|| panic!("{what}: no holding move: {d:?}"));
    replay.play(holding).expect("a legal holding move");
    // The claim is replayed with a hundred times the review's reading: the
    // opponent still has no forced win.
    let big = Budget::nodes(NODES).proof_nodes() * 100;
    let proof = proofs::prover(big).prove(&replay);
    assert!(!proof.is_win(), "{what}: {holding:?} is refuted: {proof:?}");
    if let Some(&first) = d.forced_win.first()
        && replay.is_legal(first)
    {
        replay.play(first).expect("legal");
        assert!(
            !opponent_has_won(&replay),
            "{what}: {d:?}\n{:?}",
            replay.board()
        );
        let report = Level::Master
            .engine(0)
            .analyse(&replay, &Limits::nodes(20_000), &mut |_| {});
        assert!(
            !matches!(report.eval, Some(Eval::Loss { .. })),
            "{what}: still lost after {:?}: {:?}\n{:?}",
            holding,
            report,
            replay.board()
        );
    }
    assert!(r.falls.is_empty(), "{what}");
}

/// Every rule and colour, the action's direction turning from game to game.
fn check_all(ignored: Ignored, late: bool) {
    let mut n = 0;
    for rule in Rule::ALL {
        for player in [Stone::Black, Stone::White] {
            check_decisive(ignored, rule, player, late, &ACTIONS[n % ACTIONS.len()]);
            n += 1;
        }
    }
}

#[test]
fn an_ignored_open_three_early() {
    check_all(Ignored::OpenThree, false);
}

#[test]
fn an_ignored_open_three_late() {
    check_all(Ignored::OpenThree, true);
}

#[test]
fn an_ignored_four_early() {
    check_all(Ignored::Four, false);
}

#[test]
fn an_ignored_four_late() {
    check_all(Ignored::Four, true);
}

#[test]
fn a_missed_open_four_is_a_missed_win() {
    for (n, rule) in Rule::ALL.into_iter().enumerate() {
        for player in [Stone::Black, Stone::White] {
            let a = &ACTIONS[n];
            // The player builds an open three that the opponent ignores,
            // then plays far away instead of making the open four; the
            // opponent blocks.
            let far_away = [(12, 0), (0, 12), (12, 6), (0, 6), (6, 12)].map(p);
            let mine: Vec<Pos> = vec![on_line(a, 0), on_line(a, 1), on_line(a, 2), p(FAR)];
            let mut theirs: Vec<Pos> = far_away[..3].to_vec();
            if player == Stone::White {
                theirs.insert(0, far_away[3]);
            }
            theirs.push(on_line(a, -1));
            let moves = match player {
                Stone::Black => interleave(&mine, &theirs),
                Stone::White => interleave(&theirs, &mine),
            };
            let missed = moves.iter().position(|&m| m == p(FAR)).expect("the miss");
            let r = review(&moves, rule, player);
            let what = format!("{rule} {player}: {r:?}");
            let m = r
                .missed_wins
                .iter()
                .find(|m| m.index == missed)
                .unwrap_or_else(|| panic!("{what}"));
            let winning = [on_line(a, -1), on_line(a, 3)];
            assert!(winning.contains(&m.winning[0]), "{what}");
            assert_eq!(r.missed_wins.len(), 1, "{what}");
            assert!(r.decisive.is_none(), "{what}");
            // Without a decisive mistake, the largest fall is the miss.
            let fall = r.falls.first().unwrap_or_else(|| panic!("{what}"));
            assert_eq!((fall.index, fall.played), (missed, p(FAR)), "{what}");
            assert!(matches!(fall.before, Eval::Win { .. }), "{what}");
        }
    }
}

/// Black to move wins by three fours (see tests/tactics.rs).
const VCF_PUZZLE: &str = include_str!("../fixtures/vcf_puzzle.txt");

#[test]
fn a_game_lost_from_the_start_says_so() {
    let start = Game::from_board(parse_board(VCF_PUZZLE).expect("diagram"), Rule::Freestyle);
    let report = Level::Master
        .engine(0)
        .analyse(&start, &Limits::nodes(400_000), &mut |_| {});
    // Play the win out: black's line, then a five; white blocks a five.
    let mut g = start.clone();
    let mut moves = report.pv.clone();
    for &m in &moves {
        g.play(m).expect("legal");
    }
    while g.outcome().is_none() {
        let map = ThreatMap::compute(&g);
        let m = map.points_with(Stone::Black, ThreatKind::Five)[0];
        g.play(m).expect("legal");
        moves.push(m);
    }
    assert_eq!(g.outcome().and_then(|o| o.winner()), Some(Stone::Black));
    let r = review_from(
        &start,
        &moves,
        Stone::White,
        &Budget::nodes(20_000),
        &mut |_, _| {},
        &AtomicBool::new(false),
    )
    .expect("not cancelled");
    // White's first move is the decisive one, and nothing holds there:
    // the review says the game was lost from the start.
    let d = r.decisive.as_ref().unwrap_or_else(|| panic!("{r:?}"));
    assert_eq!(d.index, 1, "{r:?}");
    assert_eq!(d.holding(), None, "{r:?}");
    assert!(
        matches!(d.defence, Defence::NoneFound { tried, .. } if tried > 0),
        "{r:?}"
    );
    assert!(r.lost_from_start, "{r:?}");
    // Any move named as making the win longest is another of white's, and
    // the prover proves black's win after it longer than after the move
    // played.
    for h in &r.hardest {
        assert_eq!(r.moves[h.index], h.played, "{h:?}");
        assert!(h.index % 2 == 1 && h.better != h.played, "{h:?}");
        let mut g = start.clone();
        for &m in &moves[..h.index] {
            g.play(m).expect("legal");
        }
        g.play(h.better).expect("a legal alternative");
        let proof = proofs::prover(Budget::nodes(20_000).proof_nodes()).prove(&g);
        assert!(
            matches!(proof, Proof::Win { plies, .. } if plies > h.plies),
            "{h:?}: {proof:?}"
        );
    }
    assert!(r.missed_wins.is_empty(), "{r:?}");
    assert_eq!(r.moves, moves);
}

#[test]
fn a_cancelled_review_has_no_answer() {
    let (moves, _) = lost_game(Ignored::Four, Stone::Black, false, &ACTIONS[0]);
    let cancel = AtomicBool::new(true);
    let r = find_mistakes(
        &moves,
        SIZE,
        Rule::Freestyle,
        Stone::Black,
        &Budget::nodes(NODES),
        &mut |_, _| {},
        &cancel,
    );
    assert_eq!(r, Err(ReviewError::Cancelled));
    assert!(matches!(
        find_mistakes(
            &moves,
            3,
            Rule::Freestyle,
            Stone::Black,
            &Budget::nodes(NODES),
            &mut |_, _| {},
            &AtomicBool::new(false)
        ),
        Err(ReviewError::Size(_))
    ));
}

#[test]
fn a_record_with_an_illegal_move_is_reviewed_up_to_it() {
    let (mut moves, _) = lost_game(Ignored::Four, Stone::White, false, &ACTIONS[1]);
    moves.truncate(4);
    moves.push(moves[0]);
    let r = review(&moves, Rule::Freestyle, Stone::White);
    assert_eq!(r.illegal_at, Some(4));
    assert_eq!(r.moves.len(), 4);
    assert_eq!(r.evals.len(), 5);
    assert!(r.decisive.is_none());
}

/// Stones an opening rule placed (swap2, Soosõrv-8) are not the player's
/// moves: with the mistake among them, the review names none of them, and
/// nothing it reports lies before the opening's end.
#[test]
fn the_openings_stones_are_not_judged() {
    let player = Stone::Black;
    let (moves, mistake) = lost_game(Ignored::Four, player, false, &ACTIONS[0]);
    let judge = |opening: usize| {
        find_mistakes_after(
            &moves,
            SIZE,
            Rule::Freestyle,
            player,
            opening,
            &Budget::nodes(NODES),
            &mut |_, _| {},
            &AtomicBool::new(false),
        )
        .expect("not cancelled")
    };
    let all = judge(0);
    assert_eq!(all.decisive.as_ref().map(|d| d.index), Some(mistake));
    let opening = mistake + 1;
    let after = judge(opening);
    assert!(
        after.decisive.as_ref().is_none_or(|d| d.index >= opening),
        "{:?}",
        after.decisive
    );
    assert!(after.missed_wins.iter().all(|m| m.index >= opening));
    assert!(after.falls.iter().all(|f| f.index >= opening));
    assert!(after.hardest.iter().all(|h| h.index >= opening));
    assert_eq!(
        after.moves, all.moves,
        "every move is still stepped through"
    );
}
