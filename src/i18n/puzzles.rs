//! The words of the puzzles (issue #29): the Puzzles window, its
//! questions and answers, and today's count and streak in the Games
//! window.

use super::Lang;

catalogue! {
    /// The top bar's button that opens the Puzzles window.
    fn puzzles_button() {
        en: "Puzzles",
        zh: "习题",
    }
    /// Its hover text.
    fn puzzles_hover() {
        en: "Puzzles from your own games and a built-in set, each proved by the computer",
        zh: "来自你自己对局的习题和内置习题，每道都经电脑证明",
    }
    /// The Puzzles window's title.
    fn puzzles_title() {
        en: "Puzzles",
        zh: "习题",
    }
    /// The question of a win by fours.
    fn question_fours(side: &str) {
        en: "{side} to move: win with fours (every move a four).",
        zh: "{side}走：用连续冲四取胜（每步都是四）。",
    }
    /// The question of a win by threes.
    fn question_threes(side: &str) {
        en: "{side} to move: win with threes and fours.",
        zh: "{side}走：用活三和冲四取胜。",
    }
    /// The question of "hold on".
    fn question_hold(side: &str) {
        en: "{side} to move: the opponent threatens a forced win. Find a move that holds.",
        zh: "{side}走：对方有必胜的威胁。找出一步守得住的棋。",
    }
    /// The question of a renju trap.
    fn question_trap(side: &str) {
        en: "{side} to move: win. Black's block would land on a forbidden point.",
        zh: "{side}走：取胜。黑棋的防守点将是禁手。",
    }
    /// The question of a forbidden point.
    fn question_forbidden() {
        en: "Black to move: a point that would win without renju's rule is forbidden to black. Click it.",
        zh: "黑走：有一个点若无连珠规则就能取胜，但它是黑棋的禁手。请点出它。",
    }
    /// Where a built-in puzzle is in the set.
    fn puzzle_builtin(number: usize, total: usize) {
        en: "Built-in puzzle {number} of {total}",
        zh: "内置习题 第 {number} 题，共 {total} 题",
    }
    /// Where a puzzle from the player's game comes from.
    fn puzzle_from_game(date: &str, move_number: usize) {
        en: "From your game of {date}, move {move_number}",
        zh: "来自你 {date} 的对局，第 {move_number} 手",
    }
    /// A right move, answered by the best defence.
    fn answer_right(reply: &str) {
        en: "Right. The best defence: {reply}. Go on.",
        zh: "正确。最顽强的防守：{reply}。继续。",
    }
    /// A right move after which the defender cannot stop the five.
    fn answer_right_unstoppable() {
        en: "Right. Nothing stops the five now: play it.",
        zh: "正确。现在五连已无法阻止：下出来吧。",
    }
    /// Solved at the first try.
    fn solved_first_try() {
        en: "Solved at the first try!",
        zh: "一次解出！",
    }
    /// Solved after a mistake or a hint.
    fn solved_later() {
        en: "Solved.",
        zh: "已解出。",
    }
    /// After a "hold on" is solved: how many moves hold.
    fn holding_moves(count: usize, points: &str) {
        en: "Moves that hold ({count}): {points}.",
        zh: "守得住的棋（{count} 步）：{points}。",
    }
    /// A wrong move: the opponent wins by force.
    fn wrong_opponent_wins(moves: u32) {
        en: "Not that: after it the opponent wins by force in {moves} moves, as shown. Try again.",
        zh: "不对：这步之后对方 {moves} 步内必胜，如图所示。再试一次。",
    }
    /// A wrong move: the win is gone after the defence shown.
    fn wrong_win_gone(reply: &str) {
        en: "Not that: after {reply} the computer finds no forced win by fours and threes any more. Try again.",
        zh: "不对：对方下 {reply} 之后，电脑再也找不到冲四活三的必胜。再试一次。",
    }
    /// A point that is not forbidden, in a forbidden-point puzzle.
    fn wrong_not_forbidden(point: &str) {
        en: "{point} is allowed to black. Try again.",
        zh: "{point} 对黑棋不是禁手。再试一次。",
    }
    /// A move the prover could not settle.
    fn answer_unclear(point: &str) {
        en: "The computer could not prove {point} right or wrong. Try another move.",
        zh: "电脑无法证明 {point} 的对错。请换一步试试。",
    }
    /// A point that cannot be played.
    fn answer_illegal() {
        en: "That point cannot be played.",
        zh: "那个点不能下。",
    }
    /// While a move is checked on the worker thread.
    fn puzzle_checking() {
        en: "Checking…",
        zh: "正在验证…",
    }
    /// A hint was given.
    fn hint_given() {
        en: "The next move is in the marked box.",
        zh: "下一步在标出的方框里。",
    }
    /// The button that takes a wrong move back.
    fn try_again() {
        en: "Try again",
        zh: "再试一次",
    }
    /// The hint button.
    fn puzzle_hint() {
        en: "Where to look",
        zh: "看哪里",
    }
    /// The solution button.
    fn puzzle_solution() {
        en: "Solution",
        zh: "答案",
    }
    /// Steps back through the solution.
    fn solution_back() {
        en: "◀ Back",
        zh: "◀ 后退",
    }
    /// Steps on through the solution.
    fn solution_forward() {
        en: "Forward ▶",
        zh: "前进 ▶",
    }
    /// Where the solution is shown up to.
    fn solution_step(shown: usize, total: usize) {
        en: "Solution: move {shown} of {total}",
        zh: "答案：第 {shown} 步，共 {total} 步",
    }
    /// The next-puzzle button.
    fn next_puzzle() {
        en: "Next puzzle",
        zh: "下一题",
    }
    /// No puzzle is left to give today.
    fn no_puzzle_left() {
        en: "No puzzle is due today. Come back tomorrow.",
        zh: "今天没有要做的习题了。明天再来。",
    }
    /// Today's count and the streak, in the Games window.
    fn puzzles_today(count: u32, streak: u32) {
        en: "Puzzles today: {count} · streak: {streak} days",
        zh: "今日习题：{count} 道 · 连续：{streak} 天",
    }
    /// How many puzzles came from the player's games.
    fn puzzles_from_games(count: usize) {
        en: "Puzzles from your games: {count}",
        zh: "来自你对局的习题：{count} 道",
    }
    /// The Games menu's item that opens the Puzzles window.
    fn puzzles_item() {
        en: "Puzzles…",
        zh: "习题…",
    }
    /// The Games window's button that opens the Puzzles window.
    fn open_puzzles() {
        en: "Open puzzles",
        zh: "打开习题",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_puzzle_word_is_translated() {
        let (en, zh) = (every_message(Lang::En), every_message(Lang::Zh));
        assert_eq!(en.len(), zh.len());
        let ideographs = |s: &str| s.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
        for ((name, en), (_, zh)) in en.iter().zip(&zh) {
            assert_ne!(en, zh, "{name} is not translated");
            assert!(ideographs(zh), "{name}: {zh}");
            assert!(!ideographs(en), "{name}: {en}");
        }
    }
}
