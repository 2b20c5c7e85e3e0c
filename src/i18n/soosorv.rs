//! The words of the Soosõrv-8 opening (renju): its name, each step as the
//! status line says it, the declaration's question, and what a computer
//! decided.

use super::Lang;

messages! {    /// Soosõrv-8, in the Opening menu.
    fn opening_soosorv();
    /// Its hover text.
    fn opening_soosorv_hover();
    /// An outside engine cannot play Soosõrv-8.
    fn player_no_soosorv(name: &str, detail: &str);
    /// A person places the first stone.
    fn soosorv_first();
    /// A person places the second stone.
    fn soosorv_second();
    /// A person places the third stone.
    fn soosorv_third();
    /// A person places the fourth stone.
    fn soosorv_fourth();
    /// A person offers fifth moves.
    fn soosorv_offer(done: usize, count: usize);
    /// A person picks an offer.
    fn soosorv_pick();
    /// An offer symmetric to an earlier one was refused.
    fn soosorv_symmetric(point: &str);
    /// A computer offers fifth moves.
    fn soosorv_offering(name: &str);
    /// A computer picks an offer.
    fn soosorv_picking(name: &str);
    /// The heading of a colour question.
    fn soosorv_heading();
    /// The declaration's heading.
    fn soosorv_declare_heading();
    /// The declaration's question.
    fn soosorv_declare_text();
    /// The colour question after three stones.
    fn soosorv_after_three();
    /// The colour question after four stones.
    fn soosorv_after_four(count: usize);
    /// A computer placed the fourth stone and declared the offers.
    fn decided_fourth(count: usize);
    /// A computer offered fifth moves.
    fn decided_offers(count: usize);
    /// A computer picked an offer.
    fn decided_pick(point: &str);
}
