"""The chance that a column gets completed, for the normal bot's expected values.

Model: the column is offered ``turns`` dice, one at a time, each a fair die; it may write
the die where it fits or let it go, and plays each one as well as it can. The answer is
exact for that model (a memoised dynamic programme); the bot decides how many dice a
column may expect (``bots``). A ``DOWN`` column is an ``UP`` one with every face turned
over (7 - x), so only ``UP``, ``SAME`` and ``PARITY`` are computed.
"""

from __future__ import annotations

from functools import cache

from .data import FACES
from .sheet import DOWN, SAME, UP, Column, Values

#: A column's state: (rule, value, last floor's number, unfinished started floors as
#: (number, boxes missing), box counts of the floors not started yet).
State = tuple[str, int, int, tuple[tuple[int, int], ...], tuple[int, ...]]


def state(col: Column, values: Values) -> State:
    """The state of a column with these values (``DOWN`` turned into ``UP``)."""
    flip = col.rule == DOWN
    last = 0
    pending: list[tuple[int, int]] = []
    todo: list[int] = []
    for floor, boxes in enumerate(col.floors):
        if not boxes:
            continue
        start = col.offsets[floor]
        first = values[start]
        if not first:
            todo.append(boxes)
            continue
        last = 7 - first if flip else first
        missing = values[start:start + boxes].count(0)
        if missing:
            pending.append((last, missing))
    rule = UP if flip else col.rule
    if rule != UP:
        last = 0  # only an UP column's next floor depends on the last number
    return (rule, col.value, last, tuple(pending), tuple(todo))


def _starts(rule: str, value: int, last: int, die: int) -> bool:
    if rule == UP:
        return die > last
    if rule == SAME:
        return die == value
    return die % 2 == value


def _room(rule: str, last: int, todo: tuple[int, ...]) -> bool:
    """An ``UP`` column needs a bigger number for each floor still to start."""
    return rule != UP or len(todo) <= 6 - last


@cache
def completion(st: State, turns: int) -> float:
    """The chance to complete a column in state ``st`` with ``turns`` fair dice."""
    rule, value, last, pending, todo = st
    need = sum(todo) + sum(m for _, m in pending)
    if need == 0:
        return 1.0
    if need > turns or not _room(rule, last, todo):
        return 0.0
    skip = completion(st, turns - 1)
    total = 0.0
    for die in FACES:
        best = skip
        for i, (number, missing) in enumerate(pending):
            if number == die:
                rest = pending[:i] + (((number, missing - 1),) if missing > 1 else ()) + \
                    pending[i + 1:]
                best = max(best, completion((rule, value, last, rest, todo), turns - 1))
        if todo and _starts(rule, value, last, die):
            started = pending + (((die, todo[0] - 1),) if todo[0] > 1 else ())
            best = max(best, completion((rule, value, die, started, todo[1:]), turns - 1))
        total += best
    return total / len(FACES)


def boxes_left(st: State) -> int:
    _, _, _, pending, todo = st
    return sum(todo) + sum(m for _, m in pending)


def possible(st: State) -> bool:
    """Enough dice could still complete the column."""
    rule, _, last, _, todo = st
    return _room(rule, last, todo)
