#!/usr/bin/env python3
"""Plays one game of gomoku.exe on an X display (Xvfb, under Wine) for
scripts/windows-check.sh, and prints one [PASS]/[FAIL] line per check.

It finds the board on a screenshot rather than from the app's layout code:
the wood-coloured area, and in it the rows and columns of dark pixels that
are the grid lines. So a change of layout (bars, margins, window size) does
not break it, and what it checks is what a player sees. Stones are told
apart by colour a quarter cell diagonally off each intersection, clear of
the grid lines and of the last-move marker.

Our moves go as far as possible from every stone already on the board:
that leaves the computer free to make five, so the game ends (a loss, after
which the game saves the score) in a few moves at any level.

Only the standard library, ImageMagick's `import`/`convert` and `xdotool`.
Every wait has a deadline so a hang fails instead of blocking; none of them
is a check of speed.
"""

import argparse
import glob
import os
import subprocess
import sys
import time

EMPTY, BLACK, WHITE = ".", "X", "O"


class Shot:
    """An RGB screenshot, read from ImageMagick's binary PPM (P6)."""

    def __init__(self, ppm):
        fields = []
        pos = 0
        # Header: magic, width, height, maxval, separated by whitespace.
        while len(fields) < 4:
            while ppm[pos : pos + 1].isspace():
                pos += 1
            start = pos
            while not ppm[pos : pos + 1].isspace():
                pos += 1
            fields.append(ppm[start:pos])
        if fields[0] != b"P6" or fields[3] != b"255":
            raise ValueError("expected an 8-bit binary PPM")
        self.width, self.height = int(fields[1]), int(fields[2])
        self.data = ppm[pos + 1 :]

    def rgb(self, x, y):
        i = 3 * (y * self.width + x)
        return self.data[i], self.data[i + 1], self.data[i + 2]

    def lum(self, x, y):
        r, g, b = self.rgb(x, y)
        return 0.299 * r + 0.587 * g + 0.114 * b

    def patch(self, x, y, radius=1):
        """Mean colour of the (2r+1)² square around (x, y)."""
        total = [0, 0, 0]
        n = 0
        for yy in range(y - radius, y + radius + 1):
            for xx in range(x - radius, x + radius + 1):
                for k, v in enumerate(self.rgb(xx, yy)):
                    total[k] += v
                n += 1
        return tuple(v / n for v in total)


def is_wood(rgb):
    r, g, b = rgb
    return r > 150 and 90 < g < 215 and b < 160 and r - b > 60


def grab(display, png=None):
    """Screenshot of the whole screen; also saved as `png` when given."""
    ppm = subprocess.run(
        ["import", "-display", display, "-window", "root", "-depth", "8", "ppm:-"],
        check=True,
        capture_output=True,
    ).stdout
    if png:
        subprocess.run(["convert", "ppm:-", png], input=ppm, check=True)
    return Shot(ppm)


def runs(flags):
    """Centres of the runs of True in a list of booleans."""
    centres, start = [], None
    for i, f in enumerate(flags + [False]):
        if f and start is None:
            start = i
        elif not f and start is not None:
            centres.append((start + i - 1) / 2)
            start = None
    return centres


class Grid:
    """Screen positions of the board's intersections."""

    def __init__(self, xs, ys):
        self.xs, self.ys = xs, ys
        self.size = len(xs)
        self.cell = (xs[-1] - xs[0]) / (self.size - 1)

    def at(self, col, row):
        return round(self.xs[col]), round(self.ys[row])


def find_grid(shot):
    """The board's grid, or None when no board is on the screen."""
    w, h = shot.width, shot.height
    # The wood area: rows and columns that are mostly wood.
    row_wood = [sum(is_wood(shot.rgb(x, y)) for x in range(0, w, 2)) for y in range(h)]
    if max(row_wood) < 50:
        return None
    rows = [y for y in range(h) if row_wood[y] >= 0.5 * max(row_wood)]
    top, bottom = rows[0], rows[-1]
    col_wood = [
        sum(is_wood(shot.rgb(x, y)) for y in range(top, bottom + 1, 2)) for x in range(w)
    ]
    cols = [x for x in range(w) if col_wood[x] >= 0.5 * max(col_wood)]
    left, right = cols[0], cols[-1]
    if right - left < 100 or bottom - top < 100:
        return None
    # Grid lines: rows (columns) of the wood area that are mostly dark. The
    # outer lines span (n-1)/(n+1) of the area or more; letters, numbers and
    # star points stay far below half.
    def dark(x, y):
        return shot.lum(x, y) < 110

    span_x = range(left, right + 1)
    span_y = range(top, bottom + 1)
    h_lines = runs([sum(dark(x, y) for x in span_x) > 0.5 * len(span_x) for y in span_y])
    v_lines = runs([sum(dark(x, y) for y in span_y) > 0.5 * len(span_y) for x in span_x])
    ys = [top + c for c in h_lines]
    xs = [left + c for c in v_lines]
    if len(xs) != len(ys) or len(xs) < 5:
        return None
    gaps = [b - a for a, b in zip(xs, xs[1:])] + [b - a for a, b in zip(ys, ys[1:])]
    if max(gaps) - min(gaps) > 3:
        return None  # not evenly spaced: not a board
    return Grid(xs, ys)


def read_board(shot, grid):
    """Each intersection's content, as board[row][col]."""
    off = max(2, round(grid.cell * 0.25))
    board = []
    for row in range(grid.size):
        line = []
        for col in range(grid.size):
            x, y = grid.at(col, row)
            samples = [shot.patch(x + dx, y + dy) for dx in (-off, off) for dy in (-off, off)]
            r = sum(s[0] for s in samples) / 4
            g = sum(s[1] for s in samples) / 4
            b = sum(s[2] for s in samples) / 4
            lum = 0.299 * r + 0.587 * g + 0.114 * b
            if lum < 90:
                line.append(BLACK)
            elif lum > 170 and max(r, g, b) - min(r, g, b) < 60:
                line.append(WHITE)
            else:
                line.append(EMPTY)
        board.append(line)
    return board


def wood_share(shot, grid):
    """Share of the cell centres (between the points, never under a stone)
    that show wood: 1 on the board, near 0 when something covers it."""
    half = grid.cell / 2
    centres = [
        (round(grid.xs[c] + half), round(grid.ys[r] + half))
        for r in range(grid.size - 1)
        for c in range(grid.size - 1)
    ]
    return sum(is_wood(shot.patch(x, y)) for x, y in centres) / len(centres)


def count(board, what):
    return sum(line.count(what) for line in board)


def far_move(board):
    """The empty point farthest (king's moves) from every stone."""
    size = len(board)
    stones = [(c, r) for r in range(size) for c in range(size) if board[r][c] != EMPTY]
    best, best_d = None, -1
    for r in range(size):
        for c in range(size):
            if board[r][c] != EMPTY:
                continue
            d = min((max(abs(c - sc), abs(r - sr)) for sc, sr in stones), default=size)
            if d > best_d:
                best, best_d = (c, r), d
    return best


def point_name(grid, col, row):
    """The board's own name of a point: columns a, b, … from the left,
    rows 1, 2, … from the bottom (as the window labels them)."""
    return f"{chr(ord('a') + col)}{grid.size - row}"


def board_text(board):
    return "\n".join("    " + " ".join(line) for line in board)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--display", required=True)
    ap.add_argument("--shots", required=True, help="folder for the screenshots")
    ap.add_argument("--score-glob", required=True, help="where score.json must appear")
    ap.add_argument("--timeout", type=float, default=120.0, help="deadline of each wait, s")
    args = ap.parse_args()
    os.environ["DISPLAY"] = args.display  # for xdotool
    failures = 0

    def check(ok, what, detail=""):
        nonlocal failures
        print(f"[{'PASS' if ok else 'FAIL'}] {what}{': ' + detail if detail else ''}", flush=True)
        failures += 0 if ok else 1
        return ok

    def wait_for(condition):
        """Polls `condition` (given a fresh screenshot) until it returns
        something true or the deadline passes; returns (result, shot)."""
        deadline = time.monotonic() + args.timeout
        while True:
            shot = grab(args.display)
            result = condition(shot)
            if result or time.monotonic() > deadline:
                return result, shot
            time.sleep(0.3)

    def score_file():
        found = glob.glob(args.score_glob, recursive=True)
        return found[0] if found else None

    def click(grid, col, row):
        x, y = grid.at(col, row)
        # Hover first, then click, as a mouse would.
        subprocess.run(["xdotool", "mousemove", "--sync", str(x), str(y)], check=True)
        time.sleep(0.2)
        subprocess.run(["xdotool", "click", "1"], check=True)

    os.makedirs(args.shots, exist_ok=True)
    shot_path = lambda name: os.path.join(args.shots, name)  # noqa: E731

    # 1. The window opens and shows an empty board.
    grid, shot = wait_for(find_grid)
    grab(args.display, shot_path("1-board.png"))
    if not check(grid is not None, "gomoku.exe opens a window with the board",
                 f"no board found on the screen (see {shot_path('1-board.png')})"
                 if grid is None else ""):
        return 1
    board = read_board(shot, grid)
    print(f"       {grid.size}x{grid.size} board, cell {grid.cell:.1f} px, "
          f"top-left point at {grid.at(0, 0)}")
    empty = count(board, BLACK) + count(board, WHITE) == 0
    check(empty, "the board starts empty", "" if empty else "\n" + board_text(board))

    # 2. Moves until the game is over (the score file appears).
    moves = 0
    first = True
    while score_file() is None and moves < grid.size * grid.size // 2:
        board = read_board(grab(args.display), grid)
        blacks, whites = count(board, BLACK), count(board, WHITE)
        col, row = far_move(board)
        click(grid, col, row)
        moves += 1

        def placed(s):
            b = read_board(s, grid)
            return b[row][col] == BLACK and count(b, BLACK) == blacks + 1 and b

        after, _ = wait_for(lambda s: placed(s) or score_file())
        if first:
            grab(args.display, shot_path("2-first-stone.png"))
            if not check(bool(after),
                         "a click places a black stone on that point",
                         f"clicked {point_name(grid, col, row)}; nothing there "
                         f"(see {shot_path('2-first-stone.png')})" if not after else ""):
                return 1

        def replied(s):
            if score_file():
                return "over"
            b = read_board(s, grid)
            return count(b, WHITE) == whites + 1 and count(b, BLACK) == blacks + 1 and b

        reply, _ = wait_for(replied)
        if first:
            grab(args.display, shot_path("3-reply.png"))
            check(bool(reply), "the computer replies with a white stone",
                  "" if reply else f"no white stone (see {shot_path('3-reply.png')})")
            first = False
        if not reply:
            return 1
        outcome = "the game is over" if reply == "over" else "white replied"
        print(f"       move {moves}: black {point_name(grid, col, row)}, {outcome}")

    # 3. The game ended: the score is saved and the game-over screen shows.
    score = score_file()
    check(score is not None, f"the game ended after {moves} moves of ours and saved the score",
          score or f"no file matching {args.score_glob}")
    # The game-over screen puts a picture over the board (after a short
    # pause): the wood between the points disappears.
    dimmed, _ = wait_for(lambda s: wood_share(s, grid) < 0.2)
    grab(args.display, shot_path("4-game-over.png"))
    check(bool(dimmed), "the game-over screen is shown",
          "" if dimmed else f"the board stays visible (see {shot_path('4-game-over.png')})")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
