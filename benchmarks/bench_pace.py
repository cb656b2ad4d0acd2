#!/usr/bin/env python3
"""Benchmark (not a test): how long the player waits for the bots at a pace, per game.

Plays one seeded game of each of the five games (Cities with 3 and with 4 seats, Card
City XL at the simplified and the normal level) with a human in seat 1 and normal bots
in the others, through the app as the page drives it (``tests/unit/page_sim.py``):
the human's moves are what the normal bot would choose, played at once, confirmed as
the page asks; the bots play on the page's timer ticks. A wait runs from the human's
move (its confirmation) to the next time the human must act, or to the end. It costs
the pace's delay for each tick that ended on a meaningful step (the page waits that
long before the next one, and the player watches it) plus the CPU time of every tick,
measured here in CPython (Pyodide in a browser is slower). The human plays first when
both may act (a simultaneous construction), so the bots' moves made while a person
would still be thinking count as waits here: the figures are an upper bound.

Prints, per game, how many waits, their median and worst, and the same per phase (the
part of each wait spent in that phase of the rules, over the waits that had some).

Usage: .venv/bin/python benchmarks/bench_pace.py [--pace normal] [--seed N]
       [--games cardcityxl,cities...]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "tests" / "unit")]

from page_sim import Page  # noqa: E402

from urbanistes import registry  # noqa: E402
from urbanistes.engine import CHANCE, Game  # noqa: E402
from urbanistes_ui.games import screen as game_screen  # noqa: E402
from urbanistes_ui.prefs import PACES  # noqa: E402

#: (label, game, seats, options): seat 1 human, the others normal bots.
TABLES: tuple[tuple[str, str, int, dict[str, str]], ...] = (
    ("Sprawlopolis, 3 seats", "sprawlopolis", 3, {}),
    ("Cloud City, 3 seats", "cloudcity", 3, {}),
    ("Cities, 3 seats", "cities", 3, {}),
    ("Cities, 4 seats", "cities", 4, {}),
    ("Skyline, 3 seats", "skyline", 3, {}),
    ("Card City XL, 3 seats, simplified", "cardcityxl", 3, {}),
    ("Card City XL, 3 seats, normal", "cardcityxl", 3, {"level": "normal"}),
)

#: Card City XL's phases as the players call them (the rules' names elsewhere).
PHASE_NAMES = {"split": "lot split", "choose": "choosing", "keep": "card put back",
               "build": "construction", "develop": "development",
               "end": "income and purchases", "site": "town hall"}


def phase_of(game: Game) -> str:
    phase = str(getattr(game, "phase", "turn"))
    return PHASE_NAMES.get(phase, phase) if game.info.id == "cardcityxl" else phase


def start(game_id: str, seats: int, options: dict[str, str], seed: int, pace: str) -> Page:
    page = Page(storage={"pace": pace})
    page.send({"act": "setup", "game": game_id})
    form = {"players": str(seats), "seed": str(seed), **options}
    form.update({f"seat{i}": "human" if i == 0 else "normal" for i in range(seats)})
    page.send({"act": "start", "form": form})
    assert page.app.ui.screen == "play", page.app.ui.error
    return page


def ended_on_a_step(page: Page) -> bool:
    """The tick stopped after a move the log names (not cut short by its time budget):
    the page waits the pace's delay before the next one."""
    ui = page.app.ui
    session = ui.session
    screen = game_screen(ui.game_id)
    assert session is not None and screen is not None
    if ui.bots_resume:
        return False
    game = session.game
    index = max(i for i, m in enumerate(game.history) if m.seat != CHANCE)
    return bool(screen.describe(game.history[index], page.app.trail.before(game, index),
                                ui.lang))


def play(game_id: str, seats: int, options: dict[str, str], seed: int,
         pace: str) -> tuple[list[dict[str, float]], int]:
    """The human's waits (seconds per phase, each) over a whole game, and the bots'
    meaningful steps."""
    delay = (PACES[pace] or 0) / 1000
    page = start(game_id, seats, options, seed, pace)
    session = page.app.ui.session
    assert session is not None
    human = registry.make_bot(game_id, "normal")
    waits: list[dict[str, float]] = []
    wait: dict[str, float] | None = defaultdict(float)  # the bots may begin
    steps = 0
    while not session.game.is_over:
        if session.viewer_to_move:
            if wait:
                waits.append(wait)
            wait = None
            session.play(human.choose(session.game, 0))
            if session.viewer_to_move:
                continue  # the human's turn goes on
            wait = defaultdict(float)
            if session.waiting:
                begun = time.perf_counter()
                page.send({"act": "confirm"})
                wait[phase_of(session.game)] += time.perf_counter() - begun
            continue
        assert session.bot_to_move and wait is not None, "nobody to play"
        phase = phase_of(session.game)
        begun = time.perf_counter()
        page.send({"act": "tick"})
        wait[phase] += time.perf_counter() - begun
        if ended_on_a_step(page):
            wait[phase] += delay
            steps += 1
    if wait:
        waits.append(wait)
    return waits, steps


def seconds(values: list[float]) -> str:
    return f"median {statistics.median(values):5.2f} s, max {max(values):5.2f} s"


def report(label: str, waits: list[dict[str, float]], steps: int) -> None:
    totals = [sum(w.values()) for w in waits]
    print(f"{label}: {len(waits)} waits, {steps} bot steps; wait {seconds(totals)}")
    by_phase: dict[str, list[float]] = defaultdict(list)
    for wait in waits:
        for phase, spent in wait.items():
            by_phase[phase].append(spent)
    for phase, spent in by_phase.items():
        print(f"    {phase:22} {len(spent):3} waits, {seconds(spent)}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pace", default="normal", choices=[p for p in PACES if PACES[p]
                                                             is not None])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--games", default="", help="game ids to play (default: all)")
    args = parser.parse_args(argv)
    chosen = set(filter(None, args.games.split(",")))
    print(f"Waits of a human against normal bots at the pace {args.pace!r} "
          f"({PACES[args.pace]} ms per step, plus CPU time in CPython), seed {args.seed}")
    for label, game_id, seats, options in TABLES:
        if chosen and game_id not in chosen:
            continue
        waits, steps = play(game_id, seats, options, args.seed, args.pace)
        report(label, waits, steps)


if __name__ == "__main__":
    main()

