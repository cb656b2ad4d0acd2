#!/usr/bin/env python3
"""Benchmark (not a test): how strong the strong bots are, and how long they think.

For each competitive game: seeded 2-seat games of one bot level against another
(strong against normal by default), each seed played twice with the seats swapped;
prints the first level's win rate (a shared win counts a half), its mean margin, and
its decision times (median, p95, worst) in CPython. For Sprawlopolis (co-operative),
the solo win rate of each level per difficulty. For Card City XL solo, the median rank
per victory condition for each level. Games run in parallel processes (``--jobs``).

Usage: .venv/bin/python benchmarks/bench_bots.py [--games cloudcity,cities...]
       [--seeds 100] [--first-seed 0] [--jobs 2] [--levels strong,normal]
       [--solo-seeds 20]

``--first-seed`` checks a tuning on seeds it was not tuned on.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py")]

from bench import percentile  # noqa: E402

from urbanistes import registry  # noqa: E402
from urbanistes.cardcityxl.data import RANK_FLOORS, RANK_NAMES, rank  # noqa: E402
from urbanistes.engine import Game  # noqa: E402

COMPETITIVE = ("cloudcity", "cities", "skyline", "cardcityxl")


def play(game_id: str, options: dict[str, Any], seed: int,
         levels: tuple[str, ...]) -> tuple[tuple[int | None, ...], tuple[int, ...],
                                           dict[str, list[float]]]:
    """One game, seat i played by ``levels[i]``: totals, winners, decision times."""
    game: Game = registry.entry(game_id).game_class().new(options, seed).settle()
    bots = [registry.make_bot(game_id, level) for level in levels]
    times: dict[str, list[float]] = {level: [] for level in levels}
    while not game.is_over:
        seat = game.to_act[0]
        started = time.perf_counter()
        action = bots[seat].choose(game, seat)
        times[levels[seat]].append(time.perf_counter() - started)
        game = game.apply(seat, action).settle()
    scores = game.scores(None)
    return scores.totals, scores.winners, times


def duel(game_id: str, seed: int, first: str,
         second: str) -> list[tuple[float, float, list[float]]]:
    """Both seatings of one seed: (first's win share, first's margin, first's decision
    times) per game."""
    results = []
    for levels in ((first, second), (second, first)):
        totals, winners, times = play(game_id, {"players": 2}, seed, levels)
        me = levels.index(first)
        share = (1 / len(winners)) if me in winners else 0.0
        margin = float((totals[me] or 0) - (totals[1 - me] or 0))
        results.append((share, margin, times[first]))
    return results


def competitive(pool: ProcessPoolExecutor, game_id: str, seeds: range, first: str,
                second: str) -> str:
    futures = [pool.submit(duel, game_id, seed, first, second) for seed in seeds]
    games = [r for f in futures for r in f.result()]
    wins = sum(g[0] for g in games) / len(games)
    margin = statistics.mean(g[1] for g in games)
    times = [t for g in games for t in g[2]]
    return (f"{game_id:12} {first} v {second}: {len(games)} games, win {wins:.0%}, "
            f"margin {margin:+.1f}; {first} decides in median "
            f"{statistics.median(times) * 1000:.0f} ms, p95 "
            f"{percentile(times, 95) * 1000:.0f} ms, worst {max(times) * 1000:.0f} ms")


def solo(game_id: str, options: dict[str, Any], seed: int, level: str) -> tuple[bool, int]:
    """One solo game: won (Sprawlopolis: the target reached) and the total."""
    totals, winners, _ = play(game_id, options, seed, (level,))
    return bool(winners), totals[0] or 0


def sprawl_solo(pool: ProcessPoolExecutor, seeds: int, levels: tuple[str, ...]) -> None:
    for difficulty in ("easy", "normal", "hard"):
        for level in levels:
            options = {"players": 1, "difficulty": difficulty}
            futures = [pool.submit(solo, "sprawlopolis", options, seed, level)
                       for seed in range(seeds)]
            won = sum(f.result()[0] for f in futures)
            print(f"sprawlopolis solo {difficulty:6} {level:6}: won {won / seeds:.0%} "
                  f"of {seeds}", flush=True)


def ccx_solo(pool: ProcessPoolExecutor, seeds: int, levels: tuple[str, ...]) -> None:
    for game_level in ("simplified", "normal", "advanced"):
        for victory in RANK_FLOORS:
            line = []
            for level in levels:
                options = {"players": 1, "level": game_level, "victory": victory}
                futures = [pool.submit(solo, "cardcityxl", options, seed, level)
                           for seed in range(seeds)]
                ranks = [rank(victory, f.result()[1]) for f in futures]
                name = RANK_NAMES[int(statistics.median_low(ranks))]["en"]
                line.append(f"{level} {name}")
            print(f"cardcityxl solo {game_level:10} {victory:11}: median rank "
                  + ", ".join(line), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default=",".join((*COMPETITIVE, "sprawlopolis")))
    parser.add_argument("--no-solo", action="store_true", help="skip the solo tables")
    parser.add_argument("--seeds", type=int, default=100)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--solo-seeds", type=int, default=20)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--levels", default="strong,normal")
    args = parser.parse_args()
    first, second = args.levels.split(",")
    with ProcessPoolExecutor(args.jobs) as pool:
        for game_id in args.games.split(","):
            if game_id in COMPETITIVE:
                seeds = range(args.first_seed, args.first_seed + args.seeds)
                print(competitive(pool, game_id, seeds, first, second), flush=True)
            if args.no_solo:
                continue
            if game_id == "sprawlopolis":
                sprawl_solo(pool, args.solo_seeds, (first, second))
            if game_id == "cardcityxl":
                ccx_solo(pool, args.solo_seeds, (first, second))


if __name__ == "__main__":
    main()
