"""The five games of Urbanistes: one entry each, the only place a game is listed.

An entry holds what the home page needs (``GameInfo``) and the import paths of the rest:
the rules class, the bots by level and the browser layer's package. Paths are strings
so that the home page imports no game's rules: those load when a game is opened.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import import_module
from typing import cast

from .bots import Bot
from .cardcityxl.info import INFO as CARDCITYXL
from .cities.info import INFO as CITIES
from .cloudcity.info import INFO as CLOUDCITY
from .engine import Game, GameInfo
from .skyline.info import INFO as SKYLINE
from .sprawlopolis.info import INFO as SPRAWLOPOLIS


@dataclass(frozen=True)
class Entry:
    info: GameInfo
    #: "module:Class" of the rules; empty while the game is not built yet.
    rules: str = ""
    #: Bot level (see ``bots.LEVELS``) -> "module:Class".
    bots: Mapping[str, str] = field(default_factory=dict)
    #: The browser layer's package for this game.
    view: str = ""

    @property
    def playable(self) -> bool:
        """Rules and a play screen: the home page offers it (rules alone are tested)."""
        return bool(self.rules and self.view)

    def game_class(self) -> type[Game]:
        """The rules class, imported now (``KeyError`` while the game is not built)."""
        if not self.rules:
            raise KeyError(self.info.id)
        cls = _load(self.rules)
        assert isinstance(cls, type) and issubclass(cls, Game), self.rules
        return cls

    @property
    def modules(self) -> tuple[str, ...]:
        """The modules a game of this entry imports, in order: its rules, its screen,
        its bots (each once)."""
        paths = (self.rules, self.view, *self.bots.values())
        return tuple(dict.fromkeys(p.partition(":")[0] for p in paths if p))

    def bot(self, level: str) -> Bot:
        """A bot of ``level`` for this game (``KeyError`` for a level it does not have)."""
        maker = _load(self.bots[level])
        assert isinstance(maker, type), self.bots[level]
        return cast(Bot, maker())


def _load(path: str) -> object:
    module, _, name = path.partition(":")
    return getattr(import_module(module), name)


#: Home-page order.
ENTRIES: tuple[Entry, ...] = (
    Entry(
        CLOUDCITY, "urbanistes.cloudcity.game:CloudCity",
        {"easy": "urbanistes.cloudcity.bots:EasyBot",
         "normal": "urbanistes.cloudcity.bots:NormalBot",
         "strong": "urbanistes.cloudcity.strong:StrongBot"},
        "urbanistes_ui.games.cloudcity",
    ),
    Entry(
        CITIES, "urbanistes.cities.game:Cities",
        {"easy": "urbanistes.cities.bots:EasyBot",
         "normal": "urbanistes.cities.bots:NormalBot",
         "strong": "urbanistes.cities.strong:StrongBot"},
        "urbanistes_ui.games.cities",
    ),
    Entry(
        SPRAWLOPOLIS, "urbanistes.sprawlopolis.game:Sprawlopolis",
        {"easy": "urbanistes.bots:RandomBot", "normal": "urbanistes.bots:GreedyBot",
         "strong": "urbanistes.sprawlopolis.strong:StrongBot"},
        "urbanistes_ui.games.sprawlopolis",
    ),
    Entry(
        SKYLINE, "urbanistes.skyline.game:Skyline",
        {"easy": "urbanistes.skyline.bots:EasyBot",
         "normal": "urbanistes.skyline.bots:NormalBot",
         "strong": "urbanistes.skyline.strong:StrongBot"},
        "urbanistes_ui.games.skyline",
    ),
    Entry(
        CARDCITYXL, "urbanistes.cardcityxl.game:CardCityXL",
        {"easy": "urbanistes.cardcityxl.bots:EasyBot",
         "normal": "urbanistes.cardcityxl.bots:NormalBot",
         "strong": "urbanistes.cardcityxl.strong:StrongBot"},
        "urbanistes_ui.games.cardcityxl",
    ),
)


def entry(game_id: object) -> Entry:
    """The entry of ``game_id`` (``KeyError`` if there is none)."""
    for e in ENTRIES:
        if e.info.id == game_id:
            return e
    raise KeyError(game_id)


def info(game_id: object) -> GameInfo:
    return entry(game_id).info


def game_class(game_id: object) -> type[Game]:
    """The rules class of a playable game; ``KeyError`` for unknown or coming ones."""
    return entry(game_id).game_class()


def make_bot(game_id: str, level: str) -> Bot:
    """The bot that plays ``level`` in a game (``KeyError`` for a level it lacks)."""
    return entry(game_id).bot(level)
