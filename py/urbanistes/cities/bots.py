"""Cities bots: "easy" takes and places at random, "normal" values every item by the
points it leads to (its scoring cards, water and park sets, monuments, achievements).

Both see only what a player sees: every neighbourhood, the board and the supplies'
counts, never what a face-down item is (the game decides that when it is taken).
Decisions are deterministic for what the seat sees (``urbanistes.bots.bot_rng``).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from functools import cache

from ..bots import bot_rng
from ..engine import Action, Game
from ..grid import Point
from .data import (
    CARD_ROW,
    CARDS,
    COLOURS,
    FEATURE_ROW,
    PARK,
    PIECE_ROW,
    SLOTS,
    STAR_SLOT,
    TILE_ROW,
    WATER,
    Achievement,
    Rule,
)
from .game import ROWS, Cities
from .hood import (
    ROTATIONS,
    Hood,
    add_feature,
    add_piece,
    add_tile,
    copy_hood,
    feature_spaces,
    is_city,
    legal_origins,
    new_hood,
    piece_spaces,
    rotated_spaces,
)
from .scoring import (
    achievement_values,
    achievements_of,
    area_features,
    groups,
    measure,
    monument_points,
    set_points,
)


@dataclass(frozen=True)
class Weights:
    """What the normal bot makes of what is not points yet. Tuned by self-play: each
    weight doubled or cut against these defaults, 30 to 80 two-player games a variant;
    none did better."""

    #: Share of a card occurrence for the rule met one step short (a building one
    #: piece lower, an area one space or one feature short).
    near_miss: float = 0.4
    #: Share of an achievement's value for the progress towards it (squared).
    progress: float = 1.0
    #: Share of the next set step of a park or water area that has a free space.
    set_hope: float = 0.35
    #: Value of room for pieces to come: an empty city space, a level a stack may grow.
    room: float = 0.1
    #: Occurrences a scoring card is expected to gain per remaining round.
    growth: float = 0.25
    #: Taking the star space: first pick next round.
    star: float = 0.3


class EasyBot:
    """A random space, then each item on a random legal space (discarded only when it
    fits nowhere)."""

    name = "cities-easy"

    def choose(self, game: Game, seat: int) -> Action:
        assert isinstance(game, Cities), "a Cities bot"
        rng = bot_rng(game, seat, self.name)
        actions = game.legal_actions(seat)
        placing = [a for a in actions if a["type"] != "discard"]
        return rng.choice(placing or actions)


# -- evaluation -----------------------------------------------------------------------
@dataclass(frozen=True)
class Outlook:
    """What the normal bot plays for: its scoring cards, the achievements it may still
    claim (with the value it would get) and the share of the game still to come."""

    cards: tuple[int, ...]
    goals: tuple[tuple[Achievement, int], ...]
    left: float
    rounds_left: int
    weights: Weights = Weights()


def outlook(game: Cities, seat: int, weights: Weights = Weights()) -> Outlook:
    goals = []
    for ach, claimed in zip(achievements_of(game.city), game.claims, strict=True):
        values = achievement_values(ach, game.players)
        if seat not in claimed and len(claimed) < len(values):
            goals.append((ach, values[len(claimed)]))
    rounds_left = game.rounds - game.round
    return Outlook(tuple(game.cards[seat]), tuple(goals),
                   (rounds_left + 0.5) / game.rounds, rounds_left, weights)


@cache
def relaxed(rule: Rule) -> Rule | None:
    """The rule one step easier (one lower, one smaller), if it has such a step."""
    if rule.height > 1 and rule.measure != "exact_height":
        return replace(rule, height=rule.height - 1)
    if rule.size > 1:
        return replace(rule, size=rule.size - 1)
    return None


def _near_miss(hood: Hood, rule: Rule, count: int) -> int:
    easier = relaxed(rule)
    return 0 if easier is None else max(0, measure(hood, easier) - count)


def card_value(hood: Hood, card: int, look: Outlook) -> float:
    """Points the card is expected to bring by the end: now, plus near misses and
    growth while rounds remain."""
    rule, points = CARDS[card].rule, CARDS[card].points
    count = measure(hood, rule)
    w = look.weights
    future = w.near_miss * _near_miss(hood, rule, count) + w.growth * look.rounds_left
    return points * (count + look.left * future)


def goal_value(hood: Hood, ach: Achievement, worth: int, look: Outlook) -> float:
    count = measure(hood, ach.rule)
    if count >= ach.needed:
        return float(worth)
    progress = count / ach.needed
    if ach.needed == 1:
        easier = relaxed(ach.rule)
        progress = 0.5 if easier is not None and measure(hood, easier) >= 1 else 0.0
    return worth * look.weights.progress * look.left * progress * progress


def set_value(hood: Hood, look: Outlook) -> float:
    """Area sets now, and hope for the next step where an area has a free space."""
    total = 0.0
    for kind in (WATER, PARK):
        for area in groups(hood, kind):
            held = area_features(hood, area)
            distinct = len(set(held))
            points = set_points(distinct)
            total += points
            if distinct < 4 and len(held) < len(area):
                step = set_points(distinct + 1) - points
                total += look.weights.set_hope * look.left * step
    return total


def room(hood: Hood) -> int:
    """Empty city spaces and piece slots left on buildings below 4 high."""
    free = sum(1 for p, k in hood["spaces"].items()
               if is_city(k) and p not in hood["stacks"] and p not in hood["features"])
    return free + sum(4 - h for _, h in hood["stacks"].values())


def value(hood: Hood, look: Outlook) -> float:
    """What the neighbourhood is worth to the bot (points, plus hopes while the game
    goes on)."""
    total = set_value(hood, look) + monument_points(hood)
    total += sum(card_value(hood, c, look) for c in look.cards)
    total += sum(goal_value(hood, a, w, look) for a, w in look.goals)
    return total + look.weights.room * look.left * room(hood)


# -- placements ---------------------------------------------------------------------
def tile_placements(hood: Hood, tile: int, long: bool) -> Iterator[tuple[int, int, int]]:
    """(tx, ty, rot) placements, rotations that give the same spaces once."""
    for tx, ty in legal_origins(hood, long):
        seen = set()
        for rot in ROTATIONS:
            spaces = rotated_spaces(tile, rot)
            if spaces not in seen:
                seen.add(spaces)
                yield tx, ty, rot


def best_tile(hood: Hood, tile: int, long: bool, look: Outlook
              ) -> tuple[float, tuple[int, int, int]]:
    """The best placement of a tile and the value it gives."""
    best: tuple[float, tuple[int, int, int]] | None = None
    for place in tile_placements(hood, tile, long):
        trial = copy_hood(hood)
        add_tile(trial, tile, *place)
        score = value(trial, look)
        if best is None or score > best[0]:
            best = (score, place)
    assert best is not None, "a tile always has a place"
    return best


def item_spaces(hood: Hood, item: str) -> list[Point]:
    return piece_spaces(hood, item) if item in COLOURS else feature_spaces(hood, item)


def best_space(hood: Hood, item: str, look: Outlook, base: float, floor: float = 0.0
               ) -> tuple[float, Point | None]:
    """The best space for an item and its gain over the neighbourhood without it; None
    (discard) when no space gains more than ``floor``."""
    best: tuple[float, Point | None] = (floor, None)
    for p in item_spaces(hood, item):
        trial = copy_hood(hood)
        (add_piece if item in COLOURS else add_feature)(trial, item, p)
        gain = value(trial, look) - base
        if gain > best[0]:
            best = (gain, p)
    return best


def plan(hood: Hood, items: list[str], look: Outlook) -> Action:
    """The first move of the best way to use a hand: each item placed first at its
    best, then the others in turn (or discarded), so that an item that can go
    elsewhere leaves a shared space to one that cannot; with nothing worth placing,
    the item worth least goes first."""
    best: tuple[float, Action] | None = None
    for lead in sorted(set(items)):
        rest = list(items)
        rest.remove(lead)
        total, first = group_gain(hood, [lead, *rest], look)
        if first is not None and (best is None or total > best[0]):
            best = (total, first)
    if best is not None:
        return best[1]
    base = value(hood, look)
    worst = min(sorted(set(items)),
                key=lambda item: best_space(hood, item, look, base, -math.inf)[0])
    return {"type": "discard", "item": worst}


def group_gain(hood: Hood, items: list[str], look: Outlook) -> tuple[float, Action | None]:
    """Gain of placing ``items`` in that order, each at its best (or discarded), and
    the first placement."""
    hood = copy_hood(hood)
    base = value(hood, look)
    total, first = 0.0, None
    for item in items:
        gain, p = best_space(hood, item, look, base)
        if p is None:
            continue
        (add_piece if item in COLOURS else add_feature)(hood, item, p)
        base += gain
        total += gain
        if first is None:
            first = {"type": "place", "item": item, "x": p[0], "y": p[1]}
    return total, first


def placement(game: Cities, seat: int, look: Outlook) -> Action:
    """The normal bot's move while placing: the tile at its best, else the first move
    of the hand's best plan."""
    hood = game.hoods[seat]
    if game.hand_tile is not None:
        _, (x, y, rot) = best_tile(hood, game.hand_tile, game.long, look)
        return {"type": "tile", "x": x, "y": y, "rot": rot}
    return plan(hood, game.hand, look)


# -- the normal bot -------------------------------------------------------------------
class NormalBot:
    """Takes the item whose row it would regret most to leave, places for points."""

    name = "cities-normal"
    weights = Weights()

    def choose(self, game: Game, seat: int) -> Action:
        assert isinstance(game, Cities), "a Cities bot"
        rng = bot_rng(game, seat, self.name)
        look = outlook(game, seat, self.weights)
        if game.phase == "start":
            return self._start(game, look, rng)
        if game.phase == "take":
            return self._take(game, seat, look, rng)
        return placement(game, seat, look)

    @staticmethod
    def _start(game: Cities, look: Outlook, rng: random.Random) -> Action:
        tiles = list(game.start_tiles)
        rng.shuffle(tiles)

        def worth(tile: int) -> float:
            hood = new_hood()
            add_tile(hood, tile, 0, 0, 0)
            return value(hood, look)

        return {"type": "start", "tile": max(tiles, key=worth)}

    def _take(self, game: Cities, seat: int, look: Outlook, rng: random.Random) -> Action:
        return ranked_takes(game, seat, SlotValues(game, seat, look).of, rng.random)[0]


def ranked_takes(game: Cities, seat: int, worth: Callable[[int, int], float],
                 tie: Callable[[], float]) -> list[Action]:
    """For each row it may still use, the best space by ``worth`` (``tie`` breaking
    ties), the rows ordered by regret: the best item now against what would be left
    once the others have taken theirs, biggest first."""
    best: list[tuple[float, float, float, int, int]] = []
    for row, ranked, waiting in row_spaces(game, seat, worth, tie):
        later = ranked[min(waiting, len(ranked) - 1)][0]
        top, tied, slot = ranked[0]
        best.append((top - later, top, tied, row, slot))
    assert best, "a player to act always has a space"
    return [{"type": "take", "row": row, "slot": slot}
            for *_, row, slot in sorted(best, reverse=True)]


def row_spaces(game: Cities, seat: int, worth: Callable[[int, int], float],
               tie: Callable[[], float]) -> Iterator[tuple[int, list[tuple[float, float, int]],
                                                          int]]:
    """Each row ``seat`` may still use: the row, its spaces as (worth, tie, slot) best
    first by ``worth`` (``tie`` breaking ties), and the workers the others may still
    send there (the spaces gone before the seat's next take in it)."""
    for row in range(ROWS):
        slots = [s for s in range(SLOTS) if game.may_take(seat, row, s)]
        if not slots:
            continue
        ranked = sorted(((worth(row, s), tie(), s) for s in slots), reverse=True)
        waiting = sum(game.per_row - game.row_workers(o, row)
                      for o in range(game.players) if o != seat)
        yield row, ranked, waiting


class SlotValues:
    """What each board space is worth to a seat (its items' gains, cards' expected
    points), face-down items valued by what they may be."""

    def __init__(self, game: Cities, seat: int, look: Outlook) -> None:
        self.game, self.look = game, look
        self.hood = game.hoods[seat]
        self.base = value(self.hood, look)
        self._single: dict[str, float] = {}
        self._tiles: dict[int, float] = {}

    def of(self, row: int, slot: int) -> float:
        game = self.game
        items = game.slot_items(row, slot)
        if row == CARD_ROW:
            cards = items or game.deck_cards
            return sum(card_value(self.hood, c, self.look) for c in cards) / len(cards)
        if row == TILE_ROW:
            tiles = items or [t for t in game.offer_tiles if t] or game.deck_tiles[:1]
            return sum(self.tile_gain(t) for t in tiles) / len(tiles)
        if len(items) == 1:
            gain = self.single_gain(items[0])
        else:
            gain = group_gain(self.hood, items, self.look)[0] if items else 0.0
        gain += game.hidden[row][slot] * self.hidden_gain(row)
        if row == PIECE_ROW and slot == STAR_SLOT and self.look.rounds_left:
            gain += self.look.weights.star
        return gain

    def tile_gain(self, tile: int) -> float:
        if tile not in self._tiles:
            best, _ = best_tile(self.hood, tile, self.game.long, self.look)
            self._tiles[tile] = best - self.base
        return self._tiles[tile]

    def single_gain(self, item: str) -> float:
        """Gain of one feature or piece at its best space."""
        if item not in self._single:
            self._single[item] = best_space(self.hood, item, self.look, self.base)[0]
        return self._single[item]

    def hidden_gain(self, row: int) -> float:
        """Expected gain of one face-down feature or one piece from the bag."""
        game = self.game
        if row == FEATURE_ROW:
            kinds = Counter(game.deck_features)
        else:
            kinds = Counter({c: n for c, n in game.bag.items() if n})
        total = sum(kinds.values())
        if not total:
            return 0.0
        return sum(n * self.single_gain(k) for k, n in sorted(kinds.items())) / total
