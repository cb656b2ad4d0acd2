"""Card City XL rounds: set-up, simultaneous construction, pollution, income, the end of
the round (purchases, the Architecte), the end of the game, solo, pinned deals."""

from __future__ import annotations

import random

import pytest
from cardcityxl_helpers import build, building, city, developing, new

from urbanistes.cardcityxl.city import frontier, limit, size
from urbanistes.cardcityxl.data import deck, reserve
from urbanistes.cardcityxl.game import CardCityXL
from urbanistes.engine import IllegalAction

PASS = {"type": "pass"}


def first_legal(game: CardCityXL) -> CardCityXL:
    seat = game.to_act[0]
    return game.apply(seat, game.legal_actions(seat)[0]).settle()


def to_phase(game: CardCityXL, phase: str) -> CardCityXL:
    game = game.settle()
    while game.phase != phase:
        game = first_legal(game)
    return game


# -- set-up ---------------------------------------------------------------------------------
@pytest.mark.parametrize("level", ["simplified", "normal", "advanced"])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_setup(level, players):
    game = new(players, level)
    assert game.money == [3] * players
    assert all(c.cells == {(0, 0): ("M", 0, s)} for s, c in enumerate(game.cities))
    assert game.cities[0].side == (5 if level == "simplified" else 6)
    assert game.reserve == reserve(level, players)
    expected = sorted(c for c, n in deck(level, players).items() for _ in range(n))
    assert game.pile == expected
    assert (game.round, game.first, game.phase) == (1, 0, "draw")
    assert game.is_chance and game.to_act == ()
    per = 2 if level == "simplified" else 3
    assert game.to_draw == (min(per + 1, len(expected)) if players == 1 else per * players)


def test_pinned_first_deals():
    """Deals are seed + moves: these first draws must never change (kept games)."""
    drawn = {seed: new(3, "normal", seed=seed).settle().cards_of("pool") for seed in (0, 1)}
    assert drawn == {0: ["C", "I", "P", "P", "P", "R", "R", "R", "R"],
                     1: ["C", "C", "C", "I", "P", "R", "R", "R", "R"]}
    assert new(1, "simplified", seed=0).settle().cards_of("pool") == ["P", "R", "R"]


# -- construction is simultaneous -----------------------------------------------------------------
def test_constructions_stay_hidden_until_everyone_has_built():
    game = to_phase(new(2, seed=4), "build")
    assert game.to_act == (0, 1)
    before = game.view(1)
    seat0 = game.legal_actions(0)[0]
    built = game.apply(0, seat0)
    assert built.view(1)["cities"] == before["cities"]
    assert built.view(1)["money"] == before["money"]
    assert built.view(1)["hands"][0] == before["hands"][0]
    assert built.view(0)["cities"][0] != before["cities"][0]
    assert built.scores(1) == game.scores(1)
    for seed in range(3):
        twin = built.resample(1, random.Random(seed))
        assert twin.view(1) == built.view(1)
    done = built
    while done.phase == "build":
        seat = done.to_act[-1]
        done = done.apply(seat, done.legal_actions(seat)[0])
    assert done.view(1)["cities"][0] == done.view(0)["cities"][0]


def test_either_seat_may_build_first():
    game = to_phase(new(2, seed=4), "build")
    one = game.apply(1, game.legal_actions(1)[0])
    assert set(one.to_act) <= {0, 1} and 0 in one.to_act


# -- pollution (normal) -----------------------------------------------------------------------
def test_an_industrie_in_line_brings_a_cloud_after_construction():
    c = city("I M . .", side=6)
    game = building(c, ["I", "P"], level="normal", money=0)
    in_line = game.apply(0, build(2, 0, "I"))
    assert in_line.clouds == [1]
    out_of_line = game.apply(0, build(1, 1, "I"))
    assert out_of_line.clouds == [0]
    develop = in_line.apply(0, build(0, 1, "P"))
    assert develop.phase == "develop"
    spots = {(a["x"], a["y"]) for a in develop.legal_actions(0)}
    assert spots == set(frontier(develop.cities[0], 0))
    placed = develop.apply(0, {"type": "cloud", "x": 1, "y": 1})
    assert placed.cities[0].cells[(1, 1)] == ("X", 0, 0)
    assert placed.reserve["X"] == develop.reserve["X"] - 1 and placed.clouds == [0]


def test_no_cloud_in_the_simplified_game():
    game = building(city("I M . ."), ["I", "P"])
    assert game.apply(0, build(2, 0, "I")).clouds == [0]


def test_clouds_go_in_turn_order_while_the_reserve_lasts():
    c = city("I M", side=6)
    game = developing(c, level="normal", players=2)
    game.cities[1] = city("I M", side=6, seat=1)
    game.clouds = [1, 1]
    game.reserve["X"] = 1
    game.turn = game.first = 1
    game._flow()
    assert game.to_act == (1,)
    game = game.apply(1, game.legal_actions(1)[0])
    assert game.reserve["X"] == 0
    assert game.clouds[0] == 0 and "no_cloud" in [e.key for e in game.events]


# -- income and the end of the round ------------------------------------------------------------
def test_income_is_paid_after_development():
    game = developing(city("C M C"), players=1)
    game.money = [0]
    game._flow()
    assert game.money == [1 + 1 + 1]
    assert [e.amount for e in game.events if e.key == "income"] == [3]
    assert game.view(0)["income"][0] == {"salary": 1, "shops": [1, 1], "parkings": [],
                                         "total": 3,
                                         "shares": [[1, 1, 1, 1], [1, 1, 1, 1]]}


def end_of_round(c, money, level="normal", players=1):
    game = developing(c, level=level, players=players)
    game.money = [money - 1] * players  # the salary comes first
    game._flow()
    assert game.phase == "end"
    return game


def test_buying_an_industrie_costs_five_times_the_count():
    game = end_of_round(city("M I", side=6), 10)
    assert game.industry_cost(0) == 10
    kinds = {a["type"] for a in game.legal_actions(0)}
    assert kinds == {"industry", "park", "pass"}
    bought = game.apply(0, {"type": "industry", "x": 1, "y": 1})
    assert bought.money == [0] and bought.reserve["I"] == game.reserve["I"] - 1
    assert limit(bought.cities[0], 0) == 15


def test_an_industrie_and_a_park_at_most_once_each():
    game = end_of_round(city("M", side=6), 20)
    game = game.apply(0, {"type": "industry", "x": 1, "y": 0})
    assert not any(a["type"] == "industry" for a in game.legal_actions(0))
    game = game.apply(0, {"type": "park", "x": -1, "y": 0})
    assert game.money == [10] and game.cities[0].cells[(-1, 0)] == ("K", 0, 0)
    assert size(game.cities[0], 0) == 1  # neither counts toward the limit


def test_parks_from_the_normal_level():
    game = end_of_round(city("M"), 20, level="simplified")
    assert not any(a["type"] == "park" for a in game.legal_actions(0))


def test_who_cannot_buy_passes_at_once():
    game = developing(city("M"), players=1)
    game.money = [3]
    game.round = 1
    game._flow()
    assert game.phase == "draw" and game.round == 2


def test_a_bought_industrie_in_line_brings_its_cloud_at_once():
    game = end_of_round(city("M I", side=6), 10)
    bought = game.apply(0, {"type": "industry", "x": 2, "y": 0})
    assert bought.clouds == [1]
    assert {a["type"] for a in bought.legal_actions(0)} == {"cloud"}


def test_the_architecte_passes_left():
    game = to_phase(new(3, seed=2), "build")
    while game.round == 1:
        game = first_legal(game)
    assert (game.round, game.first, game.splitter, game.chooser) == (2, 1, 1, 2)


def test_the_game_ends_after_its_rounds_with_the_pile_empty():
    game = new(2, seed=5).settle()
    while not game.is_over:
        game = first_legal(game)
    assert game.round == 10 and game.pile == [] and game.phase == "over"
    with pytest.raises(IllegalAction):
        game.apply(0, PASS)
    assert game.scores(0).winners


def test_solo_game_to_the_end():
    game = new(1, "normal", seed=3).settle()
    rounds = set()
    while not game.is_over:
        rounds.add(game.round)
        game = first_legal(game)
    assert rounds == set(range(1, 9)) and game.pile == [] and game.bottom == []
    assert "rang" in game.scores(None).outcome["fr"]
