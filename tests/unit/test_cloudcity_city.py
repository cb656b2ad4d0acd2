"""Cloud City geometry: where tiles go, which walkways may be built, crossings, paths."""

from __future__ import annotations

import pytest
from cloudcity_helpers import city, link, picture, tiles_at

from urbanistes.cloudcity.city import (
    crosses,
    crossing_walkways,
    full_supply,
    is_tiled,
    legal_origins,
    legal_walkways,
    partners,
    paths,
    shape_fits,
    walkway_problem,
)


def grid(w: int, h: int, x0: int = 0, y0: int = 0) -> list[tuple[int, int]]:
    return [(x, y) for x in range(x0, x0 + w) for y in range(y0, y0 + h)]


# =================================================================================
# Zones and tiles
# =================================================================================
def test_a_tile_covers_four_zones():
    c = tiles_at([(0, 0), (-1, 0)])
    assert is_tiled(c, (-1, 1)) and is_tiled(c, (-2, 0)) and is_tiled(c, (1, 1))
    assert not is_tiled(c, (2, 0)) and not is_tiled(c, (0, -1)) and not is_tiled(c, (-3, 0))


def test_the_helper_draws_and_reads_back():
    c = city("""
        B . - -
        . G - -
        T . . B
        . . . .
    """)
    assert set(c["tiles"]) == {(0, 0), (0, 1), (1, 1)}
    assert c["buildings"] == {(0, 0): 1, (1, 1): 2, (0, 2): 3, (3, 2): 1}
    assert picture(c) == "B . - -\n. G - -\nT . . B\n. . . ."
    with pytest.raises(ValueError):
        city("B - \n . .")  # half a tile


# =================================================================================
# Laying tiles
# =================================================================================
def test_the_first_tiles_go_beside_the_start_tile():
    assert legal_origins(tiles_at([(0, 0)]), "square") == [(0, -1), (-1, 0), (1, 0), (0, 1)]


def test_a_tile_must_touch_by_a_side_not_a_corner_and_never_on_another():
    origins = legal_origins(tiles_at([(0, 0), (1, 0)]), "square")
    assert (1, 1) in origins and (0, 1) in origins
    assert (2, 1) not in origins and (-1, 1) not in origins  # corner only
    assert (0, 0) not in origins and (1, 0) not in origins  # occupied


def test_square_city_never_exceeds_3_tiles_either_way():
    row = tiles_at([(0, 0), (1, 0), (2, 0)])
    origins = legal_origins(row, "square")
    assert (3, 0) not in origins and (-1, 0) not in origins
    assert {(0, 1), (1, 1), (2, 1), (0, -1), (1, -1), (2, -1)} == set(origins)
    # a 3x2 block may only grow by one more row, on either side
    block = tiles_at(grid(3, 2))
    assert set(legal_origins(block, "square")) == {(x, y) for x in range(3) for y in (-1, 2)}
    # once 3x3 tall, nothing outside the square
    tall = tiles_at([(0, 0), (0, 1), (0, 2)])
    assert all(0 <= y <= 2 for _, y in legal_origins(tall, "square"))
    assert legal_origins(tiles_at(grid(3, 3)), "square") == []  # complete


def test_square_is_enforced_even_when_the_rectangle_would_allow_it():
    row = tiles_at([(0, 0), (1, 0), (2, 0)])
    assert (3, 0) not in legal_origins(row, "square")
    assert (3, 0) in legal_origins(row, "rectangle")
    assert not shape_fits(grid(4, 1), "square") and shape_fits(grid(4, 1), "rectangle")


def test_rectangle_3_by_4_lying_down():
    wide = tiles_at(grid(4, 1))
    origins = set(legal_origins(wide, "rectangle"))
    assert (4, 0) not in origins and (-1, 0) not in origins  # never 5 long
    assert {(x, 1) for x in range(4)} <= origins
    # 4 long one way: it stays 3 the other way
    wide3 = tiles_at(grid(4, 2))
    origins = set(legal_origins(wide3, "rectangle"))
    assert origins == {(x, y) for x in range(4) for y in (-1, 2)}
    full = tiles_at(grid(4, 3))
    assert legal_origins(full, "rectangle") == []
    assert shape_fits(grid(4, 3), "rectangle") and not shape_fits(grid(4, 4), "rectangle")


def test_rectangle_3_by_4_standing_up():
    tall = tiles_at(grid(3, 4))
    assert legal_origins(tall, "rectangle") == []
    tall2 = tiles_at(grid(2, 4))
    origins = set(legal_origins(tall2, "rectangle"))
    assert origins == {(x, y) for x in (-1, 2) for y in range(4)}  # 3 wide at most
    assert not shape_fits(grid(5, 1), "rectangle")


def test_rectangle_from_a_3x3_block_may_grow_either_way():
    origins = set(legal_origins(tiles_at(grid(3, 3)), "rectangle"))
    assert (3, 0) in origins and (0, 3) in origins and (-1, 1) in origins
    assert (3, 3) not in origins  # corner only


# =================================================================================
# Walkways
# =================================================================================
ROW = """
    B . G . . B
    . . . . . .
"""


def test_same_height_straight_walkway_values_by_distance():
    c = city("""
        G . B . . G
        . . . . . .
    """)
    assert walkway_problem(c, (0, 0), (5, 0)) is None  # green over a lower blue: 8
    assert partners(c, (0, 0)) == [((5, 0), 5)]
    assert partners(c, (5, 0)) == [((0, 0), 5)]
    assert partners(c, (2, 0)) == []  # the blue building has no blue partner
    assert legal_walkways(c) == [(0, 0, 5, 0, 2)]


def test_a_walkway_may_not_pass_over_or_through_a_taller_building():
    c = city(ROW)
    assert walkway_problem(c, (0, 0), (5, 0)) == "blocked_taller"
    assert partners(c, (0, 0)) == []


def test_a_walkway_may_not_pass_over_a_building_of_its_own_height():
    c = city("""
        B . B . . B
        . . . . . .
    """)
    assert walkway_problem(c, (0, 0), (5, 0)) == "blocked_same"
    assert walkway_problem(c, (0, 0), (2, 0)) is None
    assert walkway_problem(c, (2, 0), (5, 0)) is None
    assert sorted(legal_walkways(c)) == [(0, 0, 2, 0, 1), (2, 0, 5, 0, 1)]


def test_different_heights_diagonal_and_same_zone_refused():
    c = city("""
        B G
        T B
    """)
    assert walkway_problem(c, (0, 0), (1, 0)) == "heights"
    assert walkway_problem(c, (0, 0), (1, 1)) == "diagonal"
    assert walkway_problem(c, (0, 0), (0, 0)) == "same"
    assert walkway_problem(c, (0, 0), (5, 5)) == "no_building"
    assert legal_walkways(c) == []


def test_never_over_an_empty_spot_of_the_city():
    c = city("""
        B . - - B .
        . . - - . .
        . . . . . .
        . . . . . .
    """)
    assert walkway_problem(c, (0, 0), (4, 0)) == "empty"
    assert partners(c, (0, 0)) == []
    # the same two buildings one tile lower would be fine
    d = city("""
        . . - - . .
        . . - - . .
        B . . . B .
        . . . . . .
    """)
    assert walkway_problem(d, (0, 2), (4, 2)) is None


def test_longer_than_5_zones_is_not_a_walkway():
    c = city("""
        B . . . . . B .
        . . . . . . . .
    """)
    assert walkway_problem(c, (0, 0), (6, 0)) == "too_long"
    assert partners(c, (0, 0)) == []


def test_at_most_two_walkways_per_building():
    c = city("""
        B . B . B .
        . . . . . .
        . . B . . .
        . . . . . .
    """, [((0, 0), (2, 0)), ((2, 0), (4, 0))])
    assert walkway_problem(c, (2, 0), (2, 2)) == "full"
    assert partners(c, (2, 2)) == []
    assert legal_walkways(c) == []
    d = city("""
        B . B . B .
        . . . . . .
        B . . . . .
        . . . . . .
    """, [((0, 0), (2, 0)), ((2, 0), (4, 0))])
    assert partners(d, (0, 0)) == [((0, 2), 2)]  # (0, 0) has one walkway: one more
    link(d, (0, 0), (0, 2))
    assert walkway_problem(d, (0, 0), (0, 2)) == "full"


def test_two_buildings_are_linked_once():
    c = city("""
        B . B .
        . . . .
    """, [((0, 0), (2, 0))])
    assert walkway_problem(c, (0, 0), (2, 0)) == "crossing"
    assert walkway_problem(c, (2, 0), (0, 0)) == "crossing"
    assert legal_walkways(c) == []


def test_same_level_walkways_may_not_cross():
    c = city("""
        . B . .
        B . . B
        . . . .
        . B . .
    """, [((0, 1), (3, 1))])
    assert walkway_problem(c, (1, 0), (1, 3)) == "crossing"
    assert legal_walkways(c) == []


def test_different_levels_may_cross_under_and_over():
    c = city("""
        . G . .
        B . . B
        . . . .
        . G . .
    """, [((0, 1), (3, 1))])
    assert walkway_problem(c, (1, 0), (1, 3)) is None  # the green passes over the blue
    link(c, (1, 0), (1, 3))
    assert crossing_walkways(c) == [(0, 1, 3, 1, 1), (1, 0, 1, 3, 2)]
    # and the other way round: a blue walkway under an existing green one
    d = city("""
        . B . .
        G . . G
        . . . .
        . B . .
    """, [((0, 1), (3, 1))])
    assert walkway_problem(d, (1, 0), (1, 3)) is None


def test_the_supply_runs_out():
    c = city("""
        B B
        . .
    """)
    supply = full_supply()
    assert walkway_problem(c, (0, 0), (1, 0), supply) is None
    supply[1][1] = 0
    assert walkway_problem(c, (0, 0), (1, 0), supply) == "supply"
    assert partners(c, (0, 0), supply) == []
    assert legal_walkways(c, supply) == []
    supply[2][1] = 6  # other levels and lengths do not matter
    assert walkway_problem(c, (0, 0), (1, 0), supply) == "supply"


def test_crossing_geometry():
    h = (0, 2, 4, 2, 1)  # horizontal, zones 0..4 of row 2
    assert crosses(h, (2, 0, 2, 4, 2))  # perpendicular, inside both
    assert crosses((2, 0, 2, 4, 2), h)
    assert not crosses(h, (0, 0, 0, 4, 2))  # over the end building: not a crossing
    assert not crosses(h, (4, 2, 4, 5, 2))  # meets at the end building
    assert not crosses(h, (2, 2, 2, 5, 2))  # starts on the horizontal's span: a building
    assert not crosses(h, (2, 3, 2, 5, 2))  # misses it
    assert not crosses(h, (5, 0, 5, 4, 2))  # beyond the end
    assert crosses(h, (1, 2, 3, 2, 2))  # one runs along the other, above or below
    assert crosses(h, (3, 2, 5, 2, 2))  # overlapping over a length
    assert not crosses(h, (4, 2, 5, 2, 2))  # end to end
    assert not crosses(h, (0, 3, 4, 3, 2))  # parallel rows
    assert crosses((0, 0, 0, 3, 1), (0, 1, 0, 5, 2))  # along a column
    assert not crosses((0, 0, 0, 3, 1), (0, 3, 0, 5, 2))


def test_passing_over_a_linked_lower_building_is_not_a_crossing():
    c = city("""
        T . B . . T
        . . . . . .
        . . B . . .
        . . . . . .
    """, [((2, 0), (2, 2))])
    assert walkway_problem(c, (0, 0), (5, 0)) is None
    link(c, (0, 0), (5, 0))
    assert crossing_walkways(c) == []


def test_a_walkway_along_a_lower_one_counts_as_crossing_it():
    c = city("""
        G . B . B G
        . . . . . .
    """, [((2, 0), (4, 0))])
    assert walkway_problem(c, (0, 0), (5, 0)) is None
    link(c, (0, 0), (5, 0))
    assert len(crossing_walkways(c)) == 2


# =================================================================================
# Paths
# =================================================================================
def test_paths_are_chains_or_loops_of_one_level():
    c = city("""
        B . B . G G
        . . . . . .
        B . B . . .
        . . . . . T
    """, [((0, 0), (2, 0)), ((2, 0), (2, 2)), ((2, 2), (0, 2)), ((0, 2), (0, 0)),
          ((4, 0), (5, 0))])
    found = paths(c)
    assert [(p.height, len(p.buildings), len(p.walkways), p.is_loop, p.value)
            for p in found] == [(1, 4, 4, True, 8), (2, 2, 1, False, 1)]
    assert found[0].values == (2, 2, 2, 2)
    # two chains of one level that do not touch are two paths
    d = city("""
        B B . . B B
        . . . . . .
    """, [((0, 0), (1, 0)), ((4, 0), (5, 0))])
    assert len(paths(d)) == 2
    assert paths(city("B B\n. .")) == []
