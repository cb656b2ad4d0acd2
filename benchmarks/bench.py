#!/usr/bin/env python3
"""Benchmarks (not tests) of Urbanistes, printed as four tables from one run.

1. Start-up, in headless Chromium: navigation start -> <html data-ready>.
   Pages:
     app   /                         the real app (index.html + pyscript.toml + py/)
     bare  /benchmarks/bare.html     same vendored PyScript + Pyodide, 3 lines of Python
   For each of --runs rounds, and for each page: a new browser context, a first load
   ("cold": empty HTTP cache) and a second load in the same context ("warm"). The time is
   measured inside the page (performance.now() when data-ready appears, relative to the
   navigation start); the median of the rounds is reported with the app/bare ratio.

2. Click-to-paint (benchmarks/bench_clicks.py), in the same browser, one warm context
   and tab, 1280x800, the bots at the "instant" pace: one row per game and click, each
   click timed once per game in a late position, --games seeded games per row:
     Sprawlopolis (solo)     pick, place: the 15th card, on a 14-card city
     Cloud City (2 players)  pick, place, walkway: the human's tile 7 (a walkway on
                             tile 8 where tile 7 has none: the row's note says so)
     Cities (2 players)      take, lay, place: from the human's turn 24 of 31 on
     Skyline (2 players)     take, write: from the human's 20th die on
     Card City XL (2 pl.,    lot, build: the game's last card put in a lot and last card
       normal level)         built, on its own city and on the hexagonal shared city
                             (Cité Unique); the note gives the city's size then
   The human plays by clicks with the browser tests' helpers (tests/e2e/test_*.py).
   The page itself (static/js/ui.js) pushes, for every click on a control,
   event.timeStamp -> a setTimeout(0) scheduled from the next requestAnimationFrame onto
   window.urbanistesPerf, and [Python ms, DOM update ms] onto window.urbanistesPerfParts
   (at once, in the click's task). A timed click waits until every earlier click has
   its measurement (the two lists of the same length), clicks, and takes the entries
   that click added. The row: median, p95 (nearest rank), max, n and the medians of the
   Python and DOM parts; a seed whose game offers no such click is named in the note,
   never counted. tests/e2e/test_bench_hooks.py checks that each of these clicks adds
   one entry to each list and a click beside the controls none.

3. Long tasks (benchmarks/bench_longtasks.py): one whole game per row (seed 1) against
   bots at the "instant" pace, the human seat played by clicks to the end screen (its
   scoring included); a PerformanceObserver for "longtask" (buffered: true), added by
   an init script of the benchmark, not by the app, counts the main-thread tasks over
   50 ms from the click on "Start" to the end screen's first frame, with the worst and
   the game's length. Rows: each game with normal bots, then with the strong bot (Skyline
   with the special cards, 3 seats; Card City XL at the advanced level).

4. Rules speed in CPython (py/urbanistes, no browser): full Sprawlopolis games played by
   urbanistes.bots.RandomBot for 1-4 players, round-robin for about 3 s (games/s), and the
   time of each urbanistes.bots.GreedyBot decision over a few games (greedy bots run in
   the page, under Pyodide, which is slower than CPython).

A run at --games 5 takes about 10-12 minutes on a 2-core machine.

Usage: scripts/dev bench   (or .venv/bin/python benchmarks/bench.py [--runs N] [--games K]
       [--only startup|clicks|longtasks|rules])
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

from playwright.sync_api import Browser, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "scripts"))

import bench_clicks  # noqa: E402 - next to this file
import bench_longtasks  # noqa: E402
from chromium import CHROMIUM_ARGS, chromium_executable  # noqa: E402 - needs the path above

from urbanistes.bots import GreedyBot, RandomBot  # noqa: E402
from urbanistes.sprawlopolis.game import Sprawlopolis  # noqa: E402

PAGES = {"app": "/", "bare": "/benchmarks/bare.html"}
READY_TIMEOUT_MS = 60_000
DESKTOP_VIEWPORT = {"width": 1280, "height": 800}  # as the e2e tests' desktop context

PLAYOUT_SECONDS = 3.0
GREEDY_GAMES = 4  # one per player count, 1..4
PARTS = ("startup", "clicks", "longtasks", "rules")

# Records performance.now() (ms since navigation start) when <html data-ready> appears.
# Init scripts run before <html> exists, hence observing the whole document.
RECORD_READY = """
new MutationObserver((_, observer) => {
  if (document.documentElement.hasAttribute("data-ready")) {
    window.__readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
"""


# --------------------------------------------------------------------------- helpers


def start_server() -> tuple[subprocess.Popen[str], str]:
    subprocess.run([sys.executable, str(ROOT / "scripts" / "build.py")], check=True, cwd=ROOT)
    process = subprocess.Popen(
        [sys.executable, str(ROOT / "scripts" / "serve.py"), "--port", "0"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    line = process.stdout.readline()  # "Serving ... at http://127.0.0.1:PORT/ ..."
    if "http://" not in line:
        process.terminate()
        raise SystemExit(f"scripts/serve.py did not start: {line!r}")
    return process, line[line.index("http://") :].split()[0].rstrip("/")


def percentile(values: list[float], percent: float) -> float:
    """Nearest-rank percentile (an observed value; p95 of 20 values is the 19th)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(percent / 100 * len(ordered)) - 1)]


# --------------------------------------------------------------------------- 1. start-up


def load(page: Page, url: str) -> float:
    """Navigate and return the in-page time to data-ready, in seconds."""
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=READY_TIMEOUT_MS)
    return page.evaluate("window.__readyAt") / 1000


def measure_cold_and_warm_start(browser: Browser, url: str) -> tuple[float, float]:
    """Two loads in a new context: with an empty HTTP cache, then with a warm one.

    Service workers are blocked so both pages are compared on the HTTP cache alone (the
    app's worker would otherwise be precaching during the warm load).
    """
    context = browser.new_context(service_workers="block")
    try:
        context.add_init_script(RECORD_READY)
        page = context.new_page()
        cold = load(page, url)
        warm = load(page, url)
        return cold, warm
    finally:
        context.close()


def measure_startup(browser: Browser, base: str, runs: int) -> dict[str, dict[str, list[float]]]:
    """Seconds to data-ready: {page name: {"cold": [...], "warm": [...]}}, one per round."""
    results: dict[str, dict[str, list[float]]] = {
        name: {"cold": [], "warm": []} for name in PAGES
    }
    # Throw-away round so that both pages meet a browser process in the same state.
    for path in PAGES.values():
        measure_cold_and_warm_start(browser, base + path)
    for _ in range(runs):
        for name, path in PAGES.items():  # interleaved, so drift hits both alike
            cold, warm = measure_cold_and_warm_start(browser, base + path)
            results[name]["cold"].append(cold)
            results[name]["warm"].append(warm)
    return results


def print_startup(results: dict[str, dict[str, list[float]]], runs: int, header: str) -> None:
    print(f"\nStart-up, navigation -> html[data-ready], median of {runs} ({header})")
    print(f"{'':>6} {'app /':>10} {'bare':>10} {'app/bare':>9}")
    for kind in ("cold", "warm"):
        app = statistics.median(results["app"][kind])
        bare = statistics.median(results["bare"][kind])
        print(f"{kind:>6} {app:>9.2f}s {bare:>9.2f}s {app / bare:>8.2f}x")
    print("cold = first load in a new browser context (empty HTTP cache);")
    print("warm = second load in the same context.")
    for name in PAGES:
        for kind in ("cold", "warm"):
            runs_text = " ".join(f"{value:.2f}" for value in results[name][kind])
            print(f"  {name:>4} {kind}: {runs_text}")


# --------------------------------------------------------------------------- 3. CPython rules


def play_random_game(players: int, seed: int) -> None:
    game = Sprawlopolis.new({"players": players}, seed=seed)
    bot = RandomBot()
    while not game.is_over:
        seat = game.to_act[0]
        game = game.apply(seat, bot.choose(game, seat)).settle()


def measure_random_playouts(seconds: float) -> dict[int, tuple[int, float]]:
    """Random games, 1..4 players in turn, for about `seconds`: {players: (games, s)}."""
    done = {players: [0, 0.0] for players in (1, 2, 3, 4)}
    seed = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        for players, tally in done.items():
            before = time.perf_counter()
            play_random_game(players, seed)
            tally[0] += 1
            tally[1] += time.perf_counter() - before
            seed += 1
    return {players: (games, spent) for players, (games, spent) in done.items()}


def measure_greedy_decisions(games: int) -> list[float]:
    """Milliseconds of every GreedyBot.choose in `games` games (players 1, 2, 3, 4, 1, ...)."""
    bot = GreedyBot()
    times: list[float] = []
    for index in range(games):
        game = Sprawlopolis.new({"players": index % 4 + 1}, seed=index)
        while not game.is_over:
            seat = game.to_act[0]
            before = time.perf_counter()
            action = bot.choose(game, seat)
            times.append((time.perf_counter() - before) * 1000)
            game = game.apply(seat, action).settle()
    return times


def print_rules_speed(playouts: dict[int, tuple[int, float]], greedy_ms: list[float]) -> None:
    print(
        f"\nRandom playouts in CPython {platform.python_version()} "
        f"(RandomBot, full Sprawlopolis games, ~{PLAYOUT_SECONDS:g} s round-robin)"
    )
    print(f"{'players':>7} {'games':>6} {'games/s':>8}")
    for players, (games, spent) in playouts.items():
        print(f"{players:>7} {games:>6} {games / spent:>8.0f}")
    total_games = sum(games for games, _ in playouts.values())
    total_time = sum(spent for _, spent in playouts.values())
    print(f"{'all':>7} {total_games:>6} {total_games / total_time:>8.0f}")
    print(
        f"GreedyBot decision in CPython, {GREEDY_GAMES} games (1-4 players), "
        f"{len(greedy_ms)} decisions: median {statistics.median(greedy_ms):.1f} ms, "
        f"max {max(greedy_ms):.1f} ms"
    )


# --------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Start-up (app vs bare page), click-to-paint, long tasks and rules speed."
    )
    parser.add_argument("--runs", type=int, default=5, help="start-up rounds per page (default 5)")
    parser.add_argument(
        "--games", type=int, default=5,
        help="games (seeds 1..K) per row of the click-to-paint table (default 5)"
    )
    parser.add_argument("--only", choices=PARTS, help="run one part only")
    args = parser.parse_args(argv)
    if args.runs < 1 or args.games < 1:
        parser.error("--runs and --games must be at least 1")
    parts = {args.only} if args.only else set(PARTS)

    started = time.perf_counter()
    if parts & {"startup", "clicks", "longtasks"}:
        executable = chromium_executable()
        process, base = start_server()
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=executable, headless=True, args=CHROMIUM_ARGS
                )
                if "startup" in parts:
                    startup = measure_startup(browser, base, args.runs)
                    print_startup(startup, args.runs,
                                  f"Chromium {browser.version}, {os.cpu_count()} CPUs, {base}")
                if "clicks" in parts:
                    clicks = bench_clicks.measure_click_to_paint(browser, base, args.games,
                                                                 DESKTOP_VIEWPORT)
                    bench_clicks.print_click_to_paint(clicks, args.games, percentile)
                if "longtasks" in parts:
                    bench_longtasks.print_long_tasks(
                        bench_longtasks.measure_long_tasks(browser, base, DESKTOP_VIEWPORT))
                browser.close()
        finally:
            process.terminate()
            process.wait()
    if "rules" in parts:  # after the browser is gone, so that it does not compete
        print_rules_speed(measure_random_playouts(PLAYOUT_SECONDS),
                          measure_greedy_decisions(GREEDY_GAMES))
    print(f"\n(the run took {time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
