//! The Linux desktop entry (freedesktop.org `.desktop` file): how a desktop
//! lists the game and starts it. Packages install it with the icon.

/// The entry's text. `Exec` is the plain binary name: the game finds all it
/// needs inside itself, whatever the working directory.
pub const DESKTOP_ENTRY: &str = "[Desktop Entry]
Type=Application
Version=1.4
Name=Gomoku
GenericName=Five in a Row
Comment=Play five in a row against the computer
Exec=gomoku
Icon=gomoku
Terminal=false
Categories=Game;BoardGame;
Keywords=gomoku;gobang;renju;five in a row;board game;
StartupWMClass=gomoku
";
