"""The strong bot: the shared search (``urbanistes.search``) with this game's policy.

The search is led by ``Lookahead``, the normal bot looking one tile further, and
leaves its move only for a clearly better one. It only looks at a few tile placements
(the best by a cheap look at the two new buildings' prospects) and draws as the normal
bot would (judged cheaply); it plays on a few moves with a quick plan (a random spot
turned its best way, the longest walkway worth it), and judges a cut-off state by votes
plus each city's potential against par: the sheets alone miss the walkways a city is
ready to build.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from .. import search
from ..bots import bot_rng
from ..engine import Action, Game
from ..grid import Point
from .bots import (
    DRAW_SHORTLIST,
    ROW_MARGIN,
    NormalBot,
    Supply,
    contested,
    next_best,
    placements,
    plan_walkways,
    potential,
    prospects,
    quick_walkway,
    score_placements,
    walkway_gains,
)
from .city import (
    ROTATIONS,
    City,
    Walkway,
    add_tile,
    copy_city,
    legal_origins,
    legal_walkways,
    rotated_spots,
)
from .data import REGULAR_TILES
from .game import CloudCity

#: Par for a city (votes plus potential), by tiles laid: the normal bot's mean.
PAR_PER_TILE, PAR_OFFSET = 6.0, 4.0


Placement = tuple[int, int, int, int]  # tile, tx, ty, rot


def tile_action(placement: Placement) -> Action:
    tile, x, y, rot = placement
    return {"type": "tile", "tile": tile, "x": x, "y": y, "rot": rot}


def shortlist(game: CloudCity, seat: int, width: int,
              tiles: Sequence[int] | None = None) -> list[tuple[int, int, int, int]]:
    """The ``width`` placements of ``tiles`` (the hand by default) whose two new
    buildings promise most (see ``bots.prospects``): a cheap judgement of dozens."""
    return [p for _, p in ranked(game, seat, width, tiles)]


def ranked(game: CloudCity, seat: int, width: int,
           tiles: Sequence[int] | None = None) -> tuple[tuple[float, Placement], ...]:
    """``shortlist`` with each placement's promise, best first, ties in placement
    order. Every iteration asks again at the root, so the answer is kept for the same
    city, tiles and supply."""
    city = game.cities[seat]
    return _ranked(
        tuple(city["tiles"].items()), tuple(city["buildings"].items()),
        tuple(city["walkways"]), tuple(sorted(game.hands[seat] if tiles is None else tiles)),
        tuple((h, tuple(left.items())) for h, left in game.supply.items()),
        game.tiles_to_place(seat) - 1, game.shape, width)


@lru_cache(maxsize=4096)
def _ranked(tiles: tuple[tuple[Point, tuple[int, int]], ...],
            buildings: tuple[tuple[Point, int], ...], walkways: tuple[Walkway, ...],
            hand: tuple[int, ...], supply: tuple[tuple[int, tuple[tuple[int, int], ...]], ...],
            turns_left: int, shape: str, width: int) -> tuple[tuple[float, Placement], ...]:
    city: City = {"tiles": dict(tiles), "buildings": dict(buildings),
                  "walkways": list(walkways)}
    left = {h: dict(s) for h, s in supply}
    scored = [(promise(city, left, turns_left, shape, p), p)
              for p in placements(city, list(hand), shape)]
    scored.sort(key=lambda sp: -sp[0])
    return tuple(scored[:width])


def worth_building(game: CloudCity, seat: int) -> list[Action]:
    """The walkways the normal bot finds worth building (all of them on the last turn,
    contested ones sooner), best first, then ending the turn (the search's ties go to
    the greedy move): a short walkway now may waste a slot a long one wants."""
    city, turns_left = game.cities[seat], game.tiles_to_place(seat)
    gains = walkway_gains(city, game.supply, turns_left, game.shape,
                          legal_walkways(city, game.supply), odds=contested(game, seat))
    gains.sort(key=lambda wg: -wg[1])
    return [
        {"type": "walkway", "x1": w[0], "y1": w[1], "x2": w[2], "y2": w[3]}
        for w, gain in gains if gain > 0 or turns_left == 0] + [{"type": "end"}]


def quick_draw(game: CloudCity, seat: int) -> Action:
    """The face-up tile whose best placement promises ROW_MARGIN more than the hand's
    (the normal bot's rule, judged cheaply), else the deck."""
    def best(tiles: Sequence[int]) -> float:
        found = ranked(game, seat, 1, tiles)
        return found[0][0] if found else float("-inf")

    choice: Action = ({"type": "draw", "from": "deck"} if game.deck
                      else game.legal_actions(seat)[0])
    top = (best(game.hands[seat]) if game.hands[seat] else float("-inf")) + ROW_MARGIN
    for i, tile in enumerate(game.row):
        if tile is not None and (value := best([tile])) > top:
            choice, top = {"type": "draw", "from": "row", "index": i}, value
    return choice


def promise(city: City, supply: Supply, turns_left: int, shape: str,
            placement: Placement) -> float:
    """The prospects of the two buildings a placement brings."""
    trial = copy_city(city)
    zones = add_tile(trial, *placement)
    return prospects(trial, supply, turns_left, shape, zones)


def quick_tile(game: CloudCity, seat: int, rng: random.Random) -> Action:
    """A rollout's tile: a random tile at a random spot, turned its most promising way."""
    city = game.cities[seat]
    tile = rng.choice(game.hands[seat])
    x, y = rng.choice(legal_origins(city, game.shape))
    turns_left = game.tiles_to_place(seat) - 1
    rot = max(ROTATIONS, key=lambda r: promise(city, game.supply, turns_left, game.shape,
                                               (tile, x, y, r)))
    return tile_action((tile, x, y, rot))


@dataclass(frozen=True)
class Planner:
    """Search the few best placements; roll out with the quick plan; judge by votes
    plus potential."""

    iterations: int = 100
    depth: int = 4
    #: Votes over par that make a seat's value about 0.73: under the spread of the
    #: normal bot's cities of one size (3 to 4), so a vote or two shows in the search.
    scale: float = 2.0
    #: Placements searched at each tile decision.
    width: int = 8

    def candidates(self, game: Game, seat: int) -> list[Action]:
        assert isinstance(game, CloudCity), "a Cloud City policy"
        if game.phase == "draw":
            return [quick_draw(game, seat)]
        if game.phase == "build":
            return worth_building(game, seat)
        return ([tile_action(p) for p in shortlist(game, seat, self.width)]
                or game.legal_actions(seat))

    def rollout(self, game: Game, seat: int, rng: random.Random) -> Action:
        assert isinstance(game, CloudCity), "a Cloud City policy"
        if game.phase == "tile":
            return quick_tile(game, seat, rng)
        if game.phase == "build":
            w = quick_walkway(game.cities[seat], game.supply, game.tiles_to_place(seat))
            if w is None:
                return {"type": "end"}
            return {"type": "walkway", "x1": w[0], "y1": w[1], "x2": w[2], "y2": w[3]}
        return rng.choice(game.legal_actions(seat))

    def evaluate(self, game: Game) -> Sequence[float]:
        """Each city's votes plus potential against par for its size, squashed: the
        cities hardly meet, and a margin over the rival would leave the search blind
        to a vote or two whenever one seat is far ahead."""
        assert isinstance(game, CloudCity), "a Cloud City policy"
        totals = game.scores(None).totals
        values = []
        for seat, city in enumerate(game.cities):
            worth = float(totals[seat] or 0)
            if not game.is_over:
                worth += potential(city, game.supply, game.tiles_to_place(seat), game.shape)
            par = PAR_PER_TILE * len(city["tiles"]) - PAR_OFFSET
            values.append(1 / (1 + math.exp(-(worth - par) / self.scale)))
        return values


#: The normal bot's best placements that ``Lookahead`` looks at again.
SECOND_LOOK = 10
#: ``SECOND_LOOK`` in a lighter strong bot (tests check the same lead, faster).
LIGHT_LOOK = 2
#: The weight of the kept tiles' next placement against the placement's own plan.
NEXT = 0.7


class Lookahead(NormalBot):
    """The normal bot looking one tile further.

    It lays the tile after which the two it keeps lay best (the placement's own plan
    counts ``1 - NEXT``), and draws what makes its next placement best: a face-up tile,
    or the deck, counted as the mean over every tile its seat has not seen. The normal
    bot judges a placement alone, blind to the hand it leaves, and takes a face-up tile
    only when it beats the hand by a fixed margin.
    """

    name = "cloudcity-lookahead"

    def __init__(self, second_look: int = SECOND_LOOK) -> None:
        self.second_look = second_look

    def _decide(self, game: Game, seat: int) -> Generator[None, None, Action]:
        assert isinstance(game, CloudCity), "a Cloud City bot"
        if game.phase == "tile" and game.tiles_to_place(seat) > 1:
            return (yield from self._lay(game, seat))
        if game.phase == "draw" and game.deck:
            return (yield from self._pick(game, seat))
        return (yield from super()._decide(game, seat))

    def _lay(self, game: CloudCity, seat: int) -> Generator[None, None, Action]:
        rng = bot_rng(game, seat, self.name)
        city, shape, odds = game.cities[seat], game.shape, contested(game, seat)
        turns_left = game.tiles_to_place(seat) - 1
        hand = game.hands[seat]
        ranked = yield from score_placements(city, game.supply, hand, turns_left, shape,
                                             rng, game.needs, odds=odds)
        best, choice = -math.inf, ranked[0][1]
        for worth, placement in ranked[:self.second_look]:
            trial = copy_city(city)
            add_tile(trial, *placement)
            left = {h: dict(s) for h, s in game.supply.items()}
            plan_walkways(trial, left, turns_left, shape, game.needs, odds)
            kept = list(hand)
            kept.remove(placement[0])
            after = yield from score_placements(trial, left, kept, turns_left - 1, shape,
                                                rng, game.needs, DRAW_SHORTLIST, odds)
            value = (1 - NEXT) * worth + NEXT * (after[0][0] if after else worth)
            if value > best:
                best, choice = value, placement
        return tile_action(choice)

    def _pick(self, game: CloudCity, seat: int) -> Generator[None, None, Action]:
        rng = bot_rng(game, seat, self.name)
        odds = contested(game, seat)
        hand = game.hands[seat]
        kept = (yield from next_best(game, seat, hand, rng, odds)) if hand else -math.inf
        hidden = unseen(game, seat)
        one_of = {_shape(tile): tile for tile in hidden}
        worth = 0.0
        for form, count in Counter(_shape(tile) for tile in hidden).items():
            value = yield from next_best(game, seat, [one_of[form]], rng, odds)
            worth += count * max(kept, value)
        choice: Action = {"type": "draw", "from": "deck"}
        top = worth / len(hidden)
        for i, face in enumerate(game.row):
            if face is None:
                continue
            value = max(kept, (yield from next_best(game, seat, [face], rng, odds)))
            if value > top:
                choice, top = {"type": "draw", "from": "row", "index": i}, value
        return choice


def _shape(tile: int) -> frozenset[tuple[tuple[Point, int], ...]]:
    """The buildings a tile can bring, turned every way: tiles of one shape lay alike
    (the 44 regular tiles have 14 shapes), so the deck is judged once per shape."""
    return frozenset(tuple(sorted(rotated_spots(tile, rot))) for rot in ROTATIONS)


def unseen(game: CloudCity, seat: int) -> list[int]:
    """The tiles ``seat`` has not seen (in the deck or the rivals' hands), in order."""
    seen = {tile for city in game.cities for tile, _ in city["tiles"].values()}
    seen |= {face for face in game.row if face is not None} | set(game.hands[seat])
    return [tile for tile in REGULAR_TILES if tile not in seen]


POLICY = Planner()


class StrongBot(search.StrongBot):
    def __init__(self, budget: int | None = None, lead: Lookahead | None = None) -> None:
        super().__init__(POLICY, budget, lead=lead or Lookahead())

    def lighter(self, budget: int) -> StrongBot:
        """The same search and lead, both lighter: the lead looks again at fewer
        placements (its honesty does not depend on how many)."""
        return StrongBot(budget, Lookahead(LIGHT_LOOK))
