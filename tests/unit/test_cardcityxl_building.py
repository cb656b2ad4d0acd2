"""Build as many cards as possible, in the order that builds the most: a build that
would leave a card unbuilt when another order builds them all is refused; a card may
be discarded only when the rest still reach that most."""

from __future__ import annotations

from cardcityxl_helpers import build, building, builds_of, city, spots_for

from urbanistes.cardcityxl import building as rules
from urbanistes.cardcityxl.building import (
    best,
    legal_build_steps,
    legal_builds,
    may_build,
    may_discard,
    why_not,
)
from urbanistes.cardcityxl.city import placements, with_card

DISCARD_R = {"type": "discard", "card": "R"}


def full_square() -> str:
    """A 5x5 city with one empty corner: Mairie, 8 Industries, Parkings."""
    rows = [
        "M I P I P",
        "I P I P I",
        "P I P I P",
        "I P P P P",
        "P P P P .",
    ]
    return "\n".join(rows)


def test_the_industrie_first_when_the_limit_is_reached():
    c = city("P M L R C")  # 5 cards: the limit
    game = building(c, ["I", "L"], money=5)
    assert best(c, 0, ("I", "L"), 5) == 2
    assert spots_for(game, "L") == set()
    assert {"type": "discard", "card": "L"} not in game.legal_actions(0)
    (hint,) = [h for h in game.view(0)["builds"] if h["card"] == "L"]
    assert hint["reason"] == "limit" and not hint["discard"]


def test_two_cards_for_one_spot_build_either_then_discard_the_other():
    c = city(full_square())
    game = building(c, ["P", "C"], money=0)
    assert best(c, 0, ("C", "P"), 0) == 1
    assert builds_of(game) == {("C", (4, 4), 0), ("P", (4, 4), 0)}
    assert may_discard(c, 0, ("C", "P"), 0, "C") and may_discard(c, 0, ("C", "P"), 0, "P")
    after = game.apply(0, build(4, 4, "P"))
    assert after.legal_actions(0) == [{"type": "discard", "card": "C"}]
    assert why_not(after.cities[0], 0, ("C",), 0, "C") == "no_cell"


def test_a_build_that_blocks_another_card_is_refused():
    """The Résidence has one spot, (2, 0), above the Commerce (every other free spot
    touches an Industrie or the Résidence); the Parking may go anywhere but there."""
    c = city('''
        R C I
        . M .
        . I .
        . I .
    ''', origin=(1, 1))
    game = building(c, ["P", "R"])
    assert spots_for(game, "R") == {(2, 0)}
    parking = spots_for(game, "P")
    assert parking and (2, 0) not in parking
    assert may_build(c, 0, ("P", "R"), 3, "P", (2, 0), 0) == "fewer"
    assert not game.is_legal(0, build(2, 0, "P"))
    alone = building(c, ["P"])
    assert spots_for(alone, "P") == parking | {(2, 0)}  # alone, the Parking may go there


def test_a_card_that_opens_the_way_must_open_it():
    """The Résidence has no spot now (every free spot touches an Industrie); the
    Parking must go where it opens one for it, since that order builds both."""
    c = city('''
        . I . .
        I M . .
        . I I I
    ''', origin=(1, 1))
    game = building(c, ["P", "R"])
    assert spots_for(game, "R") == set()
    alone = spots_for(building(c, ["P"]), "P")
    opening = {p for p in alone if placements(with_card(c, p, "P", 0, 0), 0, "R", 3)}
    assert spots_for(game, "P") == opening
    assert (3, 2) in alone - opening
    assert DISCARD_R not in game.legal_actions(0)
    (hint,) = [h for h in game.view(0)["builds"] if h["card"] == "R"]
    assert hint["reason"] == "no_cell"


def test_money_for_one_loisirs_only():
    c = city("M")
    game = building(c, ["L", "L"], money=5)
    assert best(c, 0, ("L", "L"), 5) == 1
    after = game.apply(0, build(1, 0, "L"))
    assert after.legal_actions(0) == [{"type": "discard", "card": "L"}]
    assert why_not(after.cities[0], 0, ("L",), 0, "L") == "money"


def test_three_cards_normal_level():
    c = city("P M L R C", side=6)
    game = building(c, ["I", "P", "C"], money=0, level="normal")
    assert best(c, 0, ("C", "I", "P"), 0) == 3
    assert {code for code, _, _ in builds_of(game)} == {"I"}


def test_the_order_rule_holds_in_every_playout_state():
    """Wherever a build is legal, the cards left can still reach the round's best."""
    from urbanistes.cardcityxl.building import reaches
    from urbanistes.cardcityxl.city import cost

    c = city('''
        M P . .
        I . R .
    ''')
    hand = ("L", "P", "R")
    target = best(c, 0, hand, 5)
    for code, p, rot in builds_of(building(c, list(hand), money=5)):
        rest = list(hand)
        rest.remove(code)
        after = with_card(c, p, code, rot, 0)
        assert reaches(after, 0, tuple(rest), 5 - cost(c, 0, code), target - 1)


def test_the_legal_builds_worked_out_a_spot_a_step_are_the_same():
    """A bot lists a hand's legal builds a spot a step (the whole can take 90 ms in
    CPython): a step for each spot the construction rules allow each card, and the
    builds then found are those worked out in one go, the most-cards rule included
    (the Parking may not take the Résidence's only spot, as above)."""
    c = city('''
        R C I
        . M .
        . I .
        . I .
    ''', origin=(1, 1))
    hand = ("P", "R")
    rules._BUILDS.clear()  # nothing worked out yet
    steps = sum(1 for _ in legal_build_steps(c, 0, hand, 3))
    assert steps == sum(len(placements(c, 0, code, 3)) for code in hand)
    stepped = legal_builds(c, 0, hand, 3)
    assert ("P", (2, 0), 0) not in stepped and ("R", (2, 0), 0) in stepped
    assert len(stepped) == steps - 1
    rules._BUILDS.clear()
    assert legal_builds(c, 0, hand, 3) == stepped
