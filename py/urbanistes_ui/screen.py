"""What each game's browser package implements (``GameScreen``), and the interaction
every board shares: pick a piece, turn it, place it on a lit spot, with a confirming
second tap on touch screens and arrow-key focus on square and hexagonal boards."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from urbanistes.engine import Action, Game, Move, Text

from .i18n import Strings
from .state import Ctx, Event

S = TypeVar("S")
Point = tuple[int, int]
P = TypeVar("P")
#: Rules help: (heading, paragraphs) pairs, bilingual, from the rules package.
RulesHelp = Sequence[tuple[Text, Sequence[Text]]]


@dataclass(frozen=True)
class Board:
    """A game's board for the play screen: stacked SVG layers sharing one viewBox.

    ``city`` is the picture of the state (no targets, drawn once per state); ``marks``
    holds the step's targets; ``ghost`` what changes on every pick, turn or tap (the
    piece in hand drawn where it would go). Keeping the big layers still while the
    player thinks is what keeps a click within a frame: a ``ghost`` root with a
    ``data-picking`` attribute lights the marks (``.board:has([data-picking])``)."""

    city: str
    marks: str
    ghost: str = ""

    @property
    def targets(self) -> bool:
        """Whether the marks hold a target to click."""
        return "data-act=" in self.marks


@dataclass(frozen=True)
class Play:
    """An action for the rules; ``confirms`` when the action is itself the end of the
    turn (a draw the player asked for), so that no "Confirm turn" is asked after it."""

    action: Action
    confirms: bool = False


class GameScreen(ABC, Generic[S]):
    """A game's play screen. ``S`` is the game's own UI state for the move being made
    (what is picked, the rotation, the keyboard focus): the shell keeps it and hands it
    back with every event, and asks for a fresh one after every move."""

    #: The game's strings (parent: the shared ones); "keys.game" adds to the keyboard help.
    strings: Strings
    rules_help: RulesHelp
    #: CSS pixels per board unit on touch screens (before zooming): finger-sized targets.
    touch_scale: float = 1.0
    #: Each seat has a board of its own that the big board can show (``Ctx.shown_seat``);
    #: False where all play on one shared board.
    watchable: bool = True

    @abstractmethod
    def fresh(self) -> S:
        """The UI state at the start of a move: nothing picked."""

    @abstractmethod
    def handle(self, ctx: Ctx, st: S, event: Event) -> Play | None:
        """A click or key while the viewer is to move: update ``st``, and return what
        to play, if anything. An event it does not know changes nothing."""

    @abstractmethod
    def board(self, ctx: Ctx, st: S) -> Board:
        """The big board: the viewer's city (or the shared one)."""

    @abstractmethod
    def dock(self, ctx: Ctx, st: S) -> str:
        """The viewer's hand or current choice, and this step's buttons."""

    def central(self, ctx: Ctx, st: S) -> str:
        """The central board the dock's choices are taken from (Cities' rows), drawn
        apart from ``dock`` so that a move made from the hand does not send the page the
        board again; "" where the dock holds every choice."""
        return ""

    @abstractmethod
    def info(self, ctx: Ctx) -> str:
        """Everything public besides the big board: cards in play, rows, other cities."""

    def stage(self, ctx: Ctx, st: S) -> tuple[str, ...]:
        """Words for what the dock and the board show now (the play screen's
        ``data-stage``), for the game's style sheet to lay the screen out by: a selector
        on them is cheap, where one on the markup (``:has()``) made the browser search
        the page again on every click (3-5 ms in Cities)."""
        return ()

    def counts(self, ctx: Ctx) -> str:
        """What the side panel counts that most moves change (a shared supply), drawn
        apart from ``info``, so that such a move sends the page only this small part
        instead of every other city again; "" where nothing is counted so."""
        return ""

    @abstractmethod
    def prompt(self, ctx: Ctx, st: S) -> str:
        """What the viewer is asked to do now (they are to move)."""

    @abstractmethod
    def describe(self, move: Move, before: Game, lang: str) -> str:
        """One seat's move in words for the game log, without the mover's name, from
        the state ``before`` it (e.g. "laid tile 12: River and Forest"). Other seats
        may be named as the rules name them, ``{p0}``, ``{p1}``...: the log fills in
        their names.

        "" for a micro-step that the next line of the same turn sums up (each card slid
        into a lot, then "offered lots: ..."): the log leaves it out, and a bot's pace
        does not pause after it. What a seat cannot see stays unsaid."""

    def meaning(self, move: Move, before: Game, viewer: int, lang: str) -> str:
        """What another seat's ``move`` meant for ``viewer``, in a few words, where it
        matters ("you get P, R, I"); "" elsewhere. Only what ``viewer`` may see."""
        return ""

    def held_words(self, ctx: Ctx, st: S) -> str:
        """The viewer's move held for confirmation, in words for the question "Confirm,
        or cancel" (``describe`` by default). A game whose log line says what the move
        reveals (an accusation's answer, a round's announcements) says here only what
        the player chose: the answer must wait for the confirmation."""
        held, viewer = ctx.session.held, ctx.session.viewer
        if held is None or viewer is None:
            return ""
        return self.describe(Move(viewer, held), ctx.game, ctx.lang)

    @abstractmethod
    def replay_board(self, state: Game, lang: str, names: Sequence[str]) -> str:
        """Every city of a watched game at one step (no targets); ``names`` are the
        seats' names."""

    @abstractmethod
    def picture(self, lang: str) -> str:
        """A small SVG of a typical city, for the home page (drawn at build time)."""

    def seat_facts(self, ctx: Ctx, seat: int) -> str:
        """What the turn indicator says of a seat besides its name and score."""
        return ""

    def focus(self, ctx: Ctx, st: S) -> str | None:
        """Where keyboard focus goes after an event (a CSS selector), if the game knows;
        ``ctx.keyboard`` says the event came from a key."""
        return None

    def guide(self, ctx: Ctx, st: S, action: Action) -> str | None:
        """The element to click next on the way to ``action`` from what is picked now
        (a CSS selector): a lesson's callout stands beside it. None: the callout stands
        alone, above the board."""
        return None

    def setup_note(self, lang: str, form: Mapping[str, str]) -> str:
        """A line of text under the new-game form's options, from the fields as chosen
        (``form``: raw strings, maybe garbage), e.g. the way to play they make."""
        return ""

    def rules_extra(self, lang: str) -> str:
        """More rules help (lists of cards), as HTML."""
        return ""

    def result_facts(self, game: Game) -> dict[str, Any]:
        """What this game's own records need from a finished game, kept in its result
        (JSON values: ``results.make``), e.g. Sprawlopolis's scoring cards."""
        return {}

    def records_extra(self, results: Sequence[Mapping[str, Any]], lang: str,
                      choices: Mapping[str, str]) -> str:
        """This game's own records on "Your games" (HTML) from its counted results, e.g.
        Sprawlopolis's 816 combinations; ``choices``: that page's fields (filters)."""
        return ""


# -- shared interaction ---------------------------------------------------------------
@dataclass
class PickPlace:
    """Lay a piece from the hand: pick it, turn it, then a lit spot. On a touch screen
    the first tap on a spot previews the piece there and a second tap on the same spot
    lays it; the status line keeps its height, so the spot stays under the finger."""

    picked: int | None = None
    rot: int = 0
    focus: Point | None = None
    selected: Point | None = None

    def pick(self, item: int) -> None:
        """Pick ``item``, or put it back if it was the one picked."""
        self.picked = None if self.picked == item else item
        self.focus = self.selected = None

    def cancel(self) -> None:
        self.picked = self.focus = self.selected = None

    def tap(self, spot: Point, pointer: str) -> bool:
        """A spot was chosen: True when the piece is to be laid there."""
        if pointer == "touch" and self.selected != spot:
            self.selected = self.focus = spot
            return False
        return True


def cell(event: Event, x: str = "x", y: str = "y") -> Point | None:
    """The ``(x, y)`` a click carries, or None if it carries none (or garbage)."""
    try:
        return int(event[x]), int(event[y])
    except (KeyError, TypeError, ValueError):
        return None


def number(event: Event, key: str) -> int | None:
    try:
        return int(event[key])
    except (KeyError, TypeError, ValueError):
        return None


_STEP = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}


def move_focus(places: Mapping[P, tuple[float, float]], current: P | None, key: str) -> P | None:
    """The target an arrow key leads to among ``places`` (target -> its drawn centre):
    the nearest one within 45 degrees of that direction. Works alike on square and
    hexagonal boards (down from a hexagon is one of the two below it); Home and End go
    to the first and last target."""
    if not places:
        return None
    order = list(places)
    if current is None or current not in places or key == "Home":
        return order[0]
    if key == "End":
        return order[-1]
    dx, dy = _STEP.get(key, (0, 0))
    cx, cy = places[current]
    best: P = current
    best_cost: tuple[float, float] | None = None
    for target, (x, y) in places.items():
        along = (x - cx) * dx + (y - cy) * dy
        across = abs((x - cx) * dy) + abs((y - cy) * dx)
        if along <= 0.01 or across > along:
            continue
        cost = (along * along + across * across, across)
        if best_cost is None or cost < best_cost:
            best, best_cost = target, cost
    return best
