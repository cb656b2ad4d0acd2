"""Build Sprawlopolis block cities from ASCII pictures, so tests read like the cards.

Notation: one token per block, tokens separated by spaces, one line per row of blocks.
The first token of the first row is the point (0, 0); x grows to the right, y downwards
(as in ``urbanistes.grid``).

    ``.``      no block (a gap, or outside the city)
    ``P``      a park (parks never carry a road)
    ``C:NS``   a commercial block whose road joins its North and South edges
    ``I:NE``   an industrial block, road from North to East
    ``R:WE``   a residential block, road from West to East
    ``C``      a bare C/I/R block without a road: only for tests where roads do not
               matter (every real non-park block carries one road segment)

Edge letters may come in either order (``R:EW`` is ``R:WE``).

Example, card 1 as printed (``TL TR / BL BR``)::

    city('''
        C:NS  P
        I:NE  R:WE
    ''')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypeVar

from urbanistes.engine import Action, Game
from urbanistes.grid import Point
from urbanistes.sprawlopolis.city import Block, placed_blocks
from urbanistes.sprawlopolis.game import Sprawlopolis

G = TypeVar("G", bound=Game)

KINDS = "CPIR"
EDGES = "NESW"


def block(token: str) -> Block:
    """One block from its token (see the module notation)."""
    kind, _, edges = token.partition(":")
    if kind not in KINDS or len(kind) != 1:
        raise ValueError(f"bad block type in {token!r}")
    if not edges:
        return Block(kind)
    if kind == "P":
        raise ValueError(f"a park never has a road: {token!r}")
    if len(edges) != 2 or len(set(edges)) != 2 or not set(edges) <= set(EDGES):
        raise ValueError(f"a road joins two different edges among NESW: {token!r}")
    return Block(kind, frozenset(edges))


def city(picture: str, origin: Point = (0, 0)) -> dict[Point, Block]:
    """The block grid drawn in ``picture``; ``origin`` is where its first token goes."""
    rows = [line.split() for line in picture.strip("\n").splitlines() if line.strip()]
    result: dict[Point, Block] = {}
    for y, row in enumerate(rows):
        for x, token in enumerate(row):
            if token != ".":
                result[(origin[0] + x, origin[1] + y)] = block(token)
    return result


def token(b: Block) -> str:
    """The token of a block (edges in N E S W order), the inverse of ``block``."""
    if not b.road:
        return b.kind
    return b.kind + ":" + "".join(e for e in EDGES if e in b.road)


def picture(blocks: Mapping[Point, Block]) -> str:
    """Draw a city back as a picture (for readable assertion messages)."""
    if not blocks:
        return "<empty>"
    xs = [p[0] for p in blocks]
    ys = [p[1] for p in blocks]
    lines = []
    for y in range(min(ys), max(ys) + 1):
        cells = [
            token(blocks[(x, y)]) if (x, y) in blocks else "."
            for x in range(min(xs), max(xs) + 1)
        ]
        lines.append(" ".join(f"{c:5}" for c in cells).rstrip())
    return "\n".join(lines)


def city_from_placements(placements: Iterable[tuple[int, int, int, int]]) -> dict[Point, Block]:
    """Lay the cards in order, each on top of the earlier ones (the rebuilt city)."""
    result: dict[Point, Block] = {}
    for card, x, y, rot in placements:
        for p, b in placed_blocks(card, x, y, rot):
            result[p] = b
    return result


def game_with(
    blocks: Mapping[Point, Block],
    scoring: tuple[int, int, int] = (1, 2, 3),
    difficulty: str = "normal",
    players: int = 1,
    finished: bool = True,
    **fields: Any,
) -> Sprawlopolis:
    """A real game from ``Sprawlopolis.new`` whose city and scoring cards are replaced.

    ``finished`` makes it a finished game (15 placements, empty hands and pile) so that
    ``scores()`` gives the final outcome. Extra ``fields`` overwrite more attributes.
    """
    game = Sprawlopolis.new({"players": players, "difficulty": difficulty}, seed=1)
    game.city = dict(blocks)
    game.scoring = tuple(scoring)
    if finished:
        game.placements = [(0, 0, 0, 0)] * 15
        game.hands = [[] for _ in range(players)]
        game.pile_top = None
        game.pile = []
    for name, value in fields.items():
        setattr(game, name, value)
    return game


def seat(game: Game) -> int:
    """The one seat to act (every test game here has one at a time)."""
    (only,) = game.to_act
    return only


def legal(game: Game) -> list[Action]:
    """The legal actions of the seat to act."""
    return game.legal_actions(seat(game))


def play(game: G, action: Action) -> G:
    """The seat to act plays ``action``; any draw it calls for is then dealt by the seed."""
    return game.apply(seat(game), action).settle()


def play_out(game: G, choose: Callable[[G], Action]) -> list[G]:
    """Play ``game`` to the end with ``choose(game) -> action``; every state between two
    turns (chance dealt), first to last."""
    states = [game]
    while not game.is_over:
        game = play(game, choose(game))
        states.append(game)
    return states
