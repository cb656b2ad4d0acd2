"""The app's state (``Ui``), a replay being watched, and what a game screen is given."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from urbanistes.engine import Game, Text

from .i18n import Strings
from .session import Session

#: An event from the page: ``{"act": ..., data fields..., "pointer": ...}`` (strings,
#: as the page's data attributes give them) or a key press ``{"act": "key", "key": ...}``.
Event = Mapping[str, Any]


@dataclass
class Replay:
    """A finished or shared game watched move by move: a step is a seat's move with the
    draws that follow it."""

    final: Game
    seats: list[str]
    index: int
    #: The kept game replayed ("" for a shared one): its route.
    record: str = ""

    @property
    def cuts(self) -> list[int]:
        """History lengths at each step: the set-up, then after each seat's move."""
        history = self.final.history
        return [i for i in range(len(history) + 1)
                if i == len(history) or history[i].seat >= 0]

    @property
    def steps(self) -> int:
        return len(self.cuts) - 1

    def state(self) -> Game:
        final = self.final
        return type(final).replay(final.options, final.seed,
                                  final.history[: self.cuts[self.index]])


@dataclass
class Ui:
    lang: str = "en"
    screen: str = "home"  # home | setup | rules | play | replay | link | yours
    game_id: str | None = None
    previous: str = "home"  # where "back" from the rules leads
    form: dict[str, str] = field(default_factory=dict)
    #: Each game's last new-game form (``form`` is one of them): another game's seats
    #: never carry over.
    forms: dict[str, dict[str, str]] = field(default_factory=dict)
    error: str | None = None
    session: Session | None = None
    #: The game screen's own state for the move being made (what is picked...).
    game_ui: Any = None
    # Games kept on the device: id -> record, or {"broken": Text} for a damaged one.
    library: dict[str, dict[str, Any]] = field(default_factory=dict)
    dirty: set[str] = field(default_factory=set)
    #: The game in play may have changed since it was last kept (``app.SAVE``).
    unsaved: bool = False
    removed: set[str] = field(default_factory=set)
    #: Finished games remembered (``results``): id -> result, the damaged ones' reasons,
    #: and the ids to write to storage after this event.
    results: dict[str, dict[str, Any]] = field(default_factory=dict)
    broken_results: dict[str, Text] = field(default_factory=dict)
    dirty_results: set[str] = field(default_factory=set)
    #: The "Your games" page's filters (fields named ``stats-...``).
    choices: dict[str, str] = field(default_factory=dict)
    #: A file for the page to offer as a download: (file name, JSON text).
    download: tuple[str, str] | None = None
    # Set by the page: the clock, where the app is served, what kind of screen.
    now: str = ""
    today: str = ""
    base_url: str = ""
    embed: bool = False
    touch: bool = False
    dialog: str | None = None  # share | embed | daily-share | delete | city
    #: What the open dialog is about (the record to delete, the city to show).
    subject: str = ""
    #: A short message after an action ("Copied"), shown until the next event.
    notice: str | None = None
    replay: Replay | None = None
    incoming: Session | None = None  # a link's game, waiting for play or watch
    #: Where keyboard focus goes after this event (a CSS selector), if somewhere new.
    focus: str | None = None
    #: The id of a text field whose content the page should copy to the clipboard.
    copy: str | None = None
    #: The address to show once a link is read (without it: a reload would re-import).
    url: str | None = None
    #: Board zoom steps (0: the size that keeps targets finger-sized on touch screens).
    zoom: int = 0
    #: Device preferences (``prefs``): how fast bots play, and whether each turn waits
    #: for "Confirm turn".
    pace: str = "normal"
    confirm_turns: bool = True
    #: The seat whose board the player chose to watch (None: the board follows play).
    watch: int | None = None
    #: A bot's turn was cut short to keep the page responsive: go on at once.
    bots_resume: bool = False
    #: This event only thought on (a bot's decision, a suggestion or par already under
    #: way, nothing decided): the page stays as painted, only the timer is set again.
    quiet: bool = False
    #: The modules of the game whose new-game form was opened still to import, one per
    #: tick of the page's timer (``games.pending``), then ``controller.REHEARSAL``.
    loading: list[str] = field(default_factory=list)
    #: The bot whose step was just played: its board stays shown for the pace's pause,
    #: even when that step handed the turn on (until the next tick or the player's event).
    showing: int | None = None
    #: A bot's step played after most of a tick went on thinking waits for the next
    #: tick to draw it, alone, so that thinking and drawing are two tasks of the page:
    #: then the bots go on at once (True) or after the pace's pause (False). None:
    #: nothing waits.
    undrawn: bool | None = None


#: Keyboard hints in labels and prompts: " (U)", " (key 2)", " (keys 1 to 6)", " (1 to 3)".
KEY_HINT = re.compile(r" ?\((?:[A-Z]|(?:keys?|touches?) [^)]*|1 (?:to|à) \d+)\)")
#: A count of keys for a single choice: " (1 to 1)".
ONE_KEY = re.compile(r" \((?:keys |touches )?1 (?:to|à) 1\)")


@dataclass
class Ctx:
    """What a game screen may use to draw or handle the play screen."""

    session: Session
    lang: str
    strings: Strings
    touch: bool = False
    embed: bool = False
    #: The event came from the keyboard: focus should stay where the keys are working.
    keyboard: bool = False
    #: The seat whose board the player chose to watch, if any (``Ui.watch``).
    watch: int | None = None
    #: The bot whose step was just played (``Ui.showing``).
    showing: int | None = None

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def viewer(self) -> int | None:
        """Whose private view is on screen: nobody's behind the pass-the-device screen."""
        return None if self.session.handoff else self.session.viewer

    @property
    def to_move(self) -> bool:
        return self.session.viewer_to_move

    @property
    def shown_seat(self) -> int:
        """Whose city the big board shows where cities are public: the one the player
        chose to watch; else the bot whose step was just played, then the bot that acts
        (the board follows the bots' moves, the last step of a turn included); else the
        viewer's; with no viewer (a spectator, the pass-the-device screen), the acting
        seat's."""
        for pinned in (self.watch, self.showing):
            if pinned is not None and 0 <= pinned < self.game.players:
                return pinned
        acting = self.session.acting
        if acting is not None and self.session.is_bot(acting):
            return acting
        if self.viewer is not None:
            return self.viewer
        return acting if acting is not None else 0

    @property
    def own_board(self) -> bool:
        """The big board is the viewer's own: only then does it light their moves."""
        return self.viewer is not None and self.shown_seat == self.viewer

    @cached_property
    def view(self) -> Mapping[str, Any]:
        """The rules' view for ``viewer``, asked once per event."""
        return self.game.view(self.viewer)

    def t(self, key: str, **params: object) -> str:
        """A string of the game's table (or the shared one), without keyboard hints on a
        touch screen, and without a count of keys for one choice ("1 to 1")."""
        text = self.strings.t(key, self.lang, **params)
        if self.touch:
            text = KEY_HINT.sub("", text)
        return ONE_KEY.sub("", text)

    def name(self, seat: int) -> str:
        return self.session.name(seat, self.lang)
