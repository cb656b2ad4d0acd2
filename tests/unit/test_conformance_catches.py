"""The conformance checks fail when they should: each broken variant of a toy game is
caught by the check that guards the promise it breaks (and the sound game passes)."""

from __future__ import annotations

import pytest
from conformance import Checks, playout

from urbanistes import registry


def register(monkeypatch, rules: str, bot: str = "toy_game:CautiousBot") -> None:
    from toy_game import INFO

    entry = registry.Entry(INFO, f"toy_game:{rules}", {"easy": bot}, "")
    monkeypatch.setattr(registry, "ENTRIES", (*registry.ENTRIES, entry))


def run() -> None:
    for seed in range(6):
        playout("highcard", {"players": 2}, seed, Checks(bots_every=1))


def test_the_sound_toy_game_passes(monkeypatch):
    register(monkeypatch, "HighCard")
    run()


def test_both_seats_act_at_once_and_each_undoes_only_its_own_move():
    from toy_game import HighCard

    game = HighCard.new({"players": 2}, 3)
    assert game.to_act == (0, 1)
    one = game.apply(1, {"stake": 2})
    assert one.to_act == (0,) and one.view(0)["stakes"] == [None, None]
    assert one.view(1)["stakes"] == [None, 2] and one.undoable(1) == 1
    assert one.undo(1) == game
    both = one.apply(0, {"stake": 1})
    # the second stake shows both: neither can be taken back
    assert both.view(0)["stakes"] == both.view(1)["stakes"] == [1, 2]
    assert both.undoable(0) == both.undoable(1) == 0


@pytest.mark.parametrize(("rules", "bot", "message"), [
    ("LeakyView", "CautiousBot", "resample changed what the seat sees"),
    ("LeakyScores", "CautiousBot", "resample changed the scores the seat sees"),
    ("SharedClone", "CautiousBot", "changed the state"),
    ("Loose", "CautiousBot", "'extra'"),
    ("Tuples", "CautiousBot", "is not plain JSON"),
    ("LeakyStake", "CautiousBot", "resample changed what the seat sees"),
    ("HighCard", "PeekingBot", "used what seat"),
    ("HighCard", "StakeCopier", "used what seat"),
])
def test_each_broken_promise_is_caught(monkeypatch, rules, bot, message):
    register(monkeypatch, rules, f"toy_game:{bot}")
    with pytest.raises(AssertionError, match=message):
        run()


def test_a_bot_that_changes_the_state_is_caught(monkeypatch):
    class Meddler:
        def choose(self, game, seat):
            game.passes = 1 - game.passes
            return game.legal_actions(seat)[0]

    monkeypatch.setattr("toy_game.CautiousBot", Meddler)
    register(monkeypatch, "HighCard")
    with pytest.raises(AssertionError, match="the easy bot changed the state"):
        run()


def test_long_games_are_checked_to_their_end_at_a_thinning_rate():
    """Undo and save checks replay the game: a 600-step game gets every one of its first
    steps checked, then fewer and fewer, but still some in its last ten steps."""
    checks = Checks()
    due = [step for step in range(600) if checks.due(step, 1)]
    assert due[:checks.dense] == list(range(checks.dense))
    assert any(step >= 590 for step in due)
    assert len(due) < 600 / 3
    assert [s for s in range(600) if checks.due(s, 5)][:12] == list(range(0, 60, 5))
