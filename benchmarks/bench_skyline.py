#!/usr/bin/env python3
"""Benchmark (not a test) of the Skyline bots, in CPython, and the game-length table.

Default: --games seeded 4-player games, one "skyline-normal" bot against three
"skyline-easy" ones (the normal bot's seat turns round), printing the normal bot's win
rate (a shared win counts as a share) with its median and worst decision time, as wall
time and as this process's CPU time (the CPU figure ignores other programs competing for
the machine).

--tune choice=6,race=0.3: one normal bot with those parameters (``skyline.bots.Tuning``)
against normal bots with the defaults, to tune them.

--lengths: normal bots in every seat, for every player count, without the special
cards, with the printed ones and with our balanced set: rounds played (median, 90th
percentile, longest), how games ended, and for each card the rounds of the games it was
dealt in, how often its holder ended the game and won. This is the simulation that
tuned the sheet (``skyline/data.py``).

--cards-table: the special cards' balance (the printed cards, or with --cards tuned our
balanced set, ``skyline/data.py``'s TUNED), bots of one level (--level normal, strong or
both) in every seat, for each player count of --counts (default 2,3,4), --games games
each (--strong-games for the strong bots, default --games): for each card the games it
was dealt in, its holder's win rate (a shared win counts as a share) and how often its
holder ended the game; the rounds played (median, 90th percentile), how games ended,
and the accusations made (right / wrong); --first N starts at the N-th seed (to split
a run between processes). The goal: no holder wins more than 40% of its
games at 4 players (25% is fair).

--why (with --cards-table's --level, --counts and --games): where each card's holder's
points come from, to see why a card wins: its mean points from towers, car parks,
bubbles and the card's own line (Chemin de Traverse's shops or doubling), the bubbles it
circled pair by pair, the rounds of its games, how often it ended the game, the best
rival's mean total, the share of rounds it threw first (taking the smallest die makes a
player the next thrower) and the 1s it took per game; then how often Chemin de Traverse
doubled (six ground floors holding a 1) and its holder's win rate with and without.

Usage: .venv/bin/python benchmarks/bench_skyline.py [--games N] [--players P]
       [--cards off|on|tuned] [--lengths | --tune KEY=VALUE,... | --cards-table
       [--level normal|strong|both] [--counts 2,3,4] [--strong-games N] [--why]
       [--first N]]
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
from urbanistes.skyline.data import CARD_BY_ID, DECKS  # noqa: E402
from urbanistes.skyline.game import Skyline  # noqa: E402
from urbanistes.skyline.scoring import building_lines  # noqa: E402
from urbanistes.skyline.sheet import ground_floors  # noqa: E402
from urbanistes.skyline.strong import StrongBot  # noqa: E402


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
        for cards in DECKS:
            rounds = []
            how: Counter[str] = Counter()
            for seed in range(games):
                game = play(players, cards, 10_000 + seed, [normal] * players)
                rounds.append(game.round)
                how[_ending(game)] += 1
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
    print("\nby card (all player counts, cards on or tuned): games dealt, rounds median / "
          "longest, holder ended the game, holder won (shared wins count)")
    for card in CARD_BY_ID:
        seen = per_card[card]
        share_ended = 100 * enders[card] / len(seen)
        share_won = 100 * wins[card] / len(seen)
        print(f"  {card:14} {len(seen):4}  {statistics.median(seen):5} / {max(seen):3}  "
              f"ended {share_ended:4.0f}%  won {share_won:4.0f}%")


def _ending(game: Skyline) -> str:
    return "condition" if game.ended_by else "nobody" if game.nobody_can_finish else "limit"


def cards_table(level: str, counts: list[int], games: int, deck: str, first: int) -> None:
    """The balance of ``deck``'s cards with ``level`` bots in every seat (see the
    docstring)."""
    bot: Bot = NormalBot() if level == "normal" else StrongBot()
    started = time.perf_counter()
    for players in counts:
        dealt: Counter[str] = Counter()
        ended: Counter[str] = Counter()
        wins: dict[str, float] = defaultdict(float)
        rounds: list[int] = []
        how: Counter[str] = Counter()
        right = wrong = 0
        for seed in range(first, first + games):
            game = play(players, deck, 10_000 + seed, [bot] * players)
            rounds.append(game.round)
            how[_ending(game)] += 1
            right += sum(ok for *_, ok in game.accusations)
            wrong += sum(not ok for *_, ok in game.accusations)
            won = game.scores(None).winners
            for seat, card in enumerate(game.cards):
                assert card is not None, "cards on"
                dealt[card] += 1
                ended[card] += seat in game.ended_by
                wins[card] += (seat in won) / len(won)
        rounds.sort()
        print(f"\n{level} bots, {players} players, {games} games, cards {deck} "
              f"(fair win rate {100 / players:.0f}%): rounds median "
              f"{statistics.median(rounds)}, p90 {rounds[int(0.9 * (len(rounds) - 1))]}, "
              f"longest {rounds[-1]}; ended by a condition {how['condition']}, nobody can "
              f"finish {how['nobody']}, round limit {how['limit']}; accusations right "
              f"{right}, wrong {wrong}")
        print("  card           dealt  holder won  holder ended")
        for card in DECKS[deck]:
            if dealt[card]:
                print(f"  {card:14} {dealt[card]:5}  {100 * wins[card] / dealt[card]:9.0f}%  "
                      f"{100 * ended[card] / dealt[card]:11.0f}%")
            else:
                print(f"  {card:14} {0:5}  {'-':>10}  {'-':>12}")
        sys.stdout.flush()
    print(f"(total run time {time.perf_counter() - started:.0f} s, "
          f"CPython {sys.version.split()[0]})")


def why(level: str, counts: list[int], games: int, deck: str, first: int) -> None:
    """Where each holder's points come from (see the docstring)."""
    bot: Bot = NormalBot() if level == "normal" else StrongBot()
    for players in counts:
        seen: dict[str, list[tuple[float, ...]]] = defaultdict(list)
        circled: dict[str, Counter[int]] = defaultdict(Counter)
        doubled: list[float] = []
        single: list[float] = []
        threw: Counter[str] = Counter()
        ones: Counter[str] = Counter()
        rounds: Counter[str] = Counter()
        for seed in range(first, first + games):
            game = play(players, deck, 10_000 + seed, [bot] * players)
            scores = game.scores(None)
            totals = [t or 0 for t in scores.totals]
            for seat, card in enumerate(game.cards):
                assert card is not None, "cards on"
                lay, sheet = game.layout_of(seat), game.sheets[seat]
                bubbles = [t for t in range(len(game.claims)) if seat in game.claims[t]]
                lines = building_lines(lay, sheet, bubbles)
                part = {kind: sum(line.points for line in lines if line.key.startswith(kind))
                        for kind in ("tower", "parking", "bonus")}
                won = (seat in scores.winners) / len(scores.winners)
                rivals = [totals[s] for s in range(players)
                          if s != seat and game.cards[s] != "fictif"]
                seen[card].append((part["tower"], part["parking"], part["bonus"],
                                   totals[seat] - sum(part.values()), max(rivals, default=0),
                                   game.round, seat in game.ended_by, won))
                circled[card].update(bubbles)
                rounds[card] += len(game.log)
                threw[card] += sum(thrower == seat for thrower in game.throwers)
                ones[card] += sum(taken[seat] == 1 for taken in game.log)
                if CARD_BY_ID[card].kind == "traverse":
                    six = all(v == 1 for v in ground_floors(lay, sheet))
                    (doubled if six else single).append(won)
        print(f"\n{level} bots, {players} players, {games} games, cards {deck}: holder's "
              "mean points "
              "(towers, car parks, bubbles, card line and penalty), best rival's mean "
              "total, bubbles circled by pair, rounds median, holder ended, holder won, "
              "holder threw (share of rounds), 1s the holder took per game")
        print("  card           dealt  towers parks bubbles card  rival  circled by pair"
              "     rounds ended  won  threw   1s")
        for card in DECKS[deck]:
            rows = seen[card]
            if not rows:
                continue
            mean = [statistics.mean(row[k] for row in rows) for k in range(5)]
            pairs = "/".join(f"{circled[card][t]}" for t in range(6))
            print(f"  {card:14} {len(rows):5}  {mean[0]:6.1f} {mean[1]:5.1f} {mean[2]:7.1f} "
                  f"{mean[3]:5.1f} {mean[4]:6.1f}  {pairs:19} "
                  f"{statistics.median(row[5] for row in rows):6} "
                  f"{100 * sum(row[6] for row in rows) / len(rows):4.0f}% "
                  f"{100 * sum(row[7] for row in rows) / len(rows):4.0f}% "
                  f"{100 * threw[card] / rounds[card]:5.0f}% {ones[card] / len(rows):4.1f}")
        dealt = len(doubled) + len(single)
        if dealt:
            print(f"  traverse doubled (six ground floors with a 1) in {len(doubled)} of "
                  f"{dealt} games ({100 * len(doubled) / dealt:.0f}%); holder won "
                  f"{_rate(doubled)} of those, {_rate(single)} of the others")
        sys.stdout.flush()


def _rate(wins: list[float]) -> str:
    return f"{100 * sum(wins) / len(wins):.0f}%" if wins else "-"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4, choices=range(2, 7))
    parser.add_argument("--cards", default="off", choices=list(DECKS))
    parser.add_argument("--lengths", action="store_true")
    parser.add_argument("--tune", default="")
    parser.add_argument("--cards-table", action="store_true")
    parser.add_argument("--level", default="both", choices=["normal", "strong", "both"])
    parser.add_argument("--counts", default="2,3,4")
    parser.add_argument("--strong-games", type=int, default=0)
    parser.add_argument("--why", action="store_true")
    parser.add_argument("--first", type=int, default=0)
    args = parser.parse_args()
    if args.cards_table or args.why:
        counts = [int(n) for n in args.counts.split(",")]
        run = why if args.why else cards_table
        for level in ("normal", "strong"):
            if args.level in (level, "both"):
                games = args.strong_games if level == "strong" and args.strong_games \
                    else args.games
                run(level, counts, games, "on" if args.cards == "off" else args.cards,
                    args.first)
    elif args.lengths:
        lengths(args.games)
    elif args.tune:
        tune(args.games, args.players, args.cards, args.tune)
    else:
        duel(args.games, args.players, args.cards)


if __name__ == "__main__":
    main()
