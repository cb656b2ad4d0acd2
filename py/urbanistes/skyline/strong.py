"""The strong bot: the shared search (``urbanistes.search``) with this game's policy.

Skyline's sheets score only complete columns, so a cut-off state is judged by what each
sheet may still expect (the normal bot's ``sheet_value``), a die taken but not yet
written by the best box it has. The search weighs the draft (the die a rival wants
too, the bubble races); the box to write is the normal bot's judgement, one per die,
which keeps the tree small enough for the page's budget. An Emploi fictif nobody has
unmasked shares the win, which is what makes an accusation worth its risk.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from .. import search
from ..engine import Action, Game
from .bots import Tuning, expected_points, prime_suspect, spot_values, worth_accusing
from .game import DRAFT, Skyline

#: A win shared with an Emploi fictif nobody unmasked is worth this much of a win (as
#: ``search.margins`` counts a win shared by two at the end).
SHARED = 1 / math.sqrt(2)


def points(game: Skyline, seat: int, tuning: Tuning) -> float:
    """What ``seat`` may expect by the end: its sheet, with this round's die in the best
    box if it still has to write it, less a wrong accusation."""
    if not game.writes_sheet(seat):
        return 0.0
    die = game.taken[seat]
    pending = die is not None and not game.written[seat] and not game.excused(seat)
    found = spot_values(game, seat, die, tuning) if pending and die is not None else []
    value = max(v for v, _ in found) if found else expected_points(game, seat, tuning)
    wrong = any(a == seat and not ok for _, a, _, ok in game.accusations)
    return value - 3.0 * wrong


@dataclass(frozen=True)
class Builder:
    """Draft searched, boxes by the normal bot's judgement, leaves judged by expected
    points."""

    iterations: int = 40
    depth: int = 0
    #: Expected points of lead that make a seat's value about 0.73.
    scale: float = 6.0

    def rollout(self, game: Game, seat: int, rng: random.Random) -> Action:
        moves = [a for a in self.candidates(game, seat, game.legal_actions(seat))
                 if a["type"] != "accuse"]
        return rng.choice(moves or game.legal_actions(seat))

    def candidates(self, game: Game, seat: int, actions: list[Action]) -> list[Action]:
        """In the draft every die, and an accusation of the prime suspect (only it, when
        the odds are clear); when writing, the best box."""
        assert isinstance(game, Skyline), "a Skyline policy"
        if game.phase == DRAFT:
            sure = worth_accusing(game, seat)
            if sure is not None:
                return [sure]
            suspect = prime_suspect(game, seat)
            return [a for a in actions if a["type"] == "take"
                    or (suspect is not None and a["seat"] == suspect[0])]
        die = game.taken[seat]
        if actions[0]["type"] != "write" or die is None:
            return actions
        _, (t, part, floor) = max(spot_values(game, seat, die, Tuning()),
                                  key=lambda found: found[0])
        return [{"type": "write", "tower": t, "part": part, "floor": floor}]

    def evaluate(self, game: Game) -> Sequence[float]:
        assert isinstance(game, Skyline), "a Skyline policy"
        if game.is_over:
            return search.margins(game, self.scale)
        tuning = Tuning()
        expected = [points(game, s, tuning) for s in range(game.players)]
        fake = game.cards.index("fictif") if "fictif" in game.cards else None
        hidden = fake is not None and fake != game.unmasked
        values = []
        for seat, mine in enumerate(expected):
            if seat == fake:
                values.append(1.0 if hidden else 0.0)
                continue
            best = max((v for s, v in enumerate(expected) if s not in (seat, fake)),
                       default=0.0)
            value = 1 / (1 + math.exp(-(mine - best) / self.scale))
            values.append(value * SHARED if hidden else value)
        return values


POLICY = Builder()


class StrongBot(search.StrongBot):
    def __init__(self) -> None:
        super().__init__(POLICY)
