"""Bots: always legal, greedy really is greedy, both deterministic for a given state."""

from __future__ import annotations

import copy

import pytest
from helpers import snapshot

from urbanistes import saves
from urbanistes.bots import GreedyBot, RandomBot
from urbanistes.cloudcity.bots import EasyBot, NormalBot
from urbanistes.registry import make_bot
from urbanistes.sprawlopolis import Sprawlopolis


def states_along_a_game(players: int, seed: int, difficulty: str = "normal"):
    """Every non-final state of a game played by RandomBot."""
    g = Sprawlopolis.new({"players": players, "difficulty": difficulty}, seed=seed)
    bot = RandomBot()
    out = []
    while not g.is_over:
        out.append(g)
        g = g.apply(bot.choose(g))
    return out


def test_registry_gives_each_game_its_bots():
    assert isinstance(make_bot("sprawlopolis", "random"), RandomBot)
    assert isinstance(make_bot("sprawlopolis", "greedy"), GreedyBot)
    assert isinstance(make_bot("cloudcity", "random"), EasyBot)
    assert isinstance(make_bot("cloudcity", "greedy"), NormalBot)
    with pytest.raises(KeyError):
        make_bot("sprawlopolis", "genius")


@pytest.mark.parametrize("bot", [RandomBot(), GreedyBot()], ids=["random", "greedy"])
@pytest.mark.parametrize("players", [1, 2, 4])
def test_bots_choose_legal_actions_and_change_nothing(bot, players):
    for state in states_along_a_game(players, seed=players + 40)[::3]:
        before, save = snapshot(state)
        action = bot.choose(state)
        assert action in state.legal_actions()
        assert state.is_legal(action)
        assert state == before and state.to_save() == save  # the bot only looked


@pytest.mark.parametrize("difficulty", ["normal", "easy", "hard"])
def test_greedy_takes_the_best_immediate_score(difficulty):
    bot = GreedyBot()
    for state in states_along_a_game(2, seed=5, difficulty=difficulty)[::4]:
        # the team's total after each legal action, computed here from scores()
        totals = {}
        for action in state.legal_actions():
            (total,) = state.apply(action).scores().totals
            totals[tuple(sorted(action.items()))] = total
        chosen = bot.choose(state)
        assert totals[tuple(sorted(chosen.items()))] == max(totals.values())
        # co-op games have a single sheet: the value is the team total
        assert GreedyBot.value(state.apply(chosen), state.current_player) == max(
            totals.values())


def test_greedy_beats_random_on_average():
    # Not a rule, but a greedy bot that scored no better than random play would be
    # broken: over 4 seeds the greedy total must be higher on average.
    def total(bot, seed):
        g = Sprawlopolis.new({"players": 1}, seed=seed)
        while not g.is_over:
            g = g.apply(bot.choose(g))
        return g.scores().totals[0]

    seeds = range(4)
    assert sum(total(GreedyBot(), s) for s in seeds) > sum(total(RandomBot(), s) for s in seeds)


@pytest.mark.parametrize("bot_class", [RandomBot, GreedyBot])
def test_bots_are_deterministic(bot_class):
    for state in states_along_a_game(3, seed=12)[::5]:
        first = bot_class().choose(state)
        assert bot_class().choose(state) == first
        assert bot_class().choose(copy.deepcopy(state)) == first
        # the same state rebuilt from its save: same choice
        assert bot_class().choose(saves.loads(saves.dumps(state))) == first


def test_random_bot_depends_on_the_state():
    # Seeded by game seed and move number: over a game it does not always pick the
    # first legal action (a bot stuck on index 0 would not be random at all).
    states = states_along_a_game(1, seed=3)
    picks = [s.legal_actions().index(RandomBot().choose(s)) for s in states]
    assert len(set(picks)) > 1
