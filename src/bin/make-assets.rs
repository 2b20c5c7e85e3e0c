//! Writes the game's generated pictures and sounds into `assets/`.
//!
//! Run `cargo run --bin make-assets --no-default-features` after changing
//! `src/assetgen`, then commit the files; `tests/assets.rs` fails until the
//! committed files match the generator again.

use std::error::Error;
use std::path::Path;
use std::time::Instant;

fn main() -> Result<(), Box<dyn Error>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    std::fs::create_dir_all(&dir).map_err(|e| format!("creating {}: {e}", dir.display()))?;
    let started = Instant::now();
    let assets = gomoku::assetgen::generate_all();
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
