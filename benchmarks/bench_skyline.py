#!/usr/bin/env python3
"""Benchmark (not a test) of the Skyline bots, in CPython, and the game-length table.

Default: --games seeded 4-player games, one "skyline-normal" bot against three
"skyline-easy" ones (the normal bot's seat turns round), printing the normal bot's win
rate (a shared win counts as a share) with its median and worst decision time, as wall
time and as this process's CPU time (the CPU figure ignores other programs competing for
the machine).

--tune choice=6,race=0.3: one normal bot with those parameters (``skyline.bots.Tuning``)
against normal bots with the defaults, to tune them.

--lengths: normal bots in every seat, for every player count, without and with the
special cards: rounds played (median, 90th percentile, longest), how games ended, and
for each card the rounds of the games it was dealt in, how often its holder ended the
game and won. This is the simulation that tuned the sheet (``skyline/data.py``).

Usage: .venv/bin/python benchmarks/bench_skyline.py [--games N] [--players P]
       [--cards off|on] [--lengths | --tune KEY=VALUE,...]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter, defaultdict
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from urbanistes.bots import Bot  # noqa: E402 - needs the path above
from urbanistes.skyline.bots import EasyBot, NormalBot, Tuning  # noqa: E402
from urbanistes.skyline.data import CARD_IDS  # noqa: E402
from urbanistes.skyline.game import Skyline  # noqa: E402


def play(players: int, cards: str, seed: int, bots: list[Bot],
         clock: list[float] | None = None, cpu: list[float] | None = None,
         timed: Bot | None = None) -> Skyline:
    game = Skyline.new({"players": players, "cards": cards}, seed)
    while not game.is_over:
        if game.is_chance:
            game = game.settle()
            continue
        seat = game.to_act[0]
        bot = bots[seat]
        t0, c0 = time.perf_counter(), time.process_time()
        action = bot.choose(game, seat)
        if bot is timed and clock is not None and cpu is not None:
            clock.append(time.perf_counter() - t0)
            cpu.append(time.process_time() - c0)
        game = game.apply(seat, action)
    return game


def duel(games: int, players: int, cards: str) -> None:
    normal, easy = NormalBot(), EasyBot()
    _one_against(normal, easy, games, players, cards, "one normal against easy ones")


def tune(games: int, players: int, cards: str, spec: str) -> None:
    tuning = Tuning()
    for item in spec.split(","):
        key, value = item.split("=")
        tuning = replace(tuning, **{key: type(getattr(tuning, key))(value)})
    _one_against(NormalBot(tuning), NormalBot(), games, players, cards,
                 f"one normal with {spec} against default normal ones")


def _one_against(timed: Bot, others: Bot, games: int, players: int, cards: str,
                 title: str) -> None:
    """``timed`` in one seat (turning round), ``others`` in the rest."""
    wins = 0.0
    margins: list[float] = []
    clock: list[float] = []
    cpu: list[float] = []
    started = time.perf_counter()
    for seed in range(games):
        seat = seed % players
        bots: list[Bot] = [others] * players
        bots[seat] = timed
        scores = play(players, cards, seed, bots, clock, cpu, timed).scores(None)
        if seat in scores.winners:
            wins += 1 / len(scores.winners)
        totals = [t or 0 for t in scores.totals]
        rivals = [t for s, t in enumerate(totals) if s != seat]
        margins.append(totals[seat] - statistics.mean(rivals))
    print(f"Skyline bots, {games} games, {players} players, cards {cards}, {title} "
          f"(CPython {sys.version.split()[0]})")
    print(f"win rate: {100 * wins / games:.1f}% (shared wins count as a share)")
    print(f"mean margin over the others' mean: {statistics.mean(margins):+.1f} points")
    print(f"decisions timed: {len(clock)}")
    for label, values in (("wall", clock), ("CPU", cpu)):
        print(f"  {label:4} time: median {1000 * statistics.median(values):.2f} ms, "
              f"worst {1000 * max(values):.1f} ms")
    print(f"total run time: {time.perf_counter() - started:.1f} s")


def lengths(games: int) -> None:
    normal = NormalBot()
    print(f"Skyline game lengths, normal bots in every seat, {games} games per row")
    print("players cards  median  p90  longest  ended-by-condition  nobody-can-finish"
          "  round-limit")
    per_card: dict[str, list[int]] = defaultdict(list)
    enders: Counter[str] = Counter()
    wins: dict[str, float] = defaultdict(float)
    for players in range(2, 7):
        for cards in ("off", "on"):
            rounds = []
            how: Counter[str] = Counter()
            for seed in range(games):
                game = play(players, cards, 10_000 + seed, [normal] * players)
                rounds.append(game.round)
                nobody = all(game.stuck[s] for s in range(players) if game.writes_sheet(s))
                how["condition" if game.ended_by else "nobody" if nobody else "limit"] += 1
                won = game.scores(None).winners
                for seat, card in enumerate(game.cards):
                    if card is not None:
                        per_card[card].append(game.round)
                        enders[card] += seat in game.ended_by
                        wins[card] += (seat in won) / len(won)
            rounds.sort()
            print(f"{players:7} {cards:5} {statistics.median(rounds):7} "
                  f"{rounds[int(0.9 * (len(rounds) - 1))]:4} {rounds[-1]:8} "
                  f"{how['condition']:19} {how['nobody']:18} {how['limit']:12}")
    print("\nby card (all player counts, cards on): games dealt, rounds median / longest, "
          "holder ended the game, holder won (shared wins count)")
    for card in CARD_IDS:
        seen = per_card[card]
        share_ended = 100 * enders[card] / len(seen)
        share_won = 100 * wins[card] / len(seen)
        print(f"  {card:11} {len(seen):4}  {statistics.median(seen):5} / {max(seen):3}  "
              f"ended {share_ended:4.0f}%  won {share_won:4.0f}%")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4, choices=range(2, 7))
    parser.add_argument("--cards", default="off", choices=["off", "on"])
    parser.add_argument("--lengths", action="store_true")
    parser.add_argument("--tune", default="")
    args = parser.parse_args()
    if args.lengths:
        lengths(args.games)
    elif args.tune:
        tune(args.games, args.players, args.cards, args.tune)
    else:
        duel(args.games, args.players, args.cards)


if __name__ == "__main__":
    main()
