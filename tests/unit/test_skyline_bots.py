"""Skyline bots: the normal one plays for expected points and accuses sensibly (legality,
purity and honesty are in the conformance suite; speed in ``benchmarks/bench_skyline.py``)."""

from __future__ import annotations

from dataclasses import replace

from skyline_helpers import PASS, full_parking, full_tower, new, roll, sheet, writing

from urbanistes.skyline.bots import EasyBot, NormalBot, sheet_value, suspects, threshold
from urbanistes.skyline.data import SHEET
from urbanistes.skyline.game import Skyline
from urbanistes.skyline.sheet import layout


def play(players: int, seed: int, bots: list, cards: str = "off") -> Skyline:
    game = Skyline.new({"players": players, "cards": cards}, seed)
    while not game.is_over:
        if game.is_chance:
            game = game.settle()
            continue
        seat = game.to_act[0]
        game = game.apply(seat, bots[seat].choose(game, seat))
    return game


def test_normal_beats_easy():
    normal, easy = NormalBot(), EasyBot()
    wins = 0
    for seed in range(4):
        seat = seed % 4
        bots = [easy] * 4
        bots[seat] = normal
        totals = play(4, seed, bots).scores(None).totals
        wins += totals[seat] > max(t for s, t in enumerate(totals) if s != seat)
    assert wins >= 3


def test_normal_puts_a_six_at_the_top_of_a_car_park():
    game = writing(2, [6, 1])
    action = NormalBot().choose(game, 0)
    assert action["part"] == "parking" and action["floor"] == 0


def test_normal_takes_the_die_that_completes_a_pair():
    parking = full_parking(0).split()
    columns = {"t1": full_tower(0), "p1": " ".join([*parking[:-1], "."])}
    game = new(2)
    game.sheets = [sheet(**columns), sheet()]
    game = roll(game, [6, 6, 5, int(parking[-1])])
    assert NormalBot().choose(game, 0) == {"type": "take", "die": int(parking[-1])}


def test_emploi_fictif_bots_pretend_and_never_accuse():
    game = writing(2, [3, 4], cards=["fictif", "rene"])
    assert NormalBot().choose(game, 0) == PASS
    assert EasyBot().choose(game, 0) == PASS
    drafting = roll(new(2, ["fictif", "rene"]), [1, 2, 3, 4])
    drafting.round = 25
    assert suspects(drafting, 0) == {}
    assert NormalBot().choose(drafting, 0)["type"] == "take"


def test_normal_accuses_a_long_silent_seat_and_not_an_early_one():
    early = roll(new(2, ["rene", "vegas"]), [1, 2, 3, 4])
    assert NormalBot().choose(early, 0)["type"] == "take"
    late = roll(new(2, ["rene", "vegas"]), [1, 2, 3, 4])
    late.round = 20
    odds = suspects(late, 0)
    assert odds[1] >= threshold(2)
    assert NormalBot().choose(late, 0) == {"type": "accuse", "seat": 1}
    late.claims = [(1,), (), (), (), (), ()]  # seat 1 circled a bubble: it writes
    assert suspects(late, 0) == {}
    assert EasyBot().choose(late, 0)["type"] == "take"


def test_suspicion_is_shared_among_silent_seats():
    game = roll(new(4, ["rene", "vegas", "paix", "karin"]), [1, 2, 3, 4, 5])
    game.round = 20
    three = suspects(game, 0)
    game.stuck = [0, 0, 19, 0]  # seat 2 said it can no longer finish: not a fake
    two = suspects(game, 0)
    assert set(three) == {1, 2, 3} and set(two) == {1, 3}
    assert two[1] > three[1]
    assert max(three.values()) < threshold(4)  # weak evidence: nobody is accused



def test_rene_expects_no_bonus_from_his_car_parks():
    """René la Taupe circles no bubble (our rule): his finished car parks are worth their
    levels only, whatever the bubbles show."""
    parkings = {f"p{t + 1}": full_parking(t) for t in range(6)}
    lay = layout("rene")
    done = sheet("rene", **parkings)
    value = sheet_value(lay, done, ["open"] * 6, per_box=1.0, rounds=5)
    assert value == sum(pair.depth for pair in SHEET)
    racing = replace(lay, circles=True)  # as if his car parks raced for the bubbles
    assert sheet_value(racing, done, ["open"] * 6, per_box=1.0, rounds=5) > value


def test_hollywood_expects_nothing_from_towers_it_cannot_all_finish():
    """Hollywood Boulevard's towers score only all six together (our rule): five
    finished façades beside a spoiled sixth are worth nothing to the bot; all six, the
    full heights."""
    lay = layout("hollywood")
    five = {f"t{t + 1}": " ".join(str(v) for v in range(1, lay.tower(t).size + 1))
            for t in range(5)}
    assert SHEET[5].height == 6
    spoiled = sheet("hollywood", **five, t6="5 6 .")  # the top floor needs more than 6
    assert sheet_value(lay, spoiled, ["open"] * 6, per_box=1.0, rounds=5) == 0
    done = sheet("hollywood", **five, t6="1 2 3")
    assert sheet_value(lay, done, ["open"] * 6, per_box=1.0, rounds=5) == sum(
        pair.height for pair in SHEET)
