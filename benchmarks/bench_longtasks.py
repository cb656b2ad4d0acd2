"""Long tasks during whole games in the page (part of benchmarks/bench.py, not run alone).

Each row is one game against bots at the "instant" pace (localStorage "urbanistes.pace"
set before the app loads, as tests/e2e/conftest.py's PACE_INIT_SCRIPT does), the human
seat (seat 0) played by clicks to the end screen with the browser tests' own helpers
(tests/e2e/test_frames.py ``viewer_step``). A ``PerformanceObserver`` for ``longtask``
(``buffered: true``), added by an init script of this benchmark, not by the app, collects
every main-thread task over 50 ms; the rows count those that start between the click on
"Start" and the end screen's first frame (the end-of-game scoring included), with the
worst one and the game's length (wall-clock s, the same interval).
"""

from __future__ import annotations

import statistics
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # tests.e2e: the helpers that play each game by clicks

#: Init scripts of this benchmark: the bots' pace, and the long-task observer.
PACE_SCRIPT = ("try { localStorage.setItem('urbanistes.pace', 'instant'); } "
               "catch (e) {}")
LONGTASK_SCRIPT = """
window.__longTasks = [];
try {
  new PerformanceObserver(list => {
    for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask", buffered: true });
} catch (e) { window.__longTasks = null; }
"""
GAME_TIMEOUT_MS = 90_000
MAX_STEPS = 700


@dataclass(frozen=True)
class Setup:
    """One row: a game, its options (the new-game form's selects) and the bots' kind."""

    game: str
    players: int
    bots: str  # "normal" or "strong": every other seat
    options: tuple[tuple[str, str], ...] = ()
    label: str = ""

    @property
    def name(self) -> str:
        return f"{self.game} {self.label}".strip()


#: Two seats (human + one bot) everywhere but Skyline (3 seats, special cards on);
#: Card City XL at the advanced level.
SETUPS = tuple(
    Setup(game, players, bots, options, label)
    for bots in ("normal", "strong")
    for game, players, options, label in (
        ("sprawlopolis", 2, (), ""),
        ("cloudcity", 2, (), ""),
        ("cities", 2, (), ""),
        ("skyline", 3, (("cards", "on"),), "cards"),
        ("cardcityxl", 2, (("level", "advanced"),), "advanced"),
    )
)


@dataclass
class LongTasks:
    setup: Setup
    seed: int
    tasks: list[float] = field(default_factory=list)  # durations (ms) over 50 ms
    seconds: float = 0.0
    steps: int = 0
    note: str = ""


#: How long the form stays open before "Start": a person takes seconds to fill it, and
#: the page's timer prepares the game meanwhile (its modules, then a rehearsal drawing).
FORM_MS = 1500


def start(page: Any, setup: Setup, seed: int) -> float:
    """Fill the new-game form and start, ``FORM_MS`` after opening it; the page's clock
    (ms) just before the click."""
    page.click('[data-act="home"]')
    page.click(f'[data-act="setup"][data-game="{setup.game}"]')
    page.select_option('select[name="players"]', str(setup.players))
    for seat in range(1, setup.players):
        page.select_option(f'select[name="seat{seat}"]', setup.bots)
    for name, value in setup.options:
        page.select_option(f'select[name="{name}"]', value)
    page.fill('input[name="seed"]', str(seed))
    page.wait_for_timeout(FORM_MS)
    started = page.evaluate("performance.now()")
    page.click('[data-act="start"]')
    page.wait_for_selector(".play", timeout=GAME_TIMEOUT_MS)
    return started


def play_one(page: Any, setup: Setup, seed: int) -> LongTasks:
    from tests.e2e.test_frames import READY_TO_ACT, viewer_step

    result = LongTasks(setup, seed)
    started = start(page, setup, seed)
    ready = READY_TO_ACT[setup.game]
    while True:
        page.wait_for_selector(ready, timeout=GAME_TIMEOUT_MS)
        if page.query_selector("#end"):
            break
        viewer_step(setup.game, page, result.steps)
        result.steps += 1
        if result.steps > MAX_STEPS:
            raise SystemExit(f"{setup.name} seed {seed}: no end after {MAX_STEPS} steps")
    # the end screen's first frame painted: the scoring is in
    ended = page.evaluate("new Promise(r => requestAnimationFrame(() => setTimeout(() => "
                          "r(performance.now()), 0)))")
    tasks = page.evaluate("window.__longTasks")
    if tasks is None:
        raise SystemExit("this browser has no longtask entries")
    result.tasks = [duration for start_ms, duration in tasks
                    if started <= start_ms <= ended and duration > 50]
    result.seconds = (ended - started) / 1000
    return result


def measure_long_tasks(browser: Any, base: str, viewport: dict[str, int],
                       setups: tuple[Setup, ...] = SETUPS, seed: int = 1) -> list[LongTasks]:
    """One game per setup, each in a fresh tab of one context (a fresh long-task list)."""
    context = browser.new_context(viewport=viewport)
    context.add_init_script(PACE_SCRIPT)
    context.add_init_script(LONGTASK_SCRIPT)
    results: list[LongTasks] = []
    try:
        for setup in setups:
            page = context.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda error, errors=errors: errors.append(str(error)))
            page.on("console", lambda m, errors=errors: errors.append(m.text)
                    if m.type == "error" else None)
            page.goto(base + "/")
            page.wait_for_selector("html[data-ready]", state="attached", timeout=60_000)
            results.append(play_one(page, setup, seed))
            if errors:
                raise SystemExit(f"the page reported errors ({setup.name}): {errors}")
            page.close()
    finally:
        context.close()
    return results


def print_long_tasks(results: list[LongTasks]) -> None:
    seed = results[0].seed if results else 1
    print(f"\nLong tasks (> 50 ms, PerformanceObserver 'longtask') during a whole game, "
          f"seed {seed},\nthe human seat by clicks to the end screen, the bots at the "
          "'instant' pace, 1280x800")
    print(f"{'':>24} {'bots':>7} {'tasks':>6} {'worst':>8} {'median':>8} {'game':>7} "
          f"{'steps':>6}")
    for row in results:
        worst = f"{max(row.tasks):.0f}ms" if row.tasks else "-"
        median = f"{statistics.median(row.tasks):.0f}ms" if row.tasks else "-"
        print(f"{row.setup.name:>24} {row.setup.bots:>7} {len(row.tasks):>6} {worst:>8} "
              f"{median:>8} {row.seconds:>6.1f}s {row.steps:>6}")
    print("2 seats (the human and one bot), Skyline 3 seats with the special cards, Card "
          "City XL advanced;\nsteps = the human's clicked steps; median = of the long "
          "tasks.")
