"""The protocol every game implements, and the JSON save format built on it.

A game state is a value: ``apply`` returns a new state and never changes the old one,
so undo, bots and replays can keep states around freely. Everything random comes from
the integer seed, so a save is just game id + options + seed + action history.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

#: Bilingual text: ``{"fr": ..., "en": ...}``. The rules package owns component names
#: and rule texts, so it speaks both languages itself.
Text = Mapping[str, str]
#: An action is a small JSON object (str keys, int/str values).
Action = dict[str, Any]

LANGUAGES = ("fr", "en")
SAVE_FORMAT = "urbanistes-save"
SAVE_VERSION = 1


def text(fr: str, en: str) -> Text:
    """Build a bilingual text."""
    return {"fr": fr, "en": en}


class IllegalAction(ValueError):  # noqa: N818 - the name says what the player did
    """An action that the rules do not allow in this state; the state is unchanged."""


class SaveError(ValueError):
    """A save or link that cannot be loaded. ``reason`` is bilingual for the player."""

    def __init__(self, reason: Text):
        super().__init__(reason["en"])
        self.reason = reason


@dataclass(frozen=True)
class Choice:
    value: Any
    label: Text


@dataclass(frozen=True)
class Option:
    """One set-up option of a game, with its allowed values (the first is the default)."""

    key: str
    label: Text
    choices: tuple[Choice, ...]

    @property
    def default(self) -> Any:
        return self.choices[0].value

    def values(self) -> list[Any]:
        return [c.value for c in self.choices]


@dataclass(frozen=True)
class GameInfo:
    """What the home page and the new-game form need to know about a game."""

    id: str
    name: Text
    pitch: Text
    min_players: int
    max_players: int
    minutes: str
    cooperative: bool = False
    #: Players hold secret cards or tiles (links then reveal them; hot-seat hides them).
    hidden_hands: bool = False
    playable: bool = True
    options: tuple[Option, ...] = ()

    def normalise_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Fill defaults and check every option; raise ``ValueError`` on bad input."""
        options = dict(options or {})
        result: dict[str, Any] = {}
        players = options.pop("players", self.min_players)
        if not isinstance(players, int) or isinstance(players, bool) or not (
            self.min_players <= players <= self.max_players
        ):
            raise ValueError(
                f"players must be {self.min_players}..{self.max_players}, got {players!r}"
            )
        result["players"] = players
        for opt in self.options:
            value = options.pop(opt.key, opt.default)
            if value not in opt.values():
                raise ValueError(f"option {opt.key!r} must be one of {opt.values()}, got {value!r}")
            result[opt.key] = value
        if options:
            raise ValueError(f"unknown options: {sorted(options)}")
        return result


@dataclass(frozen=True)
class ScoreLine:
    label: Text
    points: int
    detail: Text | None = None


@dataclass(frozen=True)
class ScoreSheet:
    """One column of the score breakdown: a player, or the team in a co-op game."""

    name: Text
    lines: tuple[ScoreLine, ...]

    @property
    def total(self) -> int:
        return sum(line.points for line in self.lines)


@dataclass(frozen=True)
class Scores:
    sheets: tuple[ScoreSheet, ...]
    #: Seats that win (empty: nobody, e.g. a lost co-op game).
    winners: tuple[int, ...]
    #: One sentence saying who won and why, e.g. the target or the tie-break used.
    outcome: Text

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(s.total for s in self.sheets)


@dataclass
class Game(ABC):
    """A game state. Subclasses add their fields and implement the abstract methods."""

    info: ClassVar[GameInfo]

    options: dict[str, Any]
    seed: int
    history: list[Action] = field(default_factory=list)
    #: Who made each move of ``history`` (derived on replay, kept for move lists).
    movers: list[int] = field(default_factory=list)
    #: Moves before this index can never be undone: they revealed information (a card
    #: drawn, a die rolled) or handed the turn on, so others have seen them.
    fixed: int = 0

    # -- creation ---------------------------------------------------------------
    @classmethod
    def new(cls, options: Mapping[str, Any] | None = None, seed: int = 0) -> Self:
        """A fresh game; ``options`` are checked against ``info.options``."""
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
            raise ValueError(f"seed must be an integer in 0..2**63-1, got {seed!r}")
        game = cls._setup(cls.info.normalise_options(options), seed)
        return game

    @classmethod
    @abstractmethod
    def _setup(cls, options: dict[str, Any], seed: int) -> Self:
        """Deal the game from normalised options and the seed."""

    # -- the turn ---------------------------------------------------------------
    @property
    def players(self) -> int:
        return int(self.options["players"])

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat to act, or ``None`` once the game is over."""

    @property
    def is_over(self) -> bool:
        return self.current_player is None

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every action the current player may take (empty once over)."""

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions()

    def apply(self, action: Action) -> Self:
        """The state after ``action``; raise ``IllegalAction`` and change nothing if not legal."""
        if self.is_over:
            raise IllegalAction("the game is over")
        if not isinstance(action, dict) or not self.is_legal(action):
            raise IllegalAction(f"illegal action {action!r}")
        nxt = self.clone()
        revealed = nxt._do(dict(action))
        nxt.history.append(dict(action))
        nxt.movers.append(self.current_player)
        if revealed or nxt.current_player != self.current_player:
            nxt.fixed = len(nxt.history)
        return nxt

    @abstractmethod
    def _do(self, action: Action) -> bool:
        """Carry out a legal action on this (already cloned) state.

        Return True if it revealed information the player did not have before.
        """

    # -- undo -------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        """The last move may be taken back: it revealed nothing and kept the turn."""
        return len(self.history) > self.fixed

    def undo(self) -> Self:
        """The state before the last move (``IllegalAction`` if that would cross a reveal)."""
        if not self.can_undo:
            raise IllegalAction("nothing to undo since information was revealed")
        return self.replay(self.options, self.seed, self.history[:-1])

    def restart_turn(self) -> Self:
        """The state at the start of this turn (the last point no move can cross)."""
        return self.replay(self.options, self.seed, self.history[: self.fixed])

    def clone(self) -> Self:
        """An independent copy; games with big states may override this for speed."""
        return copy.deepcopy(self)

    # -- information ------------------------------------------------------------
    @abstractmethod
    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may see (``None``: a spectator), as JSON-able data."""

    @abstractmethod
    def scores(self) -> Scores:
        """Current scores with their breakdown (final once the game is over)."""

    # -- saving -----------------------------------------------------------------
    def to_save(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.info.id,
            "options": dict(self.options),
            "seed": self.seed,
            "actions": [dict(a) for a in self.history],
        }

    @classmethod
    def replay(
        cls, options: Mapping[str, Any], seed: int, actions: Sequence[Action]
    ) -> Self:
        """Rebuild a state from its options, seed and actions (``IllegalAction`` names the move)."""
        game = cls.new(options, seed)
        for index, action in enumerate(actions):
            try:
                game = game.apply(action)
            except IllegalAction as exc:
                raise IllegalAction(f"move {index + 1} ({action!r}) is illegal: {exc}") from exc
        return game
