"""Phase 1, acquisition: the lot-splitting draft, the booklet's lot examples (both
choices, simplified and normal), what each seat may see, bribes, round 1, solo."""

from __future__ import annotations

import random

import pytest
from cardcityxl_helpers import dealt, lay, new, place, take

from urbanistes.cardcityxl.cards import kinds
from urbanistes.engine import CHANCE, IllegalAction

SIX = ["R", "I", "L", "P", "C", "C"]
NINE = ["R", "R", "I", "I", "L", "P", "C", "C", "C"]


def hand(game, seat, viewer=None):
    view = game.view(seat if viewer is None else viewer)["hands"][seat]
    return sorted(view["up"]), view["down"]


def test_the_draw_is_seen_by_the_splitter_only():
    game = dealt(SIX)
    assert game.view(0)["draft"]["pool"] == sorted(SIX)
    for viewer in (1, 2, None):
        draft = game.view(viewer)["draft"]
        assert draft["pool"] is None and draft["drawn"] == 6 and draft["lots"] is None


def test_three_player_lot_example_first_lot_taken():
    """The booklet, round 2, 3 players: R, I, L, P, C, C drawn; lot 1 = R and C face
    up; lot 2 = P and C face up, I and L face down. Player 2 takes lot 1; player 1
    splits the 4 others: P and I up | C up and L down; player 3 takes P and I; player 1
    keeps C and L."""
    game = lay(dealt(SIX), ["R", "C"], [], ["P", "C"])
    seen = game.view(1)["draft"]["lots"]
    assert seen[0] == {"up": ["C", "R"], "down": [], "money": 0}
    assert seen[1] == {"up": ["C", "P"], "down": [None, None], "money": 0}
    assert game.view(0)["draft"]["lots"][1]["down"] == ["I", "L"]
    game = take(game, 1)
    assert hand(game, 1) == (["C", "R"], [])
    assert (game.phase, game.splitter, game.chooser) == ("split", 0, 2)
    assert game.view(2)["seen"] == ["C", "P"]  # the face-up ones, laid again in secret
    game = lay(game, ["P", "I"], [], ["C"])
    assert game.view(2)["draft"]["lots"][1] == {"up": ["C"], "down": [None], "money": 0}
    game = take(game, 1)
    assert game.phase == "build"
    assert hand(game, 2) == (["I", "P"], [])
    assert hand(game, 0) == (["C"], ["L"])
    assert hand(game, 0, viewer=1) == (["C"], [None])  # only player 1 knows the Loisirs


def test_three_player_lot_example_second_lot_taken():
    """The booklet: had player 2 taken the 4 cards, player 1 would get R and C and
    player 2 would split the 4 cards for player 3."""
    game = lay(dealt(SIX), ["R", "C"], [], ["P", "C"])
    taken = take(game, 2)
    assert taken.fixed == len(taken.history)  # player 2 saw I and L: no undo
    assert hand(taken, 0) == (["C", "R"], [])
    assert (taken.phase, taken.splitter, taken.chooser) == ("split", 1, 2)
    assert taken.view(1)["draft"]["pool"] == ["C", "I", "L", "P"]
    assert taken.view(0)["seen"] == ["C", "I", "L", "P"]  # player 1 drew them
    final = take(lay(taken, ["P", "I"], [], ["C"]), 2)
    assert hand(final, 2) == (["C"], ["L"])
    assert hand(final, 1) == (["I", "P"], [])
    assert hand(final, 2, viewer=0) == (["C"], [None])  # player 1 no longer knows where


def test_normal_lot_example_both_choices():
    """The booklet, normal level, 3 players: 9 cards; lot 1 = R and C up and R down;
    lot 2 = P and C up, C, I, I and L down. Player 2 takes lot 1; player 1 splits the
    6 others: P, I up and I down | C up, C and L down; player 3 takes the first."""
    game = lay(dealt(NINE, level="normal"), ["R", "C"], ["R"], ["P", "C"])
    lots = game.view(2)["draft"]["lots"]
    assert lots[0] == {"up": ["C", "R"], "down": [None], "money": 0}
    assert lots[1] == {"up": ["C", "P"], "down": [None] * 4, "money": 0}
    first = take(game, 1)
    assert hand(first, 1) == (["C", "R"], ["R"])
    assert hand(first, 1, viewer=2) == (["C", "R"], [None])
    final = take(lay(first, ["P", "I"], ["I"], ["C"]), 1)
    assert hand(final, 2) == (["I", "P"], ["I"])
    assert hand(final, 0) == (["C"], ["C", "L"])
    other = take(game, 2)  # had player 2 taken the 6 cards...
    assert hand(other, 0) == (["C", "R"], ["R"])
    assert other.splitter == 1 and other.view(1)["draft"]["pool"] == ["C", "C", "I", "I",
                                                                      "L", "P"]


@pytest.mark.parametrize(("level", "cards", "shape"), [
    ("simplified", 6, ((2, 0), (2, 2))),
    ("simplified", 4, ((2, 0), (1, 1))),
    ("normal", 12, ((2, 1), (3, 6))),
    ("normal", 6, ((2, 1), (1, 2))),
])
def test_lot_shapes(level, cards, shape):
    from urbanistes.cardcityxl.draft import lot_shape

    assert lot_shape(level, cards) == shape


def test_lots_must_have_their_shape():
    game = dealt(SIX)
    assert not game.is_legal(0, {"type": "offer"})
    assert not game.is_legal(0, place("R", 1, "down"))  # simplified: lot 1 all face up
    assert not game.is_legal(0, place("R", 2, "down"))  # lot 2's hidden cards: the rest
    game = game.apply(0, place("R", 1)).apply(0, place("C", 1))
    assert not game.is_legal(0, place("P", 1))  # lot 1 is full
    game = game.apply(0, place("P", 2)).apply(0, place("C", 2))
    assert not game.is_legal(0, place("I", 2))  # lot 2 shows half its cards
    assert game.legal_actions(0) == [{"type": "offer"}]


def test_laying_is_secret_and_may_be_undone():
    game = new(3).settle()
    laid = game.apply(0, place(game.cards_of("pool")[0], 1))
    assert laid.view(1) == game.view(1)
    assert laid.undoable(0) == 1 and laid.undo(0) == game


def test_offering_shows_the_lots_and_cannot_be_undone():
    game = lay(dealt(SIX), ["R", "C"], [], ["P", "C"])
    assert game.undoable(0) == 0


def test_two_players():
    game = lay(dealt(["R", "C", "P", "I"], players=2), ["R", "C"], [], ["P"])
    assert game.view(1)["draft"]["lots"][1] == {"up": ["P"], "down": [None], "money": 0}
    done = take(game, 2)
    assert done.phase == "build"
    assert hand(done, 1) == (["P"], ["I"]) and hand(done, 0) == (["C", "R"], [])


def test_four_players_the_chooser_of_lot_two_splits_next():
    game = lay(dealt(["R"] * 2 + ["C"] * 2 + ["P"] * 2 + ["I"] * 2, players=4),
               ["R", "C"], [], ["P", "P", "I"])
    game = take(game, 2)  # P P I up, R C I down: player 2 splits them
    assert (game.splitter, game.chooser) == (1, 2)
    game = take(lay(game, ["R", "C"], [], ["P", "I"]), 1)
    assert (game.splitter, game.chooser) == (1, 3)  # player 2 splits what is left
    game = take(lay(game, ["P", "I"], [], ["P"]), 2)
    assert game.phase == "build"
    assert [len(game.hand(s)) for s in range(4)] == [2, 2, 2, 2]


# -- bribes (advanced) ------------------------------------------------------------------
def advanced_deal():
    return dealt(["R", "R", "I", "B01", "L", "P", "C", "C", "B12"], level="advanced")


def test_bribe_goes_with_the_lot():
    game = advanced_deal()
    game.money = [5, 3, 3]
    game = game.apply(0, {"type": "bribe", "lot": 2, "amount": 2})
    assert game.view(1)["money"][0] == 5  # laid in secret
    assert not game.is_legal(0, {"type": "bribe", "lot": 1, "amount": 1})  # once, one lot
    game = lay(game, ["R", "C"], ["R"], ["P", "C"])
    assert game.view(1)["draft"]["lots"][1]["money"] == 2
    assert game.view(1)["money"][0] == 3
    took = take(game, 2)
    assert took.money[:2] == [3, 5]
    refused = take(game, 1)
    assert refused.money[:2] == [5, 3]  # the splitter takes its money back


def test_bribes_only_at_the_advanced_level():
    game = dealt(NINE, level="normal")
    assert not any(a["type"] == "bribe" for a in game.legal_actions(0))
    assert not game.is_legal(0, {"type": "bribe", "lot": 1, "amount": 1})
    rich = advanced_deal()
    assert not rich.is_legal(0, {"type": "bribe", "lot": 1, "amount": 4})  # $3 only
    assert rich.is_legal(0, {"type": "bribe", "lot": 1, "amount": 3})


# -- round 1 and chance -----------------------------------------------------------------
@pytest.mark.parametrize("level", ["simplified", "advanced"])
def test_no_loisirs_in_round_one(level):
    game = new(3, level)
    codes = {o["card"] for o, _ in game.chance_outcomes()}
    assert not any("L" in kinds(code) for code in codes)
    assert len(codes) == (4 if level == "simplified" else 4 + 16 - 5)
    with pytest.raises(IllegalAction):
        game.apply(CHANCE, {"card": "L"})
    game.round = 2
    assert "L" in {o["card"] for o, _ in game.chance_outcomes()}


def test_each_card_is_its_own_chance_step():
    game = new(3)
    assert game.is_chance and game.to_act == ()
    weights = dict((o["card"], w) for o, w in game.chance_outcomes())
    assert weights == {"C": 9, "I": 12, "P": 12, "R": 18}
    one = game.apply(CHANCE, {"card": "R"})
    assert one.is_chance and one.view(1)["draft"]["drawn"] == 1
    assert one.view(0)["draft"]["pool"] == ["R"]


def test_resample_keeps_what_a_seat_saw():
    game = take(lay(dealt(SIX), ["R", "C"], [], ["P", "C"]), 2)
    for seed in range(5):
        twin = game.resample(0, random.Random(seed))
        assert twin.view(0) == game.view(0)
        assert sorted(s.code for s in twin.slots) == sorted(s.code for s in game.slots)


# -- solo -------------------------------------------------------------------------------
def test_solo_draw_three_keep_two_and_the_bottom_of_the_pile():
    game = new(1).settle()
    assert game.phase == "keep" and len(game.cards_of("pool")) == 3
    code = game.cards_of("pool")[0]
    kept = game.apply(0, {"type": "bottom", "card": code})
    assert kept.phase == "build" and len(kept.hand(0)) == 2
    assert kept.bottom == [code] and kept.view(0)["bottom"] == [code]
    assert kept.view(0)["pile"] == 20 - 3 + 1  # the one put back is counted


def test_solo_last_round_takes_what_is_left():
    game = new(1)
    game.pile, game.bottom = [], ["R", "C"]
    game.round = 10
    game._start_round()
    assert game.phase == "build" and sorted(game.hand(0)) == ["C", "R"]


def test_solo_normal_draws_four_keeps_three():
    game = new(1, "normal").settle()
    assert len(game.cards_of("pool")) == 4
    kept = game.apply(0, {"type": "bottom", "card": game.cards_of("pool")[0]})
    assert len(kept.hand(0)) == 3
