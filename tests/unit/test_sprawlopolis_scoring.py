"""Sprawlopolis scoring on hand-built block cities: roads, base score, the 18 cards.

Every expected value is worked out by hand from the rule (rulebook or games.md); the
comment next to it says how. Pictures use the notation of ``helpers.city``.
"""

from __future__ import annotations

import pytest
from helpers import city, game_with

from urbanistes.sprawlopolis import scoring as sc
from urbanistes.sprawlopolis.city import Road, is_open, linked, roads

# A 2x2 road loop: each block's road turns into its neighbours'.
LOOP_2X2 = """
    C:ES  I:WS
    R:NE  C:NW
"""


def score(card: int, picture: str) -> int:
    return sc.SCORING_CARDS[card](city(picture))


# =================================================================================
# Roads
# =================================================================================
class TestRoads:
    def test_single_section_ends_at_the_city_edge_both_ways(self):
        (road,) = roads(city("C:WE"))
        assert road == Road(cells=((0, 0),), ends=(((0, 0), "E"), ((0, 0), "W")))
        assert not road.is_loop
        assert is_open(city("C:WE"), (0, 0), "E") and is_open(city("C:WE"), (0, 0), "W")

    def test_road_continues_only_into_a_block_whose_road_uses_the_facing_edge(self):
        c = city("R:WE C:WE I:NS")
        # R's East edge meets C's West edge: joined. C's East edge meets I, whose road
        # uses N and S but not W: the road stops there.
        assert linked(c, (0, 0), "E") == (1, 0)
        assert linked(c, (1, 0), "W") == (0, 0)
        assert linked(c, (1, 0), "E") is None
        assert linked(c, (0, 0), "W") is None  # nothing there: the city edge
        found = roads(c)
        assert [r.cells for r in found] == [((0, 0), (1, 0)), ((2, 0),)]
        assert set(found[0].ends) == {((0, 0), "W"), ((1, 0), "E")}
        # the end at I is not the city edge, the end at x=-1 is
        assert not is_open(c, (1, 0), "E") and is_open(c, (0, 0), "W")

    def test_road_stops_at_a_park(self):
        (road,) = roads(city("P C:WE P"))
        assert road.cells == ((1, 0),)
        assert set(road.ends) == {((1, 0), "W"), ((1, 0), "E")}

    def test_side_by_side_roads_that_do_not_face_each_other_stay_apart(self):
        # Two N-S roads next to each other share a side but no road edge: 2 roads.
        assert len(roads(city("C:NS I:NS"))) == 2
        # Turning roads: C goes S then I (N-E) ... the road bends through the corner.
        (road,) = roads(city("""
            C:NS  .
            I:NE  R:WN
        """))
        assert road.cells == ((0, 0), (0, 1), (1, 1))
        assert set(road.ends) == {((0, 0), "N"), ((1, 1), "N")}

    def test_loop(self):
        (road,) = roads(city(LOOP_2X2))
        assert road.is_loop and road.ends == ()
        assert len(road.cells) == 4

    def test_a_road_joins_whatever_the_block_types(self):
        # The road runs through C, I and R alike; only parks (no road) stop it.
        (road,) = roads(city("C:WE I:WE R:WE C:WE"))
        assert len(road.cells) == 4

    def test_every_section_is_in_exactly_one_road(self):
        c = city("""
            C:ES  I:WS  P     R:NS
            R:NE  C:NW  I:WE  C:WE
        """)
        found = roads(c)
        cells = [p for r in found for p in r.cells]
        assert sorted(cells) == sorted(p for p, b in c.items() if b.road)
        assert len(cells) == len(set(cells))
        # the loop (4 blocks), R:NS alone (its S meets C:WE, which has no N),
        # I:WE + C:WE joined (I's W meets C:NW: no E there, so I's road stops)
        assert sorted(len(r.cells) for r in found) == [1, 2, 4]
        assert sc.road_count(c) == 3

    def test_no_roads(self):
        assert roads({}) == []
        assert roads(city("P P")) == []


# =================================================================================
# Base score: largest group per type, -1 per road; the rulebook's worked example
# =================================================================================
# Hand-built grid matching the rulebook's example: largest groups C 2, I 2, P 4, R 3.
#   P: the 2x2 top-left square (4); the lone P at (2,3) is a smaller group.
#   C: (2,0)+(3,0) = 2; (3,2) and (0,3) are single.   I: (2,1)+(3,1) = 2; (1,3) single.
#   R: (0,2)+(1,2)+(2,2) = 3; (3,3) single.
# Roads (7): [C(2,0) down into I(2,1), right into I(3,1)]; [C(3,0): its W meets C(2,0),
#   which has no E]; [R(0,2) R(1,2) R(2,2): R(2,2)'s E meets C(3,2), no W]; [C(3,2)
#   alone: N meets I(3,1) W-E, S meets R(3,3) W-E]; [R(3,3): W is a park]; [C(0,3):
#   N meets R(0,2) W-E, E meets I(1,3) N-S]; [I(1,3) alone].
WORKED_EXAMPLE = """
    P     P     C:NS  C:WE
    P     P     I:NE  I:WE
    R:WE  R:WE  R:WE  C:NS
    C:NE  I:NS  P     R:WE
"""


class TestBaseScore:
    def test_worked_example_groups_and_roads(self):
        c = city(WORKED_EXAMPLE)
        assert {k: sc.largest_group(c, k) for k in "CIPR"} == {"C": 2, "I": 2, "P": 4, "R": 3}
        assert sc.road_count(c) == 7
        assert sorted(len(r.cells) for r in roads(c)) == [1, 1, 1, 1, 1, 3, 3]

    def test_worked_example_base_score_is_4(self):
        # Rulebook: blocks 2 + 2 + 4 + 3 = 11, 7 roads -> 11 - 7 = 4.
        # Scoring cards 3, 6, 18, worked by hand on the same grid:
        #   Go Green: 5 parks - 3 x 3 industrial = -4; Master Planned: R 3 - I 2 = 1;
        #   Sprawlopolis: longest row 4 + longest column 4 = 8.
        game = game_with(city(WORKED_EXAMPLE), scoring=(3, 6, 18))
        lines = [line.points for line in game.scores(None).sheets[0].lines]
        assert lines == [2, 4, 2, 3, -7, -4, 1, 8]  # C, P, I, R, roads, cards 3, 6, 18
        assert sum(lines[:5]) == 4
        assert game.scores(None).totals == (4 - 4 + 1 + 8,)

    def test_easy_game_has_no_road_penalty(self):
        # Easier: the 7 roads cost nothing: 11 + (-4 + 1 + 8) = 16.
        game = game_with(city(WORKED_EXAMPLE), scoring=(3, 6, 18), difficulty="easy")
        lines = game.scores(None).sheets[0].lines
        assert [line.points for line in lines] == [2, 4, 2, 3, 0, -4, 1, 8]
        assert lines[4].detail is not None  # the sheet says why roads score 0
        assert game.scores(None).totals == (16,)

    def test_hard_game_scores_only_the_single_largest_group(self):
        # Harder: only the largest group of all (parks, 4) scores, roads still -7:
        # 4 - 7 + (-4 + 1 + 8) = 2.
        game = game_with(city(WORKED_EXAMPLE), scoring=(3, 6, 18), difficulty="hard")
        lines = game.scores(None).sheets[0].lines
        assert [line.points for line in lines] == [4, -7, -4, 1, 8]
        assert lines[0].detail is not None and "park" in lines[0].detail["en"]
        assert game.scores(None).totals == (2,)

    def test_only_the_largest_group_of_each_type_counts(self):
        # C groups of 3 and 2 (not 5); P one of 1; no I or R: 3 + 1 = 4, no roads.
        # Cards 9, 11 and 14 score 0 here: no industry, no residence, no road.
        game = game_with(city("C C C P C C"), scoring=(9, 11, 14))
        lines = [line.points for line in game.scores(None).sheets[0].lines]
        assert lines == [3, 1, 0, 0, 0, 0, 0, 0]  # C, P, I, R, roads, cards 9, 11, 14

    def test_tied_groups_score_their_size_once(self):
        # Two residential groups of 2: "choose which one you count" -> 2, not 4.
        c = city("R R P R R")
        assert sc.largest_group(c, "R") == 2
        assert sc.largest_group(c, "I") == 0  # no block of the type: 0

    def test_hard_with_tied_types(self):
        # C 2 and R 2 tie for the largest group: either way 2 points.
        game = game_with(city("C C P R R"), scoring=(9, 11, 14), difficulty="hard")
        assert game.scores(None).sheets[0].lines[0].points == 2

    def test_diagonal_blocks_are_not_one_group(self):
        # "connectés par au moins un côté": a corner does not join.
        assert sc.largest_group(city("C P / P C".replace("/", "\n")), "C") == 1
        assert [len(g) for g in sc.groups(city("C C / P C".replace("/", "\n")), "C")] == [3]


# =================================================================================
# The outcome: win iff total >= target (sum of the 3 card numbers)
# =================================================================================
# Cards 1, 2, 3 -> target 6. City:        P    P  P
#                                         C:NS .  .
# Blocks: P 3 + C 1 = 4. One road (C alone; N meets a park, S is the city edge).
# Outskirts: the road ends at the edge -> -1. Bloom Boom: row 0 has exactly 3 parks +1,
# row 1 none -1, columns 0, 1, 2 one park each 0 -> 0. Go Green: 3 parks, no industry +3.
OUTCOME_CITY = """
    P     P  P
    C:NS  .  .
"""


class TestOutcome:
    def test_easy_reaches_the_target_exactly_and_wins(self):
        # 4 + 0 (no road penalty) - 1 + 0 + 3 = 6 = target 6: "atteint ou dépasse" -> win
        game = game_with(city(OUTCOME_CITY), scoring=(1, 2, 3), difficulty="easy", players=3)
        s = game.scores(None)
        assert game.target == 6 and s.totals == (6,)
        assert s.winners == (0, 1, 2)  # co-op: the whole team wins
        assert "win" in s.outcome["en"].lower()

    def test_normal_falls_one_short_and_loses(self):
        # 4 - 1 (road) - 1 + 0 + 3 = 5 < 6
        game = game_with(city(OUTCOME_CITY), scoring=(1, 2, 3), players=2)
        s = game.scores(None)
        assert s.totals == (5,) and s.winners == ()
        assert "lose" in s.outcome["en"].lower()

    def test_hard_loses(self):
        # largest group 3 (parks) - 1 road - 1 + 0 + 3 = 4 < 6
        game = game_with(city(OUTCOME_CITY), scoring=(1, 2, 3), difficulty="hard")
        assert game.scores(None).totals == (4,) and game.scores(None).winners == ()

    def test_nobody_wins_before_the_end(self):
        game = game_with(city(OUTCOME_CITY), scoring=(1, 2, 3), difficulty="easy",
                         finished=False)
        assert not game.is_over
        assert game.scores(None).totals == (6,)  # 6 >= 6, but the city is not finished
        assert game.scores(None).winners == ()


# =================================================================================
# The 18 scoring cards
# =================================================================================
class TestOutskirts:  # 1
    def test_road_ending_at_the_edge_loses_one(self):
        assert score(1, "C:WE") == -1  # both ends at the edge: one road, -1

    def test_road_ending_at_parks_gains_one(self):
        assert score(1, "P C:WE P") == 1  # both ends stop at parks, not at the edge

    def test_road_ending_at_blocks_without_a_road_there(self):
        # C's road stops at the two I blocks (their roads run N-S): +1.
        # Each I road runs off the city edge N and S: -1 each. 1 - 2 = -1.
        assert score(1, "I:NS C:WE I:NS") == -1

    def test_one_end_at_the_edge_is_enough_to_lose(self):
        assert score(1, "P C:WE") == -1  # W at a park, E at the edge

    def test_a_hole_in_the_city_is_city_edge(self):
        # I's road: N stops at a park, E runs into the hole in the middle. An empty
        # side is the city edge (the reading games.md gives for Central Perks) -> -1.
        assert score(1, """
            P     P  P
            I:NE  .  P
            P     P  P
        """) == -1

    def test_a_loop_does_not_end_at_the_edge(self):
        # A loop has no end at all, so it is a road that does not end at the edge: +1.
        assert score(1, LOOP_2X2) == 1

    def test_mixed_and_empty(self):
        # roads: [C:WE] between two parks +1; [I:WE] W off the edge, E at a park -1;
        # [R:NS] N at a park, S off the edge -1  ->  -1
        assert score(1, """
            P     C:WE  P
            I:WE  P     R:NS
        """) == -1
        assert score(1, "P P") == 0  # no road, nothing to count


class TestBloomBoom:  # 2
    def test_exactly_three_parks_in_a_row(self):
        # row 0 has 3 parks: +1; columns 0..2 have 1 park each: 0.
        assert score(2, "P P P") == 1

    def test_four_parks_is_not_three(self):
        assert score(2, "P P P P") == 0  # row 4 parks: 0; columns 1 park: 0

    def test_lines_without_parks_lose(self):
        assert score(2, "C:WE C:WE") == -3  # row 0 and columns 0, 1: no park, -1 each

    def test_three_by_three_parks(self):
        assert score(2, "P P P\nP P P\nP P P") == 6  # 3 rows + 3 columns of exactly 3

    def test_mixed(self):
        # row 0: 3 parks +1; row 1: none -1; columns 0, 1, 2: one park 0; column 3: none -1
        assert score(2, """
            P P P C
            I R C I
        """) == -1

    def test_parks_need_not_touch(self):
        # P I P P: the row holds exactly 3 parks +1; column 1 (I) has none -1 -> 0
        assert score(2, "P I P P") == 0


class TestGoGreen:  # 3
    @pytest.mark.parametrize(("picture", "expected"), [
        ("P P I", 2 - 3),            # 2 parks, 1 industrial
        ("P C R", 1),                # 1 park
        ("C R", 0),                  # neither
        ("I I\nI I", -12),           # 4 industrial x -3
        ("P P P\nP I P\nP P P", 5),  # 8 parks - 3
    ])
    def test_parks_minus_three_per_industry(self, picture, expected):
        assert score(3, picture) == expected


class TestBlockParty:  # 4
    @pytest.mark.parametrize(("picture", "squares", "points"), [
        ("C I\nR P", 0, -8),                      # no square of one type
        ("C C\nC I", 0, -8),                      # three of four is not a square
        ("C C\nC C", 1, -5),
        ("C C C\nC C C", 2, -2),                  # two squares share a column
        ("C C P P\nC C P P", 2, -2),              # different types both score
        ("C C C C\nC C C C", 3, 1),
        ("C C C\nC C C\nC C C", 4, 4),            # 4 overlapping squares in a 3x3
        ("C C C C C C\nC C C C C C", 5, 7),
        ("C C C C\nC C C C\nC C C C", 6, 7),      # 3 x 2 squares, capped at 5+
        ("C C C C\nC C C C\nC C C C\nC C C C", 9, 7),
        ("C C .\nC C C\n. C C", 2, -2),           # diagonal squares share one block
    ])
    def test_squares(self, picture, squares, points):
        c = city(picture)
        assert sc.block_party_squares(c) == squares
        assert sc.block_party(c) == points


class TestStacksAndScrapers:  # 5
    def test_industry_among_commerce(self):
        # both I touch only the two C blocks: 2 x 2
        assert score(5, "I C\nC I") == 4

    def test_empty_sides_do_not_disqualify(self):
        assert score(5, "I C") == 2  # I has three empty sides and one C: counts

    def test_industry_next_to_industry(self):
        assert score(5, "I I") == 4

    @pytest.mark.parametrize("picture", ["I R", "R I C", "P I", "I C\nR ."])
    def test_a_residence_or_park_disqualifies(self, picture):
        assert score(5, picture) == 0

    def test_mixed(self):
        # I(1,0): R on its E -> no. I(0,1): P below -> no.
        # I(1,1): I, I, C, C around -> +2.
        assert score(5, """
            C I R
            I I C
            P C .
        """) == 2


class TestMasterPlanned:  # 6
    def test_positive(self):
        # R group of 3; I groups of 2 ((0,1)-(0,2)) and 1: 3 - 2
        assert score(6, """
            R R R
            I P I
            I C C
        """) == 1

    def test_negative(self):
        # I group 3; R groups of 1 and 1: 1 - 3
        assert score(6, "I I I\nR P R") == -2

    def test_zero_and_missing_types(self):
        assert score(6, "R R P I I") == 0  # 2 - 2
        assert score(6, "P C") == 0       # 0 - 0
        assert score(6, "I I P") == -2    # no residential: 0 - 2


class TestCentralPerks:  # 7
    def test_interior_park(self):
        assert score(7, "C C C\nC P C\nC C C") == 1

    def test_park_on_the_edge(self):
        assert score(7, "P C C\nC C C\nC C C") == -2

    def test_any_empty_side_is_the_edge_even_a_hole(self):
        # The park has blocks N, W and S but the hole E of it: edge, -2.
        assert score(7, """
            C C C C
            C P . C
            C C C C
        """) == -2

    def test_zero(self):
        # two interior parks +1 +1, one corner park -2: 0
        assert score(7, """
            P C C C
            C P C C
            C C P C
            C C C C
        """) == 0
        assert score(7, "C I R") == 0  # no park


class TestBurbs:  # 8
    def test_park_and_industry_around(self):
        assert score(8, "P R I") == 1 - 2

    def test_a_neighbour_touching_the_group_twice_counts_once(self):
        # the P at (1,1) touches R(1,0) and R(0,1): +1 once
        assert score(8, "R R\nR P") == 1
        assert score(8, "R R\nR I") == -2

    def test_tied_largest_groups_score_the_best(self):
        # two single R: one has P and C around (+1), the other C and I (-2): best +1,
        # whichever side it is drawn on
        assert score(8, "P R C R I") == 1
        assert score(8, "I R C R P") == 1

    def test_only_the_largest_group(self):
        # largest R group (1,0)-(2,0): P on its W +1, C on its E 0. The lone R at (4,0)
        # has an I beside it but is not the largest group: ignored.
        assert score(8, "P R R C R I") == 1

    def test_diagonal_is_not_adjacent(self):
        assert score(8, "R C\nC P") == 0
        assert score(8, "R C\nC I") == 0

    def test_no_residential(self):
        assert score(8, "P I C") == 0


class TestConcreteJungle:  # 9
    def test_diagonal_contact(self):
        assert score(9, "I C\nC I") == 2

    def test_side_contact_alone_does_not_count(self):
        assert score(9, "I I") == 0
        assert score(9, "I I\nC C") == 0

    def test_square_of_industry(self):
        assert score(9, "I I\nI I") == 4  # each I has the opposite corner

    def test_l_shape(self):
        # (0,0) and (1,1) touch by a corner: +1 each. (0,1) touches both by sides only.
        assert score(9, "I C\nI I") == 2

    def test_chain_of_corners(self):
        assert score(9, "I C .\nC I C\n. C I") == 3

    def test_no_industry(self):
        assert score(9, "C P") == 0


class TestTheStrip:  # 10
    def test_row_with_gaps(self):
        # row 0: C at x = 0, 2, 4 -> 3 (a park and a hole between them do not matter)
        assert score(10, """
            C P C . C
            P I R P R
        """) == 3

    def test_a_column_can_be_the_best_line(self):
        # column 0: 3 C; best row (row 2): 2 C
        assert score(10, """
            C P
            C I
            C C
        """) == 3

    def test_no_commerce(self):
        assert score(10, "P I R") == 0


class TestMiniMarts:  # 11
    def test_straight(self):
        assert score(11, "R:WE C:WE R:WE") == 2

    def test_stepped(self):
        # C(0,1)'s road goes N into R(0,0) (which has S) and E into R(1,1) (which has W)
        assert score(11, """
            R:ES  .
            C:NE  R:WS
        """) == 2

    def test_a_non_residential_end(self):
        assert score(11, "R:WE C:WE I:WE") == 0

    def test_road_must_run_through_all_three(self):
        # residences on both sides, but C's road runs N-S
        assert score(11, "R:WE C:NS R:WE") == 0
        # C's road faces R(0,0), but R's road does not use its E edge
        assert score(11, "R:NS C:WE R:WE") == 0

    def test_directly_between(self):
        # R C C R: each C has one residential and one commercial end: 0
        assert score(11, "R:WE C:WE C:WE R:WE") == 0
        # R C R C R: the middle R serves both C: 2 x 2
        assert score(11, "R:WE C:WE R:WE C:WE R:WE") == 4


class TestSuperhighway:  # 12
    @pytest.mark.parametrize(("picture", "expected"), [
        ("C:WE I:WE R:WE C:WE I:WE", 2),   # 5 sections -> 5 // 2
        ("C:WE I:WE R:WE C:WE", 2),        # 4 -> 2
        ("C:WE I:WE R:WE", 1),             # 3 -> 1
        ("C:WE", 0),                       # 1 -> 0
        ("C:WE I:WE R:WE P C:WE", 1),      # longest road is 3 sections, not 3 + 1
        (LOOP_2X2, 2),                     # a loop of 4 sections
        ("P P", 0),                        # no road
    ])
    def test_longest_road(self, picture, expected):
        assert score(12, picture) == expected


class TestParkHopping:  # 13
    def test_two_different_parks(self):
        assert score(13, "P C:WE P") == 3
        assert score(13, "P C:WE I:WE P") == 3

    def test_same_park_at_both_ends_does_not_count(self):
        # The road C-I-R bends round the park at (1,1); both dead ends run into it.
        assert score(13, """
            C:ES  I:WS
            R:NE  P
        """) == 0

    def test_loops_do_not_count(self):
        # a loop has no dead end, even surrounded by parks
        assert score(13, """
            P  P     P     P
            P  C:ES  I:WS  P
            P  R:NE  C:NW  P
            P  P     P     P
        """) == 0

    def test_both_ends_must_touch_a_park(self):
        assert score(13, "P C:WE") == 0               # one end at the edge
        assert score(13, "I:NS C:WE P") == 0          # one end at a block with no road

    def test_two_roads(self):
        assert score(13, "P C:WE P\nP I:WE P") == 6

    def test_two_blocks_of_one_park_group_are_different_parks(self):
        # Reading taken: "different parks" = different park blocks. The road ends at
        # P(0,0) and P(1,1), which are joined through P(1,0) into one park group.
        assert score(13, """
            P     P
            C:NE  P
        """) == 3


class TestLoopingLanes:  # 14
    def test_loop_of_four(self):
        assert score(14, LOOP_2X2) == 4

    def test_loop_of_six(self):
        assert score(14, """
            C:ES  I:WE  R:WS
            R:NE  C:WE  I:WN
        """) == 6

    def test_open_road_is_not_a_loop(self):
        # the same U shape with one bend missing: I(2,1) runs N-S, not W-N
        assert score(14, """
            C:ES  I:WE  R:WS
            R:NE  C:WE  I:NS
        """) == 0

    def test_every_loop_counts(self):
        # two loops of 4 side by side, plus an open road that adds nothing
        assert score(14, """
            C:ES  I:WS  C:ES  I:WS  C:WE
            R:NE  C:NW  R:NE  C:NW  P
        """) == 8


class TestSkidRow:  # 15
    def test_between_two_industries(self):
        assert score(15, "I R I") == 2

    def test_one_industry_is_not_enough(self):
        assert score(15, "I R C") == 0

    def test_corners_do_not_count(self):
        assert score(15, """
            I C .
            C R C
            . C I
        """) == 0

    def test_more_than_two_still_two_points(self):
        assert score(15, """
            . I .
            I R I
            . I .
        """) == 2

    def test_several_residences(self):
        # R(1,0): I W and I S -> yes; R(0,1): I N and I E -> yes
        assert score(15, "I R\nR I") == 4


class TestMorningCommute:  # 16
    @pytest.mark.parametrize(("picture", "expected"), [
        ("R:WE C:WE", 2),
        ("R:WE I:WE C:WE", 2),           # need not be next to each other
        ("R:WE I:WE", 0),                # no commerce on it
        ("R:WE C:NS", 0),                # two roads, one R only, one C only
        ("R:WE C:WE R:WE C:WE", 2),      # one road counts once
        ("R:WE C:WE P C:WE R:WE", 4),    # two roads
    ])
    def test_roads_through_home_and_shop(self, picture, expected):
        assert score(16, picture) == expected


class TestTouristTraps:  # 17
    def test_three_by_three(self):
        # 4 corners x 2 + 4 edge middles x 1 + the centre 0
        assert score(17, "C C C\nC C C\nC C C") == 12

    def test_corner(self):
        assert score(17, """
            C P
            P P
        """) == 2

    def test_a_lone_block_has_more_than_two_open_sides(self):
        assert score(17, "C") == 2  # 1 for the edge + 1 for the corner, no more

    def test_edge_beside_a_hole(self):
        # C's only empty side is the hole E of it: on the edge, not a corner
        assert score(17, """
            P P P P
            P C . P
            P P P P
        """) == 1

    def test_interior_and_none(self):
        assert score(17, "P P P\nP C P\nP P P") == 0
        assert score(17, "P I R") == 0

    def test_two_open_sides_in_a_line(self):
        # Reading taken: "corner (two open sides)" counts any two empty sides, here N
        # and S of a block in a one-block-high strip.
        assert score(17, "P C P") == 2


class TestSprawlopolis:  # 18
    def test_one_row(self):
        assert score(18, "C I R P") == 4 + 1

    def test_square(self):
        assert score(18, "C C C\nC C C\nC C C") == 3 + 3

    def test_gaps_neither_count_nor_break(self):
        # row 0 holds 4 blocks across a gap (not 5, not 2); best column 2
        assert score(18, """
            C P . I R
            R . . . C
        """) == 4 + 2

    def test_best_row_and_column_need_not_cross(self):
        # longest row: row 2 (4 blocks); longest column: column 0 (3 blocks)
        assert score(18, """
            C . . .
            C . . P
            C P I R
        """) == 4 + 3

    def test_empty(self):
        assert sc.sprawlopolis({}) == 0
