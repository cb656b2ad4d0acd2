"""The shared bots and the registry's bot levels (legality, purity and honesty are
checked for every game's bots by the conformance suite)."""

from __future__ import annotations

import pytest
from helpers import legal, play, play_out, seat

from urbanistes import registry
from urbanistes.bots import LEVELS, GreedyBot, RandomBot, think
from urbanistes.cloudcity.bots import EasyBot, NormalBot
from urbanistes.sprawlopolis.game import Sprawlopolis


def states_along_a_game(players: int, seed: int, difficulty: str = "normal"):
    """Every non-final state of a game played by RandomBot."""
    bot = RandomBot()
    game = Sprawlopolis.new({"players": players, "difficulty": difficulty}, seed=seed)
    return play_out(game, lambda g: bot.choose(g, seat(g)))[:-1]


def test_every_game_names_its_bots_by_the_shared_levels():
    for entry in registry.ENTRIES:
        assert set(entry.bots) <= set(LEVELS)
        if entry.playable:
            assert {"easy", "normal"} <= set(entry.bots)
    assert isinstance(registry.make_bot("sprawlopolis", "easy"), RandomBot)
    assert isinstance(registry.make_bot("sprawlopolis", "normal"), GreedyBot)
    assert isinstance(registry.make_bot("cloudcity", "easy"), EasyBot)
    assert isinstance(registry.make_bot("cloudcity", "normal"), NormalBot)
    with pytest.raises(KeyError):
        registry.make_bot("sprawlopolis", "genius")


@pytest.mark.parametrize("difficulty", ["normal", "easy", "hard"])
def test_greedy_takes_the_best_immediate_score(difficulty):
    bot = GreedyBot()
    for state in states_along_a_game(2, seed=5, difficulty=difficulty)[::4]:
        # the team's total after each legal action, computed here from scores()
        totals = {}
        for action in legal(state):
            (total,) = state.apply(seat(state), action).scores(None).totals
            totals[tuple(sorted(action.items()))] = total
        chosen = bot.choose(state, seat(state))
        assert totals[tuple(sorted(chosen.items()))] == max(totals.values())


def test_greedy_beats_random_on_average():
    # Not a rule, but a greedy bot that scored no better than random play would be
    # broken: over 4 seeds the greedy total must be higher on average.
    def total(bot, seed):
        g = Sprawlopolis.new({"players": 1}, seed=seed)
        while not g.is_over:
            g = play(g, bot.choose(g, 0))
        return g.scores(None).totals[0]

    seeds = range(4)
    assert sum(total(GreedyBot(), s) for s in seeds) > sum(total(RandomBot(), s) for s in seeds)


def test_random_bot_depends_on_the_state():
    # Seeded by what the seat sees: over a game it does not always pick the first legal
    # action (a bot stuck on index 0 would not be random at all).
    states = states_along_a_game(1, seed=3)
    picks = [legal(s).index(RandomBot().choose(s, 0)) for s in states]
    assert len(set(picks)) > 1


@pytest.mark.parametrize(("game_id", "steps"), [("sprawlopolis", 50), ("cloudcity", 50),
                                               ("cardcityxl", 5)])
def test_a_normal_bot_thinking_a_step_a_call_decides_as_at_once(game_id, steps):
    """The page gives a bot a slice per tick: a normal bot that weighs hundreds of
    placements (a handful of cards, in Card City XL) thinks over many calls, one step
    each, its deadline long past, and decides what ``choose`` decides in one go, at
    every step of a game."""
    bot = registry.make_bot(game_id, "normal")
    game = registry.game_class(game_id).new({"players": 2}, seed=3).settle()
    longest = 0
    while not game.is_over:
        actor = game.to_act[0]
        decision, calls = think(bot, game, actor), 0
        while not decision.run(deadline=0.0, clock=lambda: 1.0):
            calls += 1
            assert calls < 10_000, "no progress"
        longest = max(longest, calls)
        assert decision.best() == bot.choose(game, actor)
        game = game.apply(actor, decision.best()).settle()
    assert longest > steps
