"""Our own seeded random numbers, so that a seed deals the same game on every Python.

``random.Random`` promises a stable stream for ``random()`` only: ``shuffle``,
``sample`` and ``randrange`` may change between Python versions, and the page runs
Pyodide's CPython 3.14 while the tests run CPython 3.11. A changed deal would turn every
kept game into a damaged one. SplitMix64 (Steele, Lea and Flood, 2014) is a few lines
of integer arithmetic that give the same numbers everywhere.

Each use gets its own stream, named by a label: ``SETUP`` for the deal, then one label
per chance step of the game (see ``engine.Game.settle``).

    >>> Stream(1).below(6) == Stream(1).below(6)
    True
    >>> sorted(Stream(7).shuffled(range(5)))
    [0, 1, 2, 3, 4]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
#: The label of the set-up deal; chance step ``k`` (from 0) uses label ``k + 1``.
SETUP = 0


def _mix(z: int) -> int:
    """SplitMix64's finaliser: a 64-bit value whose bits all depend on every bit of ``z``."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class Stream:
    """The random numbers of one seed and label."""

    def __init__(self, seed: int, label: int = SETUP) -> None:
        self._state = _mix((seed & _MASK) ^ _mix((label * _GOLDEN + 1) & _MASK))

    def next64(self) -> int:
        """The next 64-bit number."""
        self._state = (self._state + _GOLDEN) & _MASK
        return _mix(self._state)

    def below(self, n: int) -> int:
        """A whole number in ``0 .. n-1``, every one equally likely (no modulo bias)."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        limit = (1 << 64) - (1 << 64) % n
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffled(self, items: Iterable[T]) -> list[T]:
        """A new list of ``items`` in random order (Fisher-Yates)."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out

    def pick(self, weights: Sequence[int]) -> int:
        """An index drawn with the given whole-number weights (e.g. cards of each kind)."""
        r = self.below(sum(weights))
        for i, weight in enumerate(weights):
            if r < weight:
                return i
            r -= weight
        raise AssertionError("unreachable: r < sum(weights)")
