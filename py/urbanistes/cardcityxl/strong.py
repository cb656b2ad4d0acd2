"""The strong bot: the shared search (``urbanistes.search``) with this game's policy.

The search weighs, in dealings of the hidden cards, the lots (every way to lay them,
with a bribe of at most ``lots.MAX_BRIBE``), the choice of a lot, the card put back in
solo, and the few developments and purchases the normal bot's judgement (``judge``)
rates best; the normal bot leads (its move comes first, and the search leaves it only
for a move its results clearly prefer). Its rollouts play cheap sensible
moves (a random split, the normal chooser, the best single build) and a cut-off is
judged by each seat's city and purse as the normal bot values them, plus what its cards
in hand are worth; in solo, by the gain on the seat's worth at the decision.

What costs most, a card ranked on every spot of a city, is done first a spot a step
(``prepare``, ``warm_rollout``, ``warm_evaluate``: the search runs those steps one at a
time, and the page paints between them); the moves and judgements then read it kept.

A decision looks no further than its round (``Judged.round``): past it the moves are
cheap ones and no card held is weighed, since a new round's cards would be ranked on
every spot of a city no other iteration reaches (a tenth of a second each at the
advanced level, where a decision once took a minute).

The construction of a multi-player game is not searched: the builds of others in
progress are hidden, and a dealing keeps them (``state.redealt``), so a search there
would judge cities the seat cannot see. The strong bot builds as the normal bot does
(ties broken by a fixed draw). In solo nothing of the construction is hidden: the few
builds worth most where the construction began are searched.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace

from .. import search
from ..engine import Action, Game
from ..grid import Point
from .bots import NormalBot, build_step, by_value, keep_step, less, pick
from .building import best, reaches
from .city import City, cost, placements, with_card
from .draft import HAND, LOT1, LOT2, POOL
from .game import CardCityXL
from .judge import Judge, judge_for, ranked, ranked_steps, seat_city
from .lots import MAX_BRIBE, choose_lot, choose_lot_steps
from .state import BUILD, CHOOSE, DEVELOP, END, KEEP, SITE, SPLIT

#: Developments or purchases kept for the search, best first.
CHOICES = 3
#: Solo: a victory's points in the judge's units where they are not points (the
#: Economic victory counts dollars, $5 of which are a point to the others).
SOLO_UNIT = {"economic": 5.0}
#: Developments or purchases weighed below the decision (besides a pass).
FEW = 6
#: Solo iterations per decision, by level: a 6x6 city's builds cost more to list.
SOLO_ITERATIONS = {"simplified": 120, "normal": 60, "advanced": 24}
#: Multi-player iterations per decision where the level's are not the policy's: a
#: 6x6 city with two-colour cards costs the most to value.
ITERATIONS = {"advanced": 64}


@dataclass(frozen=True)
class Judged:
    """The normal bot's judgement, searched."""

    iterations: int = 120
    depth: int = 4
    #: Points of value that make a seat's value about 0.73 (against its best rival).
    scale: float = 4.0
    #: The same in solo: points of value above the decision's own (``base``).
    solo_scale: float = 1.5
    #: Solo: builds of the construction searched (the best by their spot's value).
    solo_builds: int = 3
    #: The round the decision is in (0: none). Past it the moves are cheap ones and the
    #: cut-off counts no cards held: a new round's cards would be weighed in a city no
    #: other iteration reaches, every spot of each (a tenth of a second at advanced).
    round: int = 0
    #: Solo: the seat's worth at the decision (its value is the gain on it).
    base: float = 0.0
    #: The decision's own state: a build of a multi-player construction there is the
    #: normal bot's, unsearched; deeper in the tree, the cheaper best single build.
    root: CardCityXL | None = field(default=None, compare=False, repr=False)

    def beyond(self, game: CardCityXL) -> bool:
        """``game`` is in a round after the decision's."""
        return 0 < self.round < game.round

    def rollout(self, game: Game, seat: int, rng: random.Random) -> Action:
        assert isinstance(game, CardCityXL)
        if self.beyond(game):
            return _cheap(game, seat, rng)
        if game.phase == CHOOSE:
            return choose_lot(game, seat)
        if game.phase == KEEP:
            return keep_step(game, seat)
        if game.phase == BUILD:
            return _build(game, seat)
        actions = game.legal_actions(seat)
        if game.phase == SPLIT:
            return rng.choice([a for a in actions if a["type"] != "bribe"])
        return pick(by_value(game, seat, _few(actions, rng)), rng)

    def candidates(self, game: Game, seat: int) -> list[Action]:
        """The moves searched (at the decision itself the normal bot, leading, puts its
        own first); below the decision, the cheapest list."""
        assert isinstance(game, CardCityXL)
        if self.beyond(game):
            return [_cheap(game, seat, random.Random(0))]
        root = game is self.root or not self.round
        if game.phase == BUILD and game.players > 1:
            # the others' builds are hidden: the normal bot's, no legal build listed
            return [build_step(game, seat, random.Random(0)) if root else _build(game, seat)]
        actions = game.legal_actions(seat)
        if game.phase == SPLIT:
            return [a for a in actions if a["type"] != "bribe" or a["amount"] <= MAX_BRIBE]
        if game.phase == BUILD:
            return _builds(game, seat, actions, self.solo_builds)
        if game.phase in (DEVELOP, END, SITE):
            weighed = actions if root else _few(actions, random.Random(0))
            return [a for _, a in _sorted(by_value(game, seat, weighed))[:CHOICES]]
        if game.phase == CHOOSE:
            return search.led_by(choose_lot(game, seat), actions)
        return actions

    def prepare(self, game: Game, seat: int) -> Iterator[None]:
        """What ``candidates`` weighs, worked out a spot at a time (a card's spots take up
        to 35 ms in CPython)."""
        yield from self._warmed(game, seat)

    def warm_rollout(self, game: Game, seat: int) -> Iterator[None]:
        yield from self._warmed(game, seat)

    def warm_evaluate(self, game: Game) -> Iterator[None]:
        """The cards each seat holds, ranked where its construction began."""
        assert isinstance(game, CardCityXL)
        if self.beyond(game) or game.is_over:
            return
        for seat in range(game.players):
            yield from _ranking(game, seat, _held(game, seat), *_start(game, seat))

    def _warmed(self, game: Game, seat: int) -> Iterator[None]:
        """The spots a move of ``seat`` weighs: the lots' cards, the hand's or the drawn
        cards' spots (nothing past the decision's round: the moves there are cheap)."""
        assert isinstance(game, CardCityXL)
        if self.beyond(game):
            return
        if game.phase == CHOOSE:
            yield from choose_lot_steps(game, seat)
        elif game.phase == BUILD:
            yield from _ranking(game, seat, game.hand(seat), *_start(game, seat))
        elif game.phase == KEEP:
            city = seat_city(game.cities[seat], seat)
            yield from _ranking(game, seat, game.cards_of(POOL), city, game.money[seat])

    def evaluate(self, game: Game) -> Sequence[float]:
        assert isinstance(game, CardCityXL)
        judge = judge_for(game)
        held = not self.beyond(game)
        if game.players == 1 and self.round:
            scale = self.solo_scale * SOLO_UNIT.get(game.victory, 1.0)
            return [_squash(_worth(game, judge, 0, held) - self.base, scale)]
        if game.is_over:
            return search.margins(game, self.scale if game.players > 1 else 20.0)
        worth = [_worth(game, judge, seat, held) for seat in range(game.players)]
        if game.players == 1:
            return [_squash(worth[0], 20.0)]
        return [_squash(w - max(o for s, o in enumerate(worth) if s != seat), self.scale)
                for seat, w in enumerate(worth)]


def _few(actions: list[Action], rng: random.Random) -> list[Action]:
    """The moves weighed below the decision: a pass and at most ``FEW`` others drawn
    by ``rng`` (each is a city valued once developed, and a purchase may have dozens
    of spots)."""
    others = [a for a in actions if a["type"] != "pass"]
    if len(others) <= FEW:
        return actions
    return [*(a for a in actions if a["type"] == "pass"), *rng.sample(others, FEW)]


def _cheap(game: CardCityXL, seat: int, rng: random.Random) -> Action:
    """A move past the decision's round: a pass if there is one, else a legal build of
    the first card that has one (no spot weighed), else any legal move."""
    if game.phase == BUILD:
        city, hand, money = game.cities[seat], game.hand(seat), game.money[seat]
        for code in sorted(set(hand)):
            for p, rot in placements(city, seat, code, money):
                if _may_build(game, seat, code, p, rot):
                    return {"type": "build", "card": code, "x": p[0], "y": p[1], "rot": rot}
    actions = game.legal_actions(seat)
    passes = [a for a in actions if a["type"] == "pass"]
    builds = [a for a in actions if a["type"] == "build"]
    return passes[0] if passes else builds[0] if builds else rng.choice(actions)


def _builds(game: CardCityXL, seat: int, actions: list[Action], count: int) -> list[Action]:
    """Solo: the ``count`` legal builds worth most in the city the construction began
    from (each card's spots are ranked there once for the whole search), or every
    legal action if none is a build (or ``count`` is 0)."""
    judge = judge_for(game)
    city, money = _start(game, seat)
    legal = {(a["card"], a["x"], a["y"], a["rot"]): a for a in actions if a["type"] == "build"}
    scored = sorted(((v, code, p, rot) for code in sorted(set(game.hand(seat)))
                     for v, p, rot in ranked(judge, city, seat, money, code)
                     if (code, p[0], p[1], rot) in legal), key=lambda s: -s[0])
    found = [legal[(code, p[0], p[1], rot)] for _, code, p, rot in scored[:count]]
    return found or actions


def _squash(margin: float, scale: float) -> float:
    return 1 / (1 + math.exp(-margin / scale))


def _worth(game: CardCityXL, judge: Judge, seat: int, held: bool = True) -> float:
    """The seat's city and purse as the normal bot values them, plus (if ``held``) each
    card it holds (in hand, or in a lot it laid or took) at its best spot's gain in the
    city the round's construction started from."""
    now = judge.value(seat_city(game.cities[seat], seat), seat, game.money[seat])
    if not held:
        return now
    city, money = _start(game, seat)
    before = judge.value(city, seat, money)
    gains = [max(0.0, spots[0][0] - before) for code in _held(game, seat)
             if (spots := ranked(judge, city, seat, money, code))]
    return now + sum(gains)


def _held(game: CardCityXL, seat: int) -> list[str]:
    """The cards ``seat`` holds: in hand, or in a lot it laid or took."""
    return sorted(s.code for s in game.slots
                  if s.seat == seat and s.where in (HAND, POOL, LOT1, LOT2))


def _ranking(game: CardCityXL, seat: int, codes: Sequence[str], city: City,
             money: int) -> Iterator[None]:
    """Each of ``codes`` ranked on every spot of ``city``, a spot at a time (``ranked``
    keeps them)."""
    judge = judge_for(game)
    for code in sorted(set(codes)):
        yield from ranked_steps(judge, city, seat, money, code)


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
        if _may_build(game, seat, code, p, rot):
            return {"type": "build", "card": code, "x": p[0], "y": p[1], "rot": rot}
    return game.legal_actions(seat)[0]


def _may_build(game: CardCityXL, seat: int, code: str, p: Point, rot: int) -> bool:
    """``building.may_build`` without every legal build of the hand worked out (a new
    city's in each rollout): the spot meets the rules, and the rest of the hand can
    still reach the most cards it could build."""
    city, hand, money = game.cities[seat], game.hand(seat), game.money[seat]
    if code not in hand or (p, rot) not in placements(city, seat, code, money):
        return False
    goal = best(city, seat, hand, money)
    return reaches(with_card(city, p, code, rot, seat), seat, tuple(less(hand, code)),
                   money - cost(city, seat, code), goal - 1)


def _sorted(scored: list[tuple[float, Action]]) -> list[tuple[float, Action]]:
    """Best first; equal values keep their order (the search's tie-break is its own)."""
    return sorted(scored, key=lambda sa: -sa[0])


POLICY = Judged()


def policy_for(game: CardCityXL, seat: int) -> Judged:
    """The policy of ``seat``'s decision in ``game``: its round is the search's horizon;
    in solo the seat's worth now is what its value is measured from, and the budget is
    the level's."""
    if game.players > 1:
        return replace(POLICY, round=game.round, root=game,
                       iterations=ITERATIONS.get(game.level, POLICY.iterations))
    return replace(POLICY, round=game.round, root=game, iterations=SOLO_ITERATIONS[game.level],
                   base=_worth(game, judge_for(game), seat))


class StrongBot(search.StrongBot):
    def __init__(self, budget: int | None = None) -> None:
        super().__init__(POLICY, budget, lead=NormalBot())

    def lighter(self, budget: int) -> StrongBot:
        return StrongBot(budget)

    def think(self, game: Game, seat: int) -> search.Search:
        assert isinstance(game, CardCityXL)
        return search.Search(game, seat, policy_for(game, seat), self.budget, self.lead,
                             self.confidence)
