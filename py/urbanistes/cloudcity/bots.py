"""Cloud City bots: "easy" plays at random, "normal" plans its tile, walkways and draw.

Both see only what a player sees: their own hand, every city, the face-up row, the
supply and the number of tiles left in the deck (never which tiles). They use the
engine protocol, the game's public helpers and the pure functions of ``city``.
Decisions are deterministic for what the seat sees (``urbanistes.bots.bot_rng``).
The normal bot times its walkways against the shared box: a walkway the rivals could
take the last of is worth less as a promise than as a build (``contested``).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Generator, Iterable, Mapping
from dataclasses import dataclass

from ..bots import Steps, at_once, bot_rng
from ..engine import Action, Game
from ..grid import Point, bbox
from .city import (
    ALL_DIRECTIONS,
    MAX_DISTANCE,
    City,
    Walkway,
    add_tile,
    copy_city,
    distance_of,
    legal_origins,
    legal_walkways,
    link_counts,
    rotated_spots,
    value_of,
)
from .data import CITY_SHAPES, MAX_WALKWAYS_PER_BUILDING, WALKWAY_VALUES
from .game import CloudCity
from .scoring import NEEDS

Supply = Mapping[int, Mapping[int, int]]
#: height -> distance -> the chance a walkway of that kind is still in the box when
#: the city wants it later (None: sure).
Odds = Mapping[int, Mapping[int, float]] | None

#: Weight of a walkway that could be built right now but is not yet.
NOW = 0.8
#: Weight of an untiled zone in line: it may later hold a building of the right height
#: (the bot picks its tiles for that). Tuned by self-play, normal against variants.
FUTURE = 0.6
#: Further discount per untiled zone a future walkway would have to pass over.
PASS = 0.7
#: How many tile placements get the full (slower) walkway plan: when laying a tile, and
#: when weighing the draw (a cheaper estimate of next turn).
SHORTLIST = 10
DRAW_SHORTLIST = 3
#: The chance a walkway is still there next turn when rivals could take all that the box
#: holds of its kind: a prospect on it is worth that much less, so the bot builds it (or
#: the tile that allows it) before they take the last one.
CONTESTED = 0.3
#: Extra votes a face-up tile must promise over the hand to be taken instead of the deck.
ROW_MARGIN = 0.5


class EasyBot:
    """Random tile and draw; builds a random legal walkway half the time, else ends."""

    name = "cloudcity-easy"

    def choose(self, game: Game, seat: int) -> Action:
        assert isinstance(game, CloudCity), "a Cloud City bot"
        rng = bot_rng(game, seat, self.name)
        actions = game.legal_actions(seat)
        if game.phase == "build":
            walkways = [a for a in actions if a["type"] == "walkway"]
            if walkways and rng.random() < 0.5:
                return rng.choice(walkways)
            return {"type": "end"}
        return rng.choice(actions)


# -- evaluation -------------------------------------------------------------------
def _room(city: City, shape: str) -> Callable[[Point], bool]:
    """Whether a tile could still be laid at a tile position, the city's shape allowing."""
    x0, y0, x1, y1 = bbox(city["tiles"])
    short, long = CITY_SHAPES[shape]

    def possible(tp: Point) -> bool:  # comparisons written out: called a million times a game
        x, y = tp
        w = (x1 if x1 > x else x) - (x0 if x0 < x else x) + 1
        h = (y1 if y1 > y else y) - (y0 if y0 < y else y) + 1
        return (w if w < h else h) <= short and (w if w > h else h) <= long

    return possible


@dataclass(frozen=True)
class _Outlook:
    """What ``potential`` looks up along every ray out of a building."""

    #: The city's tiles and buildings (its own mappings, looked up at every step of a ray).
    tiles: Mapping[Point, tuple[int, int]]
    buildings: Mapping[Point, int]
    counts: dict[Point, int]
    linked: set[tuple[Point, Point]]
    #: FUTURE while tiles remain to be laid, else 0: open sky promises nothing then.
    future: float
    possible: Callable[[Point], bool]
    odds: Odds

    def ray(self, zone: Point, height: int, step: Point, left: Mapping[int, int]) -> float:
        """The best prospect in one direction (see ``potential``)."""
        best, chance = 0.0, 1.0
        sure = self.odds[height] if self.odds is not None else {}
        tiles, buildings = self.tiles, self.buildings
        (zx, zy), (sx, sy) = zone, step
        for k in range(1, MAX_DISTANCE + 1):
            z = (zx + k * sx, zy + k * sy)
            tp = (z[0] // 2, z[1] // 2)
            if tp not in tiles:
                if not self.future or not self.possible(tp):
                    return best
                if left[k] > 0:
                    best = max(best, WALKWAY_VALUES[k] * chance * self.future
                               * sure.get(k, 1.0))
                chance *= PASS
                continue
            other = buildings.get(z, 0)
            if other == height and left[k] > 0:
                pair = (zone, z) if zone < z else (z, zone)
                if pair not in self.linked and self.counts.get(z, 0) < MAX_WALKWAYS_PER_BUILDING:
                    best = max(best, WALKWAY_VALUES[k] * (NOW if chance == 1.0 else chance)
                               * sure.get(k, 1.0))
            if other >= height:
                return best
        return best


def potential(city: City, supply: Supply, turns_left: int, shape: str,
              odds: Odds = None) -> float:
    """Votes the city may still earn: each free walkway slot's best prospect, halved.

    A prospect is a same-height building in line that a walkway could reach (now: NOW
    times its value), or an untiled zone that could get one later (FUTURE, times PASS
    per untiled zone in between), times the ``odds`` of its kind. Each walkway has two
    ends, hence the half.
    """
    return prospects(city, supply, turns_left, shape, city["buildings"], odds) / 2


def prospects(city: City, supply: Supply, turns_left: int, shape: str,
              zones: Iterable[Point], odds: Odds = None) -> float:
    """The best prospects of the free walkway slots of the buildings at ``zones`` (see
    ``potential``): a few zones cost far less than the whole city."""
    outlook = _Outlook(
        city["tiles"], city["buildings"], link_counts(city),
        {((w[0], w[1]), (w[2], w[3])) for w in city["walkways"]},
        FUTURE if turns_left > 0 else 0.0, _room(city, shape), odds)
    total = 0.0
    for zone in zones:
        height = city["buildings"][zone]
        free = MAX_WALKWAYS_PER_BUILDING - outlook.counts.get(zone, 0)
        if free > 0:
            found = sorted((outlook.ray(zone, height, step, supply[height])
                            for step in ALL_DIRECTIONS), reverse=True)
            total += sum(found[:free])
    return total


def _built(city: City) -> int:
    return sum(WALKWAY_VALUES[(w[2] - w[0]) + (w[3] - w[1])] for w in city["walkways"])


def _take(supply: dict[int, dict[int, int]], w: tuple[int, ...]) -> None:
    supply[w[4]][(w[2] - w[0]) + (w[3] - w[1])] -= 1


def contested(game: CloudCity, seat: int) -> dict[int, dict[int, float]]:
    """The odds of each kind of walkway (see ``Odds``): CONTESTED where no more are
    left than the rivals of ``seat`` could take before its next turn (one each after
    laying a tile, plus those they could build already)."""
    rivals = [city for s, city in enumerate(game.cities) if s != seat]
    demand = Counter((w[4], distance_of(w)) for city in rivals
                     for w in legal_walkways(city, game.supply))
    return {h: {k: CONTESTED if 0 < n <= len(rivals) + demand[h, k] else 1.0
                for k, n in left.items()}
            for h, left in game.supply.items()}


def own_needs(needs: tuple[int, ...]) -> tuple[int, ...]:
    """The Special Needs cards that score a city on its own (not by majority)."""
    return tuple(n for n in needs if not NEEDS[n].majority)


def needs_value(city: City, needs: tuple[int, ...]) -> int:
    return sum(NEEDS[n].measure(city) for n in needs)


def best_walkway(
    city: City, supply: Supply, turns_left: int, shape: str,
    rng: random.Random | None = None, needs: tuple[int, ...] = (), odds: Odds = None,
) -> tuple[tuple[int, int, int, int, int] | None, float]:
    """The walkway worth most now (see ``walkway_gains``), and that gain."""
    candidates = legal_walkways(city, supply)
    if rng is not None:
        rng.shuffle(candidates)
    gains = walkway_gains(city, supply, turns_left, shape, candidates, needs, odds)
    return max(gains, key=lambda wg: wg[1], default=(None, 0.0))


def walkway_gains(
    city: City, supply: Supply, turns_left: int, shape: str, candidates: list[Walkway],
    needs: tuple[int, ...] = (), odds: Odds = None,
) -> list[tuple[Walkway, float]]:
    """What each walkway is worth now: its value, the change in potential and in the
    Special Needs cards that score the city alone."""
    needs = own_needs(needs)
    before = potential(city, supply, turns_left, shape, odds) + needs_value(city, needs)
    gains = []
    for w in candidates:
        trial: City = {"tiles": city["tiles"], "buildings": city["buildings"],
                       "walkways": [*city["walkways"], w]}
        d = (w[2] - w[0]) + (w[3] - w[1])
        left = {h: dict(s) for h, s in supply.items()}
        left[w[4]][d] -= 1
        gains.append((w, WALKWAY_VALUES[d] + potential(trial, left, turns_left, shape, odds)
                      + needs_value(trial, needs) - before))
    return gains


def plan_walkways(
    city: City, supply: dict[int, dict[int, int]], turns_left: int, shape: str,
    needs: tuple[int, ...] = (), odds: Odds = None,
) -> None:
    """Build, in place, the walkways the normal bot would build this turn."""
    while True:
        w, gain = best_walkway(city, supply, turns_left, shape, needs=needs, odds=odds)
        if w is None or (gain <= 0 and turns_left > 0):
            return
        city["walkways"].append(w)
        _take(supply, w)


def quick_walkway(city: City, supply: Supply, turns_left: int) -> Walkway | None:
    """The walkway a quick plan builds next: the longest worth 2 votes or more (any
    on the last turn), or None."""
    floor = 1 if turns_left == 0 else 2
    options = [w for w in legal_walkways(city, supply) if value_of(w) >= floor]
    return max(options, key=lambda w: (distance_of(w), w), default=None)


def quick_walkways(city: City, supply: dict[int, dict[int, int]], turns_left: int) -> None:
    """A fast stand-in for ``plan_walkways``: the most valuable walkways first."""
    while (w := quick_walkway(city, supply, turns_left)) is not None:
        city["walkways"].append(w)
        _take(supply, w)


def placements(city: City, tiles: list[int], shape: str) -> list[tuple[int, int, int, int]]:
    """Distinct (tile, tx, ty, rot) placements: rotations giving the same buildings once."""
    found, seen = [], set()
    for (tx, ty) in legal_origins(city, shape):
        for tile in sorted(set(tiles)):
            for rot in range(4):
                key = (tile, tx, ty, frozenset(rotated_spots(tile, rot)))
                if key not in seen:
                    seen.add(key)
                    found.append((tile, tx, ty, rot))
    return found


def score_placements(
    city: City, supply: Supply, tiles: list[int], turns_left: int, shape: str,
    rng: random.Random, needs: tuple[int, ...] = (), shortlist: int = SHORTLIST,
    odds: Odds = None,
) -> Generator[None, None, list[tuple[float, tuple[int, int, int, int]]]]:
    """Placements of ``tiles`` ranked by votes built plus potential, best first,
    yielding after each placement planned (a decision plans hundreds: the page thinks
    in slices between them).

    ``turns_left`` counts the tiles still to lay after this one. Every placement gets
    the quick plan; the best few get the full one.
    """
    options = placements(city, tiles, shape)
    rng.shuffle(options)
    quick = []
    for p in options:
        trial = copy_city(city)
        add_tile(trial, *p)
        left = {h: dict(s) for h, s in supply.items()}
        quick_walkways(trial, left, turns_left)
        quick.append((_built(trial) + potential(trial, left, turns_left, shape, odds), p))
        yield
    quick.sort(key=lambda sp: -sp[0])
    full = []
    for _, p in quick[:shortlist]:
        trial = copy_city(city)
        add_tile(trial, *p)
        left = {h: dict(s) for h, s in supply.items()}
        plan_walkways(trial, left, turns_left, shape, needs, odds)
        full.append((_built(trial) + potential(trial, left, turns_left, shape, odds)
                     + needs_value(trial, own_needs(needs)), p))
        yield
    full.sort(key=lambda sp: -sp[0])
    return full


def next_best(game: CloudCity, seat: int, tiles: list[int], rng: random.Random,
              odds: Odds) -> Generator[None, None, float]:
    """What the best placement of one of ``tiles`` next turn is worth (the draw's plan:
    the ``DRAW_SHORTLIST`` best by the quick plan planned in full)."""
    ranked = yield from score_placements(
        game.cities[seat], game.supply, tiles, game.tiles_to_place(seat) - 1, game.shape,
        rng, game.needs, DRAW_SHORTLIST, odds)
    return ranked[0][0] if ranked else -math.inf


class NormalBot:
    """Plans for votes: best tile placement with its walkways, then the best draw."""

    name = "cloudcity-normal"

    def choose(self, game: Game, seat: int) -> Action:
        return at_once(self._decide(game, seat))

    def think(self, game: Game, seat: int) -> Steps:
        """The decision a placement at a time (see ``score_placements``)."""
        return Steps(game, seat, self._decide(game, seat))

    def _decide(self, game: Game, seat: int) -> Generator[None, None, Action]:
        assert isinstance(game, CloudCity), "a Cloud City bot"
        rng = bot_rng(game, seat, self.name)
        city = game.cities[seat]
        shape = game.shape
        odds = contested(game, seat)
        if game.phase == "tile":
            turns_left = game.tiles_to_place(seat) - 1
            ranked = yield from score_placements(city, game.supply, game.hands[seat],
                                                 turns_left, shape, rng, game.needs,
                                                 odds=odds)
            tile, x, y, rot = ranked[0][1]
            return {"type": "tile", "tile": tile, "x": x, "y": y, "rot": rot}
        if game.phase == "build":
            turns_left = game.tiles_to_place(seat)
            w, gain = best_walkway(city, game.supply, turns_left, shape, rng, game.needs,
                                   odds)
            if w is None or (gain <= 0 and turns_left > 0):
                return {"type": "end"}
            return {"type": "walkway", "x1": w[0], "y1": w[1], "x2": w[2], "y2": w[3]}
        if game.phase == "draw":
            return (yield from self._draw(game, seat, rng, odds))
        raise ValueError(f"nothing to choose in phase {game.phase!r}")

    def _draw(self, game: CloudCity, seat: int, rng: random.Random,
              odds: Odds) -> Generator[None, None, Action]:
        """The face-up tile that promises most over the hand, else the deck."""
        hand = game.hands[seat]
        baseline = (yield from next_best(game, seat, hand, rng, odds)) if hand else -math.inf
        choice: Action | None = None
        top = baseline + ROW_MARGIN
        for i, tile in enumerate(game.row):
            if tile is None:
                continue
            value = yield from next_best(game, seat, [tile], rng, odds)
            if value > top:
                choice, top = {"type": "draw", "from": "row", "index": i}, value
        if choice is not None:
            return choice
        if game.deck:
            return {"type": "draw", "from": "deck"}
        return game.legal_actions(seat)[0]
