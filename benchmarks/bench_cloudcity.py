#!/usr/bin/env python3
"""Benchmark (not a test) of the Cloud City bots, in CPython.

Plays --games seeded 2-player square games, "cloudcity-normal" against
"cloudcity-easy", the normal bot alternating seats, and prints the normal bot's win
rate (a shared win counts half) with its median and worst decision time, both as wall
time and as this process's CPU time (the CPU figure ignores other programs competing for
the machine, which can inflate single wall-clock samples many times over).

Usage: .venv/bin/python benchmarks/bench_cloudcity.py [--games N] [--city square|rectangle]
       [--needs 0|1|2]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from urbanistes.cloudcity.bots import EasyBot, NormalBot  # noqa: E402
from urbanistes.cloudcity.game import CloudCity  # noqa: E402 - needs the path above


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--city", default="square", choices=["square", "rectangle"])
    parser.add_argument("--needs", type=int, default=0, choices=[0, 1, 2])
    args = parser.parse_args()

    normal, easy = NormalBot(), EasyBot()
    wins = 0.0
    times: list[float] = []
    cpu: list[float] = []
    margins: list[int] = []
    started = time.perf_counter()
    for index in range(args.games):
        normal_seat = index % 2
        bots = {normal_seat: normal, 1 - normal_seat: easy}
        game = CloudCity.new({"players": 2, "city": args.city, "needs": args.needs},
                             seed=index)
        while not game.is_over:
            seat = game.to_act[0]
            bot = bots[seat]
            t0, c0 = time.perf_counter(), time.process_time()
            action = bot.choose(game, seat)
            if bot is normal:
                times.append(time.perf_counter() - t0)
                cpu.append(time.process_time() - c0)
            game = game.apply(seat, action).settle()
        scores = game.scores(None)
        if normal_seat in scores.winners:
            wins += 1 / len(scores.winners)
        totals = scores.totals
        margins.append(totals[normal_seat] - totals[1 - normal_seat])
    elapsed = time.perf_counter() - started
    print(f"Cloud City bots, {args.games} games, 2 players, city={args.city}, "
          f"needs={args.needs} (CPython {sys.version.split()[0]})")
    print(f"normal vs easy win rate: {100 * wins / args.games:.1f}% "
          "(shared wins count half)")
    print(f"mean score margin (normal - easy): {statistics.mean(margins):+.1f} votes")
    print(f"normal decisions: {len(times)}")
    for label, values in (("wall", times), ("CPU", cpu)):
        print(f"  {label:4} time: median {1000 * statistics.median(values):.1f} ms, "
              f"worst {1000 * max(values):.1f} ms")
    print(f"total run time: {elapsed:.1f} s")


if __name__ == "__main__":
    main()
