#!/usr/bin/env python3
"""Benchmark (not a test) of the Cities bots, in CPython.

Default: --games seeded games, "cities-normal" in one seat against "cities-easy" in the
others (the normal bot's seat rotates, the city cycles through the eight), and prints
the normal bot's win rate (a shared win counts as a share), its mean margin over the
best other player, and its median and worst decision times, as wall time and as this
process's CPU time (the CPU figure ignores other programs competing for the machine).

--table: the tuning figures instead: games between bots of one --level only (normal by
default, or strong), for each player count (and the long 2-player game) and each city,
the mean score of all players, the winners' mean and best score, and the mean per
category (achievements, cards, water, park, monuments); the rulebook's example scores
57 = 10 + 36 + 6 + 3 + 2.

Usage: .venv/bin/python benchmarks/bench_cities.py [--games N] [--players 2|3|4]
       .venv/bin/python benchmarks/bench_cities.py --table [--games N] [--level strong]
       [--setups 2,2long,3,4]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from urbanistes import registry  # noqa: E402 - needs the path above
from urbanistes.bots import Bot  # noqa: E402
from urbanistes.cities.bots import EasyBot, NormalBot  # noqa: E402
from urbanistes.cities.game import Cities  # noqa: E402
from urbanistes.cities.info import CITY_NAMES  # noqa: E402
from urbanistes.engine import Scores  # noqa: E402

CITIES = list(CITY_NAMES)
CATEGORIES = ("achievement", "card", "water", "park", "monuments")


def play(game: Cities, bots: list[Bot], clock: dict[str, list[float]] | None = None
         ) -> Scores:
    """Play to the end; with ``clock``, time the normal bot's decisions."""
    while not game.is_over:
        if game.is_chance:
            game = game.settle()
            continue
        (seat,) = game.to_act
        bot = bots[seat]
        t0, c0 = time.perf_counter(), time.process_time()
        action = bot.choose(game, seat)
        if clock is not None and isinstance(bot, NormalBot):
            clock["wall"].append(time.perf_counter() - t0)
            clock["cpu"].append(time.process_time() - c0)
        game = game.apply(seat, action)
    return game.scores(None)


def duel(games: int, players: int) -> None:
    normal, easy = NormalBot(), EasyBot()
    wins = 0.0
    margins: list[int] = []
    clock: dict[str, list[float]] = {"wall": [], "cpu": []}
    started = time.perf_counter()
    for index in range(games):
        seat = index % players
        bots: list[Bot] = [normal if s == seat else easy for s in range(players)]
        game = Cities.new({"players": players, "city": CITIES[index % len(CITIES)]}, index)
        scores = play(game, bots, clock)
        if seat in scores.winners:
            wins += 1 / len(scores.winners)
        totals = [t or 0 for t in scores.totals]
        margins.append(totals[seat] - max(t for s, t in enumerate(totals) if s != seat))
    elapsed = time.perf_counter() - started
    print(f"Cities bots, {games} games, {players} players, normal vs easy "
          f"(CPython {sys.version.split()[0]})")
    print(f"normal win rate: {100 * wins / games:.1f}% (shared wins count as a share)")
    print(f"mean margin over the best easy bot: {statistics.mean(margins):+.1f} VP")
    print(f"normal decisions: {len(clock['cpu'])}")
    for label in ("wall", "cpu"):
        values = clock[label]
        print(f"  {label:4} time: median {1000 * statistics.median(values):.1f} ms, "
              f"worst {1000 * max(values):.1f} ms")
    print(f"total run time: {elapsed:.1f} s")


def categories(scores: Scores) -> list[dict[str, int]]:
    found = []
    for sheet in scores.sheets:
        points = dict.fromkeys(CATEGORIES, 0)
        for line in sheet.lines:
            points[line.key.split("-")[0]] += line.points
        found.append(points)
    return found


def table(games: int, level: str, setups: list[tuple[int, bool]]) -> None:
    print(f"Cities, {level} bots only, {games} games per row (CPython "
          f"{sys.version.split()[0]})")
    print(f"{'game':8} {'city':13} {'mean':>5} {'win':>5} {'best':>4}  "
          + " ".join(f"{c[:5]:>5}" for c in CATEGORIES))
    for players, long in setups:
        overall: list[int] = []
        for city in CITIES:
            everyone: list[int] = []
            winners: list[int] = []
            parts = dict.fromkeys(CATEGORIES, 0)
            for seed in range(games):
                game = Cities.new({"players": players, "city": city, "long": long}, seed)
                scores = play(game, [registry.make_bot("cities", level)
                                     for _ in range(players)])
                totals = [t or 0 for t in scores.totals]
                everyone += totals
                winners.append(max(totals))
                for sheet in categories(scores):
                    for key, value in sheet.items():
                        parts[key] += value
            overall += everyone
            label = f"{players}p{' long' if long else ''}"
            shares = " ".join(f"{parts[c] / len(everyone):5.1f}" for c in CATEGORIES)
            print(f"{label:8} {city:13} {statistics.mean(everyone):5.1f} "
                  f"{statistics.mean(winners):5.1f} {max(winners):4}  {shares}", flush=True)
        print(f"{label:8} {'all cities':13} {statistics.mean(overall):5.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=None)
    parser.add_argument("--players", type=int, default=2, choices=[2, 3, 4])
    parser.add_argument("--table", action="store_true")
    parser.add_argument("--level", default="normal", choices=["normal", "strong"],
                        help="the bots of --table")
    parser.add_argument("--setups", default="2,2long,3,4",
                        help="the rows of --table: player counts, 2long the long game")
    args = parser.parse_args()
    if args.table:
        setups = [(int(k[0]), k.endswith("long")) for k in args.setups.split(",")]
        table(args.games or 8, args.level, setups)
    else:
        duel(args.games or 200, args.players)


if __name__ == "__main__":
    main()
