"""How the normal bot values a city: its victory's score now, the money to come, the
room left for next round's cards, and the growth already prepared.

The value of a seat's city and purse is the score it would have now (a victory counted
in half cards is halved; the Ville Écologique's percentage included), plus the money it
will have (purse and income until the end) at the rate its victory pays for money,
minus a penalty when the size limit would stop next round's cards (a heavy one when no
Industrie could even be built), plus a share of the growth already prepared: culture
around its Résidence districts, Résidence districts around its Commerce districts.

A card is worth the gain of its best spot, with the development it sets off
(``ranked``: every spot of a card, best first). Everything is memoised on the city's key.

The bot must answer within a fraction of a second in the browser, so it looks at what
matters to its seat only: in a shared city of fixed parts, its part and two rows of
cells around it (``near``); and when it finishes a hand in thought (``completed``) it
tries each card on its few best spots of the round rather than on every spot.
"""

from __future__ import annotations

from collections.abc import Generator, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from ..bots import at_once
from ..grid import Point
from .cards import kinds, neighbours
from .city import (
    City,
    CityKey,
    build_problem,
    cost,
    district_cells,
    from_key,
    in_line,
    industrial,
    limit,
    placements,
    size,
    with_card,
)
from .data import CARDS_PER_ROUND, CLEANUP_COST, DEVELOPMENT, HAPPINESS_LIMIT
from .development import GROWING, culture_around, growth_options, residences_around, wants
from .ecology import pollution
from .economy import income
from .game import CardCityXL
from .scoring import HALVES, score_value
from .sites import FIXED, Site

#: What $1 is worth, by victory, in that victory's points.
MONEY_WORTH = {"residential": 0.2, "economic": 1.0, "industrial": 0.1,
               "commercial": 0.1, "happiness": 0.05}
#: What a Pollution cloud to come costs, by victory (it fills a spot, too).
CLOUD_COST = {"residential": 1.5, "economic": -3.0, "industrial": 0.5,
              "commercial": 0.5, "happiness": 1.0}
#: Penalty per card the size limit would stop next round.
ROOM_COST = 1.5
#: Penalty per round left for a city that is full and has no spot for an Industrie
#: (every free spot touches a Résidence): nothing more can ever be built there.
STUCK_COST = 3.0
#: Growth steps a simulated development goes to (a district rarely chains longer).
MAX_GROWTH = 12
#: Share of the next growth counted for each culture building (or Résidence district)
#: already around a district.
PREPARED = 0.8
#: Bonheur with the Ville Écologique: what a city that would lose for its pollution
#: (too little money to clean it) is worth less.
OUT_COST = 25.0
#: Spots of each card tried when a hand is finished in thought.
TOP_SPOTS = 4

Ranked = tuple[tuple[float, Point, int], ...]


@dataclass(frozen=True)
class Judge:
    """How the normal bot values a seat's city and purse."""

    victory: str
    level: str
    #: Rounds after this one.
    rounds_left: int
    per_round: int
    reserve: tuple[tuple[str, int], ...]
    ecology: bool = False

    def value(self, city: City, seat: int, money: int) -> float:
        return _value(self, city.key(), seat, money)

    def with_growth(self, city: City, seat: int, money: int) -> float:
        """The value once the development this city sets off is done (first spots)."""
        return self.value(grown(city, seat, dict(self.reserve)), seat, money)


@lru_cache(maxsize=8192)
def _value(judge: Judge, key: CityKey, seat: int, money: int) -> float:
    city = from_key(key)
    value = score_value(judge.victory, city, seat, judge.level != "simplified")
    points = value / 2 if judge.victory in HALVES else float(value)
    earned = income(city, seat, judge.level == "advanced").total
    purse = money + earned * judge.rounds_left
    if judge.ecology:
        points, purse = _polluted(judge, city, seat, points, purse)
    points += MONEY_WORTH[judge.victory] * purse
    if judge.rounds_left:
        room = limit(city, seat) - size(city, seat)
        points -= ROOM_COST * max(0, judge.per_round + 1 - room)
        if room < judge.per_round and not placements(city, seat, "I", 0):
            points -= STUCK_COST * judge.rounds_left
        points += PREPARED * _prepared(judge, city, seat)
    return points


def _polluted(judge: Judge, city: City, seat: int, points: float,
              purse: int) -> tuple[float, int]:
    """Ville Écologique: the percentage taken off (or added to) the score, and for the
    Bonheur victory the money its clean-up will take (or the loss if it cannot)."""
    percentage = pollution(city, seat)
    if judge.victory == "happiness":
        over = max(0, percentage - HAPPINESS_LIMIT)
        bill = CLEANUP_COST * over
        return (points - OUT_COST, purse) if bill > purse else (points, purse - bill)
    sign = 1 if judge.victory in HALVES else -1
    return points + sign * percentage, purse


def _prepared(judge: Judge, city: City, seat: int) -> float:
    """Growth under way in the seat's districts, as the share of the next card already
    earned: culture around Résidence districts (the next Résidence of a district of n
    is worth n + 1 points), Résidence districts around Commerce districts (the next
    Commerce adds n + 1 dollars a round, or one card for the Commercial victory)."""
    total = 0.0
    if judge.victory in ("residential", "happiness"):
        total += sum(min(culture_around(city, d), len(d) + 1)
                     for d in _own(city, seat, "R"))
    if judge.victory in ("economic", "commercial", "residential"):
        for d in _own(city, seat, "C"):
            n = len(d)
            progress = min(residences_around(city, d), n + 1)
            total += (progress / (n + 1) if judge.victory == "commercial"
                      else progress * MONEY_WORTH[judge.victory] * judge.rounds_left)
    return total


def _own(city: City, seat: int, kind: str) -> list[tuple[Point, ...]]:
    """The ``kind`` districts holding one of the seat's cards."""
    cells = city.cells
    return [d for d in district_cells(city, kind) if any(cells[p][2] == seat for p in d)]


def grown(city: City, seat: int, reserve: dict[str, int]) -> City:
    """The city after its mandatory development, taking the first spot each time."""
    for _ in range(MAX_GROWTH):
        options = growth_options(city, seat, reserve)
        if not options:
            break
        kind, p = options[0]
        city = with_card(city, p, kind, 0, seat)
        reserve[kind] -= 1
    return city


# -- what the seat looks at -------------------------------------------------------------
def seat_city(city: City, seat: int) -> City:
    """The part of ``city`` the seat's value depends on: all of it, except in a shared
    city of fixed parts (4 players, 3 on the hexagons): its part and two rows of cells
    around it."""
    chosen = city.site
    if not chosen.shared or chosen.frame != FIXED:
        return city
    around = near(chosen, city.topology, seat)
    return City(city.topology, city.side, {p: c for p, c in city.cells.items() if p in around},
                chosen, city.crisis)


@cache
def near(chosen: Site, topology: str, seat: int) -> frozenset[Point]:
    """A part and the cells at most two steps from it."""
    found = set(chosen.parts[seat])
    for _ in range(2):
        found |= {q for p in found for q in neighbours(topology, p)}
    return frozenset(found)


def judge_for(game: CardCityXL) -> Judge:
    return Judge(game.victory, game.level, game.rounds - game.round,
                 CARDS_PER_ROUND[game.level], tuple(sorted(game.reserve.items())),
                 game.variant("ecology"))


# -- cards and spots ----------------------------------------------------------------------
def card_values(game: CardCityXL, seat: int, codes: Iterable[str],
                money: int | None = None) -> dict[str, float]:
    """What each card adds to ``seat``'s city on its best spot (0 if it cannot go)."""
    return at_once(card_value_steps(game, seat, codes, money))


def card_value_steps(game: CardCityXL, seat: int, codes: Iterable[str],
                     money: int | None = None) -> Generator[None, None, dict[str, float]]:
    """``card_values`` a spot at a time, for the page's slices."""
    judge = judge_for(game)
    city = seat_city(game.cities[seat], seat)
    money = game.money[seat] if money is None else money
    now = judge.value(city, seat, money)
    values = {}
    for code in sorted(set(codes)):
        spots = yield from ranked_steps(judge, city, seat, money, code)
        values[code] = max(0.0, spots[0][0] - now) if spots else 0.0
    return values


def ranked(judge: Judge, city: City, seat: int, money: int, code: str) -> Ranked:
    """Every (value, spot, rotation) where ``code`` may go, best first: the value once
    built and developed, less the Pollution cloud it would bring."""
    return at_once(ranked_steps(judge, city, seat, money, code))


def ranked_steps(judge: Judge, city: City, seat: int, money: int,
                 code: str) -> Generator[None, None, Ranked]:
    """``ranked`` a spot at a time (a card's spots take up to 35 ms in CPython), for a
    bot's slices; the result is kept for ``ranked``."""
    args = (judge, city.key(), seat, money, code)
    kept = _RANKED.get(args)
    if kept is not None:
        return kept
    left = money - cost(city, seat, code)
    quiet = not growth_options(city, seat, dict(judge.reserve))
    found = []
    for p, rot in placements(city, seat, code, money):
        after = with_card(city, p, code, rot, seat)
        calm = quiet and not (_stirs(city, code, p) and _wakes(after, seat, code, p))
        value = judge.value(after, seat, left) if calm else judge.with_growth(after, seat, left)
        found.append((value - CLOUD_COST[judge.victory] * clouds(judge, city, seat, code, p),
                      p, rot))
        yield
    found.sort(key=lambda item: (-item[0], item[1][1], item[1][0], item[2]))
    if len(_RANKED) >= _RANKED_KEPT:
        del _RANKED[next(iter(_RANKED))]  # the oldest
    _RANKED[args] = result = tuple(found)
    return result


#: ``ranked`` by (judge, city key, seat, money, card), the oldest dropped when full.
_RANKED: dict[tuple[Judge, CityKey, int, int, str], Ranked] = {}
_RANKED_KEPT = 2048


def _stirs(city: City, code: str, p: Point) -> bool:
    """Building ``code`` at ``p`` may set off a development in a city where none is
    due: it holds a Résidence, a Commerce or a culture building, or an Industrie (the
    limit grows), or it touches a Résidence or a Commerce. Otherwise no district's
    needs, nor its room, change (a card only takes spots away)."""
    if kinds(code) & STIRRING or industrial(code):
        return True
    cells = city.cells
    return any(q in cells and kinds(cells[q][0]) & DEVELOPMENT
               for q in neighbours(city.topology, p))


def _wakes(after: City, seat: int, code: str, p: Point) -> bool:
    """In a city where no development was due, the card just built at ``p`` may set one
    off: it is an Industrie (the limit grows), or a district of the seat holding ``p``
    or next to it now wants to grow. No other district's surroundings changed, and its
    room can only have shrunk (a merge of Résidence districts only lowers the count
    around a Commerce district next to them)."""
    if industrial(code):
        return True
    around = {p, *neighbours(after.topology, p)}
    cells = after.cells
    return any(not around.isdisjoint(d) and any(cells[q][2] == seat for q in d)
               and wants(after, d, kind)
               for kind in GROWING for d in district_cells(after, kind))


#: Cards whose kinds may make a district grow.
STIRRING = frozenset("RCLM")


def clouds(judge: Judge, city: City, seat: int, code: str, p: Point) -> int:
    """1 if building ``code`` at ``p`` brings a Pollution cloud."""
    return int(judge.level != "simplified" and industrial(code) and in_line(city, seat, p))


def built(city: City, seat: int, money: int, code: str, p: Point,
          rot: int) -> tuple[City, int]:
    """The city and purse once ``code`` is built at ``p``."""
    return with_card(city, p, code, rot, seat), money - cost(city, seat, code)


def completed(judge: Judge, city: City, seat: int, money: int, rest: Sequence[str],
              tops: Mapping[str, Ranked]) -> float:
    """The value once ``rest`` is built greedily (each time the card and spot worth
    most, among each card's ``TOP_SPOTS`` best spots of ``tops`` still open, or all its
    spots if none is), then developed."""
    return at_once(completed_steps(judge, city, seat, money, rest, tops))


def completed_steps(judge: Judge, city: City, seat: int, money: int, rest: Sequence[str],
                    tops: Mapping[str, Ranked]) -> Generator[None, None, float]:
    """``completed`` a spot at a time (a card with no top spot left open has them all
    tried: up to 18 ms in CPython), for a bot's slices."""
    rest = list(rest)
    while rest:
        best: tuple[float, str, Point, int] | None = None
        for code in sorted(set(rest)):
            for p, rot in _candidates(city, seat, money, code, tops.get(code, ())):
                value = judge.value(with_card(city, p, code, rot, seat), seat,
                                    money - cost(city, seat, code))
                if best is None or value > best[0]:
                    best = (value, code, p, rot)
                yield
        if best is None:
            break
        _, code, p, rot = best
        city, money = built(city, seat, money, code, p, rot)
        rest.remove(code)
    return judge.with_growth(city, seat, money)


def _candidates(city: City, seat: int, money: int, code: str,
                top: Ranked) -> list[tuple[Point, int]]:
    open_ = [(p, rot) for _, p, rot in top[:TOP_SPOTS]
             if build_problem(city, seat, code, p, rot, money) is None]
    return open_ or placements(city, seat, code, money)
