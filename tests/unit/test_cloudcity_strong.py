"""Cloud City's strong bot: its policy keeps and finds the better moves (legality and
honesty are in the conformance suite)."""

from __future__ import annotations

import pytest
from cloudcity_helpers import city, game_with, walkway
from test_cloudcity_bots import WAITING, two_long_river_walkways_left

from urbanistes.cloudcity.city import placed_spots
from urbanistes.cloudcity.strong import POLICY, shortlist, tile_action
from urbanistes.search import StrongBot

#: Tile 5 is two River buildings side by side; turned upright at the east end of this
#: row, the top one faces the River building at the west end 5 zones away: 8 votes.
ROW_OF_TWO = city("""
    B . . .
    . . . .
""")
RIVAL = city("B B\n. .")


def row_of_two_game():
    return game_with([ROW_OF_TWO, RIVAL], phase="tile", hands=[[5, 10, 32], [6, 7, 8]])


def brings(action: dict) -> set:
    return {zone for zone, _ in placed_spots(action["tile"], action["x"], action["y"],
                                             action["rot"])}


def test_shortlist_ranks_the_placement_that_makes_an_eight_first():
    best = shortlist(row_of_two_game(), 0, 1)
    assert len(best) == 1
    assert (5, 0) in brings(tile_action(best[0]))


def test_strong_lays_the_tile_for_the_eight():
    action = StrongBot(POLICY, budget=40).choose(row_of_two_game(), 0)
    assert action["type"] == "tile"
    assert (5, 0) in brings(action)


def test_strong_spends_the_last_slot_on_eight_votes_rather_than_one():
    # the building at (0, 2) carries one walkway: 8 votes east, or 1 vote south
    mine = city("""
        B . . . . .
        . . . . . .
        B . . . . B
        B . . . . .
    """, [((0, 0), (0, 2))])
    g = game_with([mine, RIVAL])
    assert StrongBot(POLICY, budget=30).choose(g, 0) == walkway((0, 2), (5, 2))


def test_evaluate_prefers_the_city_with_the_walkway_built():
    mine = city("B . . . . B\n. . . . . .")
    built = city("B . . . . B\n. . . . . .", [((0, 0), (5, 0))])
    before, after = (POLICY.evaluate(game_with([c, RIVAL]))[0] for c in (mine, built))
    assert after > before


def test_strong_draws_the_face_up_tile_for_the_eight():
    g = game_with([ROW_OF_TWO, RIVAL], phase="draw", hands=[[10, 32], [6, 7, 8]],
                  row=[24, 5, 36])
    assert StrongBot(POLICY, budget=10).choose(g, 0) == {"type": "draw", "from": "row",
                                                         "index": 1}


@pytest.mark.parametrize("rival, expected", [
    (city("B . . . . .\n. . . . . ."), {"type": "end"}),
    (city("B . . . B .\n. . . . . ."), walkway((4, 0), (4, 1))),
])
def test_strong_keeps_the_slot_for_the_long_walkway_unless_the_rival_can_take_it(
        rival, expected):
    g = game_with([WAITING, rival], supply=two_long_river_walkways_left())
    assert StrongBot(POLICY, budget=40).choose(g, 0) == expected
