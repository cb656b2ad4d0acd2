"""Square-grid geometry shared by every grid game.

Points are ``(x, y)`` integer tuples with ``y`` growing downwards, the way SVG and
most rulebook pictures read.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from typing import TypeVar

Point = tuple[int, int]
T = TypeVar("T", bound=Hashable)

#: Edge names in clockwise order, and the step each one leads to.
DIRECTIONS: dict[str, Point] = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE: dict[str, str] = {"N": "S", "S": "N", "E": "W", "W": "E"}
DIAGONAL_STEPS: tuple[Point, ...] = ((1, -1), (1, 1), (-1, 1), (-1, -1))


def step(p: Point, direction: str) -> Point:
    """The neighbour of ``p`` across the edge named ``direction``."""
    dx, dy = DIRECTIONS[direction]
    return (p[0] + dx, p[1] + dy)


def neighbours4(p: Point) -> Iterator[Point]:
    """Orthogonal neighbours (sharing a side), N E S W."""
    x, y = p
    for dx, dy in DIRECTIONS.values():
        yield (x + dx, y + dy)


def diagonal_neighbours(p: Point) -> Iterator[Point]:
    """Neighbours sharing only a corner."""
    x, y = p
    for dx, dy in DIAGONAL_STEPS:
        yield (x + dx, y + dy)


def neighbours8(p: Point) -> Iterator[Point]:
    """All eight surrounding points."""
    yield from neighbours4(p)
    yield from diagonal_neighbours(p)


def rotate_direction(direction: str, quarter_turns: int) -> str:
    """The edge name after turning clockwise by ``quarter_turns`` quarters."""
    order = "NESW"
    return order[(order.index(direction) + quarter_turns) % 4]


def rotate_point(p: Point, quarter_turns: int, size: Point = (1, 1)) -> Point:
    """Where cell ``p`` of a ``size`` (width, height) box lands after clockwise turns.

    The result is inside the turned box, whose origin is again (0, 0).
    """
    x, y = p
    w, h = size
    for _ in range(quarter_turns % 4):
        x, y = h - 1 - y, x
        w, h = h, w
    return (x, y)


def bbox(points: Iterable[Point]) -> tuple[int, int, int, int]:
    """``(min_x, min_y, max_x, max_y)`` of a non-empty set of points."""
    xs, ys = zip(*points, strict=True)
    return (min(xs), min(ys), max(xs), max(ys))


def connected_groups(
    points: Iterable[T], neighbours: Callable[[T], Iterable[T]]
) -> list[set[T]]:
    """Split ``points`` into groups connected through ``neighbours`` (largest first)."""
    todo = set(points)
    groups: list[set[T]] = []
    while todo:
        start = todo.pop()
        group = {start}
        frontier = [start]
        while frontier:
            for n in neighbours(frontier.pop()):
                if n in todo:
                    todo.discard(n)
                    group.add(n)
                    frontier.append(n)
        groups.append(group)
    groups.sort(key=len, reverse=True)
    return groups


def groups_of(cells: Mapping[Point, T]) -> dict[T, list[set[Point]]]:
    """Orthogonally connected groups of equal values, per value, largest first."""
    by_value: dict[T, list[Point]] = {}
    for p, v in cells.items():
        by_value.setdefault(v, []).append(p)
    return {v: connected_groups(ps, neighbours4) for v, ps in by_value.items()}
