//! Panels that keep their rows in sight, as every part of the window
//! shows them.

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
