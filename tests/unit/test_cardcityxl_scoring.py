"""Income (phase 4) and the five victory conditions with their tie-breaks."""

from __future__ import annotations

import pytest
from cardcityxl_helpers import city, finished

from urbanistes.cardcityxl.economy import income
from urbanistes.cardcityxl.scoring import (
    empty_kind,
    halves_counted,
    residence_worth,
    shown,
    tally,
    whole,
)


def lines(result):
    return {line.key: line.points for line in result.lines}


# -- income ---------------------------------------------------------------------------------
def test_three_commerce_districts_income_example():
    """The booklet: Commerce districts of 1, 1 and 2 cards earn $1 + $1 + $3, with the
    salary $6."""
    c = city('''
        C P C C
        M P P P
        C . . .
    ''')
    earned = income(c, 0, meters=False)
    assert sorted(earned.shops) == [1, 1, 2]
    assert earned.total == 6


def test_parking_example():
    """The booklet (advanced): a Parking district touching 3 colours earns $2, the
    Commerce district $1, the salary $1: $4. Ours: the Mairie (violet and red) and a
    Commerce (blue) around a district of two Parkings; a Park adds no colour."""
    c = city('''
        M P P K
        . C . .
    ''', side=6)
    earned = income(c, 0, meters=True)
    assert earned.parkings == (3,)
    assert earned.total == 2 + 1 + 1
    assert income(c, 0, meters=False).total == 2  # no meters below the advanced level


@pytest.mark.parametrize(("picture", "colours", "dollars"), [
    ("M R P", 1, 0),               # green only
    ("M P", 2, 1),                 # the Mairie: violet and red
    ("M P C", 3, 2),               # + blue
    (". . .\nM P C\n. R .", 4, 3),  # + green
    (". I .\nM P C\n. R .", 5, 4),  # + yellow
])
def test_parking_income_by_colours(picture, colours, dollars):
    earned = income(city(picture, side=6), 0, meters=True)
    assert earned.parkings == (colours,)
    assert earned.total == 1 + sum(n * (n + 1) // 2 for n in earned.shops) + dollars


def test_bicolour_parking_half_counts_its_other_half_colour():
    c = city("M B07/2", side=6)  # Résidence/Parking: its Parking half faces the Mairie
    assert income(c, 0, meters=True).parkings == (3,)  # violet, red, and its own green


# -- Residential ---------------------------------------------------------------------------
NINETEEN = '''
    R R R P .
    P P P P P
    R P R P .
    P P R P P
    R P R M P
'''


def test_residential_nineteen_point_example():
    """The booklet: districts of 1, 1, 3 and 3 cards (1 + 1 + 6 + 6), $36 = 7 VP with $1
    left, 2 empty spots -2: 19 VP ($1 left for a tie)."""
    result = tally("residential", city(NINETEEN), 0, 36, parks=False)
    assert lines(result) == {"districts": 14, "money": 7, "empty": -2}
    assert result.value == 19 and result.ties == (1,)


def test_two_parks_are_worth_eight_points():
    """The booklet (normal): the empty spots next to a Park score +1 instead of -1:
    two Parks with 4 such spots are worth 8 points."""
    picture = '''
        M P P P P P
        P K . P P P
        P . P P P P
        P P P P P P
        P P P P K .
        P P P P . P
    '''
    with_parks = tally("residential", city(picture, side=6), 0, 0, parks=True)
    as_parkings = tally("residential", city(picture.replace("K", "P"), side=6), 0, 0,
                        parks=True)
    assert lines(with_parks)["parks"] == 4 and lines(with_parks)["empty"] == 0
    assert with_parks.value - as_parkings.value == 8


def test_pollution_costs_two_points():
    c = city("M X X", side=6)
    assert lines(tally("residential", c, 0, 0, parks=True))["pollution"] == -4


def test_a_small_city_lies_in_its_square_as_best_suits_it():
    c = city("K M", side=6)
    empty, near = 34, 3  # a corner would leave the Park 1 empty neighbour, not 3
    result = tally("residential", c, 0, 0, parks=True)
    assert lines(result)["empty"] == -(empty - near) and lines(result)["parks"] == near


def test_residential_tie_goes_to_money_left_then_shared():
    one = city("M R")
    game = finished([one, one, one], [7, 9, 8])  # 1 VP each, $2, $4, $3 left
    scores = game.scores(None)
    assert scores.winners == (1,)
    assert "l'argent restant" in scores.outcome["fr"]
    shared = finished([one, one], [9, 9]).scores(None)
    assert shared.winners == (0, 1) and "partagée" in shared.outcome["fr"]


# -- Economic --------------------------------------------------------------------------------
def test_economic_counts_money_and_empty_spots():
    c = city(NINETEEN)
    result = tally("economic", c, 0, 36, parks=False)
    assert lines(result) == {"money": 36, "empty": -10}
    park = city("K M", side=6)
    assert lines(tally("economic", park, 0, 0, parks=True))["parks"] == 15


def test_economic_tie_goes_to_the_bigger_city():
    # $0 - 23 empty spots x $5 = -115, and $5 - 24 x $5 = -115: the first has 2 cards.
    game = finished([city("M I"), city("M")], [0, 5], victory="economic")
    scores = game.scores(None)
    assert [sheet.total for sheet in scores.sheets] == [-115, -115]
    assert scores.winners == (0,) and "nombre de cartes" in scores.outcome["fr"]


# -- Industrial and Commercial ---------------------------------------------------------------
def test_industrial_counts_industries_parkings_halves_and_warehouses():
    c = city('''
        M I I P
        . . . B15
        B12 . . .
    ''', side=6)
    result = tally("industrial", c, 0, 0, parks=True)
    # 2 Industries, 1 Parking, halves: B15 (I/P) 2, B12 (C/I) 1 -> 3 halves = 1½;
    # warehouses: empty spots next to an Industrie side.
    assert lines(result)["main"] == 2 and lines(result)["parkings"] == 1
    assert lines(result)["halves"] == 1 and lines(result)["half"] == 0
    warehouses = lines(result)["warehouses"]
    assert result.value == 2 * (2 + 1 + warehouses) + 3
    assert shown("industrial", result.value).endswith("½")
    assert whole("industrial", result.value) == 2 + 1 + warehouses + 1


def test_a_warehouse_counts_once_even_between_two_industries():
    c = city("I . I\nM P P", side=6)
    # (1, 0) between the two, above each Industrie, and at both ends of the row: 5.
    assert lines(tally("industrial", c, 0, 0, parks=True))["warehouses"] == 5


def test_commercial_counts_commerces_parkings_and_warehouses():
    c = city("M C P C", side=6)
    result = tally("commercial", c, 0, 0, parks=True)
    assert lines(result)["main"] == 2 and lines(result)["parkings"] == 1
    assert lines(result)["warehouses"] >= 5


def test_industrial_and_commercial_ties_go_to_money_then_cards():
    a, b = city("M P"), city("M P")
    scores = finished([a, b], [3, 5], victory="industrial").scores(None)
    assert scores.winners == (1,) and "l'argent" in scores.outcome["fr"]
    c2 = city("M P K")
    scores = finished([a, c2], [5, 5], victory="commercial").scores(None)
    assert scores.winners == (1,) and "nombre de cartes" in scores.outcome["fr"]


def test_a_half_card_decides():
    """Commercial victory: a Parking (1) against a Parking and the Parking half of an
    Industrie/Parking card (1½); no Commerce, so no warehouse."""
    game = finished([city("M P . ."), city("M P B15")], [0, 0], level="advanced",
                    victory="commercial")
    scores = game.scores(None)
    assert [sheet.total for sheet in scores.sheets] == [1, 1]  # whole points shown...
    assert scores.winners == (1,) and "1½" in scores.outcome["fr"]  # ...the half decides
    (half,) = [line for line in scores.sheets[1].lines if line.key == "half"]
    assert half.detail == {"fr": "+ ½", "en": "+ ½"}


# -- Happiness -------------------------------------------------------------------------------
def test_a_satisfied_district_scores_its_size():
    """The booklet: a district of 4 Résidences touching a Loisirs, a Parking and a
    Commerce scores 4; more of them add nothing; empty spots cost nothing."""
    c = city('''
        L R R P
        C R R C
        . P L .
    ''', side=6)
    assert tally("happiness", c, 0, 0, parks=True).value == 4


def test_happiness_needs_all_three():
    c = city("L R P\n. M .", side=6)
    assert tally("happiness", c, 0, 0, parks=True).value == 0


def test_a_bicolour_card_makes_happiness_easier():
    """A Commerce/Loisirs card split straight, its shared side against the district,
    brings both needs."""
    c = city(". B10 .\nP R .", side=6)  # B10 unturned: Commerce and Loisirs on its South
    assert tally("happiness", c, 0, 0, parks=True).value == 1


def test_pollution_cancels_and_a_park_doubles():
    def score(below: str) -> int:
        c = city(f". L .\nP R C\n. {below} .", side=6)
        return tally("happiness", c, 0, 0, parks=True).value

    assert (score("."), score("X"), score("K")) == (1, 0, 2)


def test_one_park_doubles_two_districts():
    c = city('''
        . L . L .
        C R K R C
        . P . P .
    ''', side=6)
    assert tally("happiness", c, 0, 0, parks=True).value == 2 * 1 + 2 * 1


def test_happiness_ties_go_to_money_then_cards():
    c = city("M")
    scores = finished([c, c], [2, 4], victory="happiness").scores(None)
    assert scores.winners == (1,) and "l'argent" in scores.outcome["fr"]


def test_solo_outcome_names_the_rank():
    scores = finished([city(NINETEEN)], [36]).scores(None)
    assert scores.winners == (0,)
    assert "Lieu-dit" in scores.outcome["fr"] and "19 PV" in scores.outcome["fr"]


def test_a_bicolour_commerce_half_counts_as_a_whole_card_for_income():
    """The booklet (advanced): as in development, a two-colour card holding a Commerce
    counts as 1 card, not ½: a district of a Commerce and a Commerce/Parking card
    earns $1 + $2."""
    c = city("M C B14", side=6)  # C/P straight, unturned: its Commerce side faces West
    assert income(c, 0, meters=False).shops == (2,)


def test_a_bicolour_residence_half_counts_as_a_whole_card_at_the_end():
    """The booklet (advanced): the district of 3 cards formed by A, B and C (two of
    them two-colour cards) scores 1 + 2 + 3 = 6."""
    c = city("B04 R B02/2\nM . .", side=6)  # their Résidence sides face the middle
    result = tally("residential", c, 0, 0, parks=True)
    assert lines(result)["districts"] == 6


# -- what each card is worth (the screen's tips) -------------------------------------------
SPLIT = city('''
    R R C L
    M . R R
    . P R .
''')


def test_each_residence_knows_its_districts_size_and_worth():
    """Districts of 2 and 3 cards: 3 and 6 VP in the Residential victory."""
    worth = residence_worth("residential", SPLIT, 0)
    assert worth == {(0, 0): (2, 3), (1, 0): (2, 3),
                     (2, 1): (3, 6), (3, 1): (3, 6), (2, 2): (3, 6)}


def test_under_the_bonheur_only_a_satisfied_district_is_worth_its_size():
    """The district of 3 touches the Commerce, the Loisirs and the Parking; the other
    only the Commerce and the Mairie."""
    worth = residence_worth("happiness", SPLIT, 0)
    assert worth[(2, 2)] == (3, 3) and worth[(0, 0)] == (2, None)
    assert residence_worth("economic", SPLIT, 0)[(2, 2)] == (3, None)


@pytest.mark.parametrize(("main", "code", "halves"), [
    ("I", "I", 2), ("I", "P", 2), ("I", "C", 0), ("I", "B12", 1), ("I", "B15", 2),
    ("C", "B12", 1), ("C", "B14", 2), ("C", "R", 0)])
def test_what_a_card_is_worth_to_the_card_counting_victories(main, code, halves):
    assert halves_counted(main, code) == halves


def test_which_neighbour_changes_an_empty_spot():
    assert [empty_kind(v, True) for v in ("residential", "economic", "industrial",
                                          "commercial", "happiness")] == ["K", "K", "I", "C", None]
    assert empty_kind("residential", False) is None
