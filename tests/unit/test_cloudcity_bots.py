"""Cloud City bots: the normal one plays for votes (legality, purity and honesty are in
the conformance suite)."""

from __future__ import annotations

import pytest
from cloudcity_helpers import city, game_with, new, walkway
from helpers import play, play_out, seat

from urbanistes.cloudcity.bots import NOW, EasyBot, NormalBot, potential
from urbanistes.cloudcity.city import full_supply


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
    chosen = NormalBot().choose(g, 0)
    assert chosen["type"] == "walkway"
    g = play(g, chosen)
    g = play(g, NormalBot().choose(g, 0))
    assert len(g.cities[0]["walkways"]) == 2
    assert NormalBot().choose(g, 0) == {"type": "end"}


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
        end = play_out(new(2, seed), lambda g, s=seats: s[seat(g)].choose(g, seat(g)))[-1]
        totals = end.scores(None).totals
        me = seats.index(normal)
        margin += totals[me] - totals[1 - me]
    assert margin > 20


# A has one free slot: a short walkway to B now, or a River walkway of 5 votes to C
# later (once a tile fills the gap). Two such walkways are left in the box.
WAITING = city("""
    B . - - B B
    . . - - B .
    . . . . . .
    . . . . . .
""", [((4, 0), (5, 0))])


def two_long_river_walkways_left() -> dict[int, dict[int, int]]:
    supply = full_supply()
    supply[1][4] = 2
    return supply


def test_normal_waits_for_the_long_walkway_while_the_box_outlasts_the_rival():
    rival = city("B . . . . .\n. . . . . .")
    g = game_with([WAITING, rival], supply=two_long_river_walkways_left())
    assert NormalBot().choose(g, 0) == {"type": "end"}


def test_normal_uses_the_slot_now_when_the_rival_can_take_the_last_long_walkways():
    # one River walkway of 5 ready to build, another after any tile
    rival = city("B . . . B .\n. . . . . .")
    g = game_with([WAITING, rival], supply=two_long_river_walkways_left())
    assert NormalBot().choose(g, 0) == walkway((4, 0), (4, 1))
