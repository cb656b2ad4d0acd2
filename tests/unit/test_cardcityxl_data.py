"""Card City XL components: decks per level and player count, reserves, our two-colour
set, the solo rank table."""

from __future__ import annotations

from collections import Counter

import pytest

from urbanistes.cardcityxl.cards import kinds, rotations, sides
from urbanistes.cardcityxl.data import (
    ADVANCED_REMOVED,
    BICOLOURS,
    BOX,
    CARDS_PER_ROUND,
    RANK_NAMES,
    SOLO_DRAW,
    deck,
    rank,
    reserve,
    rounds,
)


def sum_of(cards: dict[str, int]) -> int:
    return sum(cards.values())


def test_simplified_deck_is_the_three_player_example_scaled():
    # "Dans une partie à 3 joueurs, la pile est constituée de 18 Résidences,
    # 12 Industries, 12 Parkings, 9 Commerces et 9 cartes Loisirs."
    assert deck("simplified", 3) == {"R": 18, "I": 12, "P": 12, "C": 9, "L": 9}
    # Solo: "6 Résidences, 4 Industries, 4 Parkings, 3 Commerces et 3 Loisirs".
    assert deck("simplified", 1) == {"R": 6, "I": 4, "P": 4, "C": 3, "L": 3}


@pytest.mark.parametrize(("players", "expected", "total", "turns"), [
    (2, {"R": 14, "I": 8, "P": 10, "C": 8, "L": 8}, 48, 8),
    (3, {"R": 27, "I": 12, "P": 15, "C": 12, "L": 15}, 81, 9),
    (4, {"R": 28, "I": 16, "P": 20, "C": 16, "L": 16}, 96, 8),
])
def test_normal_decks_follow_the_table(players, expected, total, turns):
    assert deck("normal", players) == expected
    assert sum_of(expected) == total
    assert rounds("normal", players) == turns


@pytest.mark.parametrize("level", ["simplified", "normal", "advanced"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_round_draws_its_cards_and_the_pile_runs_out_exactly(level, players):
    assert sum_of(deck(level, players)) == (
        rounds(level, players) * CARDS_PER_ROUND[level] * players)


def test_four_player_normal_uses_every_parking_and_loisirs_of_the_box():
    cards = deck("normal", 4)
    assert cards["P"] == BOX["P"] and cards["L"] == BOX["L"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_advanced_swaps_sixteen_cards_for_the_sixteen_bicolours(players):
    normal, advanced = deck("normal", players), deck("advanced", players)
    for kind, n in ADVANCED_REMOVED.items():
        assert advanced.get(kind, 0) == normal[kind] - n
    assert sum(ADVANCED_REMOVED.values()) == 16 == len(BICOLOURS)
    assert all(advanced[code] == 1 for code in BICOLOURS)
    assert sum_of(advanced) == sum_of(normal)


def test_solo_decks_and_their_last_round():
    # Simplified: 20 cards, draw 3 keep 2 for 10 rounds: the last round takes the 2
    # left. Normal: our 24 cards, draw 4 keep 3 for 8 rounds: the last takes the 3
    # left. Advanced: 25 cards (16 bicolours), the last round draws 4 and keeps 3.
    for level, size, turns in (("simplified", 20, 10), ("normal", 24, 8), ("advanced", 25, 8)):
        draw, keep = SOLO_DRAW[level]
        assert sum_of(deck(level, 1)) == size
        assert rounds(level, 1) == turns
        left_for_last = size - keep * (turns - 1)
        assert 0 < left_for_last <= draw
    assert deck("normal", 1)["L"] == 4  # "Supprimer les 4 Cartes Loisirs"
    assert "L" not in deck("advanced", 1)


@pytest.mark.parametrize("level", ["simplified", "normal", "advanced"])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_reserves_hold_the_rest_of_the_box(level, players):
    piles = reserve(level, players)
    cards = deck(level, players)
    for kind in ("R", "C", "I"):
        assert piles[kind] == BOX[kind] - cards.get(kind, 0) >= 0
    parks = 0 if level == "simplified" else (3 if players == 1 else 2 * players)
    assert piles["K"] == piles["X"] == parks <= BOX["K"]


# -- our two-colour cards ---------------------------------------------------------------
def test_bicolour_set_keeps_the_known_pairs_and_the_counts():
    pairs = Counter(frozenset(v[:2]) for v in BICOLOURS.values())
    for known in ("CI", "RC", "CL"):  # the booklet's examples
        assert pairs[frozenset(known)] >= 1
    assert pairs[frozenset("RI")] == 0  # a Résidence never shares a card with an Industrie
    halves = Counter(k for v in BICOLOURS.values() for k in v[:2])
    for kind, n in ADVANCED_REMOVED.items():  # at least the halves the swap takes out
        assert halves[kind] >= n
    splits = Counter(v[2] for v in BICOLOURS.values())
    assert splits == {"diagonal": 8, "straight": 8}
    assert all(v[0] != v[1] for v in BICOLOURS.values())


def test_sides_of_diagonal_and_straight_cards_turn_with_the_card():
    a, b = kinds("B12")  # Commerce / Industrie, diagonal
    assert {a, b} == {"C", "I"}
    n, e, s, w = sides("B12", 0)
    assert n == e == frozenset("C") and s == w == frozenset("I")
    turned = sides("B12", 1)
    assert turned == (w, n, e, s)
    assert sides("B03", 0) == (frozenset("RC"), frozenset("C"), frozenset("RC"), frozenset("R"))
    for code in BICOLOURS:  # the four quarter turns of a card are four different cards
        assert len({sides(code, r) for r in rotations(code)}) == 4
    assert rotations("R") == (0,) and rotations("B01") == (0, 1, 2, 3)


# -- solo ranks -------------------------------------------------------------------------
@pytest.mark.parametrize(("victory", "score", "name"), [
    ("residential", 29, "Lieu-dit"), ("residential", 30, "Hameau"),
    ("residential", 99, "Métropole"), ("residential", 100, "Capitale"),
    ("residential", 119, "Capitale"), ("residential", 120, "Mégalopole"),
    ("economic", 59, "Lieu-dit"), ("economic", 100, "Bourg"), ("economic", 159, "Métropole"),
    ("economic", 170, "Mégalopole"),
    ("industrial", 34, "Hameau"), ("industrial", 35, "Village"), ("industrial", 70, "Mégalopole"),
    ("commercial", 19, "Lieu-dit"), ("commercial", 64, "Ville"), ("commercial", 65,
                                                                 "Agglomération"),
    ("commercial", 80, "Mégalopole"),
    # Bonheur skips Hameau, Bourg, Ville and Capitale.
    ("happiness", 9, "Lieu-dit"), ("happiness", 10, "Village"), ("happiness", 14, "Village"),
    ("happiness", 15, "Commune"), ("happiness", 24, "Agglomération"),
    ("happiness", 25, "Métropole"), ("happiness", 29, "Métropole"),
    ("happiness", 30, "Mégalopole"), ("happiness", 99, "Mégalopole"),
])
def test_solo_rank_table(victory, score, name):
    assert RANK_NAMES[rank(victory, score)]["fr"] == name


def test_negative_scores_are_the_lowest_rank():
    assert rank("residential", -7) == 0
