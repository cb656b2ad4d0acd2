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


@pytest.mark.parametrize(("rules", "bot", "message"), [
    ("LeakyView", "CautiousBot", "resample changed what the seat sees"),
    ("LeakyScores", "CautiousBot", "resample changed the scores the seat sees"),
    ("SharedClone", "CautiousBot", "changed the state"),
    ("Loose", "CautiousBot", "'extra'"),
    ("Tuples", "CautiousBot", "is not plain JSON"),
    ("HighCard", "PeekingBot", "used what seat"),
])
def test_each_broken_promise_is_caught(monkeypatch, rules, bot, message):
    register(monkeypatch, rules, f"toy_game:{bot}")
    with pytest.raises(AssertionError, match=message):
        run()


def test_a_bot_that_changes_the_state_is_caught(monkeypatch):
    class Meddler:
        def choose(self, game, seat):
            game.passes = 1 - game.passes
            return {"do": "pass"}

    monkeypatch.setattr("toy_game.CautiousBot", Meddler)
    register(monkeypatch, "HighCard")
    with pytest.raises(AssertionError, match="the easy bot changed the state"):
        run()
