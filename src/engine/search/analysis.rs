//! An analysis's lines (multi-PV): the best root moves of the search, each
//! scored exactly, and the opponent's forced wins by fours read after
//! each, for [`crate::engine::Limits::lines`].

use std::time::{Duration, Instant};

use super::clock::Clock;
use super::position::Position;
use super::pv::{line_of_play, spell_out};
use super::threats::{Failed, vcf_line};
use super::{SearchAi, eval_of};
use crate::engine::{Eval, Limits, Line, Report};

impl SearchAi {
    /// The analysis's lines at `depth`: a win by fours found first, then
    /// the best `keep` root moves of the last completed iteration (whose
    /// scores are exact: each was searched with a window below it), their
    /// play as the search `found` it, read on from the table.
    pub(super) fn lines(
        &self,
        pos: &mut Position,
        scores: &[(i32, usize)],
        found: &[(usize, Vec<usize>)],
        keep: usize,
        depth: u32,
        won: Option<&Line>,
    ) -> Vec<Line> {
        let mut lines: Vec<Line> = won.cloned().into_iter().collect();
        for &(score, m) in scores.iter().take(keep) {
            let mut pv = line_of_play(&self.table, pos, found, m, depth);
            spell_out(pos, &mut pv, eval_of(score));
            lines.push(Line {
                first: pos.pos(m),
                eval: eval_of(score),
                depth,
                pv: pv.iter().map(|&i| pos.pos(i)).collect(),
            });
        }
        lines
    }

    /// Reads the opponent's continuous fours after each line's first move
    /// (what the search's depth may not reach): a line that loses to them
    /// becomes that loss, proved, with the fours as its play. Lines stay
    /// best first.
    pub(super) fn refute_lines(
        &self,
        pos: &mut Position,
        lines: &mut [Line],
        deadline: Instant,
        limits: &Limits,
    ) {
        if self.strength.vcf_depth == 0 {
            return;
        }
        let mut check = Clock::new(
            deadline.max(Instant::now() + Duration::from_millis(50)),
            (1, 4),
            limits,
        );
        let mut failed = Failed::default();
        for line in lines.iter_mut() {
            if matches!(line.eval, Eval::Win { .. }) {
                continue;
            }
            let first = pos.index(line.first);
            pos.play(first);
            let (fours, plies) = vcf_line(pos, self.strength.vcf_depth, &mut failed, &mut check);
            pos.undo();
            if check.stopped {
                break;
            }
            // A loss the search found stays unless the fours are as
            // quick (they spell the line out).
            let sooner = match line.eval {
                Eval::Loss { plies: found } => plies < found,
                _ => true,
            };
            if plies > 0 && sooner {
                line.eval = Eval::Loss { plies: plies + 1 };
                let mut pv: Vec<usize> = std::iter::once(first).chain(fours).collect();
                spell_out(pos, &mut pv, line.eval);
                line.pv = pv.iter().map(|&i| pos.pos(i)).collect();
            }
        }
        lines.sort_by_key(|l| std::cmp::Reverse(l.eval));
    }
}

/// An analysis's only line when it has a single one to give.
pub(super) fn line_of(report: &Report) -> Option<Line> {
    Some(Line {
        first: report.best?,
        eval: report.eval?,
        depth: report.depth,
        pv: report.pv.clone(),
    })
}

/// Makes an analysis's report say what its first line says.
pub(super) fn first_line_as_best(report: &mut Report) {
    if let Some(line) = report.lines.first() {
        report.best = Some(line.first);
        report.eval = Some(line.eval);
        report.pv.clone_from(&line.pv);
        report.depth = report.depth.max(line.depth);
    }
}
