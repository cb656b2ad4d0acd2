"""Sprawlopolis's strong bot: its cheap judgements agree with the rules, it searches a
few legal placements, and it judges a finished city by its win, then its total."""

from __future__ import annotations

import random

import pytest
from helpers import legal, play, seat

from urbanistes.bots import RandomBot
from urbanistes.sprawlopolis.city import candidate_origins, touches
from urbanistes.sprawlopolis.game import Sprawlopolis
from urbanistes.sprawlopolis.judge import city_total
from urbanistes.sprawlopolis.strong import CHUNK, POLICY

DIFFICULTIES = ("easy", "normal", "hard")


def random_games(difficulty: str, seeds: range) -> list[Sprawlopolis]:
    """Every state of solo games played at random."""
    states = []
    for seed in seeds:
        game = Sprawlopolis.new({"players": 1, "difficulty": difficulty}, seed).settle()
        states.append(game)
        while not game.is_over:
            game = play(game, RandomBot().choose(game, seat(game)))
            states.append(game)
    return states


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_the_quick_total_is_the_score_sheet_total(difficulty):
    for game in random_games(difficulty, range(2)):
        assert city_total(game.city, game.scoring, difficulty) == game.scores(None).totals[0]


def test_the_candidate_origins_are_every_position_touching_the_city():
    for game in random_games("normal", range(2)):
        xs, ys = [x for x, _ in game.city], [y for _, y in game.city]
        every = sorted(((x, y) for y in range(min(ys) - 3, max(ys) + 3)
                        for x in range(min(xs) - 3, max(xs) + 3) if touches(game.city, x, y)),
                       key=lambda p: (p[1], p[0]))
        assert candidate_origins(game.city) == every


def test_rollout_moves_are_legal():
    rng = random.Random(1)
    for game in random_games("hard", range(1)):
        if not game.is_over:
            assert game.is_legal(seat(game), POLICY.rollout(game, seat(game), rng))


def test_the_candidates_are_the_few_best_placements_best_first():
    """Judged by the exact total after them among every legal placement (a shortlist
    by a local guess missed the best ones), best first: the search's ties go to the
    first, the greedy move."""
    game = random_games("normal", range(1))[8]
    actions = legal(game)
    kept = POLICY.candidates(game, seat(game))
    assert len(actions) > 100
    assert len(kept) == POLICY.width
    assert all(a in actions for a in kept)
    totals = [game.apply(0, a).scores(None).totals[0] for a in kept]
    every = sorted((game.apply(0, a).scores(None).totals[0] for a in actions), reverse=True)
    assert totals == every[:POLICY.width]


def test_the_ranking_is_worked_out_in_steps():
    """The page paints between them: a few dozen placements judged a step."""
    game = random_games("hard", range(1))[6]
    steps = sum(1 for _ in POLICY.prepare(game, seat(game)))
    assert steps > len(legal(game)) // CHUNK
    assert list(POLICY.prepare(game, seat(game))) == []  # kept: no work the second time


def test_with_several_players_only_a_shortlist_is_judged():
    """The others' hands are dealt anew in every iteration, and each would need a whole
    ranking: only the ``pool`` best by the local guess are judged exactly."""
    game = Sprawlopolis.new({"players": 2, "difficulty": "hard"}, 1).settle()
    while len(legal(game)) <= POLICY.pool:
        game = play(game, RandomBot().choose(game, seat(game)))
    steps = sum(1 for _ in POLICY.prepare(game, seat(game)))
    assert steps == 1 + -(-POLICY.pool // CHUNK)
    assert all(a in legal(game) for a in POLICY.candidates(game, seat(game)))


def test_a_finished_city_is_judged_by_its_win_then_its_total():
    finished = [g for d in DIFFICULTIES for g in random_games(d, range(3)) if g.is_over]
    judged = sorted((g.scores(None).totals[0] >= g.target, g.scores(None).totals[0]
                      - g.target, POLICY.evaluate(g)[0]) for g in finished)
    values = [value for *_, value in judged]
    assert values == sorted(values)
    assert all(0 <= value <= 1 for value in values)
