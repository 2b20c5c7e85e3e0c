//! The words of the Soosõrv-8 opening (renju): its name, each step as the
//! status line says it, the declaration's question, and what a computer
//! decided.

use super::Lang;

catalogue! {
    /// Soosõrv-8, in the Opening menu.
    fn opening_soosorv() {
        en: "Soosõrv-8",
        zh: "索索夫-8",
    }
    /// Its hover text.
    fn opening_soosorv_hover() {
        en: "The RIF's world-championship rule: black opens with one of the 26 openings, white may swap; white places the fourth stone and says how many fifth moves black offers (1 to 8); black may swap; white picks one offer and plays on",
        zh: "国际连珠联盟的世锦赛规则：黑方摆出 26 种开局之一，白方可交换；白方下第四子并指定黑方打点数（1 到 8）；黑方可交换；白方从打点中选一个后继续",
    }
    /// An outside engine cannot play Soosõrv-8.
    fn player_no_soosorv(name: &str, detail: &str) {
        en: "{name} cannot play the Soosõrv-8 opening ({detail}): you decide its part of the opening.",
        zh: "{name} 不会索索夫-8 开局（{detail}）：它的开局部分由你来定。",
    }
    /// A person places the first stone.
    fn soosorv_first() {
        en: "Opening: place black's first stone on the centre point.",
        zh: "开局：请把黑棋第一子下在天元。",
    }
    /// A person places the second stone.
    fn soosorv_second() {
        en: "Opening: place white's stone next to the centre.",
        zh: "开局：请把白子下在天元旁边。",
    }
    /// A person places the third stone.
    fn soosorv_third() {
        en: "Opening: place black's second stone within the central 5×5.",
        zh: "开局：请把黑棋第二子下在中央 5×5 之内。",
    }
    /// A person places the fourth stone.
    fn soosorv_fourth() {
        en: "Opening: you are white: place the fourth stone anywhere.",
        zh: "开局：你执白，第四子可下在任意位置。",
    }
    /// A person offers fifth moves.
    fn soosorv_offer(done: usize, count: usize) {
        en: "Opening: you are black: offer fifth moves, no two symmetric ({done} of {count}; a click on an offer takes it back).",
        zh: "开局：你执黑，请给出互不对称的五手打点（已 {done}/{count}；点已摆的打点可收回）。",
    }
    /// A person picks an offer.
    fn soosorv_pick() {
        en: "Opening: you are white: pick one of black's offers as the fifth stone.",
        zh: "开局：你执白，请从黑方打点中选一个作为第五手。",
    }
    /// An offer symmetric to an earlier one was refused.
    fn soosorv_symmetric(point: &str) {
        en: "That point is symmetric to the offer on {point}: choose another.",
        zh: "该点与 {point} 的打点对称，请另选。",
    }
    /// A computer offers fifth moves.
    fn soosorv_offering(name: &str) {
        en: "Opening: {name} offers fifth moves…",
        zh: "开局：{name} 正在给出打点…",
    }
    /// A computer picks an offer.
    fn soosorv_picking(name: &str) {
        en: "Opening: {name} picks a fifth move…",
        zh: "开局：{name} 正在选择第五手…",
    }
    /// The heading of a colour question.
    fn soosorv_heading() {
        en: "Soosõrv-8: your choice",
        zh: "索索夫-8：由你选择",
    }
    /// The declaration's heading.
    fn soosorv_declare_heading() {
        en: "Soosõrv-8: how many fifth moves?",
        zh: "索索夫-8：几个打点？",
    }
    /// The declaration's question.
    fn soosorv_declare_text() {
        en: "Black will offer this many fifth moves, no two symmetric, and you pick one of them. The more offers, the more choice black has; black may still swap first.",
        zh: "黑方将给出这么多个互不对称的五手打点，由你选一个。打点越多，黑方的选择越多；黑方在此之前还可以交换。",
    }
    /// The colour question after three stones.
    fn soosorv_after_three() {
        en: "The three opening stones are down. Take black, or take white and place the fourth stone.",
        zh: "三子已摆好。执黑，或者执白并下第四子。",
    }
    /// The colour question after four stones.
    fn soosorv_after_four(count: usize) {
        en: "Black will offer {count} fifth moves. Keep black and offer them, or take white and pick one.",
        zh: "黑方要给出 {count} 个打点。继续执黑并给出打点，或者执白并从中选一个。",
    }
    /// A computer placed the fourth stone and declared the offers.
    fn decided_fourth(count: usize) {
        en: "placed the fourth stone and asked for {count} fifth moves",
        zh: "下了第四子并要求 {count} 个打点",
    }
    /// A computer offered fifth moves.
    fn decided_offers(count: usize) {
        en: "offered {count} fifth moves",
        zh: "给出了 {count} 个打点",
    }
    /// A computer picked an offer.
    fn decided_pick(point: &str) {
        en: "picked the fifth move {point}",
        zh: "选了第五手 {point}",
    }
}
