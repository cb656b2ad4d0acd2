"""The strong bot: the shared search (``urbanistes.search``) with this game's policy.

A solo city has 15 cards and often 300 placements a turn, so the search looks only at
the few best by the exact total after the card (found among the best by a local guess
of group and road gains), best first so that its ties go to the greedy move. It judges
a city where the tree stops by its total and the cards to come against the target: in
solo the next hand is known (the pile's top is face up), so the tree plans two cards.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from .. import search
from ..engine import Action, Game
from .city import ROTATIONS, candidate_origins, top_layer
from .game import CITY_SIZE, Sprawlopolis
from .judge import city_total, laid, local_gain, scoring_groups


@dataclass(frozen=True)
class Planner:
    """Search the ``width`` best placements; past the tree (``depth`` > 0), roll out
    with the best of ``sample`` random ones by the local guess."""

    iterations: int = 80
    depth: int = 0
    scale: float = 3.0
    #: Points a card adds on average (a greedy game's pace): a cut-off city is judged
    #: by its total and the cards still to come.
    pace: float = 2.0
    width: int = 8
    #: Placements judged by their exact total (the best by the local guess).
    pool: int = 80
    sample: int = 8

    def rollout(self, game: Game, seat: int, rng: random.Random) -> Action:
        assert isinstance(game, Sprawlopolis)
        hand, origins = game.hands[seat], candidate_origins(game.city)
        tries = [(rng.choice(hand), *rng.choice(origins), rng.choice(ROTATIONS))
                 for _ in range(self.sample)]
        hubs = scoring_groups(game.city, game.options["difficulty"])
        card, x, y, rot = max(tries, key=lambda t: local_gain(game.city, hubs, *t))
        return {"card": card, "x": x, "y": y, "rot": rot}

    def candidates(self, game: Game, seat: int) -> list[Action]:
        actions = game.legal_actions(seat)
        if len(actions) <= self.width:
            return actions
        assert isinstance(game, Sprawlopolis)
        best = best_placements(tuple(game.placements), tuple(sorted(game.hands[seat])),
                               game.scoring, game.options["difficulty"], self.width,
                               self.pool)
        legal = {(a["card"], a["x"], a["y"], a["rot"]): a for a in actions}
        return [legal[t] for t in best if t in legal]

    def evaluate(self, game: Game) -> Sequence[float]:
        assert isinstance(game, Sprawlopolis)
        total = city_total(game.city, game.scoring, game.options["difficulty"])
        if game.is_over:
            value = 0.8 * (total >= game.target) + 0.2 * squash(total - game.target, self.scale)
        else:
            cards_left = CITY_SIZE - len(game.placements)
            value = squash(total + self.pace * cards_left - game.target, self.scale)
        return [value] * game.players  # one team: every seat shares the city's value


def squash(margin: float, scale: float) -> float:
    """A margin over the target as a value in [0, 1] (0.5: just short of it)."""
    return 1 / (1 + math.exp(-margin / scale))


@lru_cache(maxsize=4096)
def best_placements(placements: tuple[tuple[int, int, int, int], ...], hand: tuple[int, ...],
                    scoring: tuple[int, ...], difficulty: str,
                    width: int, pool: int) -> tuple[tuple[int, int, int, int], ...]:
    """The ``width`` placements of a card of ``hand`` with the best total after them,
    best first, among the ``pool`` best by the local guess (cached: the search meets
    the same city in many of its deals). The order breaks the search's ties: the
    greedy move."""
    city = {p: block for p, (_, block) in top_layer(placements).items()}
    tries = [(card, x, y, rot) for card in hand for x, y in candidate_origins(city)
             for rot in ROTATIONS]
    hubs = scoring_groups(city, difficulty)
    tries.sort(key=lambda t: local_gain(city, hubs, *t), reverse=True)
    shortlist = tries[:pool]
    shortlist.sort(key=lambda t: city_total(laid(city, *t), scoring, difficulty),
                   reverse=True)
    return tuple(shortlist[:width])


POLICY = Planner()


class StrongBot(search.StrongBot):
    def __init__(self) -> None:
        """No bot leads (the normal bot's move costs too much to work out first), and
        the policy's first placement is only its cheapest guess: the search plays its
        most tried move (solo hard, 30 deals: 50% won so, 33% keeping the first)."""
        super().__init__(POLICY, confidence=0.0)
