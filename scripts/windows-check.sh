#!/usr/bin/env bash
# Cross-builds gomoku.exe and pbrain-gomoku.exe for x86_64-pc-windows-gnu on
# Debian or Ubuntu and checks them there, under Wine (and Xvfb for the
# window):
#   - both carry the icon and the version resource (what build.rs embeds);
#   - gomoku.exe is a GUI program (no console window beside the game);
#   - pbrain-gomoku.exe plays a short Gomocup session correctly;
#   - gomoku.exe opens the board, a click places a stone, the computer
#     replies, and after a game the score file is in the Wine user's
#     AppData folder;
#   - F12 closes the game;
#   - an outside engine seated in the window ends when gomoku.exe is
#     killed the hard way (scripts/stubborn-engine.c never leaves alone);
#   - the installer (scripts/windows-installer.nsi, NSIS) installs both
#     with a Start-menu entry and an uninstall entry, and its uninstaller
#     removes them again and leaves the player's score alone.
# One [PASS]/[FAIL] line per check; exits non-zero if any failed. Run as
# root (it installs what it needs with apt-get and rustup):
#
#   bash scripts/windows-check.sh
#
# Everything it makes outside the build folder (target/, or
# CARGO_TARGET_DIR) goes to a new folder under /tmp (the
# Wine prefix, logs, screenshots), printed at the start and the end; it
# never touches ~/.wine. WINDOWS_CHECK_DISPLAY picks the X display number
# for Xvfb (default 77, or the next free one).
#
# As another user it runs apt-get through sudo (as on GitHub's runners).
#
# Not part of `cargo test` or .ci/run: it needs Wine and a few minutes.
set -euo pipefail
cd "$(dirname "$0")/.."

target=x86_64-pc-windows-gnu
work=$(mktemp -d /tmp/windows-check.XXXXXX)
checks="$work/checks.txt"
: >"$checks"
echo "windows-check: working folder $work"

record() { # record PASS|FAIL message
    echo "[$1] $2" | tee -a "$checks"
}

# Runs a checking program that prints its own [PASS]/[FAIL] lines; a crash
# that printed no [FAIL] line still counts as a failure.
run_checker() { # run_checker name command...
    local name=$1 rc
    shift
    set +e
    "$@" 2>&1 | tee "$work/$name.txt"
    rc=${PIPESTATUS[0]}
    set -e
    grep -E '^\[(PASS|FAIL)\]' "$work/$name.txt" >>"$checks" || true
    if [ "$rc" -ne 0 ] && ! grep -q '^\[FAIL\]' "$work/$name.txt"; then
        record FAIL "$name stopped with exit code $rc (see $work/$name.txt)"
    fi
}

# --- What the check needs ----------------------------------------------------
# MinGW for the cross build (linker, windres, ar) and the DLL stand-in; Wine
# to run the .exe files; icoutils for wrestool; Xvfb, xdotool and
# ImageMagick to show, click and photograph the window; Mesa so that Wine's
# OpenGL (egui's glow renderer) renders in software; NSIS for the
# installer. (ALSA's library, for Wine's sound driver, comes with Wine:
# without a sound card the game plays silently. Naming it here would break
# on Ubuntu 24.04, where it is called libasound2t64.)
packages=(
    gcc-mingw-w64-x86-64 binutils-mingw-w64-x86-64
    wine wine64 icoutils xvfb xdotool imagemagick nsis
    libgl1-mesa-dri python3 ca-certificates
)
if ! dpkg -s "${packages[@]}" >/dev/null 2>&1; then
    sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y "${packages[@]}"
fi
rustup target add "$target"

# --- Build -------------------------------------------------------------------
# The same command as the release workflow's Windows step, for the GNU
# target (see README, "Windows and macOS builds").
cargo build --locked --release --target "$target" --bin gomoku --bin pbrain-gomoku
# Where cargo put it: target/, or CARGO_TARGET_DIR when that is set.
target_dir=$(realpath "${CARGO_TARGET_DIR:-target}")
out="$target_dir/$target/release"
gomoku_exe="$out/gomoku.exe"
pbrain_exe="$out/pbrain-gomoku.exe"

# --- Resources ---------------------------------------------------------------
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
for exe in "$gomoku_exe" "$pbrain_exe"; do
    name=$(basename "$exe")
    listing=$(wrestool -l "$exe" || true)
    if grep -q 'type=group_icon' <<<"$listing" && grep -q 'type=icon' <<<"$listing"; then
        record PASS "$name has the icon ($(grep -c 'type=icon ' <<<"$listing") images)"
    else
        record FAIL "$name has no icon resource: wrestool -l says: ${listing:-nothing}"
    fi
    # The version resource's strings are UTF-16; decode them to look for the
    # product name and the package version.
    strings_found=$(wrestool -x --raw --type=16 "$exe" 2>/dev/null |
        python3 -c 'import sys; print(sys.stdin.buffer.read().decode("utf-16-le", "replace"))' |
        tr -c '[:print:]' ' ')
    if grep -q 'ProductName *Gomoku' <<<"$strings_found" &&
        grep -q "ProductVersion *$version" <<<"$strings_found"; then
        record PASS "$name has the version resource (Gomoku $version)"
    else
        record FAIL "$name has no version resource naming Gomoku $version"
    fi
done
# A console-subsystem gomoku.exe would open a terminal window beside the game.
# (Read whole into a variable: `grep -q` in a pipe would cut objdump off and
# pipefail would count that as a failure.)
subsystem=$(x86_64-w64-mingw32-objdump -p "$gomoku_exe" | sed -n 's/^Subsystem[[:space:]]*//p')
if grep -q 'Windows GUI' <<<"$subsystem"; then
    record PASS "gomoku.exe is a Windows GUI program (no console window)"
else
    record FAIL "gomoku.exe is not a Windows GUI program: subsystem ${subsystem:-unknown}"
fi

# --- Wine and a virtual screen ------------------------------------------------
# The screen comes first: Wine's desktop process, started with the first
# Wine program of the prefix, keeps the display it was started with, and a
# window opened later on another display fails ("no driver could be
# loaded").
display_number=${WINDOWS_CHECK_DISPLAY:-77}
while [ -e "/tmp/.X$display_number-lock" ]; do
    display_number=$((display_number + 1))
done
Xvfb ":$display_number" -screen 0 1280x1024x24 -nolisten tcp >"$work/xvfb.txt" 2>&1 &
xvfb_pid=$!
export DISPLAY=":$display_number"

cleanup() {
    # Only what this script started: Xvfb, and the programs of its own
    # prefix (never the default ~/.wine, hence the test).
    if [ "${WINEPREFIX:-}" = "$work/wineprefix" ]; then
        "$wineserver" -k 2>/dev/null || true
    fi
    kill "$xvfb_pid" 2>/dev/null || true
}
trap cleanup EXIT

# Wait (with a deadline) until the server takes connections.
for _ in $(seq 100); do
    xdotool getdisplaygeometry >/dev/null 2>&1 && break
    sleep 0.2
done
if ! xdotool getdisplaygeometry >/dev/null 2>&1; then
    echo "windows-check: Xvfb did not start on $DISPLAY (see $work/xvfb.txt)" >&2
    exit 1
fi
echo "windows-check: Xvfb on $DISPLAY"

# A throwaway prefix; no Mono or Gecko (their installers would ask), and
# no winemenubuilder (it would copy the installer's Start-menu entries into
# this machine's own menus).
export WINEPREFIX="$work/wineprefix" WINEDEBUG=-all
export WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d"
# Debian's `wine` wrapper nags about a missing 32-bit Wine; the 64-bit
# loader is all we need.
wine=wine
wineserver=wineserver
if [ -x /usr/lib/wine/wine64 ]; then
    wine=/usr/lib/wine/wine64
    wineserver=/usr/lib/wine/wineserver64
fi
# Waits until every program of the prefix has ended (the deadline is for
# hangs only), so that each phase starts from a quiet prefix.
wine_idle() {
    timeout 300 "$wineserver" -w || echo "windows-check: Wine programs still running after 300 s"
}
echo "windows-check: $("$wine" --version), prefix $WINEPREFIX"
timeout 600 "$wine" wineboot -i >"$work/wineboot.txt" 2>&1
wine_idle
# Rust's standard library needs ProcessPrng from bcryptprimitives.dll, which
# Wine before 9 lacks: without it every Rust .exe fails to load. A stand-in
# (scripts/bcryptprimitives-standin.c) goes into this prefix only; it is a
# test fixture, never shipped.
system32="$WINEPREFIX/drive_c/windows/system32"
if [ -e "$system32/bcryptprimitives.dll" ]; then
    echo "windows-check: this Wine has bcryptprimitives.dll; no stand-in needed"
else
    x86_64-w64-mingw32-gcc -shared -O2 -o "$work/bcryptprimitives.dll" \
        scripts/bcryptprimitives-standin.c scripts/bcryptprimitives-standin.def -ladvapi32
    cp "$work/bcryptprimitives.dll" "$system32/"
    echo "windows-check: this Wine lacks bcryptprimitives.dll; test stand-in installed in the prefix"
fi

# --- pbrain-gomoku.exe: a Gomocup session --------------------------------------
run_checker gomocup python3 scripts/gomocup_check.py -- "$wine" "$pbrain_exe"
wine_idle

# --- gomoku.exe: a game on the virtual screen ----------------------------------

# The game's stderr (with Wine's errors switched back on) goes to a log.
WINEDEBUG=err+all "$wine" "$gomoku_exe" >"$work/gomoku.txt" 2>&1 &
game_pid=$!
shots="$work/screenshots"
run_checker game python3 scripts/wine_gui_check.py --display "$DISPLAY" --shots "$shots" \
    --score-glob "$WINEPREFIX/drive_c/users/*/AppData/Roaming/**/score.json"
score_file=$(find "$WINEPREFIX/drive_c/users" -path '*/AppData/Roaming/*' -name score.json | head -n 1)
if [ -n "$score_file" ] && python3 -m json.tool "$score_file" >/dev/null; then
    record PASS "score file in the Wine user's AppData: ${score_file#"$WINEPREFIX"/}: $(tr -d ' \n' <"$score_file")"
else
    record FAIL "no readable score.json under $WINEPREFIX/drive_c/users/*/AppData/Roaming"
fi

# F12 quits; the pointer is over the window, which has the keyboard then
# (no window manager: focus follows the pointer).
xdotool key F12 || true
for _ in $(seq 300); do
    kill -0 "$game_pid" 2>/dev/null || break
    sleep 0.2
done
if kill -0 "$game_pid" 2>/dev/null; then
    record FAIL "F12 did not close gomoku.exe"
else
    wait "$game_pid" && rc=0 || rc=$?
    if [ "$rc" -eq 0 ]; then
        record PASS "F12 closes gomoku.exe (exit code 0)"
    else
        record FAIL "gomoku.exe ended with exit code $rc (see $work/gomoku.txt)"
    fi
fi

# --- An outside engine ends with the program -----------------------------------
# gomoku.exe with an engine that never leaves on its own (a test fixture,
# scripts/stubborn-engine.c) seated as black: the window starts it for the
# first move. Then gomoku.exe is killed the hard way, as a crash would end
# it: the job object it put the engine in must end the engine as well.
wine_idle
x86_64-w64-mingw32-gcc -O2 -o "$work/stubborn-engine.exe" scripts/stubborn-engine.c
stubborn=$("$wine" winepath -w "$work/stubborn-engine.exe" 2>/dev/null | tr -d '\r')
"$wine" "$gomoku_exe" --black "$stubborn" --white human >"$work/gomoku-engine.txt" 2>&1 &
# The engine's own process: its command line starts with its path (the
# game's names it too, as an argument).
engine_running() { pgrep -f '^[^ ]*stubborn-engine\.exe' >/dev/null; }
for _ in $(seq 300); do
    engine_running && break
    sleep 0.2
done
if ! engine_running; then
    record FAIL "the window never started the engine seated as black (see $work/gomoku-engine.txt)"
else
    sleep 2
    pkill -KILL -f '^[^ ]*gomoku\.exe --black' || true
    for _ in $(seq 50); do
        engine_running || break
        sleep 0.2
    done
    if engine_running; then
        record FAIL "an outside engine outlived gomoku.exe killed the hard way"
        pkill -KILL -f '^[^ ]*stubborn-engine\.exe' || true
    else
        record PASS "an outside engine ends with gomoku.exe, even killed the hard way (job object)"
    fi
fi
wine_idle

# Whatever happened above, the installer check starts with no game running.
"$wineserver" -k 2>/dev/null || true
wine_idle

# --- The installer --------------------------------------------------------------
# wine_idle after the uninstaller matters: it finishes in a copy of itself
# that the first call does not wait for.
setup_exe="$target_dir/windows-installer/gomoku-$version-setup.exe"
mkdir -p "$(dirname "$setup_exe")"
if makensis -V2 -DVERSION="$version" -DBIN_DIR="$out" -DOUT_FILE="$setup_exe" \
    scripts/windows-installer.nsi >"$work/makensis.txt" 2>&1; then
    record PASS "installer built: $setup_exe"
    user_dir=$(find "$WINEPREFIX/drive_c/users" -mindepth 1 -maxdepth 1 -type d ! -name Public | head -n 1)
    installed="$user_dir/AppData/Local/Programs/Gomoku"
    menu="$user_dir/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Gomoku"
    uninstall_key='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Gomoku'
    "$wine" "$setup_exe" /S
    wine_idle
    if [ -x "$installed/gomoku.exe" ] && [ -x "$installed/pbrain-gomoku.exe" ] &&
        cmp -s "$installed/gomoku.exe" "$gomoku_exe"; then
        record PASS "installer puts gomoku.exe and pbrain-gomoku.exe in ${installed#"$WINEPREFIX"/}"
    else
        record FAIL "installer did not install the executables into ${installed#"$WINEPREFIX"/}"
    fi
    # The shortcut names its target in UTF-16.
    if [ -f "$menu/Gomoku.lnk" ] && x86_64-w64-mingw32-strings -e l "$menu/Gomoku.lnk" | grep -qx 'gomoku.exe'; then
        record PASS "Start-menu entry Gomoku → gomoku.exe"
    else
        record FAIL "no Start-menu shortcut to gomoku.exe in ${menu#"$WINEPREFIX"/}"
    fi
    if "$wine" reg query "$uninstall_key" >"$work/reg.txt" 2>&1 &&
        grep -q 'UninstallString' "$work/reg.txt"; then
        record PASS "uninstall entry in the registry ($(grep -o 'DisplayName.*' "$work/reg.txt" | tr -s ' '))"
    else
        record FAIL "no uninstall entry $uninstall_key"
    fi
    "$wine" "$installed/Uninstall.exe" /S
    wine_idle
    if [ ! -e "$installed" ] && [ ! -e "$menu" ] && ! "$wine" reg query "$uninstall_key" >/dev/null 2>&1; then
        record PASS "uninstaller removes the program, the Start-menu entry and the registry entry"
    else
        record FAIL "uninstaller left the program folder, the Start-menu folder or the registry entry"
    fi
    if [ -z "$score_file" ]; then
        record FAIL "uninstaller keeps the player's data: not checked, the game made no score.json"
    elif [ -f "$score_file" ]; then
        record PASS "uninstaller keeps the player's score.json"
    else
        record FAIL "the score file is gone after uninstalling"
    fi
else
    record FAIL "makensis failed (see $work/makensis.txt)"
fi

# --- Summary -------------------------------------------------------------------
passed=$(grep -c '^\[PASS\]' "$checks" || true)
failed=$(grep -c '^\[FAIL\]' "$checks" || true)
echo
echo "windows-check: screenshots in $shots"
echo "windows-check: logs in $work"
echo "windows-check: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
