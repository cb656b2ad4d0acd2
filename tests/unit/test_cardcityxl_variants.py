"""The four variants that need no shared city: Soutien de l'Architecte, Ville Écologique,
Crise des Loisirs, and the options that combine them (240 ways to play)."""

from __future__ import annotations

import itertools

import pytest
from cardcityxl_helpers import (
    at_build,
    at_end,
    builds_of,
    site_city,
    variant_game,
    variant_options,
)

from urbanistes.cardcityxl.city import PROBLEMS, card_problem, cost, leisure_bill
from urbanistes.cardcityxl.data import ILLUSTRATIONS, deck, reserve_industries
from urbanistes.cardcityxl.ecology import cleanup, percent, pollution
from urbanistes.cardcityxl.game import CardCityXL
from urbanistes.cardcityxl.info import INFO, combination_name
from urbanistes.cardcityxl.scoring import tally

LEVELS = ("simplified", "normal", "advanced")
VICTORIES = ("residential", "economic", "industrial", "commercial", "happiness")


# -- 240 ways to play -------------------------------------------------------------------
def test_240_ways_to_play_each_with_the_seats_it_allows():
    """3 levels x 5 victories x 16 variant combinations, the fourth variant being the
    Cité Unique (2-4 seats) or, solo, the Banlieue Fictive."""
    ways = set()
    for level, victory, *flags in itertools.product(LEVELS, VICTORIES, *[(False, True)] * 4):
        architect, ecology, crisis, fourth = flags
        for players in range(1, 5):
            o = variant_options(players, level, victory, architect=architect,
                                ecology=ecology, crisis=crisis,
                                unique=fourth and players > 1, suburb=fourth and players == 1)
            game = CardCityXL.new(o, 0)
            assert game.to_act or game.is_chance
            ways.add((level, victory, architect, ecology, crisis, fourth))
    assert len(ways) == 240


@pytest.mark.parametrize(("players", "variant"), [(1, "unique"), (2, "suburb"),
                                                  (3, "suburb"), (4, "suburb")])
def test_refused_combinations(players, variant):
    with pytest.raises(ValueError, match=r"Cit|Banlieue"):
        INFO.normalise_options(variant_options(players, **{variant: True}))


def test_combination_name():
    o = variant_options(3, "normal", "happiness", ecology=True, unique=True)
    assert combination_name(o) == {
        "fr": "Normal · Bonheur · Écologique + Cité Unique",
        "en": "Normal · Happiness · Ecological + Single City"}
    assert combination_name(variant_options())["fr"] == "Simplifié · Résidentielle"


# -- Soutien de l'Architecte ---------------------------------------------------------------
def architect_game(level: str, hand: list[str], money: int = 3, players: int = 1,
                   first: int = 0) -> CardCityXL:
    game = variant_game(players, level, architect=True)
    return at_build(game, {first: hand}, money, first=first)


def test_the_architect_is_for_the_first_player_only():
    game = architect_game("simplified", [], players=2, first=1)
    game = at_build(game, {0: ["P"], 1: ["P"]}, first=1)
    assert not [a for a in game.legal_actions(0) if a["type"] == "architect"]
    assert [a for a in game.legal_actions(1) if a["type"] == "architect"]
    off = at_build(variant_game(1), {0: ["P"]})
    assert not [a for a in off.legal_actions(0) if a["type"] == "architect"]


def test_architect_example_a_then_b_simplified():
    """The booklet: the Architecte laid next to the city, a building goes in (a) next to
    it, then another in (b) next to (a), though neither touches the city."""
    game = architect_game("simplified", ["P", "L"], money=5)
    assert (2, 0) not in {p for _, p, _ in builds_of(game)}  # detached without it
    game = game.apply(0, {"type": "architect", "x": 1, "y": 0})
    assert ("P", (2, 0), 0) in builds_of(game)  # (a) touches the Architecte only
    game = game.apply(0, {"type": "build", "card": "P", "x": 2, "y": 0, "rot": 0})
    assert ("L", (3, 0), 0) in builds_of(game)  # (b) next to (a)
    game = game.apply(0, {"type": "build", "card": "L", "x": 3, "y": 0, "rot": 0})
    city = game.cities[0]
    assert "A" not in {code for code, _, _ in city.cells.values()}  # it has left
    assert {p: code for p, (code, _, _) in city.cells.items()} == {
        (0, 0): "M", (2, 0): "P", (3, 0): "L"}
    assert game.phase != "build"


def test_architect_example_c_twin_cities_normal():
    """Normal level: a third building (c) may go by the first city, and the player
    then works in two twin cities, which must fit in one 6x6 square together."""
    game = architect_game("normal", ["P", "P", "C"])
    game = game.apply(0, {"type": "architect", "x": 1, "y": 0})
    for x, y, code in ((2, 0, "P"), (3, 0, "P"), (0, 1, "C")):
        game = game.apply(0, {"type": "build", "card": code, "x": x, "y": y, "rot": 0})
    city = game.cities[0]
    assert set(city.cells) == {(0, 0), (0, 1), (2, 0), (3, 0)}
    game = at_build(game, {0: ["P"]}, money=0)
    spots = {p for _, p, _ in builds_of(game)}
    assert (4, 0) in spots and (1, 1) in spots  # either twin city grows
    assert (1, 0) in spots  # the gap may be filled
    # the square: columns 0..5 hold both twins; column 6 is out
    wide = site_city(game, {(0, 0): "M", (1, 0): "P", (2, 0): "P", (3, 0): "P",
                            (4, 0): "P", (5, 0): "P"})
    game.cities = [wide]
    game = at_build(game, {0: ["P"]}, money=0)
    assert (6, 0) not in {p for _, p, _ in builds_of(game)}


def test_architect_must_fit_the_square_and_not_cost_a_card():
    game = architect_game("simplified", ["P", "P"])
    wide = site_city(game, {(x, 0): "M" if x == 0 else "P" for x in range(5)})
    game.cities = [wide]
    game = at_build(game, {0: ["P", "P"]})
    spots = {(a["x"], a["y"]) for a in game.legal_actions(0) if a["type"] == "architect"}
    assert (5, 0) not in spots and (-1, 0) not in spots
    assert (2, 1) in spots


def test_the_architect_once_a_round_and_not_counted():
    game = architect_game("simplified", ["P", "P"])
    game = game.apply(0, {"type": "architect", "x": 0, "y": 1})
    assert not [a for a in game.legal_actions(0) if a["type"] == "architect"]
    assert game.architect_at(0) == (0, 1)
    finished = tally("residential", game.cities[0], 0, 0, False)
    empty = {line.key: line.points for line in finished.lines}["empty"]
    assert empty == -(25 - 1)  # the Architecte is not a card of the city


def test_the_architect_leaves_when_the_rest_is_discarded():
    game = architect_game("simplified", ["L", "P"], money=0)  # no money for the Loisirs
    game = game.apply(0, {"type": "architect", "x": 1, "y": 0})
    game = game.apply(0, {"type": "build", "card": "P", "x": 2, "y": 0, "rot": 0})
    assert game.architect_at(0) == (1, 0)  # the Loisirs is still to be discarded
    game = game.apply(0, {"type": "discard", "card": "L"})
    assert game.architect_at(0) is None


# -- Ville Écologique -----------------------------------------------------------------------
@pytest.mark.parametrize(("code", "percentage"), [
    ("C", 1), ("X", 5), ("K", -5), ("P", 0), ("R", 0), ("I1", 2), ("I2", 3), ("I3", 4),
    ("I4", 5), ("B12", 1 + 2), ("B16", 5 + 0)])
def test_pollution_percentages(code, percentage):
    """The booklet's Commerce 1%, cloud 5%, Park -5%, Parking and Résidence 0%; the four
    illustrations (our design) and a two-colour card's two halves."""
    assert percent(code) == percentage


def test_ecology_deals_illustrated_industries():
    cards = deck("normal", 3, ecology=True)
    assert "I" not in cards
    assert sum(cards[c] for c in ILLUSTRATIONS) == deck("normal", 3)["I"]
    tops = reserve_industries("normal", 3)
    assert sum(tops.values()) + sum(cards[c] for c in ILLUSTRATIONS) == 24
    game = variant_game(3, "normal", ecology=True)
    assert game.is_chance and game.chance_outcomes()[0][0].keys() == {"industry"}


def test_pollution_is_the_sum_and_empty_spots_count_zero():
    game = variant_game(1, "normal", ecology=True)
    c = site_city(game, {(0, 0): "M", (1, 0): "C", (2, 0): "I4", (0, 1): "X", (1, 1): "K",
                         (2, 1): "P"})
    assert pollution(c, 0) == 1 + 5 + 5 - 5


def ecology_lines(victory, cells, money=0, level="normal", ecology=True):
    game = variant_game(1, level, victory, ecology=ecology)
    c = site_city(game, cells)
    result = tally(victory, c, 0, money, level != "simplified", ecology)
    return result, {line.key: line.points for line in result.lines}


CLOUDY = {(0, 0): "M", (1, 0): "C", (2, 0): "I4", (0, 1): "X"}  # 1 + 5 + 5 = 11%


@pytest.mark.parametrize(("victory", "sign"), [("residential", -1), ("economic", -1)])
def test_ecology_takes_the_percentage_off(victory, sign):
    with_it, lines = ecology_lines(victory, CLOUDY, money=40)
    without, _ = ecology_lines(victory, CLOUDY, money=40, ecology=False)
    assert lines["ecology"] == -11
    assert with_it.value == without.value - 11  # may go below zero, too


@pytest.mark.parametrize(("victory", "main"), [("industrial", "I4"), ("commercial", "C")])
def test_ecology_adds_the_percentage(victory, main):
    with_it, lines = ecology_lines(victory, CLOUDY)
    without, _ = ecology_lines(victory, CLOUDY, ecology=False)
    assert lines["ecology"] == 11
    assert with_it.value == without.value + 2 * 11  # counted in half cards


HAPPY = {(0, 0): "M", (1, 0): "R", (2, 0): "L", (1, 1): "P", (1, -1): "C"}


@pytest.mark.parametrize(("percentage", "money", "paid", "out"), [
    (30, 0, 0, False), (31, 4, 0, True), (31, 5, 5, False), (34, 20, 20, False),
    (34, 19, 0, True), (-5, 0, 0, False)])
def test_happiness_cleanup(percentage, money, paid, out):
    """Above 30% the city loses unless it pays $5 per percent down to 30%."""
    clean = cleanup(percentage, money)
    assert (clean.paid, clean.out) == (paid, out)


def test_happiness_elimination_and_cleanup_in_the_score():
    clouds = {(x, 3): "X" for x in range(6)} | {(0, 2): "X", (5, 2): "X"}  # 8 x 5% = 40%
    dirty = HAPPY | clouds  # and the Commerce's 1%: 41%, $55 to come down to 30%
    result, _ = ecology_lines("happiness", dirty, money=54)
    assert result.out
    result, _ = ecology_lines("happiness", dirty, money=55)
    assert not result.out and result.ties[0] == 0  # the money went to the clean-up
    game = at_end(variant_game(2, "normal", "happiness", ecology=True), [100, 0])
    game.cities = [site_city(game, HAPPY, seat=0), site_city(game, dirty, seat=1)]
    scores = game.scores(None)
    assert scores.winners == (0,)
    game.money = [0, 0]
    game.cities = [site_city(game, dirty, seat=0), site_city(game, dirty, seat=1)]
    assert game.scores(None).winners == ()


# -- Crise des Loisirs ---------------------------------------------------------------------
def crisis_city(leisures: int):
    game = variant_game(1, "normal", crisis=True)
    cells = {(0, 0): "M"} | {(x, 0): "L" for x in range(1, leisures + 1)}
    return game, site_city(game, cells)


@pytest.mark.parametrize(("held", "price"), [(0, 5), (1, 10), (2, 15), (3, 20)])
def test_the_nth_leisure_costs_5n(held, price):
    _, c = crisis_city(held)
    assert cost(c, 0, "L") == price
    assert cost(c, 0, "B04") == price  # a Loisirs half is a Loisirs
    assert cost(c, 0, "P") == 0


def test_leisure_bill_adds_the_rising_prices():
    _, c = crisis_city(1)
    assert leisure_bill(c, 0, 2) == 10 + 15


def test_without_the_crisis_every_leisure_costs_5():
    game = variant_game(1, "normal")
    c = site_city(game, {(0, 0): "M", (1, 0): "L", (2, 0): "L"})
    assert cost(c, 0, "L") == 5


def test_a_leisure_you_can_pay_for_must_be_built():
    game, c = crisis_city(1)
    game.cities = [c]
    rich = at_build(game, {0: ["L"]}, money=10)
    assert {a["type"] for a in rich.legal_actions(0)} == {"build"}
    after = rich.apply(0, rich.legal_actions(0)[0])
    assert after.money[0] == 10 - 10 + 1  # paid, then the round's salary
    poor = at_build(game, {0: ["L"]}, money=9)
    assert poor.legal_actions(0) == [{"type": "discard", "card": "L"}]


def test_a_leisure_too_dear_names_the_crisis_only_when_it_is_on():
    _, dear = crisis_city(1)  # the second Loisirs: $10
    assert card_problem(dear, 0, "L", 9) == "money_crisis"
    assert "Leisure Crisis" in PROBLEMS["money_crisis"]["en"]
    plain = site_city(variant_game(1, "normal"), {(0, 0): "M", (1, 0): "L"})
    assert card_problem(plain, 0, "L", 4) == "money"
    assert "Crisis" not in PROBLEMS["money"]["en"] and "Crise" not in PROBLEMS["money"]["fr"]


def test_two_leisures_the_money_builds_one():
    game, c = crisis_city(0)
    game.cities = [c]
    game = at_build(game, {0: ["L", "L"]}, money=14)  # $5 then $10: only one
    assert {a["type"] for a in game.legal_actions(0)} == {"build", "discard"}
    game = game.apply(0, {"type": "discard", "card": "L"})
    assert {a["type"] for a in game.legal_actions(0)} == {"build"}


# -- the rules help ----------------------------------------------------------------------------
def test_the_help_explains_every_variant_and_labels_our_design():
    from urbanistes.cardcityxl.help import RULES_HELP

    sections = {heading["en"]: paragraphs for heading, paragraphs in RULES_HELP}
    for lang in ("fr", "en"):
        rules = " ".join(p[lang] for p in sections["Variants"])
        for name in ("Architect", "Écologique" if lang == "fr" else "Ecological",
                     "Crise des Loisirs" if lang == "fr" else "Leisure Crisis",
                     "Cité Unique" if lang == "fr" else "Single City",
                     "Banlieue Fictive" if lang == "fr" else "Fictional Suburb"):
            assert name in rules
        rulings = " ".join(p[lang] for p in sections["Our rulings (variants)"])
        assert rulings.count("NOTRE CONCEPTION" if lang == "fr" else "OUR DESIGN") == 2
        sep = " " if lang == "fr" else ""
        for code, pct in ILLUSTRATIONS.items():
            assert f"{code} {pct}{sep}%" in rulings
