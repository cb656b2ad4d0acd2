#!/usr/bin/env python3
"""Benchmark (not a test) of the Card City XL bots, in CPython.

For each level, plays --games seeded 3-player games, "cardcityxl-normal" in one seat
(turning round the table) against two "cardcityxl-easy", the victory condition turning
through the five. Prints the normal bot's win rate (a shared win counts its share), the
mean score of each bot by victory condition, the normal bot's median and worst decision
time (wall and CPU), and, at the advanced level, how often each two-colour card was
built rather than discarded (the figures that tuned our two-colour set).

With --table N it plays instead N seeded 3-player advanced games with --table-bots
("normal" or "strong", the registry's bot at that level) in every seat, the victory
turning through the five, and prints the two-colour table; then N more with the Ville
Écologique on: each Industrie illustration's cards built / discarded, each city's
pollution percentage by victory, and how many Bonheur cities paid to clean up or lost
for it (the figures that check our four illustrations' percentages). --tables picks
either table.

With --solo N it also plays N solo games per level and victory with the normal bot and
prints the mean score and the rank reached most often.

With --sweep N it plays the 240 ways to play (3 levels x 5 victories x 16 variant
combinations; the fourth variant is the Cité Unique with 2, 3 and 4 seats in turn, or
solo the Banlieue Fictive; the others turn through 1 to 4 seats): N seeded random
playouts of each to the end, each state every --save-every steps and the final one
through an exact save round trip, the final scores computed; then (with --bots) one
game of each with the normal bot in every seat, timing each decision in CPU. Prints the
time of each family (level x layout) and of the whole sweep, and the normal bot's
median and worst decision by family. (The sweep plays every game in one process: its
memos grow, and the worst decisions include the garbage collector's full passes over
them, which a page playing one game does not reach.)

With --strong N it times the strong bot instead: for each level, N seeds of each
victory, solo and 2-player (against the normal bot), each search run one iteration at a
time; prints the decisions' median, p95 and worst CPU time and the iterations' p95,
p99 and worst (the page runs iterations in 30 ms slices and has 1 s per decision).

Usage: .venv/bin/python benchmarks/bench_cardcityxl.py [--games N] [--solo N]
       [--levels simplified,normal,advanced] [--sweep N [--save-every K] [--bots]]
       [--strong N]
       [--table N [--table-bots normal|strong] [--tables bicolour,ecology]]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "tests" / "unit")]

from cardcityxl_helpers import ways_to_play  # noqa: E402

from urbanistes import saves  # noqa: E402
from urbanistes.bots import Bot  # noqa: E402
from urbanistes.cardcityxl.bots import EasyBot, NormalBot  # noqa: E402
from urbanistes.cardcityxl.data import (  # noqa: E402
    BICOLOUR_INDUSTRY,
    BICOLOURS,
    HAPPINESS_LIMIT,
    ILLUSTRATIONS,
    RANK_NAMES,
    rank,
)
from urbanistes.cardcityxl.ecology import cleanup, pollution  # noqa: E402
from urbanistes.cardcityxl.game import CardCityXL  # noqa: E402
from urbanistes.cardcityxl.info import combination_name  # noqa: E402
from urbanistes.cardcityxl.results import seat_tally  # noqa: E402
from urbanistes.cardcityxl.scoring import VICTORIES, whole  # noqa: E402
from urbanistes.cardcityxl.strong import StrongBot  # noqa: E402
from urbanistes.engine import Game  # noqa: E402

PLAYERS = 3


class Tracker:
    """Built and discarded two-colour cards, from the finished games."""

    def __init__(self) -> None:
        self.built: Counter[str] = Counter()
        self.discarded: Counter[str] = Counter()

    def add(self, game: CardCityXL) -> None:
        for city in game.cities:
            self.built.update(code for code, _, _ in city.cells.values() if code in BICOLOURS)
        self.discarded.update(code for code in game.discards if code in BICOLOURS)

    def report(self) -> None:
        print("  two-colour cards built / discarded:")
        for code, (a, b, split) in BICOLOURS.items():
            built, gone = self.built[code], self.discarded[code]
            share = 100 * built / (built + gone) if built + gone else 0.0
            print(f"    {code} {a}/{b} {split:8} built {built:4} discarded {gone:4}"
                  f" ({share:.0f}% built)")


def play(game: Game, bots: dict[int, Bot], timed: int, times: list[float],
         cpu: list[float]) -> CardCityXL:
    game = game.settle()
    while not game.is_over:
        seat = game.to_act[0]
        bot = bots[seat]
        t0, c0 = time.perf_counter(), time.process_time()
        action = bot.choose(game, seat)
        if seat == timed:
            times.append(time.perf_counter() - t0)
            cpu.append(time.process_time() - c0)
        game = game.apply(seat, action).settle()
    assert isinstance(game, CardCityXL)
    return game


def duel(level: str, games: int) -> None:
    normal, easy = NormalBot(), EasyBot()
    wins = 0.0
    scores: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))
    times: list[float] = []
    cpu: list[float] = []
    tracker = Tracker()
    started = time.perf_counter()
    for index in range(games):
        seat = index % PLAYERS
        victory = VICTORIES[index % len(VICTORIES)]
        bots: dict[int, Bot] = {s: normal if s == seat else easy for s in range(PLAYERS)}
        game = CardCityXL.new({"players": PLAYERS, "level": level, "victory": victory},
                              seed=index)
        final = play(game, bots, seat, times, cpu)
        result = final.scores(None)
        if seat in result.winners:
            wins += 1 / len(result.winners)
        for s, total in enumerate(result.totals):
            scores[victory]["normal" if s == seat else "easy"].append(total or 0)
        tracker.add(final)
    print(f"{level}: {games} games, {PLAYERS} players, normal against two easy")
    print(f"  normal win rate: {100 * wins / games:.1f}% (a third would be chance)")
    for victory in VICTORIES:
        got = scores[victory]
        if got["normal"]:
            print(f"  {victory:12} mean score normal {statistics.mean(got['normal']):6.1f}"
                  f"   easy {statistics.mean(got['easy']):6.1f}")
    for label, values in (("wall", times), ("CPU", cpu)):
        print(f"  normal decisions {len(values)}, {label} time: median "
              f"{1000 * statistics.median(values):.1f} ms, worst {1000 * max(values):.0f} ms")
    if level == "advanced":
        tracker.report()
    print(f"  run time {time.perf_counter() - started:.0f} s")


def table_bot(level: str) -> Bot:
    return NormalBot() if level == "normal" else StrongBot()


def table(bots: str, games: int, which: str) -> None:
    """The tuning tables with ``bots`` in every seat (3 players, advanced)."""
    if "bicolour" in which:
        bicolour_table(bots, games)
    if "ecology" in which:
        ecology_table(bots, games)


def bicolour_table(bots: str, games: int) -> None:
    """The two-colour cards built / discarded."""
    started = time.perf_counter()
    tracker = Tracker()
    wins: Counter[int] = Counter()
    for index in range(games):
        victory = VICTORIES[index % len(VICTORIES)]
        game = CardCityXL.new({"players": PLAYERS, "level": "advanced", "victory": victory},
                              seed=index)
        final = play(game, {s: table_bot(bots) for s in range(PLAYERS)}, -1, [], [])
        tracker.add(final)
        for s in final.scores(None).winners:
            wins[s] += 1
        if shown(index, games):
            print(f"advanced: {index + 1} games, {PLAYERS} players, {bots} bot in every "
                  f"seat (wins by seat {dict(sorted(wins.items()))})")
            tracker.report()
            print(f"  run time {time.perf_counter() - started:.0f} s", flush=True)


def shown(index: int, games: int) -> bool:
    """A table is printed every 5 games (a long run stopped early still has one)."""
    return (index + 1) % 5 == 0 or index + 1 == games


def ecology_table(bots: str, games: int) -> None:
    """Ville Écologique: illustrations built / discarded, pollution by victory."""
    started = time.perf_counter()
    built: Counter[str] = Counter()
    discarded: Counter[str] = Counter()
    polluted: dict[str, list[int]] = defaultdict(list)
    paid = lost = happy = 0
    for index in range(games):
        victory = VICTORIES[index % len(VICTORIES)]
        game = CardCityXL.new({"players": PLAYERS, "level": "advanced", "victory": victory,
                               "ecology": True}, seed=1000 + index)
        final = play(game, {s: table_bot(bots) for s in range(PLAYERS)}, -1, [], [])
        for seat, city in enumerate(final.cities):
            codes = [code for code, _, _ in city.cells.values()]
            built.update(c for c in codes if c in ILLUSTRATIONS)
            built.update(BICOLOUR_INDUSTRY[c] for c in codes if c in BICOLOUR_INDUSTRY)
            percentage = pollution(city, seat)
            polluted[victory].append(percentage)
            if victory == "happiness":
                happy += 1
                clean = cleanup(percentage, final.money[seat])
                paid += clean.paid > 0
                lost += clean.out
        discarded.update(c for c in final.discards if c in ILLUSTRATIONS)
        discarded.update(BICOLOUR_INDUSTRY[c] for c in final.discards
                         if c in BICOLOUR_INDUSTRY)
        if not shown(index, games):
            continue
        print(f"advanced, Ville Écologique: {index + 1} games, {bots} bot in every seat")
        print("  Industrie illustrations built / discarded (two-colour halves included):")
        for code, pct in ILLUSTRATIONS.items():
            b, d = built[code], discarded[code]
            share = 100 * b / (b + d) if b + d else 0.0
            print(f"    {code} {pct}%  built {b:4} discarded {d:4} ({share:.0f}% built)")
        print("  pollution per city, by victory:")
        for victory in VICTORIES:
            got = polluted[victory]
            if got:
                print(f"    {victory:12} mean {statistics.mean(got):5.1f}%  max {max(got):3}%"
                      f"  above {HAPPINESS_LIMIT}%: {sum(p > HAPPINESS_LIMIT for p in got)}"
                      f" of {len(got)}")
        print(f"  Bonheur cities: {happy}, paid to clean up {paid}, lost for pollution {lost}")
        print(f"  run time {time.perf_counter() - started:.0f} s", flush=True)


def solo(level: str, games: int) -> None:
    bot = NormalBot()
    print(f"{level} solo, normal bot, {games} games per victory:")
    for victory in VICTORIES:
        results = []
        for seed in range(games):
            game = CardCityXL.new({"players": 1, "level": level, "victory": victory}, seed)
            final = play(game, {0: bot}, -1, [], [])
            results.append(seat_tally(final, 0, None).value)
        ranks = Counter(rank(victory, whole(victory, v)) for v in results)
        common = RANK_NAMES[ranks.most_common(1)[0][0]]["fr"]
        shown = [whole(victory, v) for v in results]
        print(f"  {victory:12} mean {statistics.mean(shown):6.1f}  min {min(shown)}"
              f"  max {max(shown)}  most often {common}")


# -- the 240 ways to play ---------------------------------------------------------------
Options = dict[str, object]


def family(options: Options) -> str:
    """Level x layout: own cities, Banlieue, or the shared city by seats."""
    if options["suburb"]:
        layout = "banlieue"
    elif options["unique"]:
        layout = {2: "unique-2 (5x10/6x12)", 3: "unique-3 (hex)", 4: "unique-4 (square)"}[
            int(str(options["players"]))]
    else:
        layout = "own cities"
    return f"{options['level']:10} {layout}"


def random_playout(options: Options, seed: int, save_every: int) -> int:
    """A seeded random game to the end with save round trips; its length."""
    rng = random.Random(seed)
    game = CardCityXL.new(options, seed).settle()
    steps = 0
    while not game.is_over:
        if steps % save_every == 0:
            assert saves.loads(saves.dumps(game)) == game, f"save at step {steps}"
        seat = rng.choice(game.to_act)
        game = game.apply(seat, rng.choice(game.legal_actions(seat))).settle()
        steps += 1
    assert saves.loads(saves.dumps(game)) == game, "final save"
    assert game.scores(None).outcome["fr"]
    return steps


def bot_game(options: Options, cpu: list[float]) -> None:
    """The normal bot in every seat, each decision's CPU time into ``cpu``."""
    bot = NormalBot()
    game = CardCityXL.new(options, 7).settle()
    while not game.is_over:
        seat = game.to_act[0]
        c0 = time.process_time()
        action = bot.choose(game, seat)
        cpu.append(time.process_time() - c0)
        game = game.apply(seat, action).settle()
    assert game.scores(None).outcome["fr"]


def sweep(playouts: int, save_every: int, bots: bool) -> None:
    print(f"Sweep of the 240 ways to play: {playouts} random playout(s) each, saves every "
          f"{save_every} steps" + (", then one normal-bot game each" if bots else ""))
    spent: dict[str, float] = defaultdict(float)
    games: Counter[str] = Counter()
    cpu: dict[str, list[float]] = defaultdict(list)
    slowest: dict[str, tuple[float, str]] = {}
    started = time.perf_counter()
    for options in ways_to_play():
        name = family(options)
        t0 = time.perf_counter()
        for seed in range(playouts):
            random_playout(options, seed, save_every)
        games[name] += playouts
        if bots:
            mine: list[float] = []
            bot_game(options, mine)
            cpu[name] += mine
            if max(mine) > slowest.get(name, (0.0, ""))[0]:
                slowest[name] = (max(mine), combination_name(options)["en"]
                                 + f" ({options['players']} seats)")
        spent[name] += time.perf_counter() - t0
    for name in sorted(spent):
        line = f"  {name:32} {games[name]:4} playouts {spent[name]:7.1f} s"
        if bots:
            line += (f"   bot CPU median {1000 * statistics.median(cpu[name]):5.1f} ms"
                     f" worst {1000 * slowest[name][0]:5.0f} ms ({slowest[name][1]})")
        print(line)
    total = sum(games.values())
    print(f"{total} playouts of the 240 ways to play, each to the end with exact saves "
          f"(a failure stops the sweep), whole sweep "
          f"{time.perf_counter() - started:.0f} s")


def strong_times(level: str, seeds: int) -> None:
    """The strong bot's decision and iteration CPU times at ``level``."""
    for players in (1, 2):
        decisions: list[float] = []
        iterations: list[float] = []
        for victory in VICTORIES:
            for seed in range(seeds):
                game = CardCityXL.new({"players": players, "level": level,
                                       "victory": victory}, seed).settle()
                strong, normal = StrongBot(), NormalBot()
                while not game.is_over:
                    seat = game.to_act[0]
                    if seat:
                        action = normal.choose(game, seat)
                    else:
                        started = time.process_time()
                        thinking = strong.think(game, seat)
                        while thinking.actions is None:  # the lead, then the moves listed
                            thinking.run(deadline=0.0)
                        while not thinking.done:
                            tick = time.process_time()
                            thinking._iterate()  # one at a time, timed
                            iterations.append(time.process_time() - tick)
                        action = thinking.best()
                        decisions.append(time.process_time() - started)
                    game = game.apply(seat, action).settle()
        decisions.sort()
        iterations = sorted(iterations) or [0.0]
        print(f"strong {level:10} {players} player(s): {len(decisions)} decisions, median "
              f"{_ms(decisions, 0.5)}, p95 {_ms(decisions, 0.95)}, worst "
              f"{decisions[-1] * 1000:.0f} ms; {len(iterations)} iterations, p95 "
              f"{_ms(iterations, 0.95)}, p99 {_ms(iterations, 0.99)}, worst "
              f"{iterations[-1] * 1000:.0f} ms", flush=True)


def _ms(ordered: list[float], p: float) -> str:
    return f"{ordered[min(len(ordered) - 1, int(p * len(ordered)))] * 1000:.0f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--solo", type=int, default=0)
    parser.add_argument("--levels", default="simplified,normal,advanced")
    parser.add_argument("--sweep", type=int, default=0,
                        help="random playouts of each of the 240 ways to play")
    parser.add_argument("--save-every", type=int, default=10)
    parser.add_argument("--bots", action="store_true",
                        help="with --sweep: one normal-bot game of each way to play")
    parser.add_argument("--strong", type=int, default=0,
                        help="time the strong bot on N seeds of each victory instead")
    parser.add_argument("--table", type=int, default=0,
                        help="the tuning tables: N advanced games, one bot in every seat")
    parser.add_argument("--table-bots", default="normal", choices=["normal", "strong"])
    parser.add_argument("--tables", default="bicolour,ecology",
                        help="with --table: bicolour, ecology or both")
    args = parser.parse_args()
    print(f"Card City XL bots (CPython {sys.version.split()[0]})")
    if args.sweep:
        sweep(args.sweep, args.save_every, args.bots)
        return
    if args.table:
        table(args.table_bots, args.table, args.tables)
        return
    if args.strong:
        for level in args.levels.split(","):
            strong_times(level, args.strong)
        return
    for level in args.levels.split(","):
        if args.games:
            duel(level, args.games)
        if args.solo:
            solo(level, args.solo)


if __name__ == "__main__":
    main()
