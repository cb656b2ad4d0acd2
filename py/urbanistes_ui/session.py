"""A game being played on this device: the rules state plus who sits where.

Generic over games: it only uses the engine protocol. It decides whose private view
is on screen and when the pass-the-device screen must hide it.
"""

from __future__ import annotations

from dataclasses import dataclass

from urbanistes import registry
from urbanistes.engine import Action, Game

from .i18n import t

SEAT_KINDS = ("human", "greedy", "random")


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
        if len(self.seats) != self.game.players or any(s not in SEAT_KINDS for s in self.seats):
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
    def bot_to_move(self) -> bool:
        return not self.game.is_over and self.is_bot(self.game.current_player)

    def play(self, action: Action) -> None:
        """Apply a human's or a bot's action (``IllegalAction`` leaves everything as it was)."""
        self.game = self.game.apply(action)
        self._settle()

    def bot_move(self) -> Action:
        """Let the bot to move play once; returns its action."""
        seat = self.game.current_player
        assert self.is_bot(seat), "not a bot's turn"
        action = registry.make_bot(self.game.info.id, self.seats[seat]).choose(self.game)
        self.play(action)
        return action

    def name(self, seat: int, lang: str) -> str:
        """"Player 2" or "Bot 2": seats are numbered from 1 on screen."""
        return t("bot" if self.is_bot(seat) else "player", lang, n=seat + 1)

    @property
    def viewer_to_move(self) -> bool:
        """The human whose view is on screen is the one to act (no privacy screen up)."""
        game = self.game
        return (not game.is_over and not self.handoff and not self.is_bot(game.current_player)
                and game.current_player == self.viewer)

    @property
    def can_undo(self) -> bool:
        """Undo is for the human to move, back to the last move nobody else has seen."""
        return self.viewer_to_move and self.game.can_undo

    def undo(self) -> None:
        self.game = self.game.undo()

    def restart_turn(self) -> None:
        self.game = self.game.restart_turn()

    def reveal(self) -> None:
        """The player to move has taken the device: show their hand."""
        self.viewer = self.game.current_player
        self.handoff = False

    def _settle(self) -> None:
        """After a move: keep, switch, or hide the private view."""
        seat = self.game.current_player
        if seat is None or self.is_bot(seat) or seat == self.viewer:
            return
        if len(self.humans) >= 2:
            self.handoff = True
        else:
            self.viewer = seat
