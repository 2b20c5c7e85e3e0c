//! `make-assets`: writes the game's generated pictures and sounds into
//! `assets/`, from where `gomoku::assets` embeds them.
//!
//! Run `cargo run --no-default-features --bin make-assets` after changing
//! this program, then commit the files; its unit tests fail until the
//! committed files match the generator again.
//!
//! The output is the same, byte for byte, on every run and every machine:
//! randomness comes from the crate's splitmix64 with fixed seeds, the
//! maths uses only correctly-rounded IEEE operations (see `dmath`), and the
//! work is split over threads by asset, never by pixel, with the results
//! collected in a fixed order.

use std::error::Error;
use std::path::Path;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use gomoku::assets::SAMPLE_RATE;

mod board;
mod canvas;
mod desktop;
mod dmath;
mod noise;
mod screens;
mod sounds;
mod stones;
mod wav;

/// One generated file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Asset {
    /// File name inside `assets/`, e.g. `"board15.png"`.
    pub name: &'static str,
    /// The file's contents.
    pub bytes: Vec<u8>,
}

/// Side of the stone pictures in pixels.
pub const STONE_PX: u32 = 128;
/// Size of the game-over pictures in pixels.
pub const SCREEN_PX: (u32, u32) = (800, 600);
/// Side of the app icon in pixels.
pub const ICON_PX: u32 = 256;
/// The sizes in the Windows icon `icon.ico`: the small and large icons at
/// 100 % to 200 % display scaling, and the full picture (Windows shrinks it
/// for the sizes in between).
const ICO_SIDES: [usize; 8] = [16, 20, 24, 32, 40, 48, 64, ICON_PX as usize];

/// What the jobs share: the bare wooden board under all three grids, and
/// the icon picture behind `icon.png` and `icon.ico`.
#[derive(Default)]
struct Shared {
    bare_board: OnceLock<canvas::Canvas>,
    icon: OnceLock<canvas::Canvas>,
}

impl Shared {
    fn board(&self, lines: usize) -> Vec<u8> {
        let bare = self.bare_board.get_or_init(board::bare_board);
        board::board(bare, lines).to_png()
    }

    fn icon(&self) -> &canvas::Canvas {
        self.icon.get_or_init(board::icon)
    }
}

/// One asset and how to make it.
struct Job {
    name: &'static str,
    make: fn(&Shared) -> Vec<u8>,
}

/// Every asset, in the order [`generate_all`] returns them.
const JOBS: [Job; 19] = [
    Job {
        name: "board13.png",
        make: |s| s.board(13),
    },
    Job {
        name: "board15.png",
        make: |s| s.board(15),
    },
    Job {
        name: "board19.png",
        make: |s| s.board(19),
    },
    Job {
        name: "black.png",
        make: |_| stones::stone_picture(stones::Stone::Black, STONE_PX as usize).to_png(),
    },
    Job {
        name: "white.png",
        make: |_| stones::stone_picture(stones::Stone::White, STONE_PX as usize).to_png(),
    },
    Job {
        name: "icon.png",
        make: |s| s.icon().to_png(),
    },
    Job {
        name: "icon.ico",
        make: |s| s.icon().to_ico(&ICO_SIDES),
    },
    Job {
        name: "win-black.png",
        make: |_| screens::win(stones::Stone::Black).to_png(),
    },
    Job {
        name: "win-white.png",
        make: |_| screens::win(stones::Stone::White).to_png(),
    },
    Job {
        name: "lose-black.png",
        make: |_| screens::lose(stones::Stone::Black).to_png(),
    },
    Job {
        name: "lose-white.png",
        make: |_| screens::lose(stones::Stone::White).to_png(),
    },
    Job {
        name: "draw.png",
        make: |_| screens::draw().to_png(),
    },
    Job {
        name: "start.wav",
        make: |_| sounds::start(),
    },
    Job {
        name: "stone.wav",
        make: |_| sounds::stone(),
    },
    Job {
        name: "win.wav",
        make: |_| sounds::win(),
    },
    Job {
        name: "lose.wav",
        make: |_| sounds::lose(),
    },
    Job {
        name: "music.wav",
        make: |_| sounds::music(),
    },
    Job {
        name: "gomoku.desktop",
        make: |_| desktop::DESKTOP_ENTRY.as_bytes().to_vec(),
    },
    Job {
        name: "gomoku-psq.xml",
        make: |_| desktop::PSQ_MIME_INFO.as_bytes().to_vec(),
    },
];

/// The order the jobs are started in: longest first, so two threads finish
/// together. (Indices into [`JOBS`].)
const START_ORDER: [usize; 19] = [
    16, 0, 1, 2, 7, 8, 9, 10, 11, 14, 15, 12, 5, 6, 4, 3, 13, 17, 18,
];

/// Every asset: the boards, stones, icon (PNG, then the Windows icon),
/// game-over screens, then the sounds, the desktop entry and the PSQ type (the order of
/// [`NAMES`]).
///
/// The work is spread over up to four threads, one asset at a time; which
/// thread makes an asset never changes its bytes, and the result is put
/// back in the fixed order.
pub fn generate_all() -> Vec<Asset> {
    let shared = Shared::default();
    let next = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get().clamp(1, 4));
    let worker = || {
        let mut done = Vec::new();
        loop {
            let k = next.fetch_add(1, Ordering::Relaxed);
            let Some(&job) = START_ORDER.get(k) else {
                break done;
            };
            done.push((job, (JOBS[job].make)(&shared)));
        }
    };
    let mut made: Vec<(usize, Vec<u8>)> = std::thread::scope(|s| {
        let helpers: Vec<_> = (1..threads).map(|_| s.spawn(worker)).collect();
        let mut made = worker();
        for h in helpers {
            match h.join() {
                Ok(more) => made.extend(more),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        made
    });
    made.sort_by_key(|&(job, _)| job);
    made.into_iter()
        .map(|(job, bytes)| Asset {
            name: JOBS[job].name,
            bytes,
        })
        .collect()
}

/// The names of every asset [`generate_all`] makes, in the same order.
pub const NAMES: [&str; 19] = [
    "board13.png",
    "board15.png",
    "board19.png",
    "black.png",
    "white.png",
    "icon.png",
    "icon.ico",
    "win-black.png",
    "win-white.png",
    "lose-black.png",
    "lose-white.png",
    "draw.png",
    "start.wav",
    "stone.wav",
    "win.wav",
    "lose.wav",
    "music.wav",
    "gomoku.desktop",
    "gomoku-psq.xml",
];

fn main() -> Result<(), Box<dyn Error>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    std::fs::create_dir_all(&dir).map_err(|e| format!("creating {}: {e}", dir.display()))?;
    let started = Instant::now();
    let assets = generate_all();
    let took = started.elapsed();
    let mut total = 0;
    for asset in &assets {
        let path = dir.join(asset.name);
        std::fs::write(&path, &asset.bytes)
            .map_err(|e| format!("writing {}: {e}", path.display()))?;
        println!("{:>12}  {:>9} bytes", asset.name, asset.bytes.len());
        total += asset.bytes.len();
    }
    println!(
        "{} files, {total} bytes, generated in {:.2} s into {}",
        assets.len(),
        took.as_secs_f64(),
        dir.display()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;

    fn assets_dir() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("assets")
    }

    fn committed(name: &str) -> Vec<u8> {
        let path = assets_dir().join(name);
        std::fs::read(&path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()))
    }

    #[test]
    fn committed_files_are_what_the_generator_makes() {
        let generated = generate_all();
        let names: Vec<&str> = generated.iter().map(|a| a.name).collect();
        assert_eq!(
            names, NAMES,
            "generate_all() should make every asset, in order"
        );
        for asset in &generated {
            let on_disk = committed(asset.name);
            assert!(
                asset.bytes == on_disk,
                "assets/{} ({} bytes) differs from what the generator makes ({} bytes): \
                 run `cargo run --bin make-assets --no-default-features` and commit",
                asset.name,
                on_disk.len(),
                asset.bytes.len()
            );
        }
    }

    /// The CJK font subsets and their licence: cut from Debian's
    /// `fonts-noto-cjk` by `scripts/cjk-subset.sh`, not generated here.
    const FROM_SCRIPTS: [&str; 4] = [
        "NotoSansSC-subset.otf",
        "NotoSansJP-subset.otf",
        "NotoSansTC-subset.otf",
        "NotoSansSC-subset.OFL.txt",
    ];

    /// The built-in puzzles: made and proved by an ignored test
    /// (`write_the_builtin_puzzles`, tests/core/tactics/puzzles.rs), not
    /// generated here.
    const FROM_TESTS: [&str; 1] = ["puzzles.txt"];

    /// The words of every language: written by translators, checked by
    /// the library's tests (`i18n::check`), not generated here.
    const BY_HAND: [&str; 1] = ["i18n"];

    #[test]
    fn every_expected_file_exists_and_nothing_else() {
        for name in NAMES {
            assert!(
                assets_dir().join(name).is_file(),
                "assets/{name} is missing"
            );
        }
        let dir = std::fs::read_dir(assets_dir()).expect("assets/ should be readable");
        for entry in dir {
            let name = entry.expect("a directory entry").file_name();
            let name = name.to_string_lossy();
            assert!(
                NAMES.contains(&name.as_ref())
                    || FROM_SCRIPTS.contains(&name.as_ref())
                    || FROM_TESTS.contains(&name.as_ref())
                    || BY_HAND.contains(&name.as_ref()),
                "assets/{name} is not made by the generator"
            );
        }
    }
}
