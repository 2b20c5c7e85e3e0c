//! The variation tree: branches kept across taking moves back, promotion
//! to the main line, deletion, comments, set-up stones.

use gomoku::game::board::{Pos, Stone};
use gomoku::game::notation::parse_point;
use gomoku::game::rules::{PlayError, Rule};
use gomoku::game::tree::{GameTree, TreeError};

fn p(name: &str) -> Pos {
    parse_point(name, 15).unwrap_or_else(|e| panic!("{e}"))
}

fn line(names: &str) -> Vec<Pos> {
    names.split_whitespace().map(p).collect()
}

#[test]
fn a_new_move_after_taking_back_starts_a_branch_and_keeps_the_old_line() {
    let mut tree = GameTree::new(15, Rule::Freestyle).expect("size");
    let mut at = Vec::new();
    for pos in line("h8 i9 j10 g7") {
        at = tree.play(&at, pos).expect("legal");
    }
    assert_eq!(at, [0, 0, 0, 0]);
    // Two moves back (at i9), another move: a branch beside j10.
    let back = &at[..2];
    let branch = tree.play(back, p("g9")).expect("legal");
    assert_eq!(branch, [0, 0, 1]);
    assert_eq!(tree.main_line(), line("h8 i9 j10 g7"));
    assert_eq!(tree.moves_to(&branch), Some(line("h8 i9 g9")));
    // The same move again goes into the existing child, no new node.
    let nodes = tree.len();
    assert_eq!(tree.play(back, p("j10")).expect("legal"), [0, 0, 0]);
    assert_eq!(tree.play(back, p("g9")).expect("legal"), [0, 0, 1]);
    assert_eq!(tree.len(), nodes);
    // The branch goes on by itself; the position there is its own.
    let deeper = tree.play(&branch, p("f10")).expect("legal");
    let game = tree.game_at(&deeper).expect("a node");
    assert_eq!(game.board().get(p("g9")), Some(Stone::Black));
    assert_eq!(game.board().get(p("j10")), None);
    assert_eq!(game.to_move(), Stone::Black);
}

#[test]
fn illegal_moves_and_missing_nodes_leave_the_tree_as_it_was() {
    let mut tree = GameTree::from_moves(15, Rule::Freestyle, &line("h8 i9")).expect("legal");
    let before = tree.clone();
    assert_eq!(
        tree.play(&[0, 0], p("h8")),
        Err(TreeError::Play(PlayError::Occupied(p("h8"))))
    );
    assert!(matches!(
        tree.play(&[0, 1], p("a1")),
        Err(TreeError::NoSuchNode(_))
    ));
    assert_eq!(tree, before);
    // After a five, nothing more.
    let mut five = GameTree::from_moves(15, Rule::Freestyle, &line("a1 b1 a2 b2 a3 b3 a4 b4 a5"))
        .expect("legal");
    let end = five.main_path();
    assert_eq!(
        five.play(&end, p("o15")),
        Err(TreeError::Play(PlayError::GameOver))
    );
}

#[test]
fn promoting_a_variation_makes_it_the_main_line_and_keeps_the_rest() {
    let mut tree =
        GameTree::from_moves(15, Rule::Freestyle, &line("h8 i9 j10 k11")).expect("legal");
    let side = tree.play(&[0, 0], p("g9")).expect("legal");
    let side = tree.play(&side, p("g10")).expect("legal");
    let other = tree.play(&[0], p("h9")).expect("legal");
    assert_eq!(
        (side.as_slice(), other.as_slice()),
        (&[0, 0, 1, 0][..], &[0, 1][..])
    );
    let promoted = tree.promote(&side).expect("a node");
    assert_eq!(promoted, [0, 0, 0, 0]);
    assert_eq!(tree.main_line(), line("h8 i9 g9 g10"));
    // The old main line is now the second branch at i9, whole.
    assert_eq!(tree.moves_to(&[0, 0, 1, 0]), Some(line("h8 i9 j10 k11")));
    // The branch at h8 that was not on the promoted path stays where it was.
    assert_eq!(tree.moves_to(&[0, 1]), Some(line("h8 h9")));
    assert_eq!(tree.promote(&[0, 5]), None);
}

#[test]
fn deleting_a_node_takes_its_subtree_and_nothing_else() {
    let mut tree =
        GameTree::from_moves(15, Rule::Freestyle, &line("h8 i9 j10 k11")).expect("legal");
    let branch = tree.play(&[0, 0], p("g9")).expect("legal");
    tree.play(&branch, p("g10")).expect("legal");
    assert_eq!(tree.len(), 7);
    let gone = tree.delete(&[0, 0, 0]).expect("a node");
    assert_eq!(gone.pos, Some(p("j10")));
    assert_eq!(gone.children.len(), 1);
    assert_eq!(tree.len(), 5);
    // The branch moved up to be the main line.
    assert_eq!(tree.main_line(), line("h8 i9 g9 g10"));
    assert!(tree.delete(&[]).is_none(), "the root stays");
    assert!(tree.delete(&[3]).is_none());
    assert!(tree.delete(&[0]).is_some());
    assert!(tree.is_empty());
    assert!(tree.main_line().is_empty());
}

#[test]
fn comments_and_set_up_stones() {
    let setup = [
        (p("h8"), Stone::Black),
        (p("i9"), Stone::White),
        (p("g7"), Stone::Black),
    ];
    let mut tree = GameTree::with_setup(15, Rule::Freestyle, &setup).expect("a position");
    // Two black stones and one white: white to move.
    assert_eq!(tree.start().to_move(), Stone::White);
    let at = tree.play(&[], p("f6")).expect("legal");
    tree.set_comment(&at, "blocks the three").expect("a node");
    tree.set_comment(&[], "a position from a book")
        .expect("the root");
    assert_eq!(
        tree.node(&at).map(|n| n.comment.as_str()),
        Some("blocks the three")
    );
    assert_eq!(tree.root().comment, "a position from a book");
    assert!(tree.set_comment(&[4], "x").is_err());
    assert!(tree.play(&[], p("h8")).is_err(), "a set-up stone is there");
    assert!(matches!(
        GameTree::with_setup(
            15,
            Rule::Freestyle,
            &[(p("h8"), Stone::Black), (p("h8"), Stone::White)]
        ),
        Err(TreeError::SetUp(_))
    ));
    let five: Vec<_> = line("a1 a2 a3 a4 a5")
        .into_iter()
        .map(|p| (p, Stone::Black))
        .collect();
    assert_eq!(
        GameTree::with_setup(15, Rule::Freestyle, &five),
        Err(TreeError::FiveInSetUp)
    );
}

#[test]
fn the_side_to_move_is_given_before_any_move_and_the_sides_alternate_from_there() {
    // An empty board with white to move (black passed, in effect).
    let tree = GameTree::new(15, Rule::Freestyle)
        .expect("size")
        .with_to_move(Stone::White)
        .expect("either side on an empty board");
    assert_eq!(tree.given_to_move(), Some(Stone::White));
    assert_eq!(tree.start().to_move(), Stone::White);
    let mut tree = tree;
    let a = tree.play(&[], p("h8")).expect("legal");
    let b = tree.play(&a, p("i9")).expect("legal");
    let game = tree.game_at(&b).expect("a node");
    assert_eq!(game.board().get(p("h8")), Some(Stone::White));
    assert_eq!(game.board().get(p("i9")), Some(Stone::Black));
    assert_eq!(game.to_move(), Stone::White);
    // Once there are moves their colours would change: refused.
    assert_eq!(tree.with_to_move(Stone::Black), Err(TreeError::HasMoves));

    // The side the counts say is no gift: nothing is kept.
    let black = GameTree::new(15, Rule::Freestyle)
        .expect("size")
        .with_to_move(Stone::Black)
        .expect("black");
    assert_eq!(black.given_to_move(), None);

    // Black has one more: white moves as in any game, or black again.
    let setup = [(p("h8"), Stone::Black)];
    let again = GameTree::with_setup(15, Rule::Freestyle, &setup)
        .expect("a position")
        .with_to_move(Stone::Black)
        .expect("black may move again");
    let mut again = again;
    let a = again.play(&[], p("i9")).expect("legal");
    let game = again.game_at(&a).expect("a node");
    assert_eq!(game.board().get(p("i9")), Some(Stone::Black));
    assert_eq!(game.to_move(), Stone::White);

    // Two more black stones than white: no side can be given the move.
    let two = [(p("h8"), Stone::Black), (p("a1"), Stone::Black)];
    let refused = GameTree::with_setup(15, Rule::Freestyle, &two)
        .expect("a set-up")
        .with_to_move(Stone::Black);
    assert_eq!(refused, Err(TreeError::Count { black: 2, white: 0 }));
}

/// Black makes six in a row at move 11 (an overline: no win under
/// standard), and white plays on.
fn standard_game_with_an_overline() -> GameTree {
    let moves = [
        (0, 7),
        (0, 0),
        (1, 7),
        (2, 0),
        (2, 7),
        (4, 0),
        (3, 7),
        (6, 0),
        (5, 7),
        (8, 0),
        (4, 7),
        (10, 0),
    ]
    .map(|(x, y)| Pos::new(x, y));
    GameTree::from_moves(15, Rule::Standard, &moves).expect("legal under standard")
}

#[test]
fn a_tree_rebuilt_on_another_board_or_rule_keeps_everything_or_is_refused() {
    let mut tree = GameTree::with_setup(
        15,
        Rule::Freestyle,
        &[(p("h8"), Stone::Black), (p("i9"), Stone::White)],
    )
    .expect("a position")
    .with_to_move(Stone::White)
    .expect("white may move");
    let a = tree.play(&[], p("g7")).expect("legal");
    let b = tree.play(&a, p("j10")).expect("legal");
    let c = tree.play(&a, p("f6")).expect("legal");
    tree.set_comment(&b, "the main reply").expect("a node");
    tree.set_comment(&[], "the start").expect("the root");

    // Two lines more on each side: every stone two points right and two
    // down, under another rule.
    let big = tree.rebuilt(19, Rule::Renju).expect("it fits");
    assert_eq!((big.size(), big.rule()), (19, Rule::Renju));
    assert_eq!(big.setup()[0], (Pos::new(9, 9), Stone::Black));
    assert_eq!(big.given_to_move(), Some(Stone::White));
    assert_eq!(big.len(), tree.len());
    assert_eq!(big.node(&b).expect("a node").comment, "the main reply");
    assert_eq!(big.root().comment, "the start");
    let moved = |pos: Pos| Pos::new(pos.x + 2, pos.y + 2);
    assert_eq!(
        big.moves_to(&c),
        Some(line("g7 f6").into_iter().map(moved).collect())
    );
    // And back: the same tree.
    assert_eq!(big.rebuilt(15, Rule::Freestyle), Ok(tree.clone()));

    // A stone on the edge falls off a smaller board: refused, naming it.
    let mut edge = tree.clone();
    edge.play(&b, p("a1")).expect("legal");
    assert_eq!(
        edge.rebuilt(13, Rule::Freestyle),
        Err(TreeError::DoesNotFit(p("a1")))
    );

    // An overline wins under freestyle: white's move after it cannot be
    // played; under renju black may not make it at all.
    let overline = standard_game_with_an_overline();
    assert!(matches!(
        overline.rebuilt(15, Rule::Freestyle),
        Err(TreeError::Play(PlayError::GameOver))
    ));
    assert!(matches!(
        overline.rebuilt(15, Rule::Renju),
        Err(TreeError::Play(PlayError::Forbidden(..)))
    ));
    // A set-up overline is no five under standard, but is under freestyle.
    let six: Vec<(Pos, Stone)> = (0..6)
        .map(|x| (Pos::new(x, 7), Stone::Black))
        .chain((0..6).map(|x| (Pos::new(x * 2, 0), Stone::White)))
        .collect();
    let standard = GameTree::with_setup(15, Rule::Standard, &six).expect("no five under standard");
    assert_eq!(
        standard.rebuilt(15, Rule::Freestyle),
        Err(TreeError::FiveInSetUp)
    );
}
