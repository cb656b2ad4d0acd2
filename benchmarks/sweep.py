"""The conformance checks as a sweep (a benchmark, not a test): many seeded playouts of
every registered game, for every seat count and option combination.

    .venv/bin/python benchmarks/sweep.py              # 1,000 playouts per combination
    .venv/bin/python benchmarks/sweep.py --playouts 20 --game cloudcity
    .venv/bin/python benchmarks/sweep.py --per-game 1000   # 1,000 per game, all combinations

Prints, per game and option combination, the playouts run, the failures (there should
be none: each is shown with its seed and message) and playouts per second, then the
total time and, per game, the playouts run, failed and the time they took. Uses every
core (one process per combination at a time) unless --jobs says fewer.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "tests")]

from conformance import Checks, option_sets, playout, registered  # noqa: E402

#: The sweep checks undo, saves and bots less often than the test does: it plays far
#: more games, and those checks cost most (undo and a save replay the whole game).
SWEEP_CHECKS = Checks(undo_every=5, save_every=10, bots_every=25, resamples=1)


def run(job: tuple[str, dict[str, object], int]) -> tuple[str, str, int, list[str], float]:
    game_id, options, playouts = job
    failures = []
    started = time.perf_counter()
    for seed in range(playouts):
        try:
            playout(game_id, dict(options), seed, SWEEP_CHECKS)
        except Exception as exc:  # a failure to report, not to stop the sweep
            where = traceback.extract_tb(exc.__traceback__)[-1]
            failures.append(f"seed {seed}: {type(exc).__name__}: {exc} "
                            f"({Path(where.filename).name}:{where.lineno})")
    label = " ".join(f"{k}={v}" for k, v in options.items())
    return game_id, label, playouts, failures, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--playouts", type=int, default=1000)
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--per-game", type=int, default=0,
                        help="playouts per game instead, shared among its combinations")
    parser.add_argument("--limit", type=int, default=40,
                        help="option combinations per game at most (a covering sample)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count(),
                        help="processes at once (default: every core)")
    args = parser.parse_args()
    games = args.game or list(registered())
    jobs = []
    for game in games:
        combinations = option_sets(game, args.limit)
        each = (-(-args.per_game // len(combinations)) if args.per_game  # rounded up
                else args.playouts)
        jobs += [(game, options, each) for options in combinations]
    started = time.perf_counter()
    total = failed = 0
    per_game: dict[str, list[float]] = {game: [0, 0, 0.0] for game in games}
    print(f"{'game':14} {'options':34} {'playouts':>8} {'failed':>6} {'per s':>7}", flush=True)
    with ProcessPoolExecutor(args.jobs) as pool:
        for game_id, label, n, failures, spent in pool.map(run, jobs):
            total += n
            failed += len(failures)
            tally = per_game[game_id]
            tally[0] += n
            tally[1] += len(failures)
            tally[2] += spent
            print(f"{game_id:14} {label:34} {n:8} {len(failures):6} {n / spent:7.1f}",
                  flush=True)
            for line in failures[:5]:
                print(f"    {line}")
    elapsed = time.perf_counter() - started
    print(f"\n{'game':14} {'playouts':>8} {'failed':>6} {'seconds':>8}")
    for game_id, (n, bad, spent) in per_game.items():
        print(f"{game_id:14} {n:8.0f} {bad:6.0f} {spent:8.0f}")
    print(f"\n{total} playouts, {failed} failed, {elapsed:.0f} s "
          f"({total / elapsed:.1f} playouts/s, {args.jobs} processes)")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
