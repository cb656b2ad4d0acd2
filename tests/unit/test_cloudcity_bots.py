"""Cloud City bots: always legal, deterministic, and the normal one plays for votes."""

from __future__ import annotations

import time

import pytest
from cloudcity_helpers import city, game_with, new, play_out, snapshot

from urbanistes.bots import RandomBot
from urbanistes.cloudcity.bots import BOTS, NOW, EasyBot, NormalBot, potential
from urbanistes.cloudcity.city import full_supply


def states_along_a_game(players: int, seed: int, shape: str = "square", needs: int = 0):
    states = play_out(new(players, seed, shape, needs), RandomBot().choose)
    return states[:-1]


def test_registry():
    assert set(BOTS) == {"cloudcity-easy", "cloudcity-normal"}
    assert BOTS["cloudcity-easy"] is EasyBot and BOTS["cloudcity-normal"] is NormalBot
    assert EasyBot.name == "cloudcity-easy" and NormalBot.name == "cloudcity-normal"


@pytest.mark.parametrize("bot", [EasyBot(), NormalBot()], ids=["easy", "normal"])
@pytest.mark.parametrize(("players", "shape", "needs"),
                         [(2, "square", 0), (3, "rectangle", 2), (4, "square", 1)])
def test_bots_choose_legal_actions_deterministically_and_change_nothing(
        bot, players, shape, needs):
    for state in states_along_a_game(players, 40 + players, shape, needs)[::5]:
        before, save = snapshot(state)
        action = bot.choose(state)
        assert action in state.legal_actions() and state.is_legal(action)
        assert bot.choose(state) == action  # same state, same choice
        assert state == before and state.to_save() == save  # the bot only looked


def test_normal_finishes_its_city_on_the_last_turn():
    # the city is complete: every legal walkway should be built before ending
    c = city("""
        B . . B . .
        . . . . . .
        . . . . . .
        . . . . . .
        . . . . . .
        G . . . . G
    """)
    g = game_with([c, city("B B\n. .")])
    assert g.tiles_to_place(0) == 0
    chosen = NormalBot().choose(g)
    assert chosen["type"] == "walkway"
    g = g.apply(chosen)
    g = g.apply(NormalBot().choose(g))
    assert len(g.cities[0]["walkways"]) == 2
    assert NormalBot().choose(g) == {"type": "end"}


def test_potential_counts_free_slots_facing_partners_or_open_sky():
    c = city("""
        B B
        . .
    """)
    supply = full_supply()
    # last turn: only the walkway buildable now counts (NOW x 1 vote, half per end x 2)
    assert potential(c, supply, 0, "square") == pytest.approx(NOW)
    # with turns left, open sky in line promises more
    assert potential(c, supply, 8, "square") > NOW
    # once linked, the pair is no prospect any more; none left
    c["walkways"].append((0, 0, 1, 0, 1))
    assert potential(c, supply, 0, "square") == 0
    # an empty supply kills the prospect
    d = city("B B\n. .")
    supply[1][1] = 0
    assert potential(d, supply, 0, "square") == 0


def test_normal_beats_easy():
    normal, easy = NormalBot(), EasyBot()
    margin = 0
    for seed in range(4):
        seats = [normal, easy] if seed % 2 == 0 else [easy, normal]
        end = play_out(new(2, seed), lambda g, s=seats: s[g.current_player].choose(g))[-1]
        totals = end.scores().totals
        me = seats.index(normal)
        margin += totals[me] - totals[1 - me]
    assert margin > 20


def test_normal_decides_fast():
    bot = NormalBot()
    worst = 0.0
    for state in states_along_a_game(3, 9, "rectangle", 2)[::3]:
        t0 = time.perf_counter()
        bot.choose(state)
        worst = max(worst, time.perf_counter() - t0)
    assert worst < 1.0  # the bench reports the real figure; this only catches blow-ups
