"""Bots for empty seats, and what every bot shares.

A bot gets the game state and its seat, and may use only what that seat can see: the
conformance tests deal everything else anew (``Game.resample``) and check that the
choice stays the same. So a bot's randomness is seeded by its seat's view, never by the
game's seed, which fixes the future draws. The two bots here use nothing but the
engine protocol, so they play any game.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Protocol

from .engine import Action, Game

#: Bot levels, the same names in every game (a game offers those it has).
LEVELS = ("easy", "normal", "strong")


class Bot(Protocol):
    def choose(self, game: Game, seat: int) -> Action:
        """One of ``game.legal_actions(seat)``."""
        ...


def bot_rng(game: Game, seat: int, salt: str) -> random.Random:
    """Random numbers for one decision, fixed by what ``seat`` sees: a bot replays
    identically, keeps no state, and cannot learn the future from the game's seed."""
    seen = json.dumps(game.view(seat), sort_keys=True, separators=(",", ":"))
    digest = hashlib.sha256(f"{salt}:{seat}:{len(game.history)}:{seen}".encode()).hexdigest()
    return random.Random(digest)


class RandomBot:
    """Any legal action."""

    name = "random"

    def choose(self, game: Game, seat: int) -> Action:
        return bot_rng(game, seat, self.name).choice(game.legal_actions(seat))


class GreedyBot:
    """The action with the best immediate score for its seat; ties broken at random."""

    name = "greedy"

    def choose(self, game: Game, seat: int) -> Action:
        actions = game.legal_actions(seat)
        bot_rng(game, seat, self.name).shuffle(actions)
        best, best_value = actions[0], None
        for action in actions:
            value = self.value(game.apply(seat, action), seat)
            if best_value is None or value > best_value:
                best, best_value = action, value
        return best

    @staticmethod
    def value(game: Game, seat: int) -> int:
        """Own total minus the best rival total the seat can see (a co-op game has one
        sheet, for everybody)."""
        sheets = game.scores(seat).sheets
        if len(sheets) == 1:
            return sheets[0].total or 0
        own = next(s.total for s in sheets if s.seat == seat) or 0
        rivals = [s.total for s in sheets if s.seat != seat and s.total is not None]
        return own - max(rivals, default=0)
