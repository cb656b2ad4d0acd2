"""The Card City XL state: what a game holds, what each seat may see of it, and the
re-deal of what a seat cannot see (``resample``).

The rules that change the state are in ``game``; the screens' JSON in ``views``; the
score sheets in ``results``.

What a seat may not see:

- the drawn cards while the splitter lays the lots (the splitter sees them all), and a
  face-down card it was never shown where it lies now (see ``draft``);
- during the construction, every other player's builds, discards and spending: others'
  cities and purses show as they were when the phase began, their hands as they were
  then (played cards included) until everyone has built;
- the order of the pile (and, with the Ville Écologique, of the reserve's Industries
  under the face-up one).

With the Cité Unique the construction is played in turn order in the shared city: every
build is public at once.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import groupby
from typing import Any, NamedTuple, Self

from ..engine import Game, Move
from ..grid import Point
from .building import architect_spots
from .cards import kinds
from .city import City, in_line, industrial, industries
from .data import ARCHITECT, INDUSTRY_STEP, POLLUTING_LEVELS, rounds
from .draft import HAND, LOT1, LOT2, PLAYED, POOL, Slot, seats_mask
from .economy import Income

DRAW, SPLIT, CHOOSE, KEEP, BUILD, DEVELOP, END, OVER = (
    "draw", "split", "choose", "keep", "build", "develop", "end", "over")
#: Banlieue Fictive: the solo player puts the Mairie on one of the "x" spots first.
SITE = "site"


class Event(NamedTuple):
    """Something public that happened (the screen's round log)."""

    round: int
    seat: int
    key: str
    card: str = ""
    amount: int = 0
    reason: str = ""


@lru_cache(maxsize=1024)
def _drawable(pile: tuple[str, ...], first_round: bool) -> tuple[str, ...]:
    """The cards of the pile a draw may bring: in round 1, none holding a Loisirs."""
    return tuple(c for c in pile if "L" not in kinds(c)) if first_round else pile


@lru_cache(maxsize=1024)
def counted(cards: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """(code, copies) of a sorted pile, in order."""
    return tuple((code, len(list(group))) for code, group in groupby(cards))


@dataclass
class CardCityState(Game):
    """The fields of a game and the queries on them; ``game.CardCityXL`` plays it."""

    cities: list[City] = field(default_factory=list)
    money: list[int] = field(default_factory=list)
    round: int = 1
    #: The Architecte card: the first player of the round.
    first: int = 0
    phase: str = DRAW
    #: Face-down cards of the pile, sorted: their order is not decided yet.
    pile: list[str] = field(default_factory=list)
    #: Solo: cards put back under the pile, in the order they will come up.
    bottom: list[str] = field(default_factory=list)
    reserve: dict[str, int] = field(default_factory=dict)
    #: This round's drawn cards (see ``draft``).
    slots: list[Slot] = field(default_factory=list)
    to_draw: int = 0
    splitter: int = 0
    chooser: int = 0
    served: list[bool] = field(default_factory=list)
    #: Money laid on lot 1 and lot 2 (advanced level).
    bribes: list[int] = field(default_factory=lambda: [0, 0])
    #: The seat to act in the turn-order phases (develop, end).
    turn: int = 0
    #: Pollution clouds each seat still has to place.
    clouds: list[int] = field(default_factory=list)
    #: What the seat to act bought this end of round: "I", "K".
    bought: list[str] = field(default_factory=list)
    #: Cities and money when the construction began: what the others see until it ends.
    start_cities: list[City] = field(default_factory=list)
    start_money: list[int] = field(default_factory=list)
    discards: list[str] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    incomes: list[Income] = field(default_factory=list)
    #: Ville Écologique: the reserve's face-up Industrie ("" while none is shown), and
    #: the Industries under it (a multiset: their order is decided as they come up).
    top: str = ""
    tops: list[str] = field(default_factory=list)

    def clone(self) -> Self:
        """A copy sharing only immutable values (strings, tuples, slots, events)."""
        copied = object.__new__(type(self))
        copied.__dict__.update(self.__dict__)
        copied.options, copied.history = dict(self.options), list(self.history)
        # Cities are shared until changed (``_build_on`` copies one first); the
        # construction's snapshot is never changed.
        copied.cities, copied.start_cities = list(self.cities), list(self.start_cities)
        copied.money, copied.pile, copied.bottom = (
            list(self.money), list(self.pile), list(self.bottom))
        copied.slots, copied.served, copied.bribes = (
            list(self.slots), list(self.served), list(self.bribes))
        copied.clouds, copied.bought, copied.start_money = (
            list(self.clouds), list(self.bought), list(self.start_money))
        copied.discards, copied.events, copied.incomes = (
            list(self.discards), list(self.events), list(self.incomes))
        copied.tops = list(self.tops)
        copied.reserve = dict(self.reserve)
        return copied

    def __deepcopy__(self, _memo: dict[int, object]) -> Self:
        """A deep copy written out (``copy.deepcopy`` walks every move of a long game
        slowly): the moves' actions are the only mutable values ``clone`` shares."""
        copied = self.clone()
        copied.history = [Move(m.seat, dict(m.action)) for m in self.history]
        copies = {id(c): c.copy() for c in (*self.cities, *self.start_cities)}
        copied.cities = [copies[id(c)] for c in self.cities]  # a shared city stays one
        copied.start_cities = [copies[id(c)] for c in self.start_cities]
        return copied

    # -- facts ------------------------------------------------------------------
    @property
    def level(self) -> str:
        return str(self.options["level"])

    @property
    def victory(self) -> str:
        return str(self.options["victory"])

    def variant(self, name: str) -> bool:
        """A variant is on: "architect", "ecology", "crisis", "unique", "suburb"."""
        return bool(self.options.get(name, False))

    @property
    def shared(self) -> bool:
        """Cité Unique: one city for everyone, built in turn order."""
        return self.variant("unique")

    @property
    def top_due(self) -> bool:
        """The reserve's next Industrie is to be shown (Ville Écologique)."""
        return not self.top and bool(self.tops)

    @property
    def rounds(self) -> int:
        return rounds(self.level, self.players)

    @property
    def everyone(self) -> int:
        """Every seat, as bits."""
        return seats_mask(*range(self.players))

    @property
    def polluting(self) -> bool:
        """Normal and advanced levels: Parks, Pollution clouds."""
        return self.level in POLLUTING_LEVELS

    def brings_cloud(self, seat: int, code: str, p: Point) -> bool:
        """Building ``code`` (a card holding an Industrie, or one bought: "I") at ``p``
        gives ``seat`` a Pollution cloud to lay, -2 VP (normal and advanced levels: an
        Industrie in the row or column of another; none if the reserve has run out by
        then). The play screen asks it, to warn before the move."""
        return self.polluting and industrial(code) and in_line(self.cities[seat], seat, p)

    def cards_of(self, where: str, seat: int | None = None) -> list[str]:
        return sorted(s.code for s in self.slots
                      if s.where == where and (seat is None or s.seat == seat))

    def hand(self, seat: int) -> tuple[str, ...]:
        """The cards ``seat`` still has to build or discard."""
        return tuple(self.cards_of(HAND, seat))

    def architect_spots(self, seat: int) -> list[Point]:
        """Soutien de l'Architecte: where the first player may lay the Architecte now
        (once a round, while they still have cards to build)."""
        city = self.cities[seat]
        if (not self.variant("architect") or seat != self.first or self.phase != BUILD
                or not self.hand(seat) or self.architect_at(seat) is not None):
            return []
        return architect_spots(city, seat, self.hand(seat), self.money[seat])

    def architect_at(self, seat: int) -> Point | None:
        """Where the Architecte lies in ``seat``'s city (None if it is not there)."""
        return next((p for p, (code, _, owner) in self.cities[seat].cells.items()
                     if code == ARCHITECT and owner == seat), None)

    def industry_cost(self, seat: int) -> int:
        """What ``seat``'s next Industrie costs: $5 times the Industries it will have."""
        return INDUSTRY_STEP * (industries(self.cities[seat], seat) + 1)

    def splitting(self) -> int:
        """How many cards the splitter is splitting."""
        return sum(1 for s in self.slots if s.where in (POOL, LOT1, LOT2))

    def eligible(self) -> tuple[str, ...]:
        """Cards of the pile that may come out now (round 1: no Loisirs)."""
        return _drawable(tuple(self.pile), self.round == 1)

    def _move_all(self, where: str, seat: int, to: str, holder: int) -> None:
        self.slots = [s._replace(where=to, seat=holder)
                      if s.where == where and s.seat == seat else s for s in self.slots]

    def _move_one(self, code: str, place: str, seat: int, **changes: Any) -> Slot:
        """Change one ``code`` card lying in ``place`` for ``seat``; the changed slot."""
        for i, s in enumerate(self.slots):
            if s.code == code and s.where == place and s.seat == seat:
                self.slots[i] = s._replace(**changes)
                return self.slots[i]
        raise AssertionError(f"no {code} in {place} of seat {seat}")

    # -- hidden information ---------------------------------------------------------
    def sees(self, slot: Slot, viewer: int | None) -> bool:
        """``viewer`` knows which card lies in ``slot``, where it lies."""
        if self.phase == SPLIT and slot.where in (POOL, LOT1, LOT2):
            return viewer == self.splitter  # the lots are laid in secret
        if viewer is None:
            return slot.known == self.everyone
        return slot.knows(viewer)

    def shows_start(self, seat: int, viewer: int | None) -> bool:
        """``viewer`` sees ``seat``'s city and purse as they were when the construction
        began (until every player has built; the Cité Unique builds in the open)."""
        return self.phase == BUILD and viewer != seat and not self.shared

    def seen_city(self, seat: int, viewer: int | None) -> City:
        return self.start_cities[seat] if self.shows_start(seat, viewer) else self.cities[seat]

    def seen_money(self, seat: int, viewer: int | None) -> int:
        if self.shows_start(seat, viewer):
            return self.start_money[seat]
        if self.phase == SPLIT and seat == self.splitter and viewer != seat:
            return self.money[seat] + sum(self.bribes)  # the bribe is laid in secret
        return self.money[seat]

    def redealt(self, seat: int, rng: random.Random) -> Self:
        """Deal anew what ``seat`` cannot see: the cards it saw but cannot place among
        their places; the cards it never saw with the pile. Cards other players have
        built or discarded this construction stay (they are shown at its end)."""
        game = self.clone()
        hidden = [i for i, s in enumerate(self.slots)
                  if s.where not in PLAYED and not self.sees(s, seat)]
        seen = [i for i in hidden if self.slots[i].saw(seat)]
        unseen = [i for i in hidden if not self.slots[i].saw(seat)]
        codes = sorted(self.slots[i].code for i in seen)  # from what the seat knows alone
        rng.shuffle(codes)
        for i, code in zip(seen, codes, strict=True):
            game.slots[i] = game.slots[i]._replace(code=code)
        pool = sorted([self.slots[i].code for i in unseen] + self.pile)
        rng.shuffle(pool)
        # Round 1 draws no Loisirs: the drawn cards are dealt among the others.
        drawable = [c for c in pool if self.round > 1 or "L" not in kinds(c)]
        dealt = drawable[:len(unseen)]
        for i, code in zip(unseen, dealt, strict=True):
            game.slots[i] = game.slots[i]._replace(code=code)
        rest = Counter(pool)
        rest.subtract(dealt)
        game.pile = sorted(rest.elements())
        game.seed = rng.randrange(2**63)
        return game

    def unplaced(self, viewer: int | None) -> list[str]:
        """Cards the viewer saw this round but can no longer place (laid face down in
        secret by another splitter, or lots being laid)."""
        if viewer is None:
            return []
        return sorted(s.code for s in self.slots
                      if s.saw(viewer) and not self.sees(s, viewer))
