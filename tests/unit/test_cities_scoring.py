"""Cities scoring: each of the 32 scoring cards and the 24 achievements on hand-built
neighbourhoods, water and park sets per area, monuments, the tie-break, and the
rulebook's 57-point example rebuilt."""

from __future__ import annotations

import pytest
from cities_helpers import game_with, hood

from urbanistes.cities.data import ACHIEVEMENTS, CARDS
from urbanistes.cities.scoring import area_sets, card_count, met, winners


def set_total(h) -> int:
    return sum(a.points for kind in ("water", "park") for a in area_sets(h, kind))

# =================================================================================
# Scoring cards: (card, picture, occurrences), counted by hand from the card text
# =================================================================================
COLOUR_SETS = """
    R1 B3   G1 Y2
    R2 RwB1 G3 Y1
"""  # 2 of each colour (the wild space holds a blue one); each colour once 2+ high
HEIGHTS = """
    R1 B2 G3 Y4
    R4 B1 W  P
"""  # heights 1: 2, 2: 1, 3: 1, 4: 2
TOWERS = """
    R3 R4 R2 B3
    G4 Y3 Y2 P
"""
WATERFRONT = """
    R2 W  B2 B3 R1 W
    R3 Y2 W  G2 P  P
"""  # R2, B2, Y2, G2 touch water; R3 and B3 do not; R1 is too low
PARK_VIEW = """
    R2 P  B2 B3 R1 P
    R3 Y2 P  G2 W  W
"""
HIGH_RISE = """
    R4 W  B4 G3
    Y4 P  W  P
"""  # R4 and B4 touch water (B4 twice: counted once), Y4 touches the park
TWINS = """
    R2 B2 G2 Y1
    R1 B1 P  Y1
"""  # same height: R2-B2, B2-G2, R1-B1, Y1-Y1
SAME_COLOUR = """
    R2 RwR1 B1 Y1
    R1 G1   B3 P
"""  # red-red twice (the wild space's red piece), blue-blue once
WATER_AREAS = """
    W W P W
    W P P W
    P W W W
    W P W P
"""  # water areas of 3, 6 and 1 spaces; park areas of 3, 1, 1, 1
FEATURED_WATER = """
    Ws Wk P  W
    P  P  P  W
    Ww Ws P  Wk
    P  Wk P  W
"""  # areas with 2, 1 and 3 features
FEATURED_PARKS = """
    Pt Pf W  P
    W  W  W  P
    Pg Pt W  Pb
    W  Pt W  P
"""  # two trees in one area count as two feature tiles
MONUMENTS = """
    Rm W  Bm P
    Ym P  Gm G
"""
TOWNHOUSES = """
    R2   B2 G3 Y1
    RwY2 P  W  G2
"""
CROWDED_PARK = """
    R1 P  B1 P
    G1 Y1 P  W
"""  # parks next to 3, 1 and 2 buildings
CROWDED_WATER = """
    R1 W  B1 W
    G1 Y1 W  P
"""
PEAKS = """
    R3 B2 G1 Y2 W W
    R1 P  B4 Y4 W G2
"""  # R3 tops its neighbours; B4 and Y4 tie; G2 has no built neighbour

CARD_CASES = [
    (1, COLOUR_SETS, 2), (2, COLOUR_SETS, 1), (3, HEIGHTS, 1),
    (4, TOWERS, 2), (5, TOWERS, 1), (6, TOWERS, 1), (7, TOWERS, 1), (8, TOWERS, 2),
    (9, WATERFRONT, 1), (10, WATERFRONT, 1), (11, WATERFRONT, 1), (12, WATERFRONT, 1),
    (13, PARK_VIEW, 1), (14, PARK_VIEW, 1), (15, PARK_VIEW, 1), (16, PARK_VIEW, 1),
    (17, HIGH_RISE, 2), (18, HIGH_RISE, 1), (19, TWINS, 4), (20, SAME_COLOUR, 3),
    (21, WATER_AREAS, 2), (22, WATER_AREAS, 1), (23, WATER_AREAS, 6), (24, WATER_AREAS, 3),
    (25, FEATURED_WATER, 2), (26, FEATURED_PARKS, 2), (27, MONUMENTS, 2),
    (28, MONUMENTS, 3), (29, TOWNHOUSES, 4), (30, CROWDED_PARK, 2),
    (31, CROWDED_WATER, 2), (32, PEAKS, 2),
]


def test_every_card_has_a_case():
    assert sorted(c for c, _, _ in CARD_CASES) == sorted(CARDS)


@pytest.mark.parametrize(("card", "picture", "count"), CARD_CASES)
def test_scoring_card(card, picture, count):
    h = hood(picture)
    assert card_count(h, card) == count, CARDS[card].text["en"]


@pytest.mark.parametrize("card", sorted(CARDS))
def test_empty_city_spaces_score_no_card(card):
    # no building, feature, park or water: nothing to count ("the largest area" is 0)
    assert card_count(hood("R B\nG Y"), card) == 0


def test_cards_count_one_building_for_several_cards():
    h = hood(TOWERS)
    # R4 is a red tower and a skyscraper: one element may serve several cards
    assert card_count(h, 4) == 2 and card_count(h, 8) == 2


# =================================================================================
# Achievements: (id, met, one short)
# =================================================================================
ACHIEVEMENT_CASES = [
    ("new_york-1", "R4 B1\nP W", "R3 B3\nP W"),
    ("new_york-2", "R4 B3\nG2 Y1", "R4 B3\nG2 Y2"),
    ("new_york-3", "R1 B1 G1 Y1 R1 B1\nG1 Y1 R1 B1 P W",
     "R1 B1 G1 Y1 R1 B1\nG1 Y1 R1 P P W"),
    ("rio-1", "W W W W\nW W W P", "W W W W\nW W P P"),
    ("rio-2", "P P P P\nP W W W", "P P W P\nP W P P"),
    ("rio-3", "Ws Wk\nWp P", "Ws Wk\nWs P"),
    ("sydney-1", "W W W W\nW W P P", "W W W P\nW W P W"),
    ("sydney-2", "R3 W B4 W\nG3 W P P", "R3 W B4 W\nG2 W P P"),
    ("sydney-3", "Rm Bm\nGm W", "Rm Bm\nG W"),
    ("venice-1", "W P W P\nP W P P", "W W W P\nP W P P"),
    ("venice-2", "Ws Wk Wp Ww\nWs Wk P P", "Ws Wk Wp Ww\nWs W P P"),
    ("venice-3", "R1 W B1 W G1 Y1\nW Y1 W R1 W P", "R1 W B1 P G1 Y1\nW Y1 W R1 P P"),
    ("barcelona-1", "R1 B2\nG1 Y4", "R1 B2\nG1 Y"),
    ("barcelona-2", "R2 B2\nG3 Y4", "R2 B2\nG3 Y1"),
    ("barcelona-3", "R B\nG Rw", "R B\nG Rm"),
    ("lisbon-1", "R1 R2 R1 R4\nR1 P W W", "R1 R2 R1 R4\nB1 P W W"),
    ("lisbon-2", "R3 B4 G3 P\nW W P P", "R3 B4 G2 P\nW W P P"),
    ("lisbon-3", "Rm W Bm P\nP W P P", "Rm P Bm W\nP P P P"),
    ("mexico-1", "P P P P\nP P P W", "P P P P\nP P W W"),
    ("mexico-2", "R3 B4\nP W", "R3 W\nW B4"),
    ("mexico-3", "Pt Pf\nPg Pb", "Pt Pf\nPg Pt"),
    ("buenos_aires-1", "Ws Wk Pt Pf\nRm Bw Pg Pb", "Ws Wk Pt Pf\nRm B Pg Pb"),
    ("buenos_aires-2", "R1 B1 G1 Y1\nP W P W", "R1 B1 G1 P\nY1 W P W"),
    ("buenos_aires-3", "R1 P B1 P G1 Y1\nP Y1 P R1 P W",
     "R1 P B1 W G1 Y1\nP Y1 P R1 W W"),
]


def achievement(ach_id: str):
    city = ach_id.rsplit("-", 1)[0]
    return next(a for a in ACHIEVEMENTS[city] if a.id == ach_id)


def test_every_achievement_has_a_case():
    ids = {a.id for goals in ACHIEVEMENTS.values() for a in goals}
    assert {case[0] for case in ACHIEVEMENT_CASES} == ids
    assert len(ids) == 24


@pytest.mark.parametrize(("ach_id", "yes", "no"), ACHIEVEMENT_CASES)
def test_achievement(ach_id, yes, no):
    ach = achievement(ach_id)
    assert met(hood(yes), ach), ach.text["en"]
    assert not met(hood(no), ach), ach.text["en"]


def test_four_colours_and_four_heights_are_not_always_four_different_buildings():
    """New York's "4 buildings of different colours and heights": every colour and
    every height may stand in the neighbourhood without four buildings that differ in
    both (yellow and green are both 4 high here, and red is 1 or 2)."""
    ach = achievement("new_york-2")
    assert not met(hood("R1 R2 B3 P\nG4 Y4 P W"), ach)
    assert met(hood("R1 R2 B3 P\nG4 Y2 P W"), ach)


def test_a_wild_space_is_an_empty_space_of_any_colour_for_achievements_only():
    ach = achievement("barcelona-3")
    assert not met(hood("R B\nG Y1"), ach)
    assert met(hood("R B\nG Rw"), ach)  # the wild space stands for yellow
    assert met(hood("R R\nRw Rw"), ach) is False  # red + 2 wild spaces: 3 colours
    assert met(hood("R R\nRw Rw\nRw P\nW W"), ach)
    assert not met(hood("R B\nG RwY1"), ach)  # built on: no longer empty
    # a wild space is not a building for the cards
    assert card_count(hood("R1 B1\nG1 Rw"), 1) == 0


# =================================================================================
# Water and park sets, monuments
# =================================================================================
@pytest.mark.parametrize(("picture", "points"), [
    ("Ws W\nP P", 1),
    ("Ws Wk\nP P", 3),
    ("Ws Wk\nWp P", 6),
    ("Ws Wk\nWp Ww", 10),
    ("Ws Ws\nWs Ws", 1),  # four alike: one different feature
    ("Ws Wk\nWk Ws", 3),
    ("Pt Pf\nPg Pb", 10),
])
def test_one_area_scores_1_3_6_10_for_different_features(picture, points):
    assert set_total(hood(picture)) == points


def test_each_area_scores_its_own_set():
    h = hood("""
        Ws P  Wk Wp
        P  Pt P  W
    """)
    water = area_sets(h, "water")
    park = area_sets(h, "park")
    assert [(a.spaces, a.points) for a in water] == [(((0, 0),), 1),
                                                     (((2, 0), (3, 0), (3, 1)), 3)]
    # the park area spans the two tiles
    assert [(len(a.spaces), a.points) for a in park] == [(4, 1)]
    assert set_total(h) == 5


def test_monuments_score_2_each():
    g = game_with([hood("Rm Bm\nG W"), hood("R B\nG W")])
    sheet = g.scores(None).sheets[0]
    assert {line.key: line.points for line in sheet.lines}["monuments"] == 4


# =================================================================================
# Winner and tie-break
# =================================================================================
def test_the_tie_goes_to_the_most_achievement_points():
    assert winners([50, 57, 57], [10, 4, 8]) == (2,)
    assert winners([50, 57, 57], [10, 8, 8]) == (1, 2)
    assert winners([58, 57, 57], [0, 8, 8]) == (0,)


# =================================================================================
# The rulebook's example: 10 achievements + 6 water + 3 park + 2 monuments + 36 cards
# =================================================================================
EXAMPLE = """
    R4 B3 Ws Wk P  G1
    Y2 G1 Wp W  Pt Pf
    Rm R2 P  B2 Y3 W
    B1 W  P  G2 R1 Y1
    G3 W  Y1 R3 B1 P
    P  P  B2 W  G2 Y2
"""
#: card -> points, counted by hand: 4 sets of colours (red has 4 buildings), 3 sets of
#: colours 2+ high, 1 set of heights (one 4-high), one skyscraper, 4 pairs of same
#: heights (R1-Y1, G2-Y2, B2-G2, R1-B1); no 4-high by water, no same-colour pair, no
#: monument by a park.
EXAMPLE_CARDS = {2: 15, 1: 8, 3: 6, 8: 3, 19: 4, 17: 0, 20: 0, 28: 0}


def test_the_rulebooks_57_point_example():
    h = hood(EXAMPLE)
    assert len(h["tiles"]) == 9
    # seat 0 met "a building 4 high" first (5) and "4 buildings of different colours and
    # heights" second (5), at 4 players
    others = [hood("P W\nW P")] * 3
    g = game_with([h, *others], city="new_york", phase="over",
                  cards=[list(EXAMPLE_CARDS), [], [], []], claims=[[0], [1, 0], []])
    assert g.is_over
    sheet = g.scores(None).sheets[0]
    lines = {line.key: line.points for line in sheet.lines}
    achievements = sum(p for k, p in lines.items() if k.startswith("achievement-"))
    water = sum(p for k, p in lines.items() if k.startswith("water-"))
    park = sum(p for k, p in lines.items() if k.startswith("park-"))
    cards = {int(k[5:]): p for k, p in lines.items() if k.startswith("card-")}
    assert (achievements, water, park, lines["monuments"]) == (10, 6, 3, 2)
    assert cards == EXAMPLE_CARDS
    assert sum(cards.values()) == 36
    assert sheet.total == 57
    assert [k for k in lines if k.startswith(("water", "park"))] == ["water-1", "park-1"]
