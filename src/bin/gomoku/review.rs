//! `--review`: where a game was lost, in a terminal.

use std::io::IsTerminal;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use gomoku::engine::Eval;
use gomoku::game::board::{Pos, Stone};
use gomoku::game::notation::point_name;
use gomoku::game::record::Record;
use gomoku::teacher::proofs::winner_moves;
use gomoku::teacher::{Budget, Defence, REVIEW_NODES, Review, find_mistakes};

use crate::Options;

/// The thought `--review` gives each position.
pub fn review_budget(options: &Options) -> Budget {
    match (options.nodes, options.budget_ms) {
        (None, None) => Budget::nodes(REVIEW_NODES),
        (nodes, ms) => Budget {
            nodes,
            time: ms.map(Duration::from_millis),
        },
    }
}

/// The budget in words: `10000 nodes a position`.
pub fn budget_words(budget: &Budget) -> String {
    let nodes = budget.nodes.map(|n| format!("{n} nodes"));
    let time = budget.time.map(|t| format!("{} ms", t.as_millis()));
    match (nodes, time) {
        (Some(n), Some(t)) => format!("{n} or {t} a position"),
        (Some(x), None) | (None, Some(x)) => format!("{x} a position"),
        (None, None) => "no limit".to_string(),
    }
}

/// Reviews `record` for `player` (the loser by default), showing progress
/// on stderr when it is a terminal.
pub fn review(record: &Record, player: Option<Stone>, budget: &Budget) -> Review {
    let player = player.unwrap_or_else(|| match record.game().outcome().and_then(|o| o.winner()) {
        Some(winner) => winner.opponent(),
        None => Stone::Black,
    });
    let terminal = std::io::stderr().is_terminal();
    let mut progress = |done: usize, total: usize| {
        if terminal {
            eprint!("\rreviewing: position {done} of {total}");
        }
    };
    let result = find_mistakes(
        record.moves(),
        record.size(),
        record.rule(),
        player,
        budget,
        &mut progress,
        &AtomicBool::new(false),
    );
    if terminal {
        eprint!("\r{:40}\r", "");
    }
    // The record was read and replayed, so its size is supported, and
    // nothing cancels this review.
    result.unwrap_or_else(|e| unreachable!("a read record cannot fail review: {e}"))
}

/// The line of `moves` as point names: `i7 j8 k9`.
pub fn line(moves: &[Pos], size: usize) -> String {
    let names: Vec<String> = moves.iter().map(|&m| point_name(m, size)).collect();
    names.join(" ")
}

/// `move 9, black m1`: a move of the record by its number.
pub fn move_words(index: usize, played: Pos, player: Stone, size: usize) -> String {
    format!("move {}, {player} {}", index + 1, point_name(played, size))
}

/// What `--review` prints.
pub fn review_text(record: &Record, review: &Review, budget: &Budget, took: Duration) -> String {
    let size = record.size();
    let player = review.player;
    let them = player.opponent();
    let mut out = format!(
        "{}\nmoves: {}\nReview of {player}'s moves by the master engine, {}.\n\n",
        record.summary(),
        record.to_move_string(),
        budget_words(budget),
    );
    let lost_at = review
        .evals
        .iter()
        .position(|e| matches!(e, Some(Eval::Loss { .. })));
    let game_lost = record.game().outcome().and_then(|o| o.winner()) == Some(them);
    if let Some(d) = &review.decisive {
        out += &format!(
            "Decisive mistake: {}.\n",
            move_words(d.index, d.played, player, size)
        );
        out += &match winner_moves(d.plies) {
            1 => format!(
                "  From here {them} wins at once: {}\n",
                line(&d.forced_win, size)
            ),
            n => format!(
                "  From here {them} wins by force in {n} moves: {}\n",
                line(&d.forced_win, size)
            ),
        };
        match d.defence {
            Defence::Held { pos, nodes, depth } => {
                out += &format!(
                    "  Before it {player} was not lost: after the move below the prover read \
                     every line of {them}'s fours and threes, up to {depth} of its moves \
                     ({nodes} positions), and found no forced win.\n"
                );
                out += &format!(
                    "  A move that would have held: {}.\n",
                    point_name(pos, size)
                );
            }
            Defence::NoneFound { tried, budget } => {
                out += &format!(
                    "  No defence was found: after each of the {tried} moves tried instead, \
                     {them} still wins by force (or the prover could not tell in {budget} \
                     positions).\n"
                );
            }
        }
        if review.lost_from_start {
            out += &format!(
                "  {} had a forced win from {player}'s first move on.\n",
                capital(them)
            );
            for h in &review.hardest {
                out += &format!(
                    "  {}: {} would have made the win longest ({} moves instead of {}).\n",
                    move_words(h.index, h.played, player, size),
                    point_name(h.better, size),
                    winner_moves(h.better_plies),
                    winner_moves(h.plies),
                );
            }
        }
    } else {
        match lost_at {
            None => out += &format!("{} was never lost.\n", capital(player)),
            Some(0) => {
                out += &format!(
                    "{} was lost from the first position: no move of {player}'s lost it.\n",
                    capital(player)
                );
            }
            Some(i)
                if game_lost || matches!(review.evals.last(), Some(Some(Eval::Loss { .. }))) =>
            {
                out += &format!(
                    "{} was lost after move {i}, but no single move of {player}'s lost it: \
                     the engine found none that would have held.\n",
                    capital(player),
                );
            }
            Some(i) => {
                out += &format!(
                    "{} was lost after move {i}, but {them} let the win go.\n",
                    capital(player),
                );
            }
        }
    }
    out += "\n";
    if review.missed_wins.is_empty() {
        out += "Missed wins: none.\n";
    } else {
        out += "Missed wins:\n";
        for m in &review.missed_wins {
            out += &format!(
                "  {}: {player} could have won: {}\n",
                move_words(m.index, m.played, player, size),
                line(&m.winning, size)
            );
        }
    }
    if !review.falls.is_empty() {
        out += "\nThe evaluation fell most after:\n";
        for f in &review.falls {
            let choice = f
                .engine_choice
                .map(|c| format!(" (the engine's move: {})", point_name(c, size)))
                .unwrap_or_default();
            out += &format!(
                "  {}: {} to {}{choice}\n",
                move_words(f.index, f.played, player, size),
                f.before,
                f.after,
            );
        }
    } else if review.decisive.is_none() {
        out += &format!("\nThe evaluation never fell after a move of {player}'s.\n");
    }
    if let Some(i) = review.illegal_at {
        out += &format!("\nReviewed up to move {}, which is illegal.\n", i + 1);
    }
    out += &format!(
        "\n{} positions reviewed in {:.1} s.\n",
        review.evals.len(),
        took.as_secs_f64()
    );
    out
}

/// `Black` for black.
pub fn capital(stone: Stone) -> String {
    let name = stone.to_string();
    let mut chars = name.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
