"""Phase 2's first rule: build as many of your cards as you can, in any order.

"Vous ne pouvez pas choisir un ordre de construction qui vous aurait permis de réduire
le nombre de construction": a build is legal only if the cards left can still be built
so that the round's total is the best any order reaches, and a card may be discarded
only if the others can still reach that best without it. Both questions are a small
search over orders and spots (2 or 3 cards), memoised on the position; the size limit
and the money for Loisirs cut it short before any spot is tried.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from functools import lru_cache
from itertools import combinations

from ..bots import at_once
from ..grid import Point
from .cards import kinds
from .city import (
    City,
    CityKey,
    build_problem,
    card_problem,
    cost,
    counts,
    from_key,
    frontier,
    industrial,
    industries,
    leisure_bill,
    placements,
    size,
    with_card,
)
from .data import ARCHITECT, SIZE_STEP

Hand = tuple[str, ...]
#: A build: card, cell, rotation.
Build = tuple[str, Point, int]


def without(hand: Hand, code: str) -> Hand:
    """The hand less one ``code``."""
    index = hand.index(code)
    return hand[:index] + hand[index + 1:]


def _affordable(city: City, seat: int, cards: Hand, money: int) -> bool:
    """The money and the size limit allow building all of ``cards`` (Industries first)."""
    if leisure_bill(city, seat, sum(1 for c in cards if "L" in kinds(c))) > money:
        return False
    room = SIZE_STEP * (1 + industries(city, seat) + sum(map(industrial, cards)))
    return size(city, seat) + sum(map(counts, cards)) <= room


def _could(city: City, seat: int, hand: Hand, money: int, goal: int) -> bool:
    """Some ``goal`` cards of the hand pass the money and size tests (no spot tried)."""
    return any(_affordable(city, seat, cards, money) for cards in set(combinations(hand, goal)))


def reaches(city: City, seat: int, hand: Hand, money: int, goal: int) -> bool:
    """``goal`` cards of ``hand`` can be built, in some order and on some spots."""
    return _reaches(city.key(), seat, tuple(sorted(hand)), money, goal)


@lru_cache(maxsize=8192)
def _reaches(key: CityKey, seat: int, hand: Hand, money: int, goal: int) -> bool:
    return at_once(_reaching(key, seat, hand, money, goal))


def _reaching(key: CityKey, seat: int, hand: Hand, money: int,
              goal: int) -> Generator[None, None, bool]:
    """``_reaches``' search, yielding after each spot of its first card tried (the
    deeper searches are memoised: a whole search can take 20 ms in CPython)."""
    if goal <= 0:
        return True
    if goal > len(hand):
        return False
    city = from_key(key)
    if not _could(city, seat, hand, money, goal):
        return False
    for code in sorted(set(hand)):
        rest = without(hand, code)
        for p, rot in placements(city, seat, code, money):
            after = with_card(city, p, code, rot, seat)
            if _reaches(after.key(), seat, rest, money - cost(city, seat, code), goal - 1):
                return True
            yield
        if goal < len(hand) and _reaches(key, seat, rest, money, goal):
            return True
    return False


def best(city: City, seat: int, hand: Hand, money: int) -> int:
    """The most cards of ``hand`` that can be built, whatever the order."""
    for goal in range(len(hand), 0, -1):
        if reaches(city, seat, hand, money, goal):
            return goal
    return 0


def may_build(city: City, seat: int, hand: Hand, money: int,
              code: str, p: Point, rot: int) -> str | None:
    """Why ``seat`` may not build ``code`` from ``hand`` at ``p`` now (a ``PROBLEMS``
    key), or None: the construction rules, then the most-cards rule."""
    if (code, p, rot) in _legal_set(city.key(), seat, tuple(sorted(hand)), money):
        return None
    return build_problem(city, seat, code, p, rot, money) or "fewer"


def legal_builds(city: City, seat: int, hand: Hand, money: int) -> list[Build]:
    """Every (code, cell, rotation) ``seat`` may build now, sorted by code then cell."""
    return list(_legal_builds(city.key(), seat, tuple(sorted(hand)), money))


def legal_build_steps(city: City, seat: int, hand: Hand, money: int) -> Iterator[None]:
    """``legal_builds``'s work a spot at a time (the whole can take 90 ms in CPython), for
    a bot's slices: the result is kept for ``legal_builds``."""
    args = (city.key(), seat, tuple(sorted(hand)), money)
    if args not in _BUILDS:
        _keep(args, (yield from _checks(*args)))


#: ``legal_builds`` by (city key, seat, sorted hand, money), emptied when full.
_BUILDS: dict[tuple[CityKey, int, Hand, int], tuple[Build, ...]] = {}
_BUILDS_KEPT = 4096


def _keep(args: tuple[CityKey, int, Hand, int], builds: tuple[Build, ...]) -> None:
    if len(_BUILDS) >= _BUILDS_KEPT:
        _BUILDS.clear()
    _BUILDS[args] = builds


@lru_cache(maxsize=4096)
def _legal_set(key: CityKey, seat: int, hand: Hand, money: int) -> frozenset[Build]:
    return frozenset(_legal_builds(key, seat, hand, money))


def _legal_builds(key: CityKey, seat: int, hand: Hand, money: int) -> tuple[Build, ...]:
    args = (key, seat, hand, money)
    if args not in _BUILDS:
        _keep(args, at_once(_checks(*args)))
    return _BUILDS[args]


def _checks(key: CityKey, seat: int, hand: Hand,
            money: int) -> Generator[None, None, tuple[Build, ...]]:
    """Each build the construction rules allow after which the rest of the hand can
    still be built so that the round reaches the most cards; yielding after each spot
    tried, down to the rest's first card."""
    city = from_key(key)
    target = best(city, seat, hand, money)
    found = []
    for code in sorted(set(hand)):
        rest = without(hand, code)
        for p, rot in placements(city, seat, code, money):
            after = with_card(city, p, code, rot, seat)
            left = money - cost(city, seat, code)
            if (yield from _reaching(after.key(), seat, rest, left, target - 1)):
                found.append((code, p, rot))
            yield
    return tuple(found)


def may_discard(city: City, seat: int, hand: Hand, money: int, code: str) -> bool:
    """Discarding ``code`` still lets the rest reach the most cards the hand can build."""
    return best(city, seat, without(hand, code), money) == best(city, seat, hand, money)


def why_not(city: City, seat: int, hand: Hand, money: int, code: str) -> str | None:
    """Why ``code`` cannot be built now (None if it can): money, size limit, no spot
    meeting the rules, or the most-cards rule."""
    if any(c == code for c, _, _ in legal_builds(city, seat, hand, money)):
        return None
    problem = card_problem(city, seat, code, money)
    if problem is not None:
        return problem
    return "fewer" if placements(city, seat, code, money) else "no_cell"


def architect_spots(city: City, seat: int, hand: Hand, money: int) -> list[Point]:
    """Where the Architecte may go: a free spot of the seat's frame touching its city,
    as a building would (our ruling), and not where it would leave fewer of the hand's
    cards buildable than without it (the most-cards rule)."""
    return list(_architect_spots(city.key(), seat, tuple(sorted(hand)), money))


@lru_cache(maxsize=1024)
def _architect_spots(key: CityKey, seat: int, hand: Hand,
                     money: int) -> tuple[Point, ...]:
    city = from_key(key)
    most = best(city, seat, hand, money)
    return tuple(p for p in frontier(city, seat)
                 if best(with_card(city, p, ARCHITECT, 0, seat), seat, hand, money) >= most)
