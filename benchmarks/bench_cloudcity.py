#!/usr/bin/env python3
"""Benchmark (not a test) of the Cloud City bots, in CPython.

Plays --games seeded 2-player square games, "cloudcity-normal" against
"cloudcity-easy", the normal bot alternating seats, and prints the normal bot's win
rate (a shared win counts half) with its median and worst decision time, both as wall
time and as this process's CPU time (the CPU figure ignores other programs competing for
the machine, which can inflate single wall-clock samples many times over).

With --table N it plays instead, for each player count of --players, N seeded square
games with --table-bots ("normal" or "strong", the registry's bot at that level, or
"lookahead", the strong bot's lead alone: five times faster) in every
seat, and prints the figures that check our tiles: each seat's (so each start tile's)
win rate and mean votes, the votes each level's walkways bring, and for each kind of
regular tile (its two colours, side by side or diagonal) how many were laid and how many
were left in a hand at the end (a tile nobody wants stays in hand). --start-tiles 4,3,2,1
(an experiment, not the rules) deals the start tiles to the seats in that order instead,
to tell a start tile's effect from the turn order's. --swap 4:46 (an experiment, not our
data) swaps two tiles' pictures before playing, so every count stays; several
swaps are separated by commas (4:46,3:39).

Usage: .venv/bin/python benchmarks/bench_cloudcity.py [--games N] [--city square|rectangle]
       [--needs 0|1|2] [--table N [--table-bots normal|strong|lookahead] [--players 2,3,4]
       [--start-tiles 4,3,2,1] [--swap 4:46]]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from urbanistes.bots import Bot  # noqa: E402
from urbanistes.cloudcity import city as city_rules  # noqa: E402
from urbanistes.cloudcity import game as rules  # noqa: E402
from urbanistes.cloudcity.bots import EasyBot, NormalBot  # noqa: E402
from urbanistes.cloudcity.data import (  # noqa: E402
    HEIGHTS,
    REGULAR_TILES,
    START_TILES,
    TILE_SPOTS,
)
from urbanistes.cloudcity.game import CloudCity  # noqa: E402 - needs the path above
from urbanistes.cloudcity.scoring import level_total  # noqa: E402
from urbanistes.cloudcity.strong import Lookahead, StrongBot  # noqa: E402

LETTERS = {1: "B", 2: "G", 3: "T"}


def kind(tile: int) -> str:
    """A tile's kind: its two colours and whether they are side by side or diagonal."""
    ((x1, y1), h1), ((x2, y2), h2) = TILE_SPOTS[tile]
    colours = "".join(LETTERS[h] for h in sorted((h1, h2)))
    return colours + (" side" if abs(x1 - x2) + abs(y1 - y2) == 1 else " diag")


def swap(pairs: str) -> None:
    """Swap the pictures of pairs of tiles ("a:b,c:d"): an experiment keeping every count."""
    for pair in filter(None, pairs.split(",")):
        a, b = map(int, pair.split(":"))
        TILE_SPOTS[a], TILE_SPOTS[b] = TILE_SPOTS[b], TILE_SPOTS[a]
        print(f"experiment: tiles {a} and {b} swapped ({kind(a)} <-> {kind(b)})")
    city_rules.rotated_spots.cache_clear()


def table_bot(level: str) -> Bot:
    return {"normal": NormalBot, "strong": StrongBot, "lookahead": Lookahead}[level]()


class Table:
    """The tiles' figures over the games played so far."""

    def __init__(self, players: int) -> None:
        self.players, self.games = players, 0
        self.wins = [0.0] * players
        self.votes: list[list[int]] = [[] for _ in range(players)]
        self.levels: dict[int, list[int]] = defaultdict(list)
        self.laid: Counter[str] = Counter()
        self.kept: Counter[str] = Counter()

    def add(self, game: CloudCity) -> None:
        self.games += 1
        scores = game.scores(None)
        for s in scores.winners:
            self.wins[s] += 1 / len(scores.winners)
        for s, total in enumerate(scores.totals):
            self.votes[s].append(total or 0)
        for city in game.cities:
            self.laid.update(kind(t) for t, _ in city["tiles"].values()
                             if t in REGULAR_TILES)
            for height in HEIGHTS:
                self.levels[height].append(level_total(city, height))
        for hand in game.hands:
            self.kept.update(kind(t) for t in hand)

    def report(self, bots: str) -> None:
        print(f"{self.players} players, {self.games} games, square city, {bots} bot in "
              "every seat")
        for s in range(self.players):
            print(f"  seat {s + 1} (start tile {rules.START_TILES[s]}): won "
                  f"{100 * self.wins[s] / self.games:5.1f}%  mean "
                  f"{statistics.mean(self.votes[s]):5.1f} votes"
                  f" (fair {100 / self.players:.0f}%)")
        print("  walkway votes per city by level: " + ", ".join(
            f"{LETTERS[h]} {statistics.mean(self.levels[h]):.1f}" for h in HEIGHTS))
        print("  regular tiles by kind: laid / left in hand at the end (share laid):")
        kinds = Counter(kind(t) for t in REGULAR_TILES)
        for name in sorted(kinds):
            got, left = self.laid[name], self.kept[name]
            share = 100 * got / (got + left) if got + left else 0.0
            print(f"    {name} x{kinds[name]:2}: laid {got:4}, left {left:4} ({share:.0f}%)")


def table(bots: str, games: int, players: int) -> None:
    """The tiles' figures with ``bots`` in every seat (square city, no Special Needs),
    printed every 4 games (a long run stopped early still has one)."""
    started = time.perf_counter()
    figures = Table(players)
    for index in range(games):
        game = CloudCity.new({"players": players, "city": "square", "needs": 0},
                             seed=index)
        seats = {s: table_bot(bots) for s in range(players)}
        while not game.is_over:
            seat = game.to_act[0]
            game = game.apply(seat, seats[seat].choose(game, seat)).settle()
        assert isinstance(game, CloudCity)
        figures.add(game)
        if (index + 1) % 4 == 0 or index + 1 == games:
            figures.report(bots)
            print(f"  run time {time.perf_counter() - started:.0f} s", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--city", default="square", choices=["square", "rectangle"])
    parser.add_argument("--needs", type=int, default=0, choices=[0, 1, 2])
    parser.add_argument("--table", type=int, default=0,
                        help="the tiles' table: N games per player count, one bot everywhere")
    parser.add_argument("--table-bots", default="normal", choices=["normal", "strong", "lookahead"])
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--start-tiles", default=",".join(map(str, START_TILES)),
                        help="experiment: the start tile of each seat in turn")
    parser.add_argument("--swap", default="",
                        help="experiment: swap two tiles' pictures, a:b[,c:d...]")
    args = parser.parse_args()
    swap(args.swap)
    rules.START_TILES = tuple(map(int, args.start_tiles.split(",")))
    assert sorted(rules.START_TILES) == sorted(START_TILES), "a permutation of 1-4"
    if args.table:
        print(f"Cloud City tiles (CPython {sys.version.split()[0]})")
        for players in map(int, args.players.split(",")):
            table(args.table_bots, args.table, players)
        return

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
