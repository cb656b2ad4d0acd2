"""The normal bot at the lots: as chooser, take the lot worth more; as splitter, lay
the split that leaves it the most.

A lot's worth to its taker is its cards' worth (a face-down card unknown to the taker
counts as an average card of the deck for it), or, for a lot bigger than one share,
the share of its average the taker may hope to keep after splitting it again; plus its
money. The splitter tries every first lot (which card face down), shows in the second
lot either its best or its worst cards for the chooser, and at the advanced level $1 to
$3 on either lot; it foresees the chooser's pick and keeps the split that leaves it the
most: the first lot if the chooser takes the second, else its share of the second.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from ..bots import at_once
from ..engine import Action
from .data import BICOLOURS, CARDS_PER_ROUND, DECK_KINDS, deck
from .draft import LOT1, LOT2, POOL, lot_shape
from .game import CardCityXL
from .judge import MONEY_WORTH, card_value_steps


def mean_value_steps(game: CardCityXL, seat: int) -> Generator[None, None, float]:
    """A face-down card's worth to ``seat``: card values over the deck's make-up (a
    two-colour card counted as the better of its two kinds, to stay quick), a spot of a
    card a step."""
    cards = deck(game.level, game.players)
    values = yield from card_value_steps(game, seat, DECK_KINDS)
    total = sum(n * (max(values[k] for k in BICOLOURS[c][:2]) if c in BICOLOURS
                     else values[c]) for c, n in cards.items())
    return total / sum(cards.values())


def lot_worth(values: dict[str, float], up: Sequence[str], down: int, hidden: float,
              money: float, keep: int) -> float:
    """A lot's worth to whoever takes it: the whole lot if it is their share, else the
    share of its average they may hope to keep after splitting it again."""
    total = sum(values[c] for c in up) + down * hidden
    cards = len(up) + down
    share = total if cards <= keep else total / cards * keep
    return share + money


def choose_lot(game: CardCityXL, seat: int) -> Action:
    """Take the lot worth more to ``seat``, from what its view shows of the lots."""
    return at_once(choose_lot_steps(game, seat))


def choose_lot_steps(game: CardCityXL, seat: int) -> Generator[None, None, Action]:
    """``choose_lot`` a spot of a card at a time, for the page's slices."""
    view = game.view(seat)
    draft = view["draft"]
    assert draft is not None and draft["lots"] is not None
    keep = CARDS_PER_ROUND[game.level]
    money_worth = MONEY_WORTH[game.victory]
    hidden = yield from mean_value_steps(game, seat)
    worths = []
    for lot in draft["lots"]:
        known = [c for c in lot["down"] if c is not None]
        values = yield from card_value_steps(game, seat, [*lot["up"], *known])
        worths.append(lot_worth(values, [*lot["up"], *known], lot["down"].count(None),
                                hidden, lot["money"] * money_worth, keep))
    return {"type": "take", "lot": 1 if worths[0] >= worths[1] else 2}


@dataclass(frozen=True)
class Plan:
    """A split: lot 1's face-up and face-down cards, lot 2's face-up cards, a bribe."""

    up1: tuple[str, ...]
    down1: tuple[str, ...]
    up2: tuple[str, ...]
    bribe_lot: int = 0
    bribe: int = 0


@dataclass(frozen=True)
class Table:
    """What the splitter weighs: the cards, their worth to it and to the chooser (with
    a face-down card's worth to the chooser), each side's rate for money, and how much
    the splitter may put on a lot."""

    cards: tuple[str, ...]
    shape: tuple[tuple[int, int], tuple[int, int]]
    keep: int
    mine: tuple[tuple[str, float], ...]
    theirs: tuple[tuple[str, float], ...]
    hidden: float
    money_worth: float
    purse: int


#: The most a normal splitter puts on a lot.
MAX_BRIBE = 3


def plan_split_steps(game: CardCityXL, seat: int) -> Generator[None, None, Plan]:
    """The split that leaves the splitter the most, foreseeing the chooser's pick,
    worked out a spot of a card at a time (up to 70 ms in all in CPython)."""
    cards = tuple(sorted(s.code for s in game.slots if s.where in (POOL, LOT1, LOT2)))
    purse = game.money[seat] + sum(game.bribes)
    mine = yield from card_value_steps(game, seat, cards, purse)
    theirs = yield from card_value_steps(game, game.chooser, cards)
    hidden = yield from mean_value_steps(game, game.chooser)
    table = Table(
        cards, lot_shape(game.level, len(cards)), CARDS_PER_ROUND[game.level],
        tuple(sorted(mine.items())), tuple(sorted(theirs.items())), hidden,
        MONEY_WORTH[game.victory], purse if game.level == "advanced" else 0,
    )
    return _plan(table)


@lru_cache(maxsize=256)
def _plan(table: Table) -> Plan:
    (u1, d1), (u2, _) = table.shape
    theirs = dict(table.theirs)
    best: tuple[float, Plan] | None = None
    for lot1 in sorted(set(combinations(table.cards, u1 + d1))):
        rest = less(table.cards, lot1)
        for down1 in sorted(set(combinations(lot1, d1))):
            up1 = tuple(less(lot1, down1))
            for up2 in _shows(rest, u2, theirs):
                for plan in _bribes(Plan(up1, down1, up2), table.purse):
                    score = _split_score(plan, rest, table)
                    if best is None or score > best[0]:
                        best = (score, plan)
    assert best is not None
    return best[1]


def _bribes(plan: Plan, purse: int) -> list[Plan]:
    """The plan bare, and with $1 to $3 on either lot (as far as the purse goes)."""
    return [plan] + [Plan(plan.up1, plan.down1, plan.up2, lot, n)
                     for lot in (1, 2) for n in range(1, min(purse, MAX_BRIBE) + 1)]


def _shows(rest: Sequence[str], up: int, theirs: dict[str, float]) -> list[tuple[str, ...]]:
    """Lot 2's face-up cards worth trying: its best ones for the chooser, or its worst."""
    ranked = sorted(rest, key=lambda c: (theirs[c], c))
    return sorted({tuple(sorted(ranked[:up])), tuple(sorted(ranked[len(ranked) - up:]))})


def _split_score(plan: Plan, rest: Sequence[str], table: Table) -> float:
    """What the splitter ends with: lot 1 if the chooser takes lot 2, else its share
    of lot 2; less the bribe if the chooser takes the lot that carries it."""
    mine, theirs = dict(table.mine), dict(table.theirs)
    lot1 = [*plan.up1, *plan.down1]
    money = [0.0, 0.0]
    if plan.bribe:
        money[plan.bribe_lot - 1] = plan.bribe * table.money_worth
    seen1 = lot_worth(theirs, plan.up1, len(plan.down1), table.hidden, money[0], table.keep)
    seen2 = lot_worth(theirs, plan.up2, len(rest) - len(plan.up2), table.hidden, money[1],
                      table.keep)
    taken = 2 if seen2 > seen1 else 1
    kept = (sum(mine[c] for c in lot1) if taken == 2
            else lot_worth(mine, rest, 0, 0.0, 0, table.keep))
    return kept - money[taken - 1]


def split_steps(game: CardCityXL, seat: int,
                rng: random.Random) -> Generator[None, None, Action]:
    """Lay the next card of the planned split, put the planned money on, then offer."""
    plan = yield from plan_split_steps(game, seat)
    wanted = {(LOT1, True): plan.up1, (LOT1, False): plan.down1, (LOT2, True): plan.up2}
    pool = game.cards_of(POOL)
    for (where, up), codes in wanted.items():
        laid = sorted(s.code for s in game.slots if (s.where, s.up) == (where, up))
        for code in less(codes, laid):
            action = {"type": "place", "card": code, "lot": 1 if where == LOT1 else 2,
                      "face": "up" if up else "down"}
            if code in pool and game.is_legal(seat, action):
                return action
    bribe = {"type": "bribe", "lot": plan.bribe_lot, "amount": plan.bribe}
    if plan.bribe and game.is_legal(seat, bribe):
        return bribe
    offer = {"type": "offer"}
    if game.is_legal(seat, offer):
        return offer
    return rng.choice(game.legal_actions(seat))


def less(cards: Sequence[str], taken: Iterable[str]) -> list[str]:
    """``cards`` without one copy of each of ``taken`` (those it holds)."""
    rest = list(cards)
    for c in taken:
        if c in rest:
            rest.remove(c)
    return rest
