"""What every unit test shares."""

from __future__ import annotations

import math

import pytest


@pytest.fixture(autouse=True)
def _a_tick_draws_its_step(monkeypatch: pytest.MonkeyPatch) -> None:
    """A tick of the simulated page draws the bot's step it played, however long this
    machine took to think: the page's split of a long tick into thinking and drawing
    (``controller.DRAW_ALONE_S``) depends on the clock, and has a test of its own."""
    monkeypatch.setattr("urbanistes_ui.controller.DRAW_ALONE_S", math.inf)
