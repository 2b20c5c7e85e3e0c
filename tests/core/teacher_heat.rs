//! The teacher's heat map: the scores a level really computes, scaled for
//! colouring, and never a change to what the computer plays.

use gomoku::engine::{ClassicMaps, Eval, Level, Limits, ScoreMap};
use gomoku::game::notation::parse_board;
use gomoku::game::rules::{Game, Rule};
use gomoku::teacher::{HeatMap, heat_map};

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

fn game(text: &str) -> Game {
    Game::from_board(parse_board(text).expect("diagram"), Rule::Freestyle)
}

/// Heats are in 0..=1, the highest raw score is the hottest, and the best
/// point is rated.
fn check_scaling(map: &HeatMap) {
    let points: Vec<_> = map.points().collect();
    assert!(!points.is_empty());
    assert!(points.iter().all(|(_, h)| (0.0..=1.0).contains(&h.heat)));
    let top = points.iter().map(|(_, h)| h.raw).max().expect("a point");
    let mut by_raw: Vec<_> = points.iter().map(|(_, h)| *h).collect();
    by_raw.sort_by_key(|h| h.raw);
    assert!(
        by_raw.windows(2).all(|w| w[0].heat <= w[1].heat),
        "{by_raw:?}"
    );
    for (_, h) in &points {
        if h.raw == top {
            assert_eq!(h.heat, 1.0, "{h:?}");
        }
    }
    let best = map.best.expect("a best point");
    assert!(map.get(best).is_some(), "the best point is rated");
}

#[test]
fn seed_heat_is_its_scoring_map() {
    let g = game(MIDDLE);
    let map = heat_map(Level::Seed, &g, &Limits::default());
    let scores = ScoreMap::compute(g.board());
    assert_eq!(map.points().count(), g.board().empty_points().count());
    for p in g.board().empty_points() {
        assert_eq!(
            map.get(p).map(|h| h.raw),
            scores.get(p).map(Eval::Score),
            "{p:?}"
        );
    }
    check_scaling(&map);
    let best = map.best.expect("best");
    assert_eq!(scores.get(best), scores.max());
}

#[test]
fn classic_heat_is_the_larger_of_its_maps() {
    let g = game(MIDDLE);
    let map = heat_map(Level::Classic, &g, &Limits::default());
    let maps = ClassicMaps::compute(g.board());
    for p in g.board().empty_points() {
        let raw = map.get(p).map(|h| h.raw);
        assert_eq!(
            raw,
            Some(Eval::Score(maps.own(p).max(maps.opponent(p)))),
            "{p:?}"
        );
    }
    check_scaling(&map);
}

#[test]
fn searching_levels_show_their_root_moves() {
    let g = game(MIDDLE);
    for level in [Level::Normal, Level::Hard, Level::Master] {
        let map = heat_map(level, &g, &Limits::nodes(20_000));
        assert!(map.points().count() >= 2, "{level}");
        check_scaling(&map);
        for (p, _) in map.points() {
            assert!(g.board().is_empty_at(p));
        }
    }
}

#[test]
fn a_heat_map_does_not_change_the_move() {
    let g = game(MIDDLE);
    let limits = Limits::nodes(20_000);
    for level in [Level::Seed, Level::Classic, Level::Hard] {
        for seed in [1, 2, 3] {
            let before = level.engine(seed).choose(&g, &limits);
            let map = heat_map(level, &g, &limits);
            let after = level.engine(seed).choose(&g, &limits);
            assert_eq!(before, after, "{level} seed {seed}");
            assert!(map.best.is_some());
        }
    }
}

#[test]
fn a_finished_game_has_an_empty_map() {
    let mut g = Game::new(9, Rule::Freestyle).expect("size");
    for m in ["a1", "a2", "b1", "b2", "c1", "c2", "d1", "d2", "e1"] {
        let p = gomoku::game::notation::parse_point(m, 9).expect("point");
        g.play(p).expect("legal");
    }
    let map = heat_map(Level::Seed, &g, &Limits::default());
    assert_eq!(map.points().count(), 0);
    assert_eq!(map.best, None);
}

/// The searching levels place the first stones without searching; the
/// heat map still shows their view of every point near the stones (for
/// an opening's stones still to be placed), and nothing far away. On an
/// empty board every point evaluates alike: only the move is marked.
#[test]
fn the_first_stones_have_a_heat_map_too() {
    use gomoku::game::board::Pos;
    let limits = Limits {
        nodes: Some(2_000),
        ..Limits::default()
    };
    let empty = Game::new(15, Rule::Freestyle).expect("size");
    let map = heat_map(Level::Master, &empty, &limits);
    assert_eq!(map.points().count(), 0, "every point alike: no heat");
    assert!(map.best.is_some());
    for stones in [vec![Pos::new(7, 7)], vec![Pos::new(7, 7), Pos::new(8, 8)]] {
        let mut game = Game::new(15, Rule::Freestyle).expect("size");
        for &p in &stones {
            game.play(p).expect("legal");
        }
        let map = heat_map(Level::Master, &game, &limits);
        let rated: Vec<_> = map.points().collect();
        assert!(
            rated.len() >= 40,
            "{} stones: {} rated",
            stones.len(),
            rated.len()
        );
        assert!(map.get(Pos::new(0, 0)).is_none(), "the corner is too far");
        assert!(rated.iter().any(|(_, h)| h.heat >= 0.999));
        for &p in &stones {
            assert!(map.get(p).is_none(), "no heat on a stone");
        }
    }
}

/// The search's mark for a result it did not prove (every line it read
/// lost, not every defence read) colours as the coldest or hottest point,
/// like a forced result, and leaves the other scores their spread of
/// shades; in words it is "losing" or "winning", never a number.
#[test]
fn an_unproved_result_does_not_squash_the_other_shades() {
    use gomoku::engine::{Report, RootMove};
    use gomoku::game::board::Pos;
    use gomoku::game::board::Stone;
    use gomoku::i18n::Lang;
    let g = game(MIDDLE);
    let at = |x, y| Pos::new(x, y);
    let report = Report {
        best: Some(at(3, 3)),
        root: vec![
            RootMove {
                pos: at(3, 3),
                score: Eval::Score(120),
            },
            RootMove {
                pos: at(9, 9),
                score: Eval::Score(-80),
            },
            RootMove {
                pos: at(9, 3),
                score: Eval::Losing,
            },
            RootMove {
                pos: at(3, 9),
                score: Eval::Winning,
            },
        ],
        ..Report::default()
    };
    let map = HeatMap::from_report(Level::Master, &g, &report);
    let heat = |p| map.get(p).expect("rated").heat;
    assert_eq!(heat(at(3, 3)), 1.0);
    assert_eq!(heat(at(9, 9)), 0.0, "the quiet scores keep their spread");
    assert_eq!(heat(at(9, 3)), 0.0);
    assert_eq!(heat(at(3, 9)), 1.0);
    // Between the scores and the forced results, either way, and not
    // decided.
    assert!(Eval::Loss { plies: 40 } < Eval::Losing && Eval::Losing < Eval::Score(i32::MIN));
    assert!(Eval::Score(i32::MAX) < Eval::Winning && Eval::Winning < Eval::Win { plies: 40 });
    assert_eq!(Eval::Winning.flipped(), Eval::Losing);
    assert!(!Eval::Winning.is_decided() && !Eval::Losing.is_decided());
    assert_eq!(Lang::EN.eval(Eval::Losing), "losing, not proved");
    assert_eq!(Lang::EN.eval(Eval::Winning), "winning, not proved");
    assert_eq!(Lang::EN.eval(Eval::Score(-80)), "-80");
    // An analysis line says it in words too, by colour.
    assert_eq!(
        Lang::EN.line_eval(Eval::Losing, Stone::White),
        "black is winning, not proved"
    );
    assert_eq!(
        Lang::EN.line_eval(Eval::Winning, Stone::White),
        "white is winning, not proved"
    );
}
