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
from collections.abc import Sequence

from ..bots import bot_rng
from ..engine import Action, Game
from .city import City, in_line, with_card
from .data import PARK_COST
from .draft import POOL
from .game import CardCityXL
from .judge import CLOUD_COST, built, clouds, completed, judge_for
from .lots import choose_lot, split_step
from .state import BUILD, CHOOSE, DEVELOP, END, KEEP, SPLIT


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
        assert isinstance(game, CardCityXL), "a Card City XL bot"
        rng = bot_rng(game, seat, self.name)
        if game.phase == SPLIT:
            return split_step(game, seat, rng)
        if game.phase == CHOOSE:
            return choose_lot(game, seat)
        if game.phase == KEEP:
            return keep_step(game, seat)
        if game.phase == BUILD:
            return build_step(game, seat, rng)
        if game.phase in (DEVELOP, END):
            return best_by_value(game, seat, rng)
        raise ValueError(f"nothing to choose in phase {game.phase!r}")


def _pick(scored: Sequence[tuple[float, Action]], rng: random.Random) -> Action:
    """The best-scored action; ties broken at random."""
    top = max(score for score, _ in scored)
    return rng.choice([a for score, a in scored if score >= top - 1e-9])


# -- construction, development, end of round ------------------------------------------
#: How many of the best single builds are weighed with the rest of the hand.
SHORTLIST = 4


def build_step(game: CardCityXL, seat: int, rng: random.Random) -> Action:
    """The build worth most once the rest of the hand is built greedily after it (for
    the few best single builds); a discard only when nothing can be built."""
    judge = judge_for(game)
    city, money = game.cities[seat], game.money[seat]
    actions = game.legal_actions(seat)
    builds = [a for a in actions if a["type"] == "build"]
    if not builds:
        return actions[0]
    hand = list(game.hand(seat))
    scored = []
    for a in builds:
        after, left = built(city, seat, money, a["card"], (a["x"], a["y"]), a["rot"])
        scored.append((judge.with_growth(after, seat, left)
                       - CLOUD_COST[game.victory] * clouds(judge, city, seat, a["card"],
                                                            (a["x"], a["y"])), a))
    scored.sort(key=lambda sa: -sa[0])
    if len(hand) > 1:
        shortlist = scored[:SHORTLIST]
        scored = []
        for _, a in shortlist:
            after, left = built(city, seat, money, a["card"], (a["x"], a["y"]), a["rot"])
            rest = list(hand)
            rest.remove(a["card"])
            scored.append((completed(judge, after, seat, left, rest), a))
    return _pick(scored, rng)


def _after(game: CardCityXL, seat: int, action: Action) -> tuple[City, int, int]:
    """(city, money, clouds brought) once ``action`` of the develop or end phase is done."""
    city, money = game.cities[seat], game.money[seat]
    kind = action["type"]
    if kind == "pass":
        return city, money, 0
    p = (action["x"], action["y"])
    code = {"cloud": "X", "industry": "I", "park": "K", "grow": action.get("card", "")}[kind]
    clouds = int(kind == "industry" and game.polluting and in_line(city, seat, p))
    spent = {"industry": game.industry_cost(seat), "park": PARK_COST}.get(kind, 0)
    return with_card(city, p, code, 0, seat), money - spent, clouds


def best_by_value(game: CardCityXL, seat: int, rng: random.Random) -> Action:
    """Develop, place a cloud, buy or pass: whatever leaves the best city."""
    judge = judge_for(game)
    scored = []
    for a in game.legal_actions(seat):
        city, money, clouds = _after(game, seat, a)
        value = (judge.with_growth(city, seat, money) if a["type"] != "cloud"
                 else judge.value(city, seat, money))
        scored.append((value - CLOUD_COST[game.victory] * clouds, a))
    return _pick(scored, rng)


def keep_step(game: CardCityXL, seat: int) -> Action:
    """Solo: put back under the pile the card whose absence leaves the best round."""
    judge = judge_for(game)
    drawn = game.cards_of(POOL)
    city, money = game.cities[seat], game.money[seat]
    scored = []
    for code in sorted(set(drawn)):
        rest = list(drawn)
        rest.remove(code)
        scored.append((completed(judge, city, seat, money, rest), code))
    return {"type": "bottom", "card": max(scored)[1]}


