#!/usr/bin/env python3
"""Plays a short Gomocup (Piskvork) brain session with an engine and checks
its answers; prints one [PASS]/[FAIL] line per check and exits non-zero if
any failed. For scripts/windows-check.sh, which runs pbrain-gomoku.exe
under Wine, but any engine works:

    python3 scripts/gomocup_check.py -- wine target/.../pbrain-gomoku.exe
    python3 scripts/gomocup_check.py -- target/release/pbrain-gomoku

The session: START 15, INFO, ABOUT, BEGIN, two TURNs, RESTART, a BOARD
position, END. A move must be "x,y" on the board and on an empty point.
Every read has a deadline so a silent engine fails instead of hanging; it
is not a speed check.
"""

import queue
import re
import subprocess
import sys
import threading

SIZE = 15
DEADLINE = 60.0  # seconds per answer; Wine's first start can be slow
MOVE = re.compile(r"^(\d+),(\d+)$")


def main():
    cmd = sys.argv[1:]
    if cmd[:1] == ["--"]:
        cmd = cmd[1:]
    if not cmd:
        print(__doc__)
        return 2
    engine = subprocess.Popen(
        cmd,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        bufsize=1,
    )
    lines = queue.Queue()

    def reader():
        for line in engine.stdout:
            lines.put(line.rstrip("\r\n"))
        lines.put(None)  # end of output

    threading.Thread(target=reader, daemon=True).start()
    failures = 0

    def check(ok, what, detail=""):
        nonlocal failures
        print(f"[{'PASS' if ok else 'FAIL'}] pbrain: {what}{': ' + detail if detail else ''}",
              flush=True)
        failures += 0 if ok else 1
        return ok

    def send(command):
        engine.stdin.write(command + "\n")
        engine.stdin.flush()

    def answer():
        """The engine's next line, skipping MESSAGE/DEBUG chatter; None when
        it closed its output or said nothing before the deadline."""
        while True:
            try:
                line = lines.get(timeout=DEADLINE)
            except queue.Empty:
                return None
            if line is None or not line.startswith(("MESSAGE", "DEBUG")):
                return line

    def move(command, taken):
        """Sends a command that wants a move; checks the move and records it."""
        send(command)
        line = answer()
        m = MOVE.match(line or "")
        ok = bool(m) and all(0 <= int(v) < SIZE for v in m.groups())
        ok = ok and (int(m[1]), int(m[2])) not in taken
        check(ok, f"{command} answered with a legal move",
              f"{line!r}" + ("" if ok else f" (taken: {sorted(taken)})"))
        if ok:
            taken.add((int(m[1]), int(m[2])))
        return ok

    try:
        send(f"START {SIZE}")
        line = answer()
        if not check(line == "OK", f"START {SIZE} answered OK", repr(line)):
            return 1
        # INFO needs no answer; an engine that answers would shift the rest.
        send("INFO timeout_turn 2000")
        send("INFO rule 0")
        send("ABOUT")
        line = answer()
        check(bool(line) and 'name="' in line, "ABOUT answered with a name", repr(line))

        taken = set()
        move("BEGIN", taken)
        # Two moves of ours: free points near the centre.
        for _ in range(2):
            ours = next(p for p in [(7, 7), (8, 8), (6, 6), (9, 9), (5, 5)] if p not in taken)
            taken.add(ours)
            move(f"TURN {ours[0]},{ours[1]}", taken)

        send("RESTART")
        line = answer()
        check(line == "OK", "RESTART answered OK", repr(line))
        # A position: 1 = the engine's stones, 2 = ours. We have four in
        # row 5, blocked at 2,5: the only move that does not lose at once
        # is 7,5 (the engine has no five of its own to make), so the engine
        # shows that it read the board.
        stones = [(3, 5, 2), (4, 5, 2), (5, 5, 2), (6, 5, 2), (2, 5, 1), (3, 6, 1), (4, 6, 1)]
        send("BOARD")
        for x, y, who in stones:
            send(f"{x},{y},{who}")
        taken = {(x, y) for x, y, _ in stones}
        if move("DONE", taken):
            reply = sorted(taken - {(x, y) for x, y, _ in stones})[0]
            check(reply == (7, 5), "BOARD: the engine blocks our four at 7,5",
                  f"played {reply[0]},{reply[1]}")

        send("END")
        try:
            code = engine.wait(timeout=DEADLINE)
        except subprocess.TimeoutExpired:
            code = None
        check(code == 0, "END stops the engine", f"exit code {code}")
    finally:
        if engine.poll() is None:
            engine.kill()
            engine.wait()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
