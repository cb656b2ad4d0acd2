"""Every state along a game's history, for the game log and replays.

Describing a move needs the state before it; replaying the whole game on every event
would cost more as the game goes on, so the last trail is kept and extended.
"""

from __future__ import annotations

from urbanistes.engine import Game


class Trail:
    def __init__(self) -> None:
        self._states: list[Game] = []

    def states(self, game: Game) -> list[Game]:
        """``states[k]`` is the state after the first ``k`` moves of ``game``."""
        known = self._states
        if not known or not _same_game(known[0], game) or not _prefix(known[-1], game):
            known = [type(game).new(game.options, game.seed)]
        history = game.history
        while len(known) <= len(history):
            move = history[len(known) - 1]
            known.append(known[-1].apply(move.seat, move.action))
        self._states = known[: len(history) + 1]
        return self._states


def _same_game(first: Game, game: Game) -> bool:
    return (type(first) is type(game) and first.seed == game.seed
            and first.options == game.options)


def _prefix(known: Game, game: Game) -> bool:
    n = len(known.history)
    return n <= len(game.history) and known.history == game.history[:n]
