"""Following the table: each other seat's last turn in words (the "last moves" strip
beside the board, a tap on one shows that seat's board), and what it meant for the
viewer ("Bot 2 took lot 2 — you get P, R, I").

A turn is a seat's run of moves that no other seat's move interrupts (draws may come
between). Its words are those of the game log: a move described as "" is a micro-step
the next line of that turn sums up.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from urbanistes.engine import CHANCE, Move

from . import html as h
from .i18n import t
from .play import seats_named, watch_button
from .screen import GameScreen
from .state import Ctx
from .trail import Trail


@dataclass(frozen=True)
class Turn:
    seat: int
    #: The turn's meaningful moves in words (the log's lines), oldest first.
    lines: tuple[str, ...]
    #: What the turn meant for the viewer, if anything.
    meaning: str = ""


def last_turn(history: Sequence[Move], seat: int) -> list[int]:
    """The indexes in ``history`` of ``seat``'s last turn (empty before its first)."""
    indexes: list[int] = []
    for index in range(len(history) - 1, -1, -1):
        mover = history[index].seat
        if mover == seat:
            indexes.append(index)
        elif mover != CHANCE and indexes:
            break
    return indexes[::-1]


def last_turns(ctx: Ctx, screen: GameScreen[Any], trail: Trail) -> list[Turn]:
    """Every seat's last turn but the viewer's, in seat order from the viewer's left."""
    game = ctx.game
    words = trail.words(game, ctx.lang, screen.describe)
    viewer = ctx.viewer
    players = game.players
    start = viewer + 1 if viewer is not None else 0
    turns = []
    for offset in range(players):
        seat = (start + offset) % players
        if seat == viewer:
            continue
        indexes = last_turn(game.history, seat)
        lines = tuple(words[i] for i in indexes if words[i])
        meaning = ""
        if viewer is not None:
            said = (screen.meaning(game.history[i], trail.before(game, i), viewer, ctx.lang)
                    for i in indexes)
            meaning = " · ".join(m for m in said if m)
        turns.append(Turn(seat, lines, meaning))
    return turns


def strip(ctx: Ctx, screen: GameScreen[Any], trail: Trail,
          names: Sequence[str]) -> str:
    """The "last moves" strip: one line per other seat, a button that shows its board
    (pressed while it is the one shown). Seats are named as the log names them."""
    items = []
    for turn in last_turns(ctx, screen, trail):
        # Newest first: where a long turn is cut short on a narrow screen, the line cut
        # is the oldest.
        said = "; ".join(seats_named(line, names) for line in reversed(turn.lines)) or t(
            "recent.none", ctx.lang)
        meaning = h.tag("strong", {"class": "meaning"},
                        h.text(" — " + seats_named(turn.meaning, names))) if turn.meaning else ""
        label = (h.tag("span", {"class": "who"}, h.text(ctx.name(turn.seat))) + " "
                 + h.tag("span", {"class": "what"}, h.text(said)) + meaning)
        if screen.watchable:
            label = watch_button(label, turn.seat, pressed=ctx.shown_seat == turn.seat,
                                 source="recent")
        items.append(h.tag("li", {"class": "recent-turn"}, label))
    return "".join(items)


def watch(ctx: Ctx, seat: int) -> int | None:
    """The seat to pin after a tap on ``seat``: none (the board follows play again) when
    it is the one already pinned, or the one the board would show anyway."""
    if not 0 <= seat < ctx.game.players or seat == ctx.watch:
        return None
    return None if replace(ctx, watch=None).shown_seat == seat else seat
