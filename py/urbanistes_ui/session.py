"""A game being played on this device: the rules state plus who sits where.

Generic over games: it only uses the engine protocol. It decides whose private view is
on screen and when the pass-the-device screen must hide it, lets bots play their seats,
and holds a human's move for confirmation, the way Board Game Arena does, one rule for
every game: a move that ends the turn (a draw or another seat comes next) is played but
provisional, undoable and seen by nobody else, until the player confirms; a move that
would show the player something hidden (a face-down card, a lot's hidden cards) cannot
be taken back once made, so it is only held, previewed, until confirmed.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from urbanistes import registry
from urbanistes.bots import LEVELS, Thinking, think
from urbanistes.engine import Action, Game, Move
from urbanistes.par import Par
from urbanistes.search import Search, StrongBot

from . import lessons
from .i18n import t

#: What may sit in a seat: a person, or a bot of one of the shared levels.
SEAT_KINDS = ("human", *LEVELS)


@dataclass
class Session:
    game: Game
    seats: list[str]
    #: The human seat whose private view is shown (None: nobody's, e.g. all bots).
    viewer: int | None = None
    #: True while the pass-the-device screen hides the private view.
    handoff: bool = False
    #: The viewer's last move waits for "Confirm turn": draws, bots and others wait.
    pending: bool = False
    #: The state before that move while it waits, where it was made here (None after a
    #: reload): what it changed can be shown as it was without replaying the game.
    before: Game | None = field(default=None, compare=False, repr=False)
    #: A move of the viewer's that would reveal something, held (not played) until
    #: confirmed: the game is as before it, and nobody moves meanwhile.
    held: Action | None = None
    #: Where it is kept on this device (see ``records``), and since when.
    id: str = ""
    created: str = ""
    #: The date of the daily challenge this game is, if it is one.
    daily: str | None = None
    #: A bot's decision under way, worked out a slice per call of ``bot_move``
    #: (never saved: a reload starts it again, and it ends the same).
    thinking: Thinking | None = field(default=None, compare=False, repr=False)
    #: How many moves the players asked the strong bot for ("Suggest a move"): the
    #: game's record says so.
    hints: int = 0
    #: The strong bot's search for the viewer's move, asked for and not played (never
    #: saved): the suggestion once it is done, while the game stays as it was.
    hint: Search | None = field(default=None, compare=False, repr=False)
    #: A solo game's par: what the strong bot scores on the same deal, worked out once
    #: the player has finished (kept in the record), and the game it is playing for it.
    par: int | None = None
    par_game: Par | None = field(default=None, compare=False, repr=False)
    #: The guided lesson this game is (``lessons.LESSONS``), if it is one.
    lesson: str | None = None

    def __post_init__(self) -> None:
        bots = registry.entry(self.game.info.id).bots
        if len(self.seats) != self.game.players or any(
                s != "human" and s not in bots for s in self.seats):
            raise ValueError(f"bad seats {self.seats!r} for {self.game.players} players")
        humans = self.humans
        self.viewer = humans[0] if humans else None
        last = self.game.history[-1].seat if self.game.history else None
        if (last is not None and not self.is_bot(last) and self.game.is_chance
                and self.game.undoable(last)):
            self.viewer, self.pending = last, True  # kept before its draw was confirmed
        else:
            self._commit()

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s == "human"]

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat] != "human"

    def name(self, seat: int, lang: str) -> str:
        """"Player 2" or "Bot 2": seats are numbered from 1 on screen, everywhere."""
        return t("bot" if self.is_bot(seat) else "player", lang, n=seat + 1)

    def names(self, lang: str) -> list[str]:
        return [self.name(i, lang) for i in range(self.game.players)]

    @property
    def acting(self) -> int | None:
        """The seat the turn indicator names: the viewer if it must act (or confirm),
        else the first seat that must (None once the game is over)."""
        if self.waiting:
            return self.viewer
        to_act = self.game.to_act
        if self.viewer in to_act:
            return self.viewer
        return to_act[0] if to_act else None

    @property
    def waiting(self) -> bool:
        """The viewer's move waits for confirmation (played and provisional, or held)."""
        return self.pending or self.held is not None

    @property
    def bot_to_move(self) -> bool:
        return not self.waiting and any(self.is_bot(s) for s in self.game.to_act)

    @property
    def viewer_to_move(self) -> bool:
        """The human whose view is on screen must act now (nothing hides it)."""
        return (not self.handoff and not self.waiting and self.viewer is not None
                and self.viewer in self.game.to_act)

    @property
    def can_undo(self) -> bool:
        """The viewer may take back a move: its own, since nobody saw anything new (or
        the move held for confirmation)."""
        if self.viewer is None or self.handoff:
            return False
        if self.held is not None:
            return True
        return ((self.pending or self.viewer_to_move)
                and self.game.undoable(self.viewer) > 0)

    @property
    def can_hint(self) -> bool:
        """The viewer may ask the strong bot for a move (never in the daily challenge)."""
        return (self.viewer_to_move and self.daily is None and self.scripted is None
                and (self.hint is None or self.hint.game is not self.game)
                and "strong" in registry.entry(self.game.info.id).bots)

    @property
    def scripted(self) -> lessons.Step | None:
        """The action a lesson asks of the viewer now (None: free play)."""
        if self.lesson is None or self.viewer != lessons.LEARNER or self.game.is_over:
            return None
        return lessons.step(lessons.load(self.lesson), self.game)

    @property
    def suggestion(self) -> Action | None:
        """The move suggested to the viewer, once found, while it is still theirs to
        play in the same state."""
        hint = self.hint
        if hint is None or not hint.done or hint.game is not self.game:
            return None
        return hint.best() if self.viewer_to_move else None

    @property
    def hinting(self) -> bool:
        """A suggestion is being searched (the page's timer goes on with it)."""
        return self.hint is not None and not self.hint.done and self.hint.game is self.game

    @property
    def wants_par(self) -> bool:
        """A finished solo game whose par is still to be worked out."""
        return (self.game.is_over and self.game.players == 1 and self.par is None
                and "strong" in registry.entry(self.game.info.id).bots)

    def work_out_par(self, deadline: float | None = None) -> None:
        """The strong bot plays the same deal on until ``deadline``; ``par`` once done."""
        if not self.wants_par:
            return
        if self.par_game is None:
            game = self.game
            self.par_game = Par(game.info.id, dict(game.options), game.seed)
        if self.par_game.run(deadline=deadline):
            self.par, self.par_game = self.par_game.total, None

    def holding(self, action: Action) -> Session:
        """A copy of this session with ``action`` held for confirmation (for words and
        pictures of a move not played)."""
        shown = copy.copy(self)
        shown.held = dict(action)
        return shown

    def suggested(self) -> Session | None:
        """A copy of this session showing the suggestion: played and awaiting
        confirmation if it could be taken back, else held (it would reveal something)."""
        action, viewer = self.suggestion, self.viewer
        if action is None or viewer is None:
            return None
        after = self.game.apply(viewer, action)
        if not after.undoable(viewer):
            return self.holding(action)
        shown = copy.copy(self)
        shown.game, shown.pending, shown.before = after, True, self.game
        return shown

    def ask_hint(self) -> None:
        """Start searching the viewer's move, as the strong bot would play it."""
        if self.can_hint and self.viewer is not None:
            bot = registry.make_bot(self.game.info.id, "strong")
            assert isinstance(bot, StrongBot)
            self.hint = bot.think(self.game, self.viewer)
            self.hints += 1

    def think_hint(self, deadline: float | None = None) -> None:
        """Search on until ``deadline``. A search for a state that changed meanwhile (a
        bot moved in a shared phase) is dropped."""
        hint = self.hint
        if hint is None:
            return
        if hint.game is not self.game or not self.viewer_to_move:
            self.hint = None
            return
        hint.run(deadline=deadline)

    def play(self, action: Action, *, confirmed: bool = False, ask: bool = True) -> None:
        """The viewer's action (``IllegalAction`` leaves everything as it was).

        A move that calls for a draw or hands the turn on waits for ``confirm`` while it
        may still be undone, if the player confirms each turn (``ask``) and it is not
        itself the confirmation (``confirmed``). A move that could not be undone once
        made (it shows the player something hidden) is held until confirmed, whatever
        ``ask`` says: undoing it could not hide again what it showed."""
        if self.viewer is None:
            raise ValueError("nobody to play for")
        viewer = self.viewer
        after = self.game.apply(viewer, action)
        self.hint = None
        if not confirmed and not after.undoable(viewer):
            self.held = dict(action)
            return
        others = set(self.game.to_act) - {viewer}
        self.game, self.before = after, self.game
        # The turn is handed on: a draw is due, the viewer is done, or another seat may
        # now act (the last die of a round taken: everyone writes).
        waits = (after.is_chance or viewer not in after.to_act
                 or bool(set(after.to_act) - {viewer} - others))
        if waits and ask and not confirmed:
            self.pending = True
        else:
            self._commit()

    def confirm(self) -> None:
        """The viewer confirms: the held move is played, draws are dealt, the next seat
        acts."""
        if self.held is not None and self.viewer is not None:
            held, self.held = self.held, None
            self.game = self.game.apply(self.viewer, held)
            self._commit()
        elif self.pending:
            self._commit()

    def bot_move(self, deadline: float | None = None) -> Move | None:
        """Let one bot that must act play once; returns its move. The bot thinks until
        ``deadline`` (``time.perf_counter``) and returns None if it has not decided
        yet: call again to go on where it stopped."""
        seat = next(s for s in self.game.to_act if self.is_bot(s))
        decision = self.thinking
        if decision is None or decision.game is not self.game or decision.seat != seat:
            bot = registry.make_bot(self.game.info.id, self.seats[seat])
            decision = self.thinking = think(bot, self.game, seat)
        if not decision.run(deadline=deadline):
            return None
        self.thinking, action = None, decision.best()
        self.game = self.game.apply(seat, action)
        self._commit()
        return Move(seat, action)

    def undo(self) -> None:
        if self.held is not None:
            self.held = None
        elif self.can_undo and self.viewer is not None:
            self.game = self.game.undo(self.viewer)
            self.pending, self.before = False, None

    def restart_turn(self) -> None:
        if self.can_undo and self.viewer is not None:
            self.held = None
            self.game = self.game.restart_turn(self.viewer)
            self.pending, self.before = False, None

    def reveal(self) -> None:
        """The player to move has taken the device: show their private view."""
        humans = [s for s in self.game.to_act if not self.is_bot(s)]
        if self.handoff and humans:
            self.viewer = humans[0]
            self.handoff = False

    def _commit(self) -> None:
        """Deal what is due, then keep, switch, or hide the private view."""
        self.pending, self.before = False, None
        self.game = self.game.settle()
        to_act = self.game.to_act
        humans = [s for s in to_act if not self.is_bot(s)]
        if not humans or self.viewer in to_act:
            return
        if len(self.humans) >= 2:
            self.handoff = True
        else:
            self.viewer = humans[0]
