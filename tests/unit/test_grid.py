"""Square-grid geometry: neighbours, turns, bounding boxes and connected groups."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from urbanistes.grid import (
    DIRECTIONS,
    OPPOSITE,
    bbox,
    connected_groups,
    diagonal_neighbours,
    groups_of,
    neighbours4,
    neighbours8,
    rotate_direction,
    rotate_point,
    step,
)

points = st.tuples(st.integers(-50, 50), st.integers(-50, 50))


# -- neighbours -------------------------------------------------------------------
def test_directions_point_the_svg_way():
    # y grows downwards: North is one row up, East one column right.
    assert DIRECTIONS == {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
    assert list(DIRECTIONS) == ["N", "E", "S", "W"]  # clockwise order
    assert OPPOSITE == {"N": "S", "S": "N", "E": "W", "W": "E"}


def test_step_crosses_the_named_edge():
    assert step((3, 4), "N") == (3, 3)
    assert step((3, 4), "E") == (4, 4)
    assert step((3, 4), "S") == (3, 5)
    assert step((3, 4), "W") == (2, 4)


def test_neighbours4_share_a_side_in_nesw_order():
    assert list(neighbours4((0, 0))) == [(0, -1), (1, 0), (0, 1), (-1, 0)]
    assert list(neighbours4((5, -2))) == [(5, -3), (6, -2), (5, -1), (4, -2)]


def test_diagonal_neighbours_share_only_a_corner():
    assert set(diagonal_neighbours((0, 0))) == {(1, -1), (1, 1), (-1, 1), (-1, -1)}


def test_neighbours8_is_sides_then_corners():
    got = list(neighbours8((2, 2)))
    assert len(got) == 8
    assert got[:4] == list(neighbours4((2, 2)))
    assert set(got[4:]) == set(diagonal_neighbours((2, 2)))
    # every point of the 3x3 square around (2, 2) except itself
    assert set(got) == {(x, y) for x in (1, 2, 3) for y in (1, 2, 3)} - {(2, 2)}


@given(points)
def test_neighbourhood_is_symmetric(p):
    for n in neighbours4(p):
        assert p in set(neighbours4(n))
        assert abs(n[0] - p[0]) + abs(n[1] - p[1]) == 1
    for n in diagonal_neighbours(p):
        assert p in set(diagonal_neighbours(n))
        assert abs(n[0] - p[0]) == 1 and abs(n[1] - p[1]) == 1


# -- turns ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("direction", "turns", "expected"),
    [
        ("N", 0, "N"), ("N", 1, "E"), ("N", 2, "S"), ("N", 3, "W"), ("N", 4, "N"),
        ("E", 1, "S"), ("S", 1, "W"), ("W", 1, "N"),  # clockwise
        ("N", -1, "W"), ("E", -2, "W"), ("W", 5, "N"),
    ],
)
def test_rotate_direction_turns_clockwise(direction, turns, expected):
    assert rotate_direction(direction, turns) == expected


def test_half_turn_of_a_direction_is_its_opposite():
    for d in "NESW":
        assert rotate_direction(d, 2) == OPPOSITE[d]


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
    groups = connected_groups(pts, neighbours4)
    assert groups[0] == {(0, 0), (1, 0), (1, 1)}  # largest first
    assert sorted(map(sorted, groups[1:])) == [[(2, 2)], [(5, 5)]]


def test_connected_groups_with_corners():
    pts = [(0, 0), (1, 0), (1, 1), (2, 2), (5, 5)]
    groups = connected_groups(pts, neighbours8)
    assert groups == [{(0, 0), (1, 0), (1, 1), (2, 2)}, {(5, 5)}]


def test_connected_groups_any_neighbour_function():
    # Integers joined when they differ by one: runs of consecutive numbers.
    groups = connected_groups([1, 2, 3, 7, 8, 10], lambda n: (n - 1, n + 1))
    assert groups[0] == {1, 2, 3}
    assert sorted(map(sorted, groups[1:])) == [[7, 8], [10]]


def test_connected_groups_empty_and_duplicates():
    assert connected_groups([], neighbours4) == []
    assert connected_groups([(0, 0), (0, 0)], neighbours4) == [{(0, 0)}]


@given(st.sets(st.tuples(st.integers(0, 6), st.integers(0, 6)), max_size=30))
def test_connected_groups_partition(ps):
    groups = connected_groups(ps, neighbours4)
    assert sum(len(g) for g in groups) == len(ps)
    assert set().union(*groups) == ps if groups else not ps
    assert [len(g) for g in groups] == sorted((len(g) for g in groups), reverse=True)
    for i, g in enumerate(groups):
        # no side contact between two groups ...
        for other in groups[i + 1:]:
            assert not any(n in other for p in g for n in neighbours4(p))
        # ... and each group is connected: a walk from one point reaches all of it
        start = next(iter(g))
        seen, todo = {start}, [start]
        while todo:
            for n in neighbours4(todo.pop()):
                if n in g and n not in seen:
                    seen.add(n)
                    todo.append(n)
        assert seen == g


def test_groups_of_splits_by_value_then_by_contact():
    cells = {
        (0, 0): "C", (1, 0): "C", (2, 0): "P",
        (0, 1): "P", (1, 1): "C", (2, 1): "P",
        (0, 2): "C",
    }
    got = groups_of(cells)
    assert set(got) == {"C", "P"}
    # C: (0,0),(1,0),(1,1) by sides; (0,2) is alone.
    assert got["C"] == [{(0, 0), (1, 0), (1, 1)}, {(0, 2)}]
    # P: (2,0)-(2,1) by a side; (0,1) is alone.
    assert got["P"] == [{(2, 0), (2, 1)}, {(0, 1)}]
    assert groups_of({}) == {}
