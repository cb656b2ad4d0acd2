"""Skyline's set-up, pinned deals, the round limit, the view a play screen draws from,
and the rules help."""

from __future__ import annotations

import json

import pytest
from skyline_helpers import new, sheet, write, writing

from urbanistes import registry
from urbanistes.skyline.data import MAX_ROUNDS, SHEET, TOWERS
from urbanistes.skyline.game import OVER, ROLL, Skyline
from urbanistes.skyline.help import RULES_HELP
from urbanistes.skyline.sheet import empty_sheet, layout


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("cards", ["off", "on"])
def test_setup(players, cards):
    game = Skyline.new({"players": players, "cards": cards}, 5)
    assert (game.phase, game.round, game.thrower, game.to_act) == (ROLL, 1, 0, ())
    assert game.is_chance and not game.is_over
    assert game.sheets == [empty_sheet(layout(c)) for c in game.cards]
    assert game.lost == [0] * players and game.claims == [()] * TOWERS
    if cards == "off":
        assert game.cards == [None] * players


def test_options_are_checked():
    with pytest.raises(ValueError):
        Skyline.new({"players": 7, "cards": "off"})
    with pytest.raises(ValueError):
        Skyline.new({"players": 3, "cards": True})
    assert registry.game_class("skyline") is Skyline


@pytest.mark.parametrize(("seed", "cards", "first_roll", "classic_roll"), [
    (0, ["rene", "fictif", "alexandrie"], [1, 3, 5, 6], [1, 1, 3, 5, 6]),
    (1, ["traverse", "alexandrie", "rene"], [2, 3, 4, 4], [2, 3, 4, 4, 5]),
])
def test_deals_are_pinned(seed, cards, first_roll, classic_roll):
    game = Skyline.new({"players": 3, "cards": "on"}, seed)
    assert game.cards == cards
    assert game.settle().pool == first_roll
    assert Skyline.new({"players": 4, "cards": "off"}, seed).settle().pool == classic_roll


def test_the_game_stops_after_the_last_round():
    game = writing(2, [6, 6], round=MAX_ROUNDS)
    game = game.apply(0, write(5, "parking", 0)).apply(1, write(5, "parking", 0))
    assert game.phase == OVER and game.ended_by == []
    game = writing(2, [6, 6], round=MAX_ROUNDS - 1)
    game = game.apply(0, write(5, "parking", 0)).apply(1, write(5, "parking", 0))
    assert game.phase == ROLL


def test_the_view_holds_what_a_play_screen_shows():
    game = writing(3, [4, 2, 6], cards=["piste", "vegas", "fictif"],
                   sheets=[sheet("piste", t1="3 . . . . ."), sheet("vegas"), sheet("fictif")],
                   log=[(1, 2, 3)], throwers=[0], round=2)
    view = game.view(0)
    assert json.loads(json.dumps(view)) == view
    assert (view["phase"], view["round"], view["last_round"]) == ("write", 2, MAX_ROUNDS)
    assert view["taken"] == [4, 2, 6] and view["log"] == [[1, 2, 3]]
    assert view["to_act"] == [0, 1, 2] and view["cards"] == ["piste", None, None]
    own = view["sheets"][0]
    assert own is not None and own["card"] == "piste"
    assert own["towers"][0] == {"rule": "up", "value": 0, "floors": [[3, 0], [0, 0], [0, 0]],
                                "complete": False, "points": SHEET[0].height}
    assert own["bonuses"] == [2 * pair.bonus for pair in SHEET]
    assert own["bubbles"] == ["open"] * TOWERS
    assert view["may_accuse"] == [0, 1, 2]


def test_the_rules_help_is_bilingual():
    assert RULES_HELP
    for heading, paragraphs in RULES_HELP:
        for item in (heading, *paragraphs):
            assert item["fr"].strip() and item["en"].strip()
    table = next(p for h, ps in RULES_HELP if h["en"] == "The sheet" for p in ps
                 if p["en"].startswith("The sheet, left to right"))
    for n, pair in enumerate(SHEET, start=1):
        assert f"tower {n}: {pair.height} floors, car park of {pair.depth}" in table["en"]


def test_a_new_game_has_no_sheet_written():
    game = new(4)
    assert all(not any(v for col in s for v in col) for s in game.sheets)
