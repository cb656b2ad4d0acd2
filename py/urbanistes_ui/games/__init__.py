"""One package per game's play screen; each module exposes ``SCREEN``, loaded when that
game is opened (the registry names the package), never at start-up."""

from __future__ import annotations

from importlib import import_module
from typing import Any

from urbanistes import registry

from ..screen import GameScreen


def screen(game_id: object) -> GameScreen[Any] | None:
    """The play screen of a game that has one (None for unknown or coming games)."""
    try:
        entry = registry.entry(game_id)
    except KeyError:
        return None
    if not entry.playable:
        return None
    found = import_module(entry.view).SCREEN
    assert isinstance(found, GameScreen), entry.view
    return found
