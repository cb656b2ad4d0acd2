"""Every state along a game's history, and its moves in words, for the game log and
replays.

Describing a move needs the state before it, and may replay the move (what it met, what
it ended); doing that for the whole game on every event would cost more as the game goes
on, so the last trail is kept and extended, and each move is put in words once per
language. An undo or another branch keeps the common start of the two histories.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from urbanistes.engine import Game, Move

#: The move in words from the state before it, in a language (``GameScreen.describe``).
Describe = Callable[[Move, Game, str], str]


class Trail:
    def __init__(self) -> None:
        self._states: list[Game] = []
        self._moves: Sequence[Move] = ()  # the history they were replayed for
        self._words: dict[tuple[int, str], str] = {}

    def _replayed(self, game: Game) -> list[Game]:
        """``[k]`` is the state after the first ``k`` moves of ``game``."""
        known = self._states
        if not known or not _same_game(known[0], game):
            known, self._words = [type(game).new(game.options, game.seed)], {}
        history = game.history
        kept = _common(self._moves[:len(known) - 1], history)
        if kept < len(known) - 1:  # an undo, or another branch: keep the common start
            known = known[: kept + 1]
            self._words = {key: w for key, w in self._words.items() if key[0] < kept}
        while len(known) <= len(history):
            move = history[len(known) - 1]
            known.append(known[-1].apply(move.seat, move.action))
        self._states, self._moves = known, history
        return known

    def before(self, game: Game, index: int) -> Game:
        """The state before move ``index`` of ``game``."""
        return self._replayed(game)[index]

    def words(self, game: Game, lang: str, describe: Describe) -> list[str]:
        """Each move of ``game`` in words ("" for chance steps), each said once."""
        states = self._replayed(game)
        said = []
        for index, move in enumerate(game.history):
            if move.seat < 0:
                said.append("")
                continue
            key = (index, lang)
            if key not in self._words:
                self._words[key] = describe(move, states[index], lang)
            said.append(self._words[key])
        return said


def _same_game(first: Game, game: Game) -> bool:
    return (type(first) is type(game) and first.seed == game.seed
            and first.options == game.options)


def _common(known: Sequence[Move], history: Sequence[Move]) -> int:
    """How many first moves the two histories share."""
    n = min(len(known), len(history))
    for index in range(n):  # the states of a game share their moves: mostly the same
        if known[index] is not history[index] and known[index] != history[index]:
            return index
    return n
