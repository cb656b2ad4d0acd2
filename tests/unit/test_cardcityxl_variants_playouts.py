"""The variants played to the end: at random for every level x layout with every other
variant on (no card lost or made up, the Architecte gone, views JSON, winners named),
by the bots on every layout, and each of the rulebook's 240 ways to play once, to the end
with exact saves (``benchmarks/bench_cardcityxl.py --sweep`` plays them more, with the
bots; the conformance suite samples them with every check)."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from cardcityxl_helpers import variant_options, ways_to_play

from urbanistes import saves
from urbanistes.cardcityxl.bots import EasyBot, NormalBot
from urbanistes.cardcityxl.cards import kind_of
from urbanistes.cardcityxl.data import deck, reserve
from urbanistes.cardcityxl.game import CardCityXL
from urbanistes.cardcityxl.scoring import VICTORIES
from urbanistes.cardcityxl.sites import SUBURB

#: (seats, Cité Unique, Banlieue Fictive)
LAYOUTS = [(1, False, False), (1, False, True), (2, True, False), (3, True, False),
           (4, True, False), (4, False, False)]
COMBOS = [(level, layout, VICTORIES[i % len(VICTORIES)])
          for i, (level, layout) in enumerate(
              (level, layout) for level in ("simplified", "normal", "advanced")
              for layout in LAYOUTS)]


def combo_options(level, layout, victory):
    players, unique, suburb = layout
    return variant_options(players, level, victory, architect=True, ecology=True,
                           crisis=True, unique=unique, suburb=suburb)


def single(code: str) -> str:
    return code if code.startswith("B") else kind_of(code)


@pytest.mark.parametrize(("level", "layout", "victory"), COMBOS)
def test_random_playout_with_every_variant(level, layout, victory):
    options = combo_options(level, layout, victory)
    rng = random.Random(json.dumps(options, sort_keys=True))
    game = CardCityXL.new(options, rng.randrange(1000)).settle()
    while not game.is_over:
        seat = rng.choice(game.to_act)
        game = game.apply(seat, rng.choice(game.legal_actions(seat))).settle()
    players = options["players"]
    cities = {id(c): c for c in game.cities}.values()  # the shared city once
    cells = [cell for c in cities for cell in c.cells.values()]
    assert "A" not in {code for code, _, _ in cells}
    built = Counter(single(code) for code, _, owner in cells if owner != SUBURB)
    used = Counter(reserve(level, players))
    used.subtract(game.reserve)
    expected = Counter(single(c) for c, n in deck(level, players, True).items()
                       for _ in range(n)) + Counter({"M": players})
    expected.update({k: n for k, n in used.items() if n})
    expected.subtract(Counter(map(single, game.discards + game.bottom)))
    absorbed = Counter(code for code, _, owner in cells if owner == SUBURB)
    assert sum(absorbed.values()) == (0 if not layout[2] else 24 if level == "simplified"
                                      else 28)
    assert +built == +expected
    for viewer in (None, *range(players)):
        assert json.loads(json.dumps(game.view(viewer))) == game.view(viewer)
    assert game.scores(None).outcome["fr"]


def play_out(game, bots):
    game = game.settle()
    while not game.is_over:
        seat = game.to_act[0]
        game = game.apply(seat, bots[seat].choose(game, seat)).settle()
    return game


@pytest.mark.parametrize("layout", LAYOUTS[1:5])
def test_the_normal_bot_plays_every_layout(layout):
    options = combo_options("normal", layout, "residential")
    bots = [NormalBot() if s == 0 else EasyBot() for s in range(options["players"])]
    final = play_out(CardCityXL.new(options, 3), bots)
    assert final.scores(None).outcome["fr"]


def test_normal_beats_easy_in_the_hexagonal_single_city():
    wins = 0
    for seed in range(4):
        seat = seed % 3
        bots = [NormalBot() if s == seat else EasyBot() for s in range(3)]
        final = play_out(CardCityXL.new(variant_options(3, unique=True), seed), bots)
        wins += seat in final.scores(None).winners
    assert wins >= 3


BOT_SCRIPT = """
import json
from urbanistes.cardcityxl.bots import NormalBot
from urbanistes.cardcityxl.game import CardCityXL
game = CardCityXL.new(%r, 11).settle()
bot, moves = NormalBot(), []
while not game.is_over:
    seat = game.to_act[0]
    action = bot.choose(game, seat)
    moves.append(action)
    game = game.apply(seat, action).settle()
print(json.dumps(moves))
"""


def test_the_normal_bot_does_not_depend_on_the_string_hash_seed():
    """The same choices in processes with different string hashes (a choice among
    equal values once followed the order of a set of card codes)."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    py = str(Path(__file__).resolve().parents[2] / "py")
    options = variant_options(4, "simplified", "economic", unique=True)
    runs = [subprocess.run([sys.executable, "-c", BOT_SCRIPT % (options,)], check=True,
                           capture_output=True, text=True,
                           env={**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": py}).stdout
            for seed in ("1", "2")]
    assert json.loads(runs[0]) == json.loads(runs[1])
    assert len(json.loads(runs[0])) > 100


WAYS = ways_to_play()


def test_the_ways_to_play_are_the_rulebooks_240():
    def way(options):
        return (options["level"], options["victory"], options["architect"],
                options["ecology"], options["crisis"], options["unique"] or options["suburb"])

    assert len({way(o) for o in WAYS}) == len(WAYS) == 3 * 5 * 16
    assert {o["players"] for o in WAYS if o["unique"]} == {2, 3, 4}
    assert {o["players"] for o in WAYS if o["suburb"]} == {1}


@pytest.mark.parametrize("index", range(len(WAYS)))
def test_every_way_to_play_plays_to_the_end_with_exact_saves(index):
    options = WAYS[index]
    rng = random.Random(index)
    game = CardCityXL.new(options, index).settle()
    steps = 0
    while not game.is_over:
        if steps == 40:
            assert saves.loads(saves.dumps(game)) == game
        seat = rng.choice(game.to_act)
        game = game.apply(seat, rng.choice(game.legal_actions(seat))).settle()
        steps += 1
    assert saves.loads(saves.dumps(game)) == game
    sheets = game.scores(None)
    assert len(sheets.sheets) == options["players"] and sheets.outcome["en"]
