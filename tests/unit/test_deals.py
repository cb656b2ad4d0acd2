"""Deals are pinned: the same seed deals the same game on every Python, for good.

Saves and links are seed + moves, so a changed deal would turn every kept game into a
damaged one. ``urbanistes.dealing`` is our own generator; these tests fix its numbers
and the first deals of a few seeds per game. If one of them fails, kept games break:
bump the save version instead of editing the expected values.
"""

from __future__ import annotations

import pytest

from urbanistes.cloudcity.game import CloudCity
from urbanistes.dealing import Stream, _mix
from urbanistes.sprawlopolis.game import Sprawlopolis


def test_the_mixer_is_splitmix64():
    # The reference SplitMix64 generator seeded with 0 outputs these two numbers first
    # (Vigna's splitmix64.c): the state steps by the golden gamma, then is mixed.
    gamma = 0x9E3779B97F4A7C15
    assert _mix(gamma) == 0xE220A8397B1DCDAF
    assert _mix(2 * gamma % 2**64) == 0x6E789E6AA1B965F4


def test_streams_are_pinned():
    assert Stream(0).shuffled(range(10)) == [7, 4, 3, 8, 5, 9, 2, 0, 6, 1]
    assert Stream(1, 5).shuffled(range(10)) == [7, 3, 6, 8, 4, 5, 1, 9, 2, 0]
    assert Stream(0).below(100) == 31


def test_streams_are_uniform_enough():
    counts = [0] * 6
    stream = Stream(42)
    for _ in range(6000):
        counts[stream.below(6)] += 1
    assert all(900 < c < 1100 for c in counts), counts
    picks = [0, 0]
    for k in range(2000):
        picks[Stream(7, k).pick([1, 3])] += 1
    assert 400 < picks[0] < 600, picks  # weight 1 against 3: a quarter


@pytest.mark.parametrize(("seed", "scoring", "start", "hands", "top", "first", "next_top"), [
    (0, (5, 7, 11), 9, [[16, 14, 10], [6]], 13, {"card": 10, "x": -1, "y": -2, "rot": 0}, 15),
    (1, (6, 13, 16), 2, [[5, 12, 17], [9]], 11, {"card": 5, "x": -1, "y": -2, "rot": 0}, 14),
    (2024, (9, 14, 16), 13, [[6, 12, 4], [18]], 10,
     {"card": 4, "x": -1, "y": -2, "rot": 0}, 8),
])
def test_sprawlopolis_deals_are_pinned(seed, scoring, start, hands, top, first, next_top):
    game = Sprawlopolis.new({"players": 2}, seed)
    assert (game.scoring, game.placements[0][0], game.hands, game.pile_top) == (
        scoring, start, hands, top)
    assert game.legal_actions(0)[0] == first
    assert game.apply(0, first).settle().pile_top == next_top


@pytest.mark.parametrize(("seed", "start", "hands", "top", "first", "next_top"), [
    (0, 6, [[16, 2, 15], [11]], 12, {"card": 2, "x": -1, "y": -2, "rot": 0}, 13),
    (2024, 16, [[8, 5, 1], [12]], 15, {"card": 1, "x": -1, "y": -2, "rot": 0}, 11),
])
def test_sprawlopolis_deals_on_chosen_scoring_cards_are_pinned(seed, start, hands, top, first,
                                                                next_top):
    game = Sprawlopolis.new({"players": 2, "scoring": "4-9-17"}, seed)
    assert (game.scoring, game.placements[0][0], game.hands, game.pile_top) == (
        (4, 9, 17), start, hands, top)
    assert game.legal_actions(0)[0] == first
    assert game.apply(0, first).settle().pile_top == next_top


@pytest.mark.parametrize(("seed", "row", "hands", "needs"), [
    (0, [35, 28, 26], [[46, 20, 30], [44, 34, 36], [43, 6, 15]], (1, 7)),
    (7, [7, 16, 26], [[31, 34, 12], [8, 43, 9], [40, 39, 45]], (1, 4)),
])
def test_cloudcity_deals_are_pinned(seed, row, hands, needs):
    game = CloudCity.new({"players": 3, "city": "square", "needs": 2}, seed)
    assert (game.row, game.hands, game.needs) == (row, hands, needs)
