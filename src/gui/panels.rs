//! What every part of the window shares: panels that keep their rows in
//! sight, and the fonts.

use eframe::egui;

/// Shows `panel` with `add` inside, and keeps what it holds in sight.
///
/// egui clips a panel's contents to the height the panel had last frame.
/// When they wrap onto more rows (a narrower window, the other language, a
/// longer legend), the new row would stay unpainted until something else
/// asked for a frame; so the frame is laid out again at once whenever the
/// panel's height changes.
pub fn show_panel<R>(
    ui: &mut egui::Ui,
    panel: egui::Panel,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    let shown = panel.show(ui, add);
    let id = shown.response.id.with("height last frame");
    let height = shown.response.rect.height();
    let before = ui.data_mut(|d| {
        let before = d.get_temp::<f32>(id);
        d.insert_temp(id, height);
        before
    });
    if before.is_some_and(|b| (b - height).abs() > 0.5) {
        ui.ctx()
            .request_discard("a panel's rows wrapped differently");
    }
    shown.inner
}

/// Adds the embedded Chinese font to egui's fonts, after the default
/// ones: Latin text keeps its look, and every glyph the default fonts lack
/// (the Chinese of [`crate::i18n`]) comes from it.
pub fn install_fonts(ctx: &egui::Context) {
    let families = [egui::FontFamily::Proportional, egui::FontFamily::Monospace]
        .into_iter()
        .map(|family| egui::epaint::text::InsertFontFamily {
            family,
            priority: egui::epaint::text::FontPriority::Lowest,
        })
        .collect();
    ctx.add_font(egui::epaint::text::FontInsert::new(
        "noto-sans-sc-subset",
        egui::FontData::from_static(crate::assets::CJK_FONT),
        families,
    ));
}
