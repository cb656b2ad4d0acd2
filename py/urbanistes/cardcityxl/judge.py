"""How the normal bot values a city: its victory's score now, the money to come, the
room left for next round's cards, and the growth already prepared.

The value of a seat's city and purse is the score it would have now (a victory counted
in half cards is halved), plus the money it will have (purse and income until the end)
at the rate its victory pays for money, minus a penalty when the size limit would stop
next round's cards (a heavy one when no Industrie could even be built), plus a share of
the growth already prepared: culture around Résidence districts, Résidence districts
around Commerce districts. A card is worth the gain of its best spot, with the
development it sets off. Everything is memoised on the city's key.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from ..grid import Point
from .city import (
    City,
    costs,
    districts,
    from_key,
    in_line,
    industrial,
    limit,
    placements,
    size,
    with_card,
)
from .data import CARDS_PER_ROUND
from .development import culture_around, growth_options, residences_around
from .economy import income
from .game import CardCityXL
from .scoring import HALVES, tally

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


@dataclass(frozen=True)
class Judge:
    """How the normal bot values a seat's city and purse."""

    victory: str
    level: str
    #: Rounds after this one.
    rounds_left: int
    per_round: int
    reserve: tuple[tuple[str, int], ...]

    def value(self, city: City, seat: int, money: int) -> float:
        return _value(self, city.key(), seat, money)

    def with_growth(self, city: City, seat: int, money: int) -> float:
        """The value once the development this city sets off is done (first spots)."""
        return self.value(grown(city, seat, dict(self.reserve)), seat, money)


@lru_cache(maxsize=20000)
def _value(judge: Judge, key: tuple[object, ...], seat: int, money: int) -> float:
    city = from_key(key)
    result = tally(judge.victory, city, seat, 0, judge.level != "simplified")
    points = result.value / 2 if judge.victory in HALVES else float(result.value)
    earned = income(city, seat, judge.level == "advanced").total
    points += MONEY_WORTH[judge.victory] * (money + earned * judge.rounds_left)
    if judge.rounds_left:
        room = limit(city, seat) - size(city, seat)
        points -= ROOM_COST * max(0, judge.per_round + 1 - room)
        if room < judge.per_round and not placements(city, seat, "I", 0):
            points -= STUCK_COST * judge.rounds_left
        points += PREPARED * _prepared(judge, city, seat)
    return points


def _prepared(judge: Judge, city: City, seat: int) -> float:
    """Growth under way, as the share of the next card already earned: culture around
    Résidence districts (the next Résidence of a district of n is worth n + 1 points),
    Résidence districts around Commerce districts (the next Commerce adds n + 1 dollars
    a round, or one card for the Commercial victory)."""
    total = 0.0
    if judge.victory in ("residential", "happiness"):
        total += sum(min(culture_around(city, d), len(d) + 1) for d in districts(city, "R"))
    if judge.victory in ("economic", "commercial", "residential"):
        for d in districts(city, "C"):
            n = len(d)
            progress = min(residences_around(city, d), n + 1)
            total += (progress / (n + 1) if judge.victory == "commercial"
                      else progress * MONEY_WORTH[judge.victory] * judge.rounds_left)
    return total


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


def judge_for(game: CardCityXL) -> Judge:
    return Judge(game.victory, game.level, game.rounds - game.round,
                 CARDS_PER_ROUND[game.level], tuple(sorted(game.reserve.items())))


def card_values(game: CardCityXL, seat: int, codes: Iterable[str],
                money: int | None = None) -> dict[str, float]:
    """What each card adds to ``seat``'s city on its best spot (0 if it cannot go)."""
    judge = judge_for(game)
    city = game.cities[seat]
    money = game.money[seat] if money is None else money
    return {code: _card_value(judge, city.key(), seat, money, code) for code in set(codes)}


@lru_cache(maxsize=20000)
def _card_value(judge: Judge, key: tuple[object, ...], seat: int, money: int,
                code: str) -> float:
    city = from_key(key)
    now = judge.value(city, seat, money)
    best = 0.0
    for p, rot in placements(city, seat, code, money):
        after = judge.with_growth(with_card(city, p, code, rot, seat), seat, money - costs(code))
        after -= CLOUD_COST[judge.victory] * clouds(judge, city, seat, code, p)
        best = max(best, after - now)
    return best


def clouds(judge: Judge, city: City, seat: int, code: str, p: Point) -> int:
    """1 if building ``code`` at ``p`` brings a Pollution cloud."""
    return int(judge.level != "simplified" and industrial(code) and in_line(city, seat, p))


def built(city: City, seat: int, money: int, code: str, p: Point,
          rot: int) -> tuple[City, int]:
    """The city and purse once ``code`` is built at ``p``."""
    return with_card(city, p, code, rot, seat), money - costs(code)


def completed(judge: Judge, city: City, seat: int, money: int, rest: list[str]) -> float:
    """The value once ``rest`` is built greedily (each time the card and spot worth
    most), then developed."""
    rest = list(rest)
    while rest:
        best: tuple[float, str, Point, int] | None = None
        for code in sorted(set(rest)):
            for p, rot in placements(city, seat, code, money):
                value = judge.value(with_card(city, p, code, rot, seat), seat,
                                    money - costs(code))
                if best is None or value > best[0]:
                    best = (value, code, p, rot)
        if best is None:
            break
        _, code, p, rot = best
        city, money = built(city, seat, money, code, p, rot)
        rest.remove(code)
    return judge.with_growth(city, seat, money)
