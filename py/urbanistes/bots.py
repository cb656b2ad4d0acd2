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
import time
from collections.abc import Callable, Generator
from typing import Protocol, TypeVar

from .engine import Action, Game

T = TypeVar("T")

#: Bot levels, the same names in every game (a game offers those it has).
LEVELS = ("easy", "normal", "strong")


class Bot(Protocol):
    def choose(self, game: Game, seat: int) -> Action:
        """One of ``game.legal_actions(seat)``."""
        ...


class Thinking(Protocol):
    """A decision of ``seat`` in ``game`` worked out a slice at a time: the page's timer
    resumes it between paints, so that a bot never freezes the page."""

    game: Game
    seat: int

    @property
    def done(self) -> bool: ...

    def run(self, *, deadline: float | None = None,
            clock: Callable[[], float] = time.perf_counter) -> bool:
        """Work on until decided (True) or past ``deadline`` (False: call again)."""
        ...

    def best(self) -> Action:
        """The decision, once ``run`` has returned True."""
        ...


class Steps:
    """A decision whose work (a generator) yields between its steps and returns the
    action: ``run`` stops between two steps once past its deadline, after one step at
    least, so that every call makes progress."""

    def __init__(self, game: Game, seat: int, steps: Generator[None, None, Action]) -> None:
        self.game, self.seat = game, seat
        self._steps = steps
        self._action: Action | None = None

    @property
    def done(self) -> bool:
        return self._action is not None

    def run(self, *, deadline: float | None = None,
            clock: Callable[[], float] = time.perf_counter) -> bool:
        while self._action is None:
            try:
                next(self._steps)
            except StopIteration as decided:
                self._action = decided.value
                break
            if deadline is not None and clock() >= deadline:
                return False
        return True

    def best(self) -> Action:
        if self._action is None:
            raise ValueError("not decided yet: run on")
        return self._action


def at_once(steps: Generator[None, None, T]) -> T:
    """What a decision's ``steps`` (or a part of them) return, worked out in one go."""
    while True:
        try:
            next(steps)
        except StopIteration as decided:
            result: T = decided.value
            return result


def think(bot: Bot, game: Game, seat: int) -> Thinking:
    """``bot``'s decision as work for the page's slices: its own steps if it thinks in
    steps (a ``think`` method), else its whole ``choose`` as one step."""
    own: Callable[[Game, int], Thinking] | None = getattr(bot, "think", None)
    if own is not None:
        return own(game, seat)
    return Steps(game, seat, _one_step(bot, game, seat))


def _one_step(bot: Bot, game: Game, seat: int) -> Generator[None, None, Action]:
    return bot.choose(game, seat)
    yield  # makes this a generator: one step, the whole decision


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
        return at_once(self._weigh(game, seat))

    def think(self, game: Game, seat: int) -> Steps:
        """One action weighed per step: a game with hundreds of them (Sprawlopolis)
        takes a few hundred ms to weigh them all."""
        return Steps(game, seat, self._weigh(game, seat))

    def _weigh(self, game: Game, seat: int) -> Generator[None, None, Action]:
        actions = game.legal_actions(seat)
        bot_rng(game, seat, self.name).shuffle(actions)
        best, best_value = actions[0], None
        for action in actions:
            value = self.value(game.apply(seat, action), seat)
            if best_value is None or value > best_value:
                best, best_value = action, value
            yield
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
