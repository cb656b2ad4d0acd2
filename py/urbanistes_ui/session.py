"""A game being played on this device: the rules state plus who sits where.

Generic over games: it only uses the engine protocol. It decides whose private view
is on screen and when the pass-the-device screen must hide it, lets bots play their
seats, and deals every draw the rules call for (``Game.settle``).
"""

from __future__ import annotations

from dataclasses import dataclass

from urbanistes import registry
from urbanistes.bots import LEVELS
from urbanistes.engine import Action, Game

from .i18n import t

#: What may sit in a seat: a person, or a bot of one of the shared levels.
SEAT_KINDS = ("human", *LEVELS)


@dataclass
class Session:
    game: Game
    seats: list[str]
    #: The human seat whose private view is shown (None: nobody's, e.g. all bots).
    viewer: int | None = None
    #: True while the pass-the-device screen hides the hands.
    handoff: bool = False
    #: Where it is kept on this device (see ``records``), and since when.
    id: str = ""
    created: str = ""
    #: The date of the daily challenge this game is, if it is one.
    daily: str | None = None

    def __post_init__(self) -> None:
        bots = registry.entry(self.game.info.id).bots
        if len(self.seats) != self.game.players or any(
                s != "human" and s not in bots for s in self.seats):
            raise ValueError(f"bad seats {self.seats!r} for {self.game.players} players")
        humans = self.humans
        self.viewer = humans[0] if humans else None
        self._settle()

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s == "human"]

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat] != "human"

    @property
    def acting(self) -> int | None:
        """The seat the turn indicator names: the viewer if it must act, else the first
        seat that must (None once the game is over)."""
        to_act = self.game.to_act
        if self.viewer in to_act:
            return self.viewer
        return to_act[0] if to_act else None

    @property
    def bot_to_move(self) -> bool:
        return any(self.is_bot(s) for s in self.game.to_act)

    def play(self, action: Action) -> None:
        """The viewer's action (``IllegalAction`` leaves everything as it was)."""
        if self.viewer is None:
            raise ValueError("nobody to play for")
        self.game = self.game.apply(self.viewer, action).settle()
        self._settle()

    def bot_move(self) -> Action:
        """Let one bot that must act play once; returns its action."""
        seat = next(s for s in self.game.to_act if self.is_bot(s))
        action = registry.make_bot(self.game.info.id, self.seats[seat]).choose(self.game, seat)
        self.game = self.game.apply(seat, action).settle()
        self._settle()
        return action

    def name(self, seat: int, lang: str) -> str:
        """"Player 2" or "Bot 2": seats are numbered from 1 on screen."""
        return t("bot" if self.is_bot(seat) else "player", lang, n=seat + 1)

    @property
    def viewer_to_move(self) -> bool:
        """The human whose view is on screen must act (no privacy screen up)."""
        return not self.handoff and self.viewer is not None and self.viewer in self.game.to_act

    @property
    def can_undo(self) -> bool:
        """Undo is for the human to move, back to the last move nobody else has seen."""
        return self.viewer_to_move and self.viewer is not None and bool(
            self.game.undoable(self.viewer))

    def undo(self) -> None:
        if self.viewer is not None:
            self.game = self.game.undo(self.viewer)

    def restart_turn(self) -> None:
        if self.viewer is not None:
            self.game = self.game.restart_turn(self.viewer)

    def reveal(self) -> None:
        """The player to move has taken the device: show their hand."""
        self.viewer = next(s for s in self.game.to_act if not self.is_bot(s))
        self.handoff = False

    def _settle(self) -> None:
        """After a move: keep, switch, or hide the private view."""
        to_act = self.game.to_act
        humans = [s for s in to_act if not self.is_bot(s)]
        if not humans or self.viewer in to_act:
            return
        if len(self.humans) >= 2:
            self.handoff = True
        else:
            self.viewer = humans[0]
