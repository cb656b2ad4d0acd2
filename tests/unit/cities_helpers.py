"""Build Cities neighbourhoods from space pictures, so tests read like the table.

Notation: one token per space, separated by spaces, one line per row of spaces; the
first token of the first line is space (0, 0) (x to the right, y downwards). Every 2x2
block of spaces starting at even coordinates is one tile: either all its tokens are
``-`` (no tile there) or none is. A token is a space letter and what lies on it:

    ``-``              no tile
    ``R B G Y``        an empty city space (red, blue, green, yellow)
    ``R3``             a red space with a red building 3 high
    ``Rm``             a red space with a monument
    ``Rw``             a red space with a wild tile; ``RwB2``: a blue building 2 high on it
    ``P`` ``W``        a park or water space, empty
    ``Pt`` ``Ws``...   with a feature: water ``s`` sailboat, ``k`` kayaks, ``p`` pier,
                       ``w`` swans; park ``t`` trees, ``f`` fountain, ``g`` playground,
                       ``b`` bandstand

Hand-built tiles are recorded as tile 0, rotation 0 (no real tile has id 0). Example::

    hood('''
        R2 Ws
        P  B
    ''')
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from urbanistes.cities.game import Cities
from urbanistes.cities.hood import Hood, new_hood
from urbanistes.engine import CHANCE
from urbanistes.grid import Point

KINDS = {"R": "red", "B": "blue", "G": "green", "Y": "yellow", "P": "park", "W": "water"}
WATER_CODES = {"s": "sailboat", "k": "kayaks", "p": "pier", "w": "swans"}
PARK_CODES = {"t": "trees", "f": "fountain", "g": "playground", "b": "bandstand"}
CITY_TOKEN = re.compile(r"^([RBGY])(?:(\d)|(m)|w([RBGY]\d)?)?$")
WILD_MARK = "w"


def _space(hood: Hood, p: Point, token: str) -> None:
    letter, rest = token[0], token[1:]
    if letter in "PW":
        codes = WATER_CODES if letter == "W" else PARK_CODES
        if len(rest) > 1 or (rest and rest not in codes):
            raise ValueError(f"bad token {token!r} at {p}")
        hood["spaces"][p] = KINDS[letter]
        if rest:
            hood["features"][p] = codes[rest]
        return
    match = CITY_TOKEN.match(token)
    if match is None:
        raise ValueError(f"bad token {token!r} at {p}")
    kind = KINDS[letter]
    hood["spaces"][p] = kind
    height, monument, wild_stack = match.group(2), match.group(3), match.group(4)
    if height:
        hood["stacks"][p] = (kind, int(height))
    if monument:
        hood["features"][p] = "monument"
    if rest.startswith(WILD_MARK):
        hood["features"][p] = "wild"
        if wild_stack:
            hood["stacks"][p] = (KINDS[wild_stack[0]], int(wild_stack[1]))


def hood(picture: str) -> Hood:
    """The neighbourhood drawn in ``picture`` (see the module notation)."""
    rows = [line.split() for line in picture.strip("\n").splitlines() if line.strip()]
    result = new_hood()
    tokens = {(x, y): t for y, row in enumerate(rows) for x, t in enumerate(row)}
    for (x, y), token in tokens.items():
        block = {tokens.get((2 * (x // 2) + dx, 2 * (y // 2) + dy), "-")
                 for dx in (0, 1) for dy in (0, 1)}
        if "-" in block and block != {"-"}:
            raise ValueError(f"the tile of space {(x, y)} is partly drawn")
        if token != "-":
            result["tiles"][(x // 2, y // 2)] = (0, 0)
            _space(result, (x, y), token)
    return result


def new(players: int = 2, seed: int = 0, city: str = "new_york", long: bool = False
        ) -> Cities:
    return Cities.new({"players": players, "city": city, "long": long}, seed=seed)


def game_with(hoods: Sequence[Hood], city: str = "new_york", seed: int = 1,
              **fields: Any) -> Cities:
    """A real game from ``Cities.new`` (one seat per neighbourhood) whose neighbourhoods
    and other ``fields`` are replaced."""
    game = new(len(hoods), seed=seed, city=city)
    game.hoods = list(hoods)
    for name, value in fields.items():
        setattr(game, name, value)
    return game


def to_round(game: Cities) -> Cities:
    """Choose starting tiles (the first still offered) and deal the round."""
    while game.phase == "start":
        (seat,) = game.to_act
        game = game.apply(seat, {"type": "start", "tile": game.start_tiles[0]})
    return game.settle()


def reveal(game: Cities) -> Cities:
    """Face-down items taken are revealed (the first possible outcome); a new round's
    refill is left due (``settle()`` deals it)."""
    while game.is_chance and game.phase != "refill":
        game = game.apply(CHANCE, game.chance_outcomes()[0][0])
    return game


def take(game: Cities, row: int, slot: int) -> Cities:
    """The seat to act takes a board space; any face-down item is dealt by the seed."""
    (seat,) = game.to_act
    return reveal(game.apply(seat, {"type": "take", "row": row, "slot": slot}))


def act(game: Cities, action: dict[str, Any]) -> Cities:
    (seat,) = game.to_act
    return reveal(game.apply(seat, action))


def finish_turn(game: Cities) -> Cities:
    """Place the tile at its first legal place, or discard every item in hand."""
    while game.phase == "place":
        if game.hand_tile is not None:
            (seat,) = game.to_act
            game = act(game, game.legal_actions(seat)[0])
        else:
            game = act(game, {"type": "discard", "item": game.hand[0]})
    return game
