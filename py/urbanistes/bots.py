"""Bots for empty seats. They use nothing but the engine protocol, so they play any game."""

from __future__ import annotations

import random
from typing import Protocol

from .engine import Action, Game


class Bot(Protocol):
    def choose(self, game: Game) -> Action:
        """An action for ``game.current_player`` (one of ``game.legal_actions()``)."""
        ...


def _rng(game: Game, salt: str) -> random.Random:
    """Seeded per game, seat and move number: bots replay identically, need no state."""
    return random.Random(f"{salt}:{game.seed}:{len(game.history)}:{game.current_player}")


class RandomBot:
    """Any legal action, chosen by the seed."""

    name = "random"

    def choose(self, game: Game) -> Action:
        return _rng(game, self.name).choice(game.legal_actions())


class GreedyBot:
    """The action with the best immediate score for its seat; ties broken by the seed."""

    name = "greedy"

    def choose(self, game: Game) -> Action:
        seat = game.current_player
        assert seat is not None, "the game is over"
        actions = game.legal_actions()
        rng = _rng(game, self.name)
        rng.shuffle(actions)
        best, best_value = actions[0], None
        for action in actions:
            value = self.value(game.apply(action), seat)
            if best_value is None or value > best_value:
                best, best_value = action, value
        return best

    @staticmethod
    def value(game: Game, seat: int) -> int:
        """Own total minus the best rival's (co-op sheets count once for all)."""
        totals = game.scores().totals
        if len(totals) == 1:
            return totals[0]
        rivals = [t for i, t in enumerate(totals) if i != seat]
        return totals[seat] - max(rivals)

