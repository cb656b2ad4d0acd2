"""One package per game's play screen; each module exposes ``SCREEN``, loaded when that
game is opened (the registry names the package), never at start-up."""

from __future__ import annotations

import sys
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


def pending(game_id: str) -> list[str]:
    """The modules a game of ``game_id`` needs that are not imported yet, in order (the
    page's timer imports them one at a time while its new-game form is open: all at once,
    on "Start", they made one long task)."""
    return [m for m in registry.entry(game_id).modules if m not in sys.modules]


def imported_screen(game_id: object) -> GameScreen[Any] | None:
    """The play screen of a game if its package is imported already (never imports)."""
    try:
        view = registry.entry(game_id).view
    except KeyError:
        return None
    return screen(game_id) if view in sys.modules else None
