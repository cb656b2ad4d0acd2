"""One event asks the rules for a state's scores once per viewer, however many places
draw them (the end of a game: the breakdown, the end panel, the status, the record, the
result and the game's own facts)."""

from __future__ import annotations

from collections import Counter

import pytest
from test_ui_shell import start, turn

from urbanistes.sprawlopolis.game import Sprawlopolis


def test_the_last_move_scores_the_final_state_once_per_viewer(
        monkeypatch: pytest.MonkeyPatch) -> None:
    page = start(seed=1)
    while len(page.game.history) < 40 and not _last_turn(page):
        turn(page)
    asked: Counter[tuple[int, int | None]] = Counter()
    scores = Sprawlopolis.scores

    def counted(self: Sprawlopolis, viewer: int | None) -> object:
        asked[id(self), viewer] += 1
        return scores(self, viewer)

    monkeypatch.setattr(Sprawlopolis, "scores", counted)
    turn(page)
    assert page.game.is_over and "final-total-0" in page.html
    assert asked and set(asked.values()) == {1}, asked


def _last_turn(page) -> bool:
    game = page.game
    assert isinstance(game, Sprawlopolis)
    return game.apply(0, game.legal_actions(0)[0]).settle().is_over
