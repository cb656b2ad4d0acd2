"""The strong bot: the shared search (``urbanistes.search``) with this game's policy.

The search weighs, in dealings of the hidden cards, the lots (every way to lay them,
with a bribe of at most ``lots.MAX_BRIBE``), the choice of a lot, and the few
developments and purchases the normal bot's judgement (``judge``) rates best. Its
rollouts play cheap sensible moves (a random split, the normal chooser, the best single
build) and a cut-off is judged by each seat's city and purse as the normal bot values
them, plus what its cards in hand are worth.

The construction is not searched: the builds of others in progress are hidden, and a
dealing keeps them (``state.redealt``), so a search there would judge cities the seat
cannot see. The strong bot builds as the normal bot does (ties broken by a fixed draw).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from .. import search
from ..engine import Action, Game
from .bots import build_step, by_value, keep_step, pick
from .city import City
from .draft import HAND, LOT1, LOT2, POOL
from .game import CardCityXL
from .judge import Judge, judge_for, ranked, seat_city
from .lots import MAX_BRIBE, choose_lot
from .state import BUILD, CHOOSE, DEVELOP, END, KEEP, SITE, SPLIT

#: Developments or purchases kept for the search, best first.
CHOICES = 3


@dataclass(frozen=True)
class Judged:
    """The normal bot's judgement, searched."""

    iterations: int = 120
    depth: int = 4
    #: Points of value that make a seat's value about 0.73 (against its best rival).
    scale: float = 4.0
    #: The same in solo, against nothing: the score's size.
    solo_scale: float = 20.0

    def rollout(self, game: Game, seat: int, rng: random.Random) -> Action:
        assert isinstance(game, CardCityXL)
        if game.phase == CHOOSE:
            return choose_lot(game, seat)
        if game.phase == KEEP:
            return keep_step(game, seat)
        if game.phase == BUILD:
            return _build(game, seat)
        actions = game.legal_actions(seat)
        if game.phase == SPLIT:
            return rng.choice([a for a in actions if a["type"] != "bribe"])
        return pick(by_value(game, seat, actions), rng)

    def candidates(self, game: Game, seat: int, actions: list[Action]) -> list[Action]:
        assert isinstance(game, CardCityXL)
        if game.phase == SPLIT:
            return [a for a in actions if a["type"] != "bribe" or a["amount"] <= MAX_BRIBE]
        if game.phase == BUILD:
            return [build_step(game, seat, random.Random(0))]
        if game.phase in (DEVELOP, END, SITE):
            return [a for _, a in _sorted(by_value(game, seat, actions))[:CHOICES]]
        return actions

    def evaluate(self, game: Game) -> Sequence[float]:
        assert isinstance(game, CardCityXL)
        if game.is_over:
            return search.margins(game, self.scale if game.players > 1 else self.solo_scale)
        judge = judge_for(game)
        worth = [_worth(game, judge, seat) for seat in range(game.players)]
        if game.players == 1:
            return [_squash(worth[0], self.solo_scale)]
        return [_squash(w - max(o for s, o in enumerate(worth) if s != seat), self.scale)
                for seat, w in enumerate(worth)]


def _squash(margin: float, scale: float) -> float:
    return 1 / (1 + math.exp(-margin / scale))


def _worth(game: CardCityXL, judge: Judge, seat: int) -> float:
    """The seat's city and purse as the normal bot values them, plus each card it holds
    (in hand, or in a lot it laid or took) at its best spot's gain in the city the
    round's construction started from."""
    now = judge.value(seat_city(game.cities[seat], seat), seat, game.money[seat])
    city, money = _start(game, seat)
    before = judge.value(city, seat, money)
    held = sorted(s.code for s in game.slots
                  if s.seat == seat and s.where in (HAND, POOL, LOT1, LOT2))
    gains = [max(0.0, spots[0][0] - before) for code in held
             if (spots := ranked(judge, city, seat, money, code))]
    return now + sum(gains)


def _start(game: CardCityXL, seat: int) -> tuple[City, int]:
    """The seat's city and purse as the construction began (as now outside it): the
    cards' spots are weighed there once for the whole search, not after every build."""
    if game.start_cities:
        return seat_city(game.start_cities[seat], seat), game.start_money[seat]
    return seat_city(game.cities[seat], seat), game.money[seat]


def _build(game: CardCityXL, seat: int) -> Action:
    """The legal build worth most in the city the construction began from (a card's
    spots are ranked there once for the whole search); any legal action if none."""
    judge = judge_for(game)
    city, money = _start(game, seat)
    spots = sorted((v, code, p, rot) for code in set(game.hand(seat))
                   for v, p, rot in ranked(judge, city, seat, money, code))
    for _, code, p, rot in reversed(spots):
        action = {"type": "build", "card": code, "x": p[0], "y": p[1], "rot": rot}
        if game.is_legal(seat, action):
            return action
    return game.legal_actions(seat)[0]


def _sorted(scored: list[tuple[float, Action]]) -> list[tuple[float, Action]]:
    """Best first; equal values keep their order (the search's tie-break is its own)."""
    return sorted(scored, key=lambda sa: -sa[0])


POLICY = Judged()


class StrongBot(search.StrongBot):
    def __init__(self) -> None:
        super().__init__(POLICY)
