"""Every level x victory condition x player count, played to the end at random: the
game ends when the pile runs out, no card is lost or made up, views are JSON, scores
name winners. (The conformance suite samples these combinations with every check.)"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from urbanistes.cardcityxl.data import deck, reserve, rounds
from urbanistes.cardcityxl.game import CardCityXL
from urbanistes.cardcityxl.scoring import VICTORIES

COMBOS = [(level, victory, players) for level in ("simplified", "normal", "advanced")
          for victory in VICTORIES for players in (1, 2, 3, 4)]


@pytest.mark.parametrize(("level", "victory", "players"), COMBOS)
def test_random_playout(level, victory, players):
    rng = random.Random(f"{level}-{victory}-{players}")
    game = CardCityXL.new({"players": players, "level": level, "victory": victory},
                          seed=rng.randrange(1000)).settle()
    while not game.is_over:
        seat = rng.choice(game.to_act)
        game = game.apply(seat, rng.choice(game.legal_actions(seat))).settle()
    assert game.round == rounds(level, players) and game.pile == []
    built = Counter(code for c in game.cities for code, _, _ in c.cells.values())
    used = Counter(reserve(level, players))
    used.subtract(game.reserve)
    expected = Counter(deck(level, players)) + Counter({"M": players})
    expected.update({k: n for k, n in used.items() if n})
    expected.subtract(Counter(game.discards) + Counter(game.bottom))
    assert +built == +expected
    for viewer in (None, *range(players)):
        assert json.loads(json.dumps(game.view(viewer))) == game.view(viewer)
    scores = game.scores(None)
    assert scores.winners and all(not sheet.hidden for sheet in scores.sheets)
