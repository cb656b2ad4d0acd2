"""Sprawlopolis on chosen scoring cards: the ``scoring`` option, one choice per
combination of three cards (C(18, 3) = 816) after "deal", the rulebook's random three."""

from __future__ import annotations

import ast
import hashlib
import json
import random
import subprocess
import sys
from itertools import combinations
from math import comb
from pathlib import Path

import pytest
from helpers import legal, play, play_out

from urbanistes import saves
from urbanistes.dealing import Stream
from urbanistes.engine import SaveError
from urbanistes.sprawlopolis.data import SCORING_TEXTS
from urbanistes.sprawlopolis.game import Sprawlopolis
from urbanistes.sprawlopolis.info import DEAL, INFO, scoring_cards, scoring_value

OPTION = next(opt for opt in INFO.options if opt.key == "scoring")
ALL_CARDS = set(range(1, 19))


def new(players: int = 1, seed: int = 0, scoring: str = DEAL) -> Sprawlopolis:
    return Sprawlopolis.new({"players": players, "scoring": scoring}, seed=seed)


def city_cards(game: Sprawlopolis) -> list[int]:
    """The 15 cards of the city to be: the start card, the hands, the pile."""
    top = [game.pile_top] if game.pile_top is not None else []
    return [game.placements[0][0], *(c for h in game.hands for c in h), *top, *game.pile]


def deal(game: Sprawlopolis) -> list[object]:
    return [list(game.scoring), game.hands, game.pile_top, game.pile,
            [list(p) for p in game.placements]]


# -- the option ------------------------------------------------------------------------
def test_the_option_comes_after_the_difficulty_and_deals_at_random_by_default():
    assert [opt.key for opt in INFO.options] == ["difficulty", "scoring"]
    assert OPTION.default == DEAL == "deal"
    assert OPTION.choices[0].label == {"fr": "Tirés au hasard", "en": "Dealt at random"}
    assert Sprawlopolis.new(None, seed=0).options["scoring"] == DEAL


def test_one_choice_per_combination_of_three_cards():
    values = OPTION.values()[1:]
    assert len(values) == comb(18, 3) == 816
    assert len(set(OPTION.values())) == 817
    cards = [tuple(int(n) for n in value.split("-")) for value in values]
    assert all(len(c) == 3 and 1 <= c[0] < c[1] < c[2] <= 18 for c in cards)
    assert cards == list(combinations(range(1, 19), 3))
    for value, cards_of in zip(values, cards, strict=True):
        assert scoring_cards(value) == cards_of and scoring_value(cards_of) == value
    assert scoring_cards(DEAL) == ()
    assert scoring_value((17, 4, 9)) == "4-9-17"


def test_each_choice_names_its_three_cards_in_both_languages():
    names = {n: name for n, (name, _rule) in SCORING_TEXTS.items()}
    assert sorted(names) == sorted(ALL_CARDS)
    labels = {c.value: c.label for c in OPTION.choices}
    assert all(len({lb[lang] for lb in labels.values()}) == 817 for lang in ("fr", "en"))
    assert labels["1-2-3"] == {"fr": "1 · 2 · 3 : La Périphérie, Boom des parcs, Au vert",
                               "en": "1 · 2 · 3: The Outskirts, Bloom Boom, Go Green"}
    for value, label in labels.items():
        for lang in ("fr", "en"):
            for card in scoring_cards(value):
                assert str(card) in label[lang] and names[card][lang] in label[lang]


def test_the_form_s_info_still_imports_no_rules():
    code = ("import sys; import urbanistes.sprawlopolis.info; "
            "print(sorted(m for m in sys.modules if m.startswith('urbanistes')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=Path(__file__).parents[2] / "py", check=True).stdout
    loaded = set(ast.literal_eval(out))
    assert not loaded & {f"urbanistes.sprawlopolis.{m}"
                         for m in ("game", "city", "scoring", "judge", "strong", "help")}


@pytest.mark.parametrize("value", ["1-1-2", "0-1-2", "3-2-1", "x", "1-2-19", "1-2", "1-2-3-4",
                                   "1 - 2 - 3", "", None, 123, ("1", "2", "3")])
def test_bad_values_are_refused(value):
    with pytest.raises(ValueError) as refused:
        INFO.normalise_options({"players": 1, "scoring": value})
    # The message names the option and a few values, not all 817 (a player reads it).
    assert "option 'scoring' must be one of ['deal', '1-2-3'," in str(refused.value)
    assert "813 more]" in str(refused.value) and len(str(refused.value)) < 200
    with pytest.raises(ValueError):
        new(scoring=value)


# -- the deal --------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_game_on_a_chosen_combination(players):
    game = new(players, 7, "4-9-17")
    assert game.scoring == (4, 9, 17) and game.target == 30
    cards = city_cards(game)
    assert len(cards) == len(set(cards)) == 15
    assert set(cards) == ALL_CARDS - {4, 9, 17}
    assert [len(h) for h in game.hands] == [3] + [1] * (players - 1)
    assert deal(new(players, 7, "4-9-17")) == deal(game)  # same seed, same game


def test_the_other_fifteen_cards_are_shuffled_by_the_seed_and_dealt_as_usual():
    # The set-up stream of the seed shuffles the 15 others, then they are dealt the
    # rulebook's way: 3 to the first player, 1 to each other, the start card, the pile.
    game = new(3, 5, "4-9-17")
    cards = Stream(5).shuffled(sorted(ALL_CARDS - {4, 9, 17}))
    assert game.hands == [cards[:3], [cards[3]], [cards[4]]]
    assert (game.placements[0][0], game.pile_top, game.pile) == (
        cards[5], cards[6], sorted(cards[7:]))
    assert len({json.dumps(deal(new(2, seed, "4-9-17"))) for seed in range(20)}) > 1


def test_a_combination_plays_to_the_end_and_scores_its_three_cards():
    rng = random.Random(3)
    final = play_out(new(1, 11, "2-12-18"), lambda g: rng.choice(legal(g)))[-1]
    assert final.is_over and len(final.placements) == 15
    keys = [line.key for line in final.scores(None).sheets[0].lines]
    assert [k for k in keys if k.startswith("card-")] == ["card-2", "card-12", "card-18"]
    assert final.scores(None).target == 32


#: Recorded before the option existed: every seed 1..50 and seat count 1..4 must deal
#: exactly this with "deal" (scoring, hands, pile top, pile, the start card), or kept
#: games and daily challenges break.
DEALS_DIGEST = "6f700e27b3a0ddeb11cf4d27df7a944f4f6093886c41e58b5cf9ae8d43a11b54"


def test_deal_deals_exactly_as_before_the_option():
    rows = [deal(new(players, seed)) for seed in range(1, 51) for players in range(1, 5)]
    assert hashlib.sha256(json.dumps(rows).encode()).hexdigest() == DEALS_DIGEST
    for seed in range(1, 51):
        assert deal(Sprawlopolis.new({"players": 2}, seed)) == deal(new(2, seed))


@pytest.mark.parametrize(("seed", "scoring", "hands", "top", "start", "pile"), [
    (3, (2, 7, 14), [[17, 8, 16], [3], [4], [12]], 13, 5, [1, 6, 9, 10, 11, 15, 18]),
    (17, (8, 13, 16), [[17, 15, 18], [10], [6], [7]], 5, 9, [1, 2, 3, 4, 11, 12, 14]),
    (42, (1, 8, 12), [[13, 9, 14], [16], [10], [18]], 11, 6, [2, 3, 4, 5, 7, 15, 17]),
])
def test_deal_keeps_the_recorded_deals(seed, scoring, hands, top, start, pile):
    game = new(4, seed)
    assert (game.scoring, game.hands, game.pile_top, game.placements[0][0], game.pile) == (
        scoring, hands, top, start, pile)


# -- saves -----------------------------------------------------------------------------
@pytest.mark.parametrize("scoring", [DEAL, "4-9-17", "16-17-18"])
def test_save_round_trip_with_the_option(scoring):
    rng = random.Random(1)
    game = new(3, 21, scoring)
    for _ in range(6):
        game = play(game, rng.choice(legal(game)))
    text = saves.dumps(game)
    assert json.loads(text)["options"] == {"players": 3, "difficulty": "normal",
                                           "scoring": scoring}
    loaded = saves.loads(text)
    assert loaded == game and saves.dumps(loaded) == text


def test_a_save_from_before_the_option_loads_as_dealt_at_random():
    start = Sprawlopolis.new({"players": 2, "difficulty": "easy"}, 8)
    game = play(start, legal(start)[0])
    old = game.to_save()
    del old["options"]["scoring"]
    loaded = saves.load(old)
    assert loaded == game and loaded.options["scoring"] == DEAL


def test_a_save_with_a_bad_combination_is_refused():
    old = new(1, 4, "4-9-17").to_save()
    old["options"]["scoring"] = "9-4-17"
    with pytest.raises(SaveError):
        saves.load(old)
