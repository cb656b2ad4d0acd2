"""Build Skyline sheets and games by hand, so tests read like a filled-in sheet.

A column is written as text, one token per box from the ground outward, ``.`` for an
empty box; the boxes of a double or triple floor follow each other (``"3 3 5 ."``: a
double ground floor holding 3s, then a double first floor with one 5). Columns are named
``t1``..``t6`` (towers) and ``p1``..``p6`` (car parks), as on the sheet under the card.

    sheet(None, t1="1 2 .", p1="6 5 . .")
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from urbanistes.engine import CHANCE
from urbanistes.skyline.data import CARD_BY_ID, SHEET
from urbanistes.skyline.game import DRAFT, WRITE, Skyline
from urbanistes.skyline.sheet import Sheet, empty_sheet, layout


def values(picture: str) -> tuple[int, ...]:
    return tuple(0 if token == "." else int(token) for token in picture.split())


def sheet(card: str | None = None, **columns: str) -> Sheet:
    """A sheet for ``card`` with the named columns filled (the others empty)."""
    lay = layout(card)
    result = list(empty_sheet(lay))
    for name, picture in columns.items():
        c = 2 * (int(name[1:]) - 1) + (name[0] == "p")
        written = values(picture)
        if len(written) != lay.columns[c].size:
            raise ValueError(f"{name} has {lay.columns[c].size} boxes, not {len(written)}")
        result[c] = written
    return tuple(result)


def full_tower(pair: int) -> str:
    """A classic tower of the printed sheet, complete (1, 2, 3...)."""
    return " ".join(str(v) for v in range(1, SHEET[pair].height + 1))


def full_parking(pair: int) -> str:
    """A classic car park of the printed sheet, complete (..., 2, 1 downward)."""
    return " ".join(str(v) for v in range(SHEET[pair].depth, 0, -1))


def new(players: int = 2, cards: Sequence[str | None] | None = None, seed: int = 1) -> Skyline:
    """A fresh game; ``cards`` replaces the dealt cards (and turns the option on: our
    balanced set if one of them is ours)."""
    option = "off" if cards is None else "tuned" if any(
        c is not None and CARD_BY_ID[c].retunes for c in cards) else "on"
    game = Skyline.new({"players": players, "cards": option}, seed)
    if cards is not None:
        game.cards = list(cards)
        game.sheets = [empty_sheet(layout(c)) for c in cards]
    return game


def writing(players: int = 2, taken: Sequence[int] = (), cards: Sequence[str | None] | None = None,
            sheets: Sequence[Sheet] | None = None, **fields: Any) -> Skyline:
    """A game in the writing phase of its round: every seat has taken ``taken[seat]``."""
    game = new(players, cards)
    if sheets is not None:
        game.sheets = list(sheets)
    for name, value in fields.items():
        setattr(game, name, value)
    game.phase = WRITE
    game.taken = list(taken)
    game.pool = []
    game.written = [game.excused(s) for s in range(players)]
    return game


def roll(game: Skyline, dice: Sequence[int]) -> Skyline:
    """The thrower rolls ``dice`` (one chance step each)."""
    for die in dice:
        game = game.apply(CHANCE, {"die": die})
    assert game.phase == DRAFT
    return game


def take(game: Skyline, *dice: int) -> Skyline:
    """The seats take these dice in draft order."""
    for die in dice:
        game = game.apply(game.picker, {"type": "take", "die": die})
    return game


def write(pair: int, part: str, floor: int) -> dict[str, Any]:
    """Write this round's die in ``pair`` (from 0), ``part``, ``floor`` (from the ground)."""
    return {"type": "write", "tower": pair, "part": part, "floor": floor}


LOSE = {"type": "lose"}
PASS = {"type": "pass"}
