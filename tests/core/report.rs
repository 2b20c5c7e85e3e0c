//! The engine's report: what each level says besides its move.

use gomoku::engine::{ClassicMaps, Eval, Level, Limits, Report, ScoreMap};
use gomoku::game::board::Pos;
use gomoku::game::notation::parse_board;
use gomoku::game::rules::{Game, Outcome, Rule};

fn game(text: &str) -> Game {
    Game::from_board(parse_board(text).expect("diagram"), Rule::Freestyle)
}

const PUZZLE: &str = include_str!("../fixtures/vcf_puzzle.txt");

const MIDDLE: &str = "
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . o . . . . . . .
    . . . . x x o . . . . . .
    . . . . . x o x . . . . .
    . . . . o x x o . . . . .
    . . . . . o x . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    ";

fn analyse(level: Level, game: &Game, limits: &Limits) -> (Report, Vec<Report>) {
    let mut progress = Vec::new();
    let report = level
        .engine(3)
        .analyse(game, limits, &mut |r| progress.push(r.clone()));
    (report, progress)
}

#[test]
fn seed_reports_its_scoring_map() {
    let g = game(MIDDLE);
    let (report, _) = analyse(Level::Seed, &g, &Limits::default());
    let map = ScoreMap::compute(g.board());
    assert!(report.done);
    let empty = g.board().empty_points().count();
    assert_eq!(report.root.len(), empty, "every empty point is rated");
    for m in &report.root {
        assert_eq!(
            Some(m.score),
            map.get(m.pos).map(Eval::Score),
            "{:?}",
            m.pos
        );
    }
    let best = report.best.expect("a move");
    assert_eq!(
        report.score_of(best),
        map.max().map(Eval::Score),
        "it plays a best point"
    );
    assert!(report.root.windows(2).all(|w| w[0].score >= w[1].score));
    assert_eq!(report.eval, map.max().map(Eval::Score));
}

#[test]
fn classic_reports_the_larger_of_its_two_maps() {
    let g = game(MIDDLE);
    let (report, _) = analyse(Level::Classic, &g, &Limits::default());
    let maps = ClassicMaps::compute(g.board());
    for m in &report.root {
        assert_eq!(
            m.score,
            Eval::Score(maps.own(m.pos).max(maps.opponent(m.pos)))
        );
    }
    let best = report.best.expect("a move");
    assert_eq!(report.root.first().map(|m| m.score), report.score_of(best));
}

#[test]
fn a_win_by_fours_reports_its_whole_line_and_distance() {
    let g = game(PUZZLE);
    let (report, _) = analyse(Level::Master, &g, &Limits::nodes(2_000_000));
    let Some(Eval::Win { plies }) = report.eval else {
        panic!("expected a win, got {:?}", report.eval);
    };
    assert_eq!(report.pv.first().copied(), report.best);
    // Playing the line out: every move legal, the attacker's last move
    // leaves a five or a four that cannot be stopped.
    let mut replay = g.clone();
    for &p in &report.pv {
        assert!(replay.is_legal(p), "{p:?} in {:?}", report.pv);
        replay.play(p).expect("legal");
    }
    assert_eq!(
        report.pv.len() % 2,
        1,
        "the line ends with the attacker's move"
    );
    assert!(
        plies as usize >= report.pv.len(),
        "{plies} < {}",
        report.pv.len()
    );
    assert!(report.pv.len() >= 5, "the puzzle needs three fours");
}

#[test]
fn a_search_reports_each_depth_and_a_legal_line() {
    let g = game(MIDDLE);
    let (report, progress) = analyse(Level::Hard, &g, &Limits::nodes(200_000));
    assert!(report.done);
    assert!(!progress.is_empty(), "a progress report per depth");
    assert!(progress.iter().all(|r| !r.done));
    let depths: Vec<u32> = progress.iter().map(|r| r.depth).collect();
    assert!(depths.windows(2).all(|w| w[0] < w[1]), "{depths:?}");
    assert_eq!(report.depth, *depths.last().expect("one"));
    assert!(report.nodes > 0);
    let best = report.best.expect("a move");
    assert!(g.is_legal(best));
    assert!(report.root.iter().any(|m| m.pos == best));
    let mut replay = g.clone();
    for &p in &report.pv {
        assert!(replay.is_legal(p), "{p:?} in {:?}", report.pv);
        replay.play(p).expect("legal");
    }
}

#[test]
fn a_node_budget_makes_the_search_repeatable() {
    let g = game(MIDDLE);
    let budget = Limits::nodes(30_000);
    let (a, _) = analyse(Level::Master, &g, &budget);
    let (b, _) = analyse(Level::Master, &g, &budget);
    assert_eq!(
        (a.best, a.depth, a.nodes, &a.pv),
        (b.best, b.depth, b.nodes, &b.pv)
    );
    assert!(a.nodes <= 30_000, "{} nodes", a.nodes);
    let (more, _) = analyse(Level::Master, &g, &Limits::nodes(300_000));
    assert!(more.depth >= a.depth);
}

#[test]
fn a_finished_game_reports_no_move() {
    let mut g = Game::new(9, Rule::Freestyle).expect("size");
    for (x, y) in [
        (0, 0),
        (0, 1),
        (1, 0),
        (1, 1),
        (2, 0),
        (2, 1),
        (3, 0),
        (3, 1),
        (4, 0),
    ] {
        g.play(Pos::new(x, y)).expect("legal");
    }
    assert!(matches!(g.outcome(), Some(Outcome::Win { .. })));
    for level in Level::ALL {
        let (report, _) = analyse(level, &g, &Limits::default());
        assert_eq!(report.best, None, "{level}");
        assert!(report.pv.is_empty());
    }
}

#[test]
fn evaluations_flip_between_the_sides() {
    assert_eq!(Eval::Win { plies: 3 }.flipped(), Eval::Loss { plies: 3 });
    assert_eq!(Eval::Score(-40).flipped(), Eval::Score(40));
    assert!(Eval::Loss { plies: 1 }.is_decided());
    assert!(!Eval::Score(0).is_decided());
    assert_eq!(Eval::Win { plies: 5 }.to_string(), "win in 5");
}

/// A search that lost every line it read, but did not read every move
/// that might hold, says so as a score the words call "losing, not
/// proved", never a number or a forced loss; a search twenty times larger
/// still finds nothing better than losing there (a forced loss, or the
/// same mark).
#[test]
fn a_loss_the_search_did_not_prove_is_worded_as_losing() {
    use gomoku::game::notation::parse_moves;
    use gomoku::i18n::Lang;
    // White to move on 15x15, from a game master lost to the sparring
    // engine as white: black's threats outnumber its defences.
    let moves = parse_moves("h10j8f8j10f10j11j9i11g10i10f9", 15).expect("moves");
    let mut g = Game::new(15, Rule::Freestyle).expect("size");
    for m in moves {
        g.play(m).expect("legal");
    }
    let look = |nodes| {
        Level::Master
            .engine(1)
            .analyse(&g, &Limits::nodes(nodes), &mut |_| {})
            .eval
            .expect("an evaluation")
    };
    let eval = look(20_000);
    assert_eq!(eval, Eval::Losing);
    assert!(!eval.is_decided());
    assert_eq!(Lang::EN.eval(eval), "losing, not proved");
    // White to move: from black's view black is winning, not proved.
    assert_eq!(
        Lang::EN.balance(eval.flipped()),
        "black stands better (winning, not proved)"
    );
    let deeper = look(400_000);
    assert!(
        matches!(deeper, Eval::Losing | Eval::Loss { .. }),
        "{deeper:?}"
    );
}
