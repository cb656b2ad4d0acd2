"""Grid geometry: square and hexagonal neighbours, turns, bounds and connected groups."""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st

from urbanistes.grid import HEX, SQUARE, bbox, connected_groups, rotate_point

points = st.tuples(st.integers(-50, 50), st.integers(-50, 50))


# -- square -----------------------------------------------------------------------
def test_square_directions_point_the_svg_way():
    # y grows downwards: North is one row up, East one column right; clockwise order.
    assert SQUARE.directions == ("N", "E", "S", "W")
    assert [SQUARE.step((3, 4), d) for d in "NESW"] == [(3, 3), (4, 4), (3, 5), (2, 4)]
    assert {d: SQUARE.opposite(d) for d in "NESW"} == {"N": "S", "S": "N", "E": "W", "W": "E"}


def test_square_neighbours_share_a_side_in_nesw_order():
    assert SQUARE.neighbours((0, 0)) == [(0, -1), (1, 0), (0, 1), (-1, 0)]
    assert SQUARE.neighbours((5, -2)) == [(5, -3), (6, -2), (5, -1), (4, -2)]


def test_square_corners_share_only_a_corner():
    assert set(SQUARE.corners((0, 0))) == {(1, -1), (1, 1), (-1, 1), (-1, -1)}


@given(points)
def test_square_neighbourhood_is_symmetric(p):
    for d in SQUARE.directions:
        n = SQUARE.step(p, d)
        assert SQUARE.step(n, SQUARE.opposite(d)) == p
        assert abs(n[0] - p[0]) + abs(n[1] - p[1]) == 1
    for n in SQUARE.corners(p):
        assert p in SQUARE.corners(n)
        assert abs(n[0] - p[0]) == 1 and abs(n[1] - p[1]) == 1


# -- hexagonal ----------------------------------------------------------------------
def centre(p):
    """Where a cell's centre is drawn: odd rows half a cell to the right, rows packed
    as hexagons (an independent model of the layout, not the code's step table)."""
    c, r = p
    return (c + 0.5 * (r % 2), r * math.sqrt(3) / 2)


@given(points)
def test_hex_neighbours_are_the_six_cells_one_step_away(p):
    near = {(c, r) for c in range(p[0] - 2, p[0] + 3) for r in range(p[1] - 1, p[1] + 2)
            if (c, r) != p and math.dist(centre(p), centre((c, r))) < 1.01}
    assert len(near) == 6
    assert set(HEX.neighbours(p)) == near


@given(points)
def test_hex_directions_go_where_their_names_say(p):
    x, y = centre(p)
    for d in HEX.directions:
        nx, ny = centre(HEX.step(p, d))
        assert ("N" in d) == (ny < y) and ("S" in d) == (ny > y)
        assert ("E" in d) == (nx > x) and ("W" in d) == (nx < x)
        assert HEX.step(HEX.step(p, d), HEX.opposite(d)) == p


def test_hex_two_above_two_below_one_each_side():
    # Card City XL: "2 au dessus, 2 en dessous, 1 à droite et 1 à gauche".
    for p in [(3, 2), (3, 3)]:
        rows = [n[1] - p[1] for n in HEX.neighbours(p)]
        assert sorted(rows) == [-1, -1, 0, 0, 1, 1]
    assert set(HEX.neighbours((3, 2))) == {(2, 1), (3, 1), (2, 2), (4, 2), (2, 3), (3, 3)}
    assert set(HEX.neighbours((3, 3))) == {(3, 2), (4, 2), (2, 3), (4, 3), (3, 4), (4, 4)}


def test_hex_groups_join_across_shifted_rows():
    # (0, 0) and (0, 1) touch (the odd row is shifted right); (1, 0) and (0, 1) too;
    # (2, 2) is two rows down: apart.
    assert HEX.groups([(0, 0), (1, 0), (0, 1), (2, 2)]) == [{(0, 0), (1, 0), (0, 1)}, {(2, 2)}]
    # on a square grid (1, 0) and (0, 1) only share a corner
    assert sorted(map(len, SQUARE.groups([(0, 0), (1, 0), (0, 1), (1, 2)]))) == [1, 3]


def test_bounds_count_columns_and_rows():
    assert SQUARE.bounds([(2, 3)]) == (1, 1)
    assert SQUARE.bounds([(0, 0), (4, 0), (2, 4)]) == (5, 5)
    assert HEX.bounds([(0, 0), (5, 1)]) == (6, 2)


def test_rotate_point_in_a_2x2_box():
    # Clockwise quarter turn: top-left -> top-right -> bottom-right -> bottom-left.
    tl, tr, br, bl = (0, 0), (1, 0), (1, 1), (0, 1)
    assert [rotate_point(p, 1, (2, 2)) for p in (tl, tr, br, bl)] == [tr, br, bl, tl]
    # A half turn (the card's 180 degrees) swaps TL<->BR and TR<->BL.
    assert [rotate_point(p, 2, (2, 2)) for p in (tl, tr, br, bl)] == [br, bl, tl, tr]


def test_rotate_point_in_a_wide_box():
    # A 3-wide, 2-high box turned a quarter clockwise becomes 2 wide, 3 high:
    # its top-left corner goes to the top-right, its top-right corner to the bottom-right,
    # its bottom-left corner to the top-left.
    assert rotate_point((0, 0), 1, (3, 2)) == (1, 0)
    assert rotate_point((2, 0), 1, (3, 2)) == (1, 2)
    assert rotate_point((0, 1), 1, (3, 2)) == (0, 0)
    # Half turn of the same box: (x, y) -> (2 - x, 1 - y).
    assert rotate_point((0, 0), 2, (3, 2)) == (2, 1)
    assert rotate_point((1, 0), 2, (3, 2)) == (1, 1)


@given(
    st.integers(1, 6), st.integers(1, 6), st.integers(-9, 9), st.data(),
)
def test_rotate_point_permutes_the_box(w, h, turns, data):
    cells = [(x, y) for x in range(w) for y in range(h)]
    turned_size = (w, h) if turns % 2 == 0 else (h, w)
    images = [rotate_point(p, turns, (w, h)) for p in cells]
    # a bijection onto the turned box, whose origin is again (0, 0)
    assert sorted(images) == sorted(
        (x, y) for x in range(turned_size[0]) for y in range(turned_size[1])
    )
    p = data.draw(st.sampled_from(cells))
    assert rotate_point(p, 4, (w, h)) == p  # four quarters: back home
    assert rotate_point(p, turns % 4, (w, h)) == rotate_point(p, turns, (w, h))


# -- bounding box -------------------------------------------------------------------
def test_bbox():
    assert bbox([(2, 3)]) == (2, 3, 2, 3)
    assert bbox([(0, 0), (3, -1), (-2, 5)]) == (-2, -1, 3, 5)
    assert bbox(iter([(1, 1), (1, 4)])) == (1, 1, 1, 4)  # any iterable, even a generator


@given(st.lists(points, min_size=1, max_size=30))
def test_bbox_contains_and_touches_every_point(ps):
    x0, y0, x1, y1 = bbox(ps)
    assert all(x0 <= x <= x1 and y0 <= y <= y1 for x, y in ps)
    assert any(x == x0 for x, _ in ps) and any(x == x1 for x, _ in ps)
    assert any(y == y0 for _, y in ps) and any(y == y1 for _, y in ps)


# -- connected groups ---------------------------------------------------------------
def test_connected_groups_orthogonal_only():
    # (0,0)-(1,0)-(1,1) joined by sides; (2,2) touches (1,1) only by a corner.
    pts = [(0, 0), (1, 0), (1, 1), (2, 2), (5, 5)]
    groups = connected_groups(pts, SQUARE.neighbours)
    assert groups[0] == {(0, 0), (1, 0), (1, 1)}  # largest first
    assert sorted(map(sorted, groups[1:])) == [[(2, 2)], [(5, 5)]]


def test_connected_groups_any_neighbour_function():
    # Integers joined when they differ by one: runs of consecutive numbers.
    groups = connected_groups([1, 2, 3, 7, 8, 10], lambda n: (n - 1, n + 1))
    assert groups[0] == {1, 2, 3}
    assert sorted(map(sorted, groups[1:])) == [[7, 8], [10]]


def test_connected_groups_empty_and_duplicates():
    assert SQUARE.groups([]) == []
    assert SQUARE.groups([(0, 0), (0, 0)]) == [{(0, 0)}]


@given(st.sets(st.tuples(st.integers(0, 6), st.integers(0, 6)), max_size=30))
def test_connected_groups_partition(ps):
    groups = SQUARE.groups(ps)
    assert sum(len(g) for g in groups) == len(ps)
    assert set().union(*groups) == ps if groups else not ps
    assert [len(g) for g in groups] == sorted((len(g) for g in groups), reverse=True)
    for i, g in enumerate(groups):
        # no side contact between two groups ...
        for other in groups[i + 1:]:
            assert not any(n in other for p in g for n in SQUARE.neighbours(p))
        # ... and each group is connected: a walk from one point reaches all of it
        start = next(iter(g))
        seen, todo = {start}, [start]
        while todo:
            for n in SQUARE.neighbours(todo.pop()):
                if n in g and n not in seen:
                    seen.add(n)
                    todo.append(n)
        assert seen == g
