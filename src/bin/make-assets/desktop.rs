//! The Linux desktop entry (freedesktop.org `.desktop` file): how a desktop
//! lists the game and starts it; and the shared-mime-info type of PSQ game
//! records, so that double-clicking a record opens it in the game. Packages
//! install both with the icon.

/// The entry's text. `Exec` is the plain binary name: the game finds all it
/// needs inside itself, whatever the working directory; `%f` is a record
/// file to open in review.
pub const DESKTOP_ENTRY: &str = "[Desktop Entry]
Type=Application
Version=1.4
Name=Gomoku
GenericName=Five in a Row
Comment=Play five in a row against the computer
Exec=gomoku %f
Icon=gomoku
Terminal=false
Categories=Game;BoardGame;
Keywords=gomoku;gobang;renju;five in a row;board game;
StartupWMClass=gomoku
MimeType=application/x-gomoku-psq;
";

/// The PSQ record type (Piskvork's `.psq` files), for
/// `/usr/share/mime/packages/`: known by its extension and by the
/// `Piskvorky` header every PSQ file starts with.
pub const PSQ_MIME_INFO: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="application/x-gomoku-psq">
    <comment>Gomoku game record (Piskvork)</comment>
    <sub-class-of type="text/plain"/>
    <glob pattern="*.psq"/>
    <magic priority="50">
      <match type="string" offset="0" value="Piskvorky"/>
    </magic>
  </mime-type>
</mime-info>
"#;
