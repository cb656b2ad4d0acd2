"""Whole Sprawlopolis games played by the bots and by Hypothesis: invariants hold."""

from __future__ import annotations

import json

import pytest
from helpers import city_from_placements, play_out
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from urbanistes import saves
from urbanistes.bots import GreedyBot, RandomBot
from urbanistes.grid import connected_groups, neighbours4
from urbanistes.sprawlopolis import Sprawlopolis
from urbanistes.sprawlopolis.city import card_blocks, footprint, roads
from urbanistes.sprawlopolis.scoring import SCORING_CARDS

PLAYERS = (1, 2, 3, 4)
DIFFICULTIES = ("normal", "easy", "hard")


def new(players: int, difficulty: str, seed: int) -> Sprawlopolis:
    return Sprawlopolis.new({"players": players, "difficulty": difficulty}, seed=seed)


def check_state(g: Sprawlopolis) -> None:
    """Invariants of every state, finished or not."""
    n = len(g.placements)
    assert 1 <= n <= 15 and len(g.history) == n - 1
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
    assert len(connected_groups(g.city, neighbours4)) == 1
    # every card is somewhere, once: city, a hand or the pile; scoring cards nowhere
    placed = [c for c, *_ in g.placements]
    held = [c for h in g.hands for c in h]
    everywhere = placed + held + g.pile
    assert len(everywhere) == len(set(everywhere)) == 15
    assert set(everywhere) | set(g.scoring) == set(range(1, 19))
    if not g.is_over:
        assert g.hands[g.current_player], "the player to act has a card"


def check_scores(g: Sprawlopolis) -> None:
    s = g.scores()
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
    assert all(h == [] for h in g.hands) and g.pile == []
    assert g.legal_actions() == []
    check_state(g)
    check_scores(g)
    # save -> JSON text -> load: the same state and the same scores
    text = saves.dumps(g)
    json.loads(text)
    loaded = saves.loads(text)
    assert loaded == g
    assert loaded.scores() == g.scores()


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_random_playouts(players, difficulty, seed):
    bot = RandomBot()
    states = play_out(new(players, difficulty, seed), bot.choose)
    for s in states:
        check_state(s)
    check_finished(states[-1])


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_greedy_playouts(players, difficulty):
    bot = GreedyBot()
    end = play_out(new(players, difficulty, 1000 + players), bot.choose)[-1]
    check_finished(end)


@pytest.mark.parametrize("players", [1, 3])
def test_replay_at_every_step(players):
    states = play_out(new(players, "normal", 77), RandomBot().choose)
    final = states[-1]
    for k, state in enumerate(states):
        replayed = Sprawlopolis.replay(final.options, final.seed, final.history[:k])
        assert replayed == state, f"after {k} moves"
        assert saves.loads(saves.dumps(state)) == state
        assert replayed.scores() == state.scores()
        check_scores(state)


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
        legal = g.legal_actions()
        assert legal
        g = g.apply(legal[pick % len(legal)])
        check_state(g)
    check_finished(g)
