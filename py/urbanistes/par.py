"""Par: what the strong bot scores on a solo deal, to set beside the player's score.

The very same game (options and seed: the same draws) played from the start by the
strong bot, a decision at a time; resumable like the search, so the page works it out
in slices after the player's game is over.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from . import registry
from .search import Search, StrongBot


class Par:
    """A solo deal replayed by the strong bot, to its end."""

    def __init__(self, game_id: str, options: dict[str, Any], seed: int) -> None:
        self.game = registry.entry(game_id).game_class().new(options, seed).settle()
        bot = registry.make_bot(game_id, "strong")
        assert isinstance(bot, StrongBot)
        self.bot = bot
        self.search: Search | None = None

    def run(self, *, deadline: float | None = None,
            clock: Callable[[], float] = time.perf_counter) -> bool:
        """Play on until the end (True) or ``deadline`` (False: call again)."""
        while not self.game.is_over:
            if self.search is None:
                self.search = self.bot.think(self.game, self.game.to_act[0])
            if not self.search.run(deadline=deadline, clock=clock):
                return False
            self.game = self.game.apply(self.search.seat, self.search.best()).settle()
            self.search = None
        return True

    @property
    def total(self) -> int | None:
        """The strong bot's score, once its game is over."""
        return self.game.scores(None).totals[0] if self.game.is_over else None
