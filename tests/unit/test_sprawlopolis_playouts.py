"""Whole Sprawlopolis games played by the bots and by Hypothesis: the game's own
invariants hold at every turn (the generic ones are in the conformance suite)."""

from __future__ import annotations

import pytest
from helpers import city_from_placements, legal, play, play_out, seat
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from urbanistes.bots import GreedyBot, RandomBot
from urbanistes.grid import SQUARE
from urbanistes.sprawlopolis.city import card_blocks, footprint, roads
from urbanistes.sprawlopolis.game import Sprawlopolis
from urbanistes.sprawlopolis.scoring import SCORING_CARDS

PLAYERS = (1, 2, 3, 4)
DIFFICULTIES = ("normal", "easy", "hard")


def new(players: int, difficulty: str, seed: int) -> Sprawlopolis:
    return Sprawlopolis.new({"players": players, "difficulty": difficulty}, seed=seed)


def check_state(g: Sprawlopolis) -> None:
    """Invariants of every state between two turns, finished or not."""
    n = len(g.placements)
    assert 1 <= n <= 15
    # the city is exactly the cards laid in order, each on top of the earlier ones
    assert g.city == city_from_placements(g.placements)
    # 4 blocks per card: each is either visible or covered by a later card
    visible = 0
    for i, (card, x, y, rot) in enumerate(g.placements):
        assert rot in (0, 180)
        later = {c for _, lx, ly, _ in g.placements[i + 1:] for c in footprint(lx, ly)}
        for cell, blk in zip(footprint(x, y), card_blocks(card, rot), strict=True):
            if cell not in later:
                visible += 1
                assert g.city[cell] == blk
    assert visible == len(g.city) <= 4 * n
    # placement rule keeps the city in one piece (side contact or covering)
    assert len(SQUARE.groups(g.city)) == 1
    # every card is somewhere, once: city, a hand or the pile; scoring cards nowhere
    placed = [c for c, *_ in g.placements]
    held = [c for h in g.hands for c in h]
    top = [g.pile_top] if g.pile_top is not None else []
    everywhere = placed + held + top + g.pile
    assert len(everywhere) == len(set(everywhere)) == 15
    assert set(everywhere) | set(g.scoring) == set(range(1, 19))
    # between turns the top of a non-empty pile is always face up
    assert not g.is_chance and (g.pile_top is not None or not g.pile)
    if not g.is_over:
        assert g.hands[seat(g)], "the player to act has a card"


def check_scores(g: Sprawlopolis) -> None:
    s = g.scores(None)
    (sheet,) = s.sheets  # co-op: one team sheet
    points = [line.points for line in sheet.lines]
    assert sheet.total == sum(points) == s.totals[0]
    difficulty = g.options["difficulty"]
    groups = 1 if difficulty == "hard" else 4
    assert len(points) == groups + 1 + 3
    road_line = points[groups]
    assert road_line == (0 if difficulty == "easy" else -len(roads(g.city)))
    assert points[groups + 1:] == [SCORING_CARDS[n](g.city) for n in g.scoring]
    if g.is_over:
        assert (s.winners == tuple(range(g.players))) == (sheet.total >= g.target)
    else:
        assert s.winners == ()


def check_finished(g: Sprawlopolis) -> None:
    assert g.is_over and len(g.placements) == 15
    assert all(h == [] for h in g.hands) and g.pile == [] and g.pile_top is None
    check_state(g)
    check_scores(g)


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_random_playouts(players, difficulty, seed):
    bot = RandomBot()
    states = play_out(new(players, difficulty, seed), lambda g: bot.choose(g, seat(g)))
    for s in states:
        check_state(s)
        check_scores(s)
    check_finished(states[-1])


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_greedy_playouts(players, difficulty):
    bot = GreedyBot()
    end = play_out(new(players, difficulty, 1000 + players),
                   lambda g: bot.choose(g, seat(g)))[-1]
    check_finished(end)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(1, 4),
    difficulty=st.sampled_from(DIFFICULTIES),
    seed=st.integers(0, 2**63 - 1),
    picks=st.lists(st.integers(0, 10**6), min_size=14, max_size=14),
)
def test_any_legal_choices_keep_the_invariants(players, difficulty, seed, picks):
    g = new(players, difficulty, seed)
    check_state(g)
    for pick in picks:
        actions = legal(g)
        assert actions
        g = play(g, actions[pick % len(actions)])
        check_state(g)
    check_finished(g)
