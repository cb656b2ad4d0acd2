"""A Cities neighbourhood: tiles (rotation, full-side adjacency, 3x3 and 3x5 bounds),
feature tiles (water, park, grey: monument and wild) and building stacks."""

from __future__ import annotations

import pytest
from cities_helpers import hood

from urbanistes.cities.data import TILE_SPACES
from urbanistes.cities.hood import (
    add_piece,
    add_tile,
    feature_problem,
    fits,
    legal_origins,
    new_hood,
    piece_problem,
    piece_spaces,
    placed_spaces,
    rotated_spaces,
)


# =================================================================================
# Tiles
# =================================================================================
def test_a_tile_is_2x2_spaces_and_turns_clockwise():
    assert dict(TILE_SPACES[5]) == {(0, 0): "red", (1, 0): "blue",
                                    (0, 1): "park", (1, 1): "water"}  # "R B / P W"
    assert dict(rotated_spaces(5, 1)) == {(1, 0): "red", (1, 1): "blue",
                                          (0, 0): "park", (0, 1): "water"}
    assert dict(rotated_spaces(5, 2)) == {(1, 1): "red", (0, 1): "blue",
                                          (1, 0): "park", (0, 0): "water"}
    assert dict(placed_spaces(5, 1, -1, 0)) == {(2, -2): "red", (3, -2): "blue",
                                                (2, -1): "park", (3, -1): "water"}
    with pytest.raises(ValueError):
        rotated_spaces(5, 4)


def tiles_at(*positions):
    h = new_hood()
    for p in positions:
        h["tiles"][p] = (0, 0)
    return h


def test_the_first_tile_goes_anywhere_then_tiles_share_a_whole_side():
    assert legal_origins(new_hood(), long=False) == [(0, 0)]
    # orthogonal neighbours only: a corner is not "fully adjacent"
    assert legal_origins(tiles_at((0, 0)), long=False) == [(0, -1), (-1, 0), (1, 0), (0, 1)]


def test_the_neighbourhood_never_exceeds_3_tiles_either_way():
    row = tiles_at((0, 0), (1, 0), (2, 0))
    origins = legal_origins(row, long=False)
    assert (3, 0) not in origins and (-1, 0) not in origins
    assert {(0, 1), (1, 1), (2, 1), (0, -1)} <= set(origins)
    full = tiles_at(*[(x, y) for x in range(3) for y in range(3)])
    assert legal_origins(full, long=False) == []
    # a hole in the square can be filled, nothing outside it
    holed = tiles_at(*[(x, y) for x in range(3) for y in range(3) if (x, y) != (1, 1)])
    assert legal_origins(holed, long=False) == [(1, 1)]


def test_the_long_game_allows_3x5_either_way_round():
    assert fits([(x, 0) for x in range(5)], long=True)
    assert fits([(0, y) for y in range(5)], long=True)
    assert not fits([(x, 0) for x in range(6)], long=True)
    assert not fits([(x, y) for x in range(4) for y in range(4)], long=True)
    assert not fits([(x, 0) for x in range(4)], long=False)
    # once 4 long one way, the other way stays within 3
    wide = tiles_at(*[(x, y) for x in range(4) for y in range(3)])
    origins = legal_origins(wide, long=True)
    assert (4, 0) in origins and (0, 3) not in origins


def test_adding_a_tile_lays_its_spaces():
    h = new_hood()
    add_tile(h, 1, 0, 0, 0)  # "R P / W B"
    add_tile(h, 5, 1, 0, 1)
    assert h["tiles"] == {(0, 0): (1, 0), (1, 0): (5, 1)}
    assert h["spaces"][(0, 0)] == "red" and h["spaces"][(3, 0)] == "red"
    assert h["spaces"][(2, 0)] == "park" and len(h["spaces"]) == 8


# =================================================================================
# Feature tiles
# =================================================================================
SPACES = hood("""
    R  Ws P  W
    B2 Rm Pt Y
""")


@pytest.mark.parametrize(("feature", "space", "problem"), [
    ("kayaks", (3, 0), None),  # blue background on water
    ("kayaks", (2, 0), "terrain_water"),
    ("kayaks", (0, 0), "terrain_water"),
    ("kayaks", (1, 0), "feature"),  # one feature per space
    ("trees", (2, 0), None),  # green on park
    ("trees", (3, 0), "terrain_park"),
    ("fountain", (2, 1), "feature"),
    ("monument", (0, 0), None),  # grey on a city space without building
    ("monument", (3, 1), None),
    ("monument", (0, 1), "built"),
    ("monument", (1, 1), "feature"),
    ("monument", (2, 0), "terrain_city"),
    ("wild", (0, 0), None),
    ("wild", (3, 0), "terrain_city"),
    ("wild", (0, 1), "built"),
    ("sailboat", (9, 9), "no_space"),
])
def test_feature_placement(feature, space, problem):
    assert feature_problem(SPACES, feature, space) == problem


# =================================================================================
# Building pieces
# =================================================================================
STACKS = hood("""
    R  R3 B4 Y
    Rw Rm P  RwG1
""")


@pytest.mark.parametrize(("colour", "space", "problem"), [
    ("red", (0, 0), None),  # on its colour
    ("blue", (0, 0), "colour"),
    ("red", (1, 0), None),  # on a red building below 4
    ("blue", (1, 0), "colour"),
    ("blue", (2, 0), "height"),  # at most 4 high
    ("yellow", (3, 0), None),
    ("green", (0, 1), None),  # a wild space takes any first colour
    ("yellow", (0, 1), None),
    ("red", (1, 1), "monument"),
    ("red", (2, 1), "not_city"),
    ("green", (3, 1), None),  # then only that colour
    ("red", (3, 1), "colour"),
    ("red", (5, 5), "no_space"),
])
def test_piece_placement(colour, space, problem):
    assert piece_problem(STACKS, colour, space) == problem


def test_stacks_grow_to_4_pieces_of_one_colour():
    h = hood("R B\nP W")
    for height in range(1, 5):
        assert (0, 0) in piece_spaces(h, "red")
        add_piece(h, "red", (0, 0))
        assert h["stacks"][(0, 0)] == ("red", height)
    assert piece_spaces(h, "red") == []
    assert piece_spaces(h, "blue") == [(1, 0)]
