"""The strong bot: the shared search (``urbanistes.search``) with this game's policy.

The search branches on the takes (each row's best space, as the normal bot ranks
them) and the starting tile; items are placed as the normal bot places them, a plan
that is costly to search. Rollouts take random spaces and place by that plan; a
cut-off state is judged by what each neighbourhood is worth to the normal bot
(points, plus hopes while the game goes on) and the achievements claimed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from .. import search
from ..engine import Action, Game
from .bots import NormalBot, SlotValues, outlook, placement, ranked_takes, value
from .data import CARD_ROW, FEATURE_ROW, TILE_ROW
from .game import Cities

T = TypeVar("T")

#: Placements and board spaces' values already worked out, by everything they depend
#: on (the search meets the same hands, neighbourhoods and spaces again and again).
_MEMO: dict[Hashable, Any] = {}
#: Entries kept before the memo starts again (a few megabytes).
MEMO_SIZE = 50_000


def remembered(key: Hashable, work: Callable[[], T]) -> T:
    if key not in _MEMO:
        if len(_MEMO) >= MEMO_SIZE:
            _MEMO.clear()
        _MEMO[key] = work()
    result: T = _MEMO[key]
    return result


def seat_key(game: Cities, seat: int) -> Hashable:
    """Everything a seat's neighbourhood values depend on (``bots.outlook``)."""
    hood = game.hoods[seat]
    return (tuple(hood["tiles"].items()), tuple(hood["spaces"].items()),
            tuple(hood["features"].items()), tuple(hood["stacks"].items()), game.long,
            game.city, game.players, game.round, seat, tuple(game.cards[seat]),
            tuple(map(tuple, game.claims)))


def planned(game: Cities, seat: int) -> Action:
    """The normal bot's placement."""
    return remembered(("place", seat_key(game, seat), tuple(game.hand), game.hand_tile),
                      lambda: placement(game, seat, outlook(game, seat)))


def supply_key(game: Cities, row: int) -> Hashable:
    """What a face-down item of ``row`` may be (``bots.SlotValues``)."""
    if row == CARD_ROW:
        return tuple(game.deck_cards)
    if row == TILE_ROW:
        return tuple(t for t in game.offer_tiles if t), tuple(game.deck_tiles[:1])
    if row == FEATURE_ROW:
        return tuple(game.deck_features)
    return tuple(game.bag.items())


def slot_value(game: Cities, seat: int, row: int, slot: int) -> float:
    """What taking a board space is worth to ``seat`` now, as the normal bot sees it."""
    hidden = game.hidden[row][slot]
    key = ("slot", seat_key(game, seat), row, slot, tuple(game.slot_items(row, slot)),
           hidden, supply_key(game, row) if hidden else None)
    return remembered(key, lambda: Remembered(game, seat).of(row, slot))


class Remembered(SlotValues):
    """Space values whose gains of one item or one tile are remembered beyond one
    state (they depend on the seat's neighbourhood and outlook only)."""

    def __init__(self, game: Cities, seat: int) -> None:
        super().__init__(game, seat, outlook(game, seat))
        self.key = seat_key(game, seat)

    def tile_gain(self, tile: int) -> float:
        return remembered(("tile", self.key, tile), lambda: super(Remembered, self).tile_gain(tile))

    def single_gain(self, item: str) -> float:
        return remembered(("item", self.key, item),
                          lambda: super(Remembered, self).single_gain(item))


def worth(game: Cities, seat: int) -> float:
    """What ``seat``'s position is worth in points by the end, as the normal bot sees it."""
    return value(game.hoods[seat], outlook(game, seat)) + game.achievement_points(seat)


@dataclass(frozen=True)
class Takes:
    """Search the takes, place by the normal bot's plan."""

    iterations: int = 60
    depth: int = 3
    #: Points of margin that make a seat's value about 0.73.
    scale: float = 8.0

    def rollout(self, game: Game, seat: int, rng: random.Random) -> Action:
        assert isinstance(game, Cities), "a Cities policy"
        if game.phase == "place":
            return planned(game, seat)
        return rng.choice(game.legal_actions(seat))

    def candidates(self, game: Game, seat: int) -> list[Action]:
        assert isinstance(game, Cities), "a Cities policy"
        if game.phase == "place":
            return [planned(game, seat)]
        if game.phase == "take":
            return ranked_takes(game, seat, lambda r, s: slot_value(game, seat, r, s),
                                lambda: 0.0)
        return game.legal_actions(seat)

    def evaluate(self, game: Game) -> Sequence[float]:
        assert isinstance(game, Cities), "a Cities policy"
        if game.is_over:
            return search.margins(game, self.scale)
        worths = [worth(game, seat) for seat in range(game.players)]
        return [1 / (1 + math.exp(-(w - max(o for s, o in enumerate(worths) if s != seat))
                                  / self.scale))
                for seat, w in enumerate(worths)]


POLICY = Takes()


class StrongBot(search.StrongBot):
    def __init__(self) -> None:
        super().__init__(POLICY, lead=NormalBot())
