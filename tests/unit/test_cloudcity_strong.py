"""Cloud City's strong bot: its policy keeps and finds the better moves (legality and
honesty are in the conformance suite)."""

from __future__ import annotations

import pytest
from cloudcity_helpers import city, game_with, new, walkway
from test_cloudcity_bots import WAITING, two_long_river_walkways_left

from urbanistes.cloudcity.bots import NormalBot
from urbanistes.cloudcity.city import City, add_tile, placed_spots
from urbanistes.cloudcity.data import REGULAR_TILES
from urbanistes.cloudcity.strong import POLICY, Lookahead, shortlist, tile_action, unseen
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


def start_city(tile: int) -> City:
    c: City = {"tiles": {}, "buildings": {}, "walkways": []}
    add_tile(c, tile, 0, 0, 0)
    return c


def test_lookahead_keeps_the_tile_that_lays_well_next_turn():
    # Start tile 2 is blue + green side by side. The normal bot lays 34 (green + blue)
    # beside it and keeps two tan diagonals that the city cannot yet use; the lookahead
    # lays a tan tile now and keeps 34 for the next turn.
    g = game_with([start_city(1), start_city(2)], phase="tile", turn=1,
                  hands=[[5, 6, 7], [44, 34, 36]])
    assert NormalBot().choose(g, 1)["tile"] == 34
    assert Lookahead().choose(g, 1)["tile"] in (44, 36)


def test_lookahead_draws_the_face_up_tile_for_the_eight():
    g = game_with([ROW_OF_TWO, RIVAL], phase="draw", hands=[[10, 32], [6, 7, 8]],
                  row=[24, 5, 36])
    assert Lookahead().choose(g, 0) == {"type": "draw", "from": "row", "index": 1}


def test_the_tiles_a_seat_has_not_seen_are_the_deck_and_the_rivals_hands():
    g = new(players=3, seed=4)
    hidden = sorted([*g.deck, *g.hands[1], *g.hands[2]])
    assert unseen(g, 0) == hidden
    assert set(unseen(g, 0)) < set(REGULAR_TILES)
