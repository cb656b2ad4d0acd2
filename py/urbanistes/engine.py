"""The protocol every game implements, and the JSON save format built on it.

A game state is a value: ``apply`` returns a new state and never changes the old one,
so undo, bots and replays can keep states around freely.

- **Who acts.** ``to_act`` names the seats that must act now: one, or several in a
  simultaneous phase (each seat then acts in any order, and ``view`` hides from a seat
  what the others chose until the phase resolves).
- **Chance is a step of its own.** When a card is to be drawn or dice rolled, no seat
  acts: ``is_chance`` is true and ``chance_outcomes()`` lists what may happen, with
  whole-number weights. ``settle()`` lets the seed decide. A bot that tries a move with
  ``apply`` therefore never sees the real next card; it sees a state waiting for chance
  and may weigh each outcome (``apply(CHANCE, outcome)``).
- **What a seat may see.** ``view(viewer)`` and ``scores(viewer)`` give a seat (or a
  spectator, ``None``) only what it may know; once the game is over everything is
  public. ``resample(seat, rng)`` re-deals everything a seat cannot see, which is how
  the tests prove that bots never peek.
- **Undo** takes back a seat's own last moves, never past a reveal (a draw, a roll, a
  card shown) nor past another seat's move (``undoable``).

Everything random comes from the integer seed through ``dealing``, our own generator
that gives the same numbers on every Python, so a save is game id + options + seed +
moves, and chance steps are replayed from the seed.
"""

from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from json import dumps as json_dumps
from typing import Any, ClassVar, Final, Self

from .dealing import Stream

#: Bilingual text: ``{"fr": ..., "en": ...}``. The rules package owns component names
#: and rule texts, so it speaks both languages itself.
Text = Mapping[str, str]
#: An action is a small JSON object (str keys, int/str values).
Action = dict[str, Any]

LANGUAGES = ("fr", "en")
SAVE_FORMAT = "urbanistes-save"
#: 2: moves carry their seat, chance steps are recorded, deals come from ``dealing``.
SAVE_VERSION = 2
#: The "seat" of chance steps in a history.
CHANCE: Final = -1


def text(fr: str, en: str) -> Text:
    """Build a bilingual text."""
    return {"fr": fr, "en": en}


def listed(action: object, actions: Sequence[Action]) -> bool:
    """``action`` is one of ``actions``, value types included (``True`` is not ``1``)."""
    try:
        key = json_dumps(action, sort_keys=True)
    except (TypeError, ValueError):
        return False
    return any(json_dumps(a, sort_keys=True) == key for a in actions)


class IllegalAction(ValueError):  # noqa: N818 - the name says what the player did
    """An action that the rules do not allow in this state; the state is unchanged."""


class SaveError(ValueError):
    """A save or link that cannot be loaded. ``reason`` is bilingual for the player."""

    def __init__(self, reason: Text):
        super().__init__(reason["en"])
        self.reason = reason


@dataclass(frozen=True)
class Move:
    """One step of a game: a seat's action, or a chance outcome (``seat == CHANCE``)."""

    seat: int
    action: Action


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
    #: Players hold secret information (hands, sheets, cards): links then reveal it and
    #: the pass-the-device screen hides it.
    secrets: bool = False
    options: tuple[Option, ...] = ()
    #: What the rules call a round ("Manche", "Tour"): the home page says how far a kept
    #: game is without importing the game.
    round_word: Text = field(default_factory=lambda: text("Manche", "Round"))

    def normalise_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Fill defaults and check every option; raise ``ValueError`` on bad input."""
        given = dict(options or {})
        result: dict[str, Any] = {}
        players = given.pop("players", self.min_players)
        if type(players) is not int or not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"players must be {self.min_players}..{self.max_players}, got {players!r}"
            )
        result["players"] = players
        for opt in self.options:
            value = given.pop(opt.key, opt.default)
            allowed = opt.values()
            if not any(type(value) is type(v) and value == v for v in allowed):
                # A long list (Sprawlopolis's 817 scoring choices) is cut: it is read.
                shown = repr(allowed) if len(allowed) <= 8 else (
                    f"[{', '.join(map(repr, allowed[:4]))}, ... {len(allowed) - 4} more]")
                raise ValueError(f"option {opt.key!r} must be one of {shown}, got {value!r}")
            result[opt.key] = value
        if given:
            raise ValueError(f"unknown options: {sorted(given)}")
        return result


@dataclass(frozen=True)
class ScoreLine:
    """One line of a score sheet. ``key`` joins the same line across sheets whose lines
    differ (other objective cards, other special rules); ``label`` names the line for
    every sheet, ``detail`` says how this sheet got its points."""

    key: str
    label: Text
    points: int
    detail: Text | None = None


@dataclass(frozen=True)
class ScoreSheet:
    """One column of the score breakdown: a seat, or the team (``seat`` None) in a co-op
    game. A sheet the viewer may not see is ``hidden``, with no lines."""

    seat: int | None
    lines: tuple[ScoreLine, ...] = ()
    hidden: bool = False

    @property
    def total(self) -> int | None:
        return None if self.hidden else sum(line.points for line in self.lines)


@dataclass(frozen=True)
class Scores:
    sheets: tuple[ScoreSheet, ...]
    #: Seats that win (empty while the game goes on, or for a lost co-op game).
    winners: tuple[int, ...]
    #: One sentence saying who won and why, or where the game stands. Seats are named
    #: by placeholders ``{p0}``, ``{p1}``... that the app fills with the seats' names.
    outcome: Text
    #: The points a co-operative team must reach (None in a competitive game).
    target: int | None = None

    @property
    def totals(self) -> tuple[int | None, ...]:
        return tuple(s.total for s in self.sheets)


def seat_names(seats: Sequence[int], lang: str) -> str:
    """``{p0}``, ``{p0} and {p2}``...: placeholders for several seats in one sentence."""
    names = [f"{{p{i}}}" for i in seats]
    if len(names) < 2:
        return "".join(names)
    joiner = " et " if lang == "fr" else " and "
    return ", ".join(names[:-1]) + joiner + names[-1]


@dataclass
class Game(ABC):
    """A game state. Subclasses add their fields and implement the abstract methods."""

    info: ClassVar[GameInfo]

    options: dict[str, Any]
    seed: int
    history: list[Move] = field(default_factory=list)
    #: Moves before this index can never be undone: they revealed information.
    fixed: int = 0

    # -- creation ---------------------------------------------------------------
    @classmethod
    def new(cls, options: Mapping[str, Any] | None = None, seed: int = 0) -> Self:
        """A fresh game; ``options`` are checked against ``info.options``."""
        if type(seed) is not int or not 0 <= seed < 2**63:
            raise ValueError(f"seed must be an integer in 0..2**63-1, got {seed!r}")
        return cls._setup(cls.info.normalise_options(options), seed)

    @classmethod
    @abstractmethod
    def _setup(cls, options: dict[str, Any], seed: int) -> Self:
        """Deal the game from normalised options and the seed (``dealing.Stream(seed)``);
        raise ``ValueError`` for a combination of options the rules do not allow."""

    @property
    def players(self) -> int:
        return int(self.options["players"])

    # -- who acts -------------------------------------------------------------------
    @property
    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """The seats that must act now; empty while chance is due and once over."""

    @property
    def is_chance(self) -> bool:
        """A card is to be drawn or dice rolled: ``settle`` (or a bot's guess) decides."""
        return False

    @property
    def is_over(self) -> bool:
        return not self.to_act and not self.is_chance

    def chance_outcomes(self) -> list[tuple[Action, int]]:
        """What chance may bring now, each with a whole-number weight; in a fixed order."""
        return []

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now (none if it is not to act)."""
        return self._actions(seat) if type(seat) is int and seat in self.to_act else []

    def is_legal(self, seat: int, action: object) -> bool:
        """``action`` is one of ``legal_actions(seat)``, checked without listing them all."""
        return (type(seat) is int and seat in self.to_act and isinstance(action, dict)
                and self._allows(seat, action))

    @abstractmethod
    def _actions(self, seat: int) -> list[Action]:
        """``legal_actions`` for a seat that is to act."""

    def _allows(self, seat: int, action: Action) -> bool:
        """``is_legal`` for a seat that is to act; games override it to avoid listing."""
        return listed(action, self._actions(seat))

    # -- moves ----------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> Self:
        """The state after ``seat`` takes ``action`` (or, with ``CHANCE``, after that
        outcome); raise ``IllegalAction`` and change nothing if it is not allowed."""
        if seat == CHANCE:
            if not self.is_chance or not listed(action, [o for o, _ in self.chance_outcomes()]):
                raise IllegalAction(f"chance cannot bring {action!r} now")
        else:
            self._check(seat, action)
        nxt = self.clone()
        nxt._advance(seat, action)
        return nxt

    def _check(self, seat: int, action: Action) -> None:
        if self.is_over:
            raise IllegalAction("the game is over")
        if not self.is_legal(seat, action):
            raise IllegalAction(f"seat {seat!r} may not play {action!r} now")

    def _advance(self, seat: int, action: Action) -> None:
        """Carry out a move already found legal on this state itself: a fresh clone
        (``apply``), or a state only ``settle`` or ``replay`` holds (no clone per step)."""
        if seat == CHANCE:
            self._chance(dict(action))
            revealed = True
        else:
            revealed = self._do(seat, dict(action))
        self.history.append(Move(seat, dict(action)))
        if revealed:
            self.fixed = len(self.history)

    @abstractmethod
    def _do(self, seat: int, action: Action) -> bool:
        """Carry out a legal action on this (already cloned) state.

        Return True if it showed anyone something they did not know (a hidden card).
        """

    def _chance(self, outcome: Action) -> None:
        """Carry out a chance outcome on this (already cloned) state."""
        raise NotImplementedError(f"{type(self).__name__} has no chance steps")

    def settle(self) -> Self:
        """The state once every chance step due is decided by the seed."""
        if not self.is_chance:
            return self
        game = self.clone()
        step = sum(1 for move in game.history if move.seat == CHANCE)
        while game.is_chance:
            game._advance(CHANCE, game._seeded_outcome(step))
            step += 1
        return game

    def _seeded_outcome(self, step: int) -> Action:
        """The outcome the seed gives the ``step``-th chance step (counted from 0): one
        stream per step, so a draw never depends on how the moves around it went."""
        outcomes = self.chance_outcomes()
        index = Stream(self.seed, step + 1).pick([weight for _, weight in outcomes])
        return dict(outcomes[index][0])

    def clone(self) -> Self:
        """An independent copy; games with big states may override this for speed."""
        return copy.deepcopy(self)

    # -- undo -----------------------------------------------------------------------
    def undoable(self, seat: int) -> int:
        """How many of the last moves ``seat`` may take back: its own, since the last
        reveal, with nobody else having moved since."""
        count = 0
        for move in reversed(self.history[self.fixed:]):
            if move.seat != seat:
                break
            count += 1
        return count

    def undo(self, seat: int) -> Self:
        """The state before ``seat``'s last move (``IllegalAction`` if it may not)."""
        if not self.undoable(seat):
            raise IllegalAction("nothing to undo since information was revealed")
        return self.replay(self.options, self.seed, self.history[:-1])

    def restart_turn(self, seat: int) -> Self:
        """The state before every move ``seat`` may still take back."""
        return self.replay(self.options, self.seed,
                           self.history[:len(self.history) - self.undoable(seat)])

    # -- information ----------------------------------------------------------------
    @abstractmethod
    def view(self, viewer: int | None) -> Mapping[str, object]:
        """What ``viewer`` may see (``None``: a spectator), as JSON data."""

    @abstractmethod
    def scores(self, viewer: int | None) -> Scores:
        """Scores with their breakdown as ``viewer`` may see them (final once over)."""

    @abstractmethod
    def resample(self, seat: int, rng: random.Random) -> Self:
        """A state ``seat`` cannot tell from this one: everything it cannot see (other
        hands, face-down cards, the seed that fixes future draws) dealt anew by ``rng``.
        It is a what-if for bots and tests, not a game to save."""

    # -- saving ---------------------------------------------------------------------
    def to_save(self) -> dict[str, Any]:
        """Game id, options, seed and moves; a chance step is ``[-1]`` (the seed decides)."""
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.info.id,
            "options": dict(self.options),
            "seed": self.seed,
            "moves": [[CHANCE] if m.seat == CHANCE else [m.seat, dict(m.action)]
                      for m in self.history],
        }

    @classmethod
    def replay(cls, options: Mapping[str, Any], seed: int, moves: Sequence[Move]) -> Self:
        """Rebuild a state from its options, seed and moves; chance steps are decided by
        the seed again (``IllegalAction`` names the first move that does not fit). One
        state is carried forward in place: undo replays the whole game."""
        game = cls.new(options, seed).clone()
        step = 0
        for index, move in enumerate(moves):
            action = move.action
            try:
                if move.seat == CHANCE:
                    if not game.is_chance:
                        raise IllegalAction("no draw or roll is due here")
                    action = game._seeded_outcome(step)
                    step += 1
                else:
                    game._check(move.seat, action)
            except IllegalAction as exc:
                raise IllegalAction(f"move {index + 1} ({move.action!r}) is illegal: {exc}"
                                    ) from exc
            game._advance(move.seat, action)
        return game
