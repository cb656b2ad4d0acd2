"""Card City XL bots: "easy" plays any legal move; "normal" weighs its city.

Both see only what their seat sees: every city and purse (others' constructions only
once the phase is over), their own cards, the face-up cards of the lots, and the deck's
make-up at the start (never the pile's order nor others' face-down cards). Decisions are
deterministic for what the seat sees (``urbanistes.bots.bot_rng``).

The normal bot values cities with ``judge``; it builds the card and spot worth most once
the rest of its hand is built after it, develops, lays clouds, buys and passes by the
same value, and in solo puts back the card whose absence leaves the best round. At the
lots it plays as ``lots`` says.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Sequence

from ..bots import Steps, at_once, bot_rng
from ..engine import Action, Game
from .building import best, legal_build_steps
from .city import City, in_line, with_card
from .data import ARCHITECT, PARK_COST
from .draft import POOL
from .game import CardCityXL
from .judge import (
    CLOUD_COST,
    Judge,
    Ranked,
    built,
    completed,
    completed_steps,
    judge_for,
    ranked,
    ranked_steps,
    seat_city,
)
from .lots import choose_lot_steps, split_steps
from .state import BUILD, CHOOSE, DEVELOP, END, KEEP, SITE, SPLIT


class EasyBot:
    """Any legal action."""

    name = "cardcityxl-easy"

    def choose(self, game: Game, seat: int) -> Action:
        assert isinstance(game, CardCityXL), "a Card City XL bot"
        return bot_rng(game, seat, self.name).choice(game.legal_actions(seat))


class NormalBot:
    """Builds, grows, buys and drafts for the victory condition (see the module)."""

    name = "cardcityxl-normal"

    def choose(self, game: Game, seat: int) -> Action:
        return at_once(self._decide(game, seat))

    def think(self, game: Game, seat: int) -> Steps:
        """The decision in steps of a spot each: a build's legal spots listed, each card
        ranked on its spots, the hand finished in thought (``build_steps``); the lots'
        cards ranked (``lots``); the rest at once."""
        return Steps(game, seat, self._decide(game, seat))

    def _decide(self, game: Game, seat: int) -> Generator[None, None, Action]:
        assert isinstance(game, CardCityXL), "a Card City XL bot"
        if game.phase == BUILD:  # the seat's view (the random numbers') lists its legal
            # builds: they are worked out in steps first, and kept
            city, money = game.cities[seat], game.money[seat]
            yield from legal_build_steps(city, seat, game.hand(seat), money)
            return (yield from build_steps(game, seat, bot_rng(game, seat, self.name)))
        rng = bot_rng(game, seat, self.name)
        if game.phase == SPLIT:
            return (yield from split_steps(game, seat, rng))
        if game.phase == CHOOSE:
            return (yield from choose_lot_steps(game, seat))
        if game.phase == KEEP:
            return keep_step(game, seat)
        if game.phase in (DEVELOP, END, SITE):
            return best_by_value(game, seat, rng)
        raise ValueError(f"nothing to choose in phase {game.phase!r}")


def pick(scored: Sequence[tuple[float, Action]], rng: random.Random) -> Action:
    """The best-scored action; ties broken at random."""
    top = max(score for score, _ in scored)
    return rng.choice([a for score, a in scored if score >= top - 1e-9])


# -- construction, development, end of round ------------------------------------------
#: How many of the best single builds are weighed with the rest of the hand.
SHORTLIST = 4
#: How many Architecte spots are weighed when it would save a card.
ARCHITECT_TRIES = 4


def build_step(game: CardCityXL, seat: int, rng: random.Random) -> Action:
    """``build_steps`` in one go (the strong bot's own moves)."""
    return at_once(build_steps(game, seat, rng))


def build_steps(game: CardCityXL, seat: int,
                rng: random.Random) -> Generator[None, None, Action]:
    """The build worth most once the rest of the hand is built greedily after it (for
    the few best single builds); the Architecte when it lets more cards be built; a
    discard only when nothing can be built. Yields after each spot tried, whether for
    the legal builds, a card's ranking or the rest of the hand (up to 90 ms in all, in
    CPython)."""
    judge = judge_for(game)
    city, money = seat_city(game.cities[seat], seat), game.money[seat]
    yield from legal_build_steps(game.cities[seat], seat, game.hand(seat), money)
    actions = game.legal_actions(seat)
    yield
    hand = list(game.hand(seat))
    tops = {}
    for code in sorted(set(hand)):
        tops[code] = yield from ranked_steps(judge, city, seat, money, code)
    legal = {(a["card"], a["x"], a["y"], a["rot"]): a for a in actions if a["type"] == "build"}
    scored = sorted(((value, legal[(code, p[0], p[1], rot)]) for code, spots in tops.items()
                     for value, p, rot in spots if (code, p[0], p[1], rot) in legal),
                    key=lambda sa: -sa[0])
    if len(hand) > 1:
        finished = []
        for _, a in scored[:SHORTLIST]:
            finished.append(((yield from _finished(judge, city, seat, money, hand, a, tops)),
                             a))
        scored = finished
    scored += _architect_options(game, seat, judge, city, tops)
    if not scored:
        return actions[0]
    return pick(scored, rng)


def _finished(judge: Judge, city: City, seat: int, money: int, hand: list[str],
              build: Action, tops: dict[str, Ranked]) -> Generator[None, None, float]:
    """The value once ``build`` is made and the rest of the hand built after it."""
    after, left = built(city, seat, money, build["card"], (build["x"], build["y"]),
                        build["rot"])
    return (yield from completed_steps(judge, after, seat, left, less(hand, build["card"]),
                                       tops))


def _architect_options(game: CardCityXL, seat: int, judge: Judge, city: City,
                       tops: dict[str, Ranked]) -> list[tuple[float, Action]]:
    """Soutien de l'Architecte, weighed only when it lets more of the hand be built:
    the hand finished in thought around it, on its first few such spots."""
    spots = game.architect_spots(seat)
    if not spots:
        return []
    hand, money = game.hand(seat), game.money[seat]
    full = game.cities[seat]
    now = best(full, seat, hand, money)
    better = [p for p in spots
              if best(with_card(full, p, ARCHITECT, 0, seat), seat, hand, money) > now]
    return [(completed(judge, with_card(city, p, ARCHITECT, 0, seat), seat, money, hand, tops),
             {"type": "architect", "x": p[0], "y": p[1]}) for p in better[:ARCHITECT_TRIES]]


def less(cards: Sequence[str], code: str) -> list[str]:
    rest = list(cards)
    rest.remove(code)
    return rest


def _after(game: CardCityXL, seat: int, action: Action) -> tuple[City, int, int]:
    """(city, money, clouds brought) once ``action`` of the develop or end phase is done."""
    city, money = seat_city(game.cities[seat], seat), game.money[seat]
    kind = action["type"]
    if kind == "pass":
        return city, money, 0
    p = (action["x"], action["y"])
    code = {"cloud": "X", "industry": game.top or "I", "park": "K",
            "grow": action.get("card", ""), "mairie": "M"}[kind]
    clouds = int(kind == "industry" and game.polluting and in_line(city, seat, p))
    spent = {"industry": game.industry_cost(seat), "park": PARK_COST}.get(kind, 0)
    return with_card(city, p, code, 0, seat), money - spent, clouds


def best_by_value(game: CardCityXL, seat: int, rng: random.Random) -> Action:
    """Develop, place a cloud, buy, pass or put the Mairie: whatever leaves the best
    city."""
    return pick(by_value(game, seat, game.legal_actions(seat)), rng)


def by_value(game: CardCityXL, seat: int,
             actions: Sequence[Action]) -> list[tuple[float, Action]]:
    """Each action of the develop, end or site phase with the value of the city it
    leaves (less the clouds it brings)."""
    judge = judge_for(game)
    scored = []
    for a in actions:
        city, money, clouds = _after(game, seat, a)
        value = (judge.with_growth(city, seat, money) if a["type"] != "cloud"
                 else judge.value(city, seat, money))
        scored.append((value - CLOUD_COST[game.victory] * clouds, a))
    return scored


def keep_step(game: CardCityXL, seat: int) -> Action:
    """Solo: put back under the pile the card whose absence leaves the best round."""
    judge = judge_for(game)
    drawn = game.cards_of(POOL)
    city, money = seat_city(game.cities[seat], seat), game.money[seat]
    tops = {code: ranked(judge, city, seat, money, code) for code in sorted(set(drawn))}
    scored = [(completed(judge, city, seat, money, less(drawn, code), tops), code)
              for code in sorted(set(drawn))]
    return {"type": "bottom", "card": max(scored)[1]}
