"""Card City XL's strong bot, as the page runs it (``StrongBot.think``): a decision's
search stops weighing cards at its round's end, its rollouts' build test agrees with
the rules, in solo its value is the gain on the seat's worth at the decision, and its
rollout moves and judgements are worked out in steps first."""

from __future__ import annotations

import random

from cardcityxl_helpers import at_build, new

from urbanistes.cardcityxl import judge
from urbanistes.cardcityxl.city import placements
from urbanistes.cardcityxl.game import CardCityXL
from urbanistes.cardcityxl.state import BUILD, KEEP
from urbanistes.cardcityxl.strong import StrongBot, _may_build, policy_for


def test_the_rollouts_build_test_is_the_rules():
    """``_may_build`` (no list of every legal build) says yes exactly where the game
    allows the build, most-cards rule included."""
    for level, hand in (("simplified", ["R", "I"]), ("advanced", ["R", "C", "L"])):
        game = at_build(new(1, level, seed=3), {0: hand}, money=5)
        allowed = {(a["card"], (a["x"], a["y"]), a["rot"])
                   for a in game.legal_actions(0) if a["type"] == "build"}
        city = game.cities[0]
        tried = {(code, p, rot) for code in set(hand)
                 for p, rot in placements(city, 0, code, game.money[0])}
        assert {t for t in tried if _may_build(game, 0, *t)} == allowed


def test_a_solo_decision_is_valued_from_the_seats_worth_now():
    game = at_build(new(1, "normal", seed=2), {0: ["R", "C", "R"]})
    policy = policy_for(game, 0)
    assert policy.round == game.round and policy.root is game
    assert abs(policy.evaluate(game)[0] - 0.5) < 1e-9
    assert policy.iterations < 120


def test_past_its_round_the_search_weighs_no_card():
    """A state of a later round is valued by the cities alone, and its moves are cheap
    ones (a pass where there is one)."""
    game = at_build(new(2, "simplified", seed=4), {0: ["R", "C"], 1: ["I", "P"]})
    policy = policy_for(game, 0)
    later = game.clone()
    later.round += 1
    assert policy.beyond(later) and not policy.beyond(game)
    legal = later.legal_actions(0)
    (cheap,) = policy.candidates(later, 0)
    assert cheap in legal
    # the same cities and purses: only the cards in hand, counted within the round, differ
    assert policy.evaluate(game)[0] > policy.evaluate(later)[0]


def test_the_strong_bot_plays_a_light_solo_game_legally():
    game = CardCityXL.new({"players": 1, "level": "simplified", "victory": "economic"},
                          seed=1).settle()
    bot = StrongBot(budget=6)
    phases = set()
    while not game.is_over and game.round <= 2:
        phases.add(game.phase)
        action = bot.choose(game, 0)
        assert game.is_legal(0, action)
        game = game.apply(0, action).settle()
    assert {KEEP, BUILD} <= phases


def test_a_rollout_move_and_a_judgement_rank_nothing_once_warmed():
    """The search warms a build and a judgement in steps (a card's spots take up to
    35 ms in CPython): after them, nothing is left to rank, and without them the hand's
    cards would be ranked all at once."""
    game = at_build(new(2, "advanced", seed=5), {0: ["R", "C", "L"], 1: ["I", "P"]},
                    money=6)
    policy = policy_for(game, 0)
    judge._RANKED.clear()  # as in a fresh page: nothing ranked yet
    warming = sum(1 for _ in policy.warm_rollout(game, 0))
    assert warming >= len(set(game.hand(0)))  # a step per spot, a spot per card at least
    assert judge._RANKED and list(policy.warm_rollout(game, 0)) == []
    kept = dict(judge._RANKED)
    policy.rollout(game, 0, random.Random(1))
    assert kept == judge._RANKED  # the move ranked nothing more
    assert sum(1 for _ in policy.warm_evaluate(game)) > 0  # seat 1's cards
    kept = dict(judge._RANKED)
    policy.evaluate(game)
    assert kept == judge._RANKED
