//! The real game window on a virtual X screen (Xvfb, no window manager),
//! driven the way a script or a careless window manager would drive it:
//! what the headless tests cannot reach because it happens between winit,
//! eframe and the renderer.
//!
//! Needs `Xvfb` and `xdotool` (the README's test command installs them).

use std::fs;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// How long the debug build may take to open its window.
const OPEN_TIMEOUT: Duration = Duration::from_secs(60);

/// A process ended (and reaped) when dropped, so a failing test leaves no
/// X server or game behind. It is asked to terminate first (Xvfb then
/// removes its socket and lock file), and killed if that cannot be sent.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        if matches!(self.0.try_wait(), Ok(Some(_))) {
            return; // ended (and reaped) already
        }
        let asked = Command::new("kill")
            .arg(self.0.id().to_string())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if !asked {
            let _ = self.0.kill();
        }
        let _ = self.0.wait();
    }
}

/// A virtual X screen of 1280×1024 on a display number Xvfb picks itself.
struct Screen {
    _server: Running,
    display: String,
    _alone: MutexGuard<'static, ()>,
}

fn missing_tool(tool: &str) -> String {
    format!(
        "{tool} is not installed: apt-get install -y xvfb xdotool (the README's test command does)"
    )
}

/// One screen at a time: each test's game paints in software, and two at
/// once on a small machine slow both down for nothing.
static ONE_SCREEN: Mutex<()> = Mutex::new(());

impl Screen {
    /// Starts a screen, and checks that it takes clients.
    fn start() -> Screen {
        for _ in 0..3 {
            let alone = ONE_SCREEN.lock().unwrap_or_else(PoisonError::into_inner);
            let screen = Screen::launch(alone);
            if !screen.xdotool(&["getdisplaygeometry"]).trim().is_empty() {
                return screen;
            }
        }
        panic!("no Xvfb screen took clients after three starts");
    }

    fn launch(alone: MutexGuard<'static, ()>) -> Screen {
        let mut server = Command::new("Xvfb")
            // -noreset: Xvfb otherwise resets when its last client leaves
            // (the check below), refusing connections meanwhile.
            .args([
                "-noreset",
                "-displayfd",
                "1",
                "-screen",
                "0",
                "1280x1024x24",
                "-nolisten",
                "tcp",
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("{} ({e})", missing_tool("Xvfb")));
        // Xvfb writes the display number once it accepts clients.
        let mut line = String::new();
        let stdout = server.stdout.take().expect("piped");
        BufReader::new(stdout)
            .read_line(&mut line)
            .expect("Xvfb says its display");
        let number = line.trim();
        assert!(!number.is_empty(), "Xvfb did not start");
        Screen {
            _server: Running(server),
            display: format!(":{number}"),
            _alone: alone,
        }
    }

    /// Runs xdotool on this screen and returns what it printed.
    fn xdotool(&self, args: &[&str]) -> String {
        let out = Command::new("xdotool")
            .args(args)
            .env("DISPLAY", &self.display)
            .output()
            .unwrap_or_else(|e| panic!("{} ({e})", missing_tool("xdotool")));
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Starts the game on this screen with its own (empty or given)
    /// settings folder, logging to `dir/log.txt`, and waits for its window.
    fn open_game(&self, dir: &Path) -> (Running, String) {
        let mut game = self.start_game(dir, &[]);
        let started = Instant::now();
        loop {
            let found = self.xdotool(&["search", "--onlyvisible", "--class", "gomoku"]);
            if let Some(window) = found.lines().next() {
                return (game, window.to_owned());
            }
            assert_alive(&mut game, dir, "while opening");
            assert!(
                started.elapsed() < OPEN_TIMEOUT,
                "no window after {OPEN_TIMEOUT:?}:\n{}",
                log_text(dir)
            );
            sleep(Duration::from_millis(200));
        }
    }

    /// Starts the game on this screen with its own (empty or given)
    /// settings folder and `env` besides, logging to `dir/log.txt`.
    fn start_game(&self, dir: &Path, env: &[(&str, &str)]) -> Running {
        self.start_game_with(dir, env, &[])
    }

    /// [`Self::start_game`] with command-line arguments.
    fn start_game_with(&self, dir: &Path, env: &[(&str, &str)], args: &[&str]) -> Running {
        let log = fs::File::create(dir.join("log.txt")).expect("log file");
        let game = Command::new(env!("CARGO_BIN_EXE_gomoku"))
            .args(args)
            .env("DISPLAY", &self.display)
            .env_remove("WAYLAND_DISPLAY")
            .env("XDG_DATA_HOME", dir.join("data"))
            .env("XDG_CONFIG_HOME", dir.join("config"))
            .env("RUST_LOG", "info")
            .envs(env.iter().copied())
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("the game starts");
        Running(game)
    }

    /// [`Self::open_game`], then waits until the game has gone quiet: the
    /// moment a script or a window manager would act.
    fn open_quiet_game(&self, dir: &Path) -> (Running, String) {
        let (mut game, window) = self.open_game(dir);
        wait_until_idle(&mut game, dir);
        (game, window)
    }

    /// The window's place and size, as xdotool reports them.
    fn geometry(&self, window: &str) -> ([i32; 2], [u32; 2]) {
        let text = self.xdotool(&["getwindowgeometry", window]);
        let field = |name: &str| {
            text.lines()
                .find_map(|l| l.trim().strip_prefix(name))
                .unwrap_or_else(|| panic!("no {name} in {text:?}"))
                .to_owned()
        };
        let position = field("Position: ");
        let position = position.split(' ').next().unwrap_or_default();
        let (x, y) = position.split_once(',').expect("x,y");
        let size = field("Geometry: ");
        let (w, h) = size.split_once('x').expect("WxH");
        let number = |s: &str| s.trim().parse::<i64>().expect("a number");
        (
            [number(x) as i32, number(y) as i32],
            [number(w) as u32, number(h) as u32],
        )
    }
}

fn log_text(dir: &Path) -> String {
    fs::read_to_string(dir.join("log.txt")).unwrap_or_default()
}

fn assert_alive(game: &mut Running, dir: &Path, when: &str) {
    if let Some(status) = game.0.try_wait().expect("the game's status") {
        panic!(
            "the game ended {when} ({status}); its log:\n{}",
            log_text(dir)
        );
    }
}

/// The CPU time the game has used so far, in clock ticks (user and system).
fn cpu_ticks(game: &Running) -> u64 {
    let stat = fs::read_to_string(format!("/proc/{}/stat", game.0.id())).unwrap_or_default();
    // The fields after the command name (in parentheses, which may hold
    // spaces): utime and stime are the 12th and 13th of them.
    let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    after
        .split_whitespace()
        .skip(11)
        .take(2)
        .filter_map(|f| f.parse::<u64>().ok())
        .sum()
}

/// Waits until the game has gone quiet (no CPU time used for a third of a
/// second): its first frames are painted and it waits for the player.
fn wait_until_idle(game: &mut Running, dir: &Path) {
    let started = Instant::now();
    let mut before = cpu_ticks(game);
    loop {
        sleep(Duration::from_millis(350));
        assert_alive(game, dir, "settling");
        let now = cpu_ticks(game);
        if now == before {
            return;
        }
        before = now;
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the game never went quiet; its log:\n{}",
            log_text(dir)
        );
    }
}

/// Waits up to 20 s for the game to end, and returns how it ended.
fn wait_for_exit(game: &mut Running, dir: &Path, what: &str) -> ExitStatus {
    let started = Instant::now();
    loop {
        if let Some(status) = game.0.try_wait().expect("the game's status") {
            return status;
        }
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "{what}: the game still runs after 20 s; its log:\n{}",
            log_text(dir)
        );
        sleep(Duration::from_millis(100));
    }
}

/// Waits up to `timeout` for `done`, keeping an eye on the game.
fn wait_for(
    game: &mut Running,
    dir: &Path,
    what: &str,
    timeout: Duration,
    mut done: impl FnMut() -> bool,
) {
    let started = Instant::now();
    while !done() {
        assert_alive(game, dir, what);
        assert!(
            started.elapsed() < timeout,
            "{what}: not within {timeout:?}; the log:\n{}",
            log_text(dir)
        );
        sleep(Duration::from_millis(100));
    }
}

/// Issue 10, fault 8: a script (or a window manager that ignores the size
/// limit) makes the window 32767×32767. Painting that once brought the
/// game down in Mesa's software renderer; the window must instead shrink
/// to what the renderer draws, and the game go on.
#[test]
fn a_window_grown_past_the_renderer_shrinks_and_the_game_lives_on() {
    let screen = Screen::start();
    let dir = tempfile::tempdir().expect("temp dir");
    // While the game waits for the player. (A resize landing during a
    // paint, in the moment between the gate's look at the size and the
    // renderer's, is not covered: see `SizeGate` in src/gui/window.rs.)
    let (mut game, window) = screen.open_quiet_game(dir.path());
    screen.xdotool(&["windowsize", &window, "32767", "32767"]);
    // The game says what the renderer draws when it notices.
    let mut limit = None;
    wait_for(
        &mut game,
        dir.path(),
        "noticing the size",
        Duration::from_secs(20),
        || {
            limit = log_text(dir.path())
                .split("beyond the renderer's ")
                .nth(1)
                .and_then(|rest| rest.split(':').next()?.parse::<u32>().ok());
            limit.is_some()
        },
    );
    let limit = limit.unwrap_or_default();
    assert!((480..32767).contains(&limit), "renderer limit {limit}");
    wait_for(
        &mut game,
        dir.path(),
        "shrinking",
        Duration::from_secs(20),
        || {
            let (_, [w, h]) = screen.geometry(&window);
            w <= limit && h <= limit
        },
    );
    // Painted at the limit (a big frame, slow in software), then back to
    // an ordinary size: alive throughout.
    wait_for(
        &mut game,
        dir.path(),
        "painting again",
        Duration::from_secs(30),
        || log_text(dir.path()).contains("painting again"),
    );
    sleep(Duration::from_secs(1));
    assert_alive(&mut game, dir.path(), "after painting at the limit");
    screen.xdotool(&["windowsize", &window, "860", "920"]);
    wait_for(
        &mut game,
        dir.path(),
        "back to 860×920",
        Duration::from_secs(20),
        || screen.geometry(&window).1 == [860, 920],
    );
    sleep(Duration::from_secs(1));
    assert_alive(&mut game, dir.path(), "after shrinking back");
}

/// Issue 10, fault 7: a remembered place on a monitor that is not there
/// (`"window_pos": [5000, 5000]` on a 1280×1024 screen) must not open the
/// window where nobody can see it.
#[test]
fn a_window_remembered_off_the_screen_opens_on_it() {
    let screen = Screen::start();
    let dir = tempfile::tempdir().expect("temp dir");
    let settings = dir.path().join("data/gomoku");
    fs::create_dir_all(&settings).expect("settings folder");
    fs::write(
        settings.join("settings.json"),
        r#"{"window_pos": [5000, 5000], "window_size": [860, 920]}"#,
    )
    .expect("settings written");
    let (mut game, window) = screen.open_game(dir.path());
    wait_for(
        &mut game,
        dir.path(),
        "moving onto the screen",
        Duration::from_secs(20),
        || {
            let ([x, y], _) = screen.geometry(&window);
            (0..1280 - 120).contains(&x) && (0..1024 - 40).contains(&y)
        },
    );
    assert_alive(&mut game, dir.path(), "after moving");
}

/// F12 closes the game (the way out with no window manager to ask): the
/// window goes, the process ends successfully, and the settings are saved
/// on the way.
#[test]
fn f12_closes_the_game_and_the_process_ends() {
    let screen = Screen::start();
    let dir = tempfile::tempdir().expect("temp dir");
    // The key, to the window under the pointer.
    let (mut game, window) = screen.open_quiet_game(dir.path());
    screen.xdotool(&["mousemove", "--window", &window, "400", "400"]);
    screen.xdotool(&["windowfocus", "--sync", &window]);
    screen.xdotool(&["key", "F12"]);
    let status = wait_for_exit(&mut game, dir.path(), "F12");
    assert!(
        status.success(),
        "{status}; the log:\n{}",
        log_text(dir.path())
    );
    let settings = dir.path().join("data/gomoku/settings.json");
    assert!(settings.is_file(), "no {}", settings.display());
}

/// With no OpenGL driver to be had, the window cannot open: the game says
/// so and ends with a failure status, neither hanging nor panicking.
#[test]
fn without_opengl_the_game_says_so_and_ends() {
    let screen = Screen::start();
    let dir = tempfile::tempdir().expect("temp dir");
    // Mesa finds no driver in an empty folder (GLX and EGL alike).
    let nowhere = dir.path().join("no-drivers");
    fs::create_dir_all(&nowhere).expect("empty folder");
    let nowhere = nowhere.to_string_lossy().into_owned();
    let mut game = screen.start_game(dir.path(), &[("LIBGL_DRIVERS_PATH", &nowhere)]);
    let status = wait_for_exit(&mut game, dir.path(), "without OpenGL");
    let log = log_text(dir.path());
    assert_eq!(status.code(), Some(1), "{status}; the log:\n{log}");
    assert!(
        log.contains("the game window could not be opened"),
        "the log:\n{log}"
    );
    assert!(!log.contains("panicked"), "the log:\n{log}");
}

/// A Gomocup engine that, like some real ones, does not end when its input
/// closes: it writes its process id to `dir/pid`, answers `START` and
/// `ABOUT`, never moves, and once its input is gone sleeps on (the same
/// process: `exec`).
fn stubborn_engine(dir: &Path) -> std::path::PathBuf {
    let path = dir.join("pbrain-stubborn");
    let pid = dir.join("pid");
    let script = format!(
        r#"#!/bin/sh
echo $$ > '{pid}.part' && mv '{pid}.part' '{pid}'
while read -r line; do
    case "$line" in
        START*) echo OK ;;
        ABOUT*) echo 'name="Stubborn"' ;;
    esac
done
exec sleep 600
"#,
        pid = pid.display()
    );
    fs::write(&path, script).expect("write the engine");
    let mut perms = fs::metadata(&path).expect("metadata").permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut perms, 0o755);
    fs::set_permissions(&path, perms).expect("chmod");
    path
}

/// Whether process `pid` is gone (or only a zombie: ended, not yet reaped
/// by whoever adopted it).
fn process_gone(pid: &str) -> bool {
    match fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        Ok(stat) => stat
            .rsplit_once(')')
            .is_some_and(|(_, rest)| rest.trim_start().starts_with('Z')),
    }
}

/// An outside engine seated in the window ends with the game however the
/// game ends: asked to terminate (`SIGTERM`, which the game does not
/// catch) or killed outright, its engine is not left behind, even one that
/// would sleep on after its input closed.
#[test]
fn an_outside_engine_ends_with_the_game_however_it_ends() {
    let screen = Screen::start();
    for signal in ["TERM", "KILL"] {
        let dir = tempfile::tempdir().expect("temp dir");
        let engine = stubborn_engine(dir.path());
        let engine = engine.to_string_lossy();
        let args = ["--black", &engine, "--white", "human", "--time", "none"];
        let mut game = screen.start_game_with(dir.path(), &[], &args);
        let pid_file = dir.path().join("pid");
        let mut pid = String::new();
        wait_for(
            &mut game,
            dir.path(),
            "the engine starting",
            OPEN_TIMEOUT,
            || {
                pid = fs::read_to_string(&pid_file)
                    .unwrap_or_default()
                    .trim()
                    .to_owned();
                !pid.is_empty()
            },
        );
        assert!(!process_gone(&pid), "the engine runs while the game does");
        let sent = Command::new("kill")
            .args(["-s", signal, &game.0.id().to_string()])
            .status();
        assert!(sent.is_ok_and(|s| s.success()), "kill -s {signal}");
        let status = wait_for_exit(&mut game, dir.path(), signal);
        assert!(!status.success(), "{signal}: {status}");
        let started = Instant::now();
        while !process_gone(&pid) {
            if started.elapsed() > Duration::from_secs(10) {
                let _ = Command::new("kill").args(["-9", &pid]).status();
                panic!("after SIG{signal} the engine (pid {pid}) was still there");
            }
            sleep(Duration::from_millis(50));
        }
    }
}
