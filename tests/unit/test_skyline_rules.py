"""Skyline's classic rules on hand-built sheets: the dice, the draft, building upward and
downward, lost dice, the next thrower, the bonus race, the end and the score."""

from __future__ import annotations

import pytest
from skyline_helpers import (
    LOSE,
    full_parking,
    full_tower,
    new,
    roll,
    sheet,
    take,
    write,
    writing,
)

from urbanistes.engine import CHANCE, IllegalAction
from urbanistes.skyline.data import SHEET, TOWERS
from urbanistes.skyline.game import DRAFT, OVER, ROLL, WRITE, next_thrower
from urbanistes.skyline.sheet import fitting_floors, layout

CLASSIC = layout(None)


def done_pairs(*pairs: int, **more: str) -> dict[str, str]:
    """Columns for complete pairs (0-based), plus ``more`` columns."""
    columns = {}
    for t in pairs:
        columns[f"t{t + 1}"] = full_tower(t)
        columns[f"p{t + 1}"] = full_parking(t)
    return {**columns, **more}


# =================================================================================
# Dice and the draft
# =================================================================================
@pytest.mark.parametrize(("players", "dice"), [(2, 4), (3, 4), (4, 5), (5, 6), (6, 7)])
def test_players_plus_one_dice_plus_two_at_two(players, dice):
    game = new(players)
    assert game.dice == dice
    for rolled in range(dice):
        assert game.phase == ROLL and game.is_chance and game.to_act == ()
        assert game.chance_outcomes() == [({"die": v}, 1) for v in range(1, 7)]
        game = game.apply(CHANCE, {"die": 6 - rolled % 6})
    assert game.phase == DRAFT and len(game.pool) == dice


def test_the_draft_goes_left_from_the_thrower_and_leaves_the_last_die():
    game = new(3)
    game.thrower = 1
    game = roll(game, [5, 2, 2, 6])
    order = []
    for die in (2, 6, 5):
        order.append(game.picker)
        assert game.to_act == (game.picker,)
        game = take(game, die)
    assert order == [1, 2, 0]
    assert game.taken == [5, 2, 6] and game.pool == [2]  # one die left unused
    assert game.phase == WRITE


def test_two_players_leave_two_dice():
    game = take(roll(new(2), [1, 2, 3, 4]), 4, 3)
    assert game.phase == WRITE and game.pool == [1, 2]


def test_only_a_die_in_the_pool_may_be_taken():
    game = roll(new(2), [1, 1, 3, 4])
    with pytest.raises(IllegalAction):
        game.apply(0, {"type": "take", "die": 2})
    with pytest.raises(IllegalAction):
        game.apply(1, {"type": "take", "die": 1})  # not seat 1's turn
    game = take(game, 1)
    assert game.pool == [1, 3, 4]  # the other 1 is still there


def test_dice_are_public_sheets_are_not():
    game = take(roll(new(2), [1, 2, 3, 4]), 4, 3)
    game = game.apply(0, write(5, "parking", 0))
    for viewer in (None, 0, 1):
        assert game.view(viewer)["taken"] == [4, 3]
    assert game.view(0)["sheets"][0]["parkings"][5]["floors"][0] == [4]
    assert game.view(1)["sheets"][0] is None and game.view(None)["sheets"] == [None, None]
    assert game.view(1)["sheets"][1] is not None


# =================================================================================
# Building
# =================================================================================
FOUR = next(t for t, pair in enumerate(SHEET) if pair.height == 4)
DEEP = next(t for t, pair in enumerate(SHEET) if pair.depth == 3)


def test_floors_strictly_increase_upward():
    col = CLASSIC.tower(FOUR)
    assert [fitting_floors(col, (1, 3, 0, 0), v) for v in range(1, 7)] == [
        [], [], [], [2], [2], [2]]
    started = sheet(**{f"t{FOUR + 1}": "1 3 . ."})
    game = writing(2, [3, 4], sheets=[started, started])
    assert write(FOUR, "tower", 2) not in game.legal_actions(0)
    assert write(FOUR, "tower", 2) in game.legal_actions(1)
    with pytest.raises(IllegalAction):
        game.apply(0, write(FOUR, "tower", 2))


def test_parking_levels_strictly_decrease_downward():
    col = CLASSIC.parking(DEEP)
    assert [fitting_floors(col, (5, 0, 0), v) for v in range(1, 7)] == [
        [1], [1], [1], [1], [], []]
    started = sheet(**{f"p{DEEP + 1}": "5 . ."})
    game = writing(2, [4, 5], sheets=[started, started])
    game = game.apply(0, write(DEEP, "parking", 1))
    assert game.sheets[0][2 * DEEP + 1] == (5, 4, 0)
    assert write(DEEP, "parking", 1) not in game.legal_actions(1)


def test_no_gaps_only_the_next_floor_or_level_is_open():
    game = writing(2, [6, 1])
    spots = {(a["tower"], a["part"], a["floor"]) for a in game.legal_actions(0)}
    assert spots == {(t, part, 0) for t in range(TOWERS) for part in ("tower", "parking")}
    with pytest.raises(IllegalAction):
        game.apply(0, write(5, "tower", 3))


def test_writing_is_compulsory_when_the_die_fits():
    game = writing(2, [3, 3])
    assert LOSE not in game.legal_actions(0)
    with pytest.raises(IllegalAction):
        game.apply(0, LOSE)


def stuck_for_ones() -> dict[str, str]:
    """Every tower started with a 2, every car park complete: a 1 fits nowhere."""
    columns = {f"p{t + 1}": full_parking(t) for t in range(TOWERS)}
    for t in range(TOWERS):
        columns[f"t{t + 1}"] = " ".join(["2"] + ["."] * (SHEET[t].height - 1))
    return columns


def test_a_die_that_fits_nowhere_is_lost():
    blocked = sheet(**stuck_for_ones())
    game = writing(2, [1, 3], sheets=[blocked, sheet()])
    assert game.legal_actions(0) == [LOSE]  # the only action: nothing else is possible
    with pytest.raises(IllegalAction):
        game.apply(0, write(0, "tower", 1))
    after = game.apply(0, LOSE)
    assert after.lost == [1, 0] and after.sheets[0] == blocked
    assert after.to_act == (1,)  # the others cannot tell it was lost
    assert after.view(0)["sheets"][0]["lost"] == 1
    assert after.view(1)["sheets"][0] is None


def test_writing_is_simultaneous_and_may_be_taken_back_until_someone_else_writes():
    game = writing(3, [2, 5, 6])
    assert game.to_act == (0, 1, 2)
    game = game.apply(1, write(3, "tower", 0))
    assert game.to_act == (0, 2)
    drafted = new(2).settle()  # undo replays the dice from the seed
    drafted = take(drafted, max(drafted.pool), max(drafted.pool))
    played = drafted.apply(0, drafted.legal_actions(0)[0])
    assert played.undoable(0) == 1
    assert played.undo(0) == drafted
    resolved = played.apply(1, played.legal_actions(1)[0])  # the round's announcements
    assert resolved.undoable(0) == resolved.undoable(1) == 0


# =================================================================================
# The next thrower
# =================================================================================
def test_the_lowest_die_throws_next():
    assert next_thrower([4, 2, 5], 0) == 1


@pytest.mark.parametrize(("taken", "thrower", "expected"), [
    ([1, 1, 3, 1], 2, 1),  # right of the thrower first
    ([1, 3, 3, 1], 2, 0),  # then further right
    ([1, 3, 3, 1], 0, 3),  # seat 3 sits right of seat 0
    ([2, 1, 1, 3], 1, 2),  # going right from seat 1: 0, 3, then 2
    ([1, 2, 1], 0, 2),  # right of 0 is 2
    ([1, 2, 2], 0, 0),  # the previous thrower keeps it only if nobody else tied
])
def test_ties_go_to_the_nearest_tied_player_right_of_the_thrower(taken, thrower, expected):
    assert next_thrower(taken, thrower) == expected


def test_the_next_round_is_thrown_by_the_lowest_die():
    game = new(3)
    game.thrower = 2
    game = take(roll(game, [2, 2, 5, 6]), 2, 5, 2)  # seats 2, 0, 1 take 2, 5, 2
    assert game.taken == [5, 2, 2]
    for seat in (0, 1, 2):
        game = game.apply(seat, game.legal_actions(seat)[0])
    assert game.phase == ROLL and game.round == 2
    assert game.thrower == 1  # seats 1 and 2 tied on 2: seat 1 is right of thrower 2
    assert game.log == [(5, 2, 2)] and game.throwers == [2]


# =================================================================================
# The bonus race
# =================================================================================
def finish_pair_zero() -> tuple[str, dict[str, str]]:
    """A sheet missing only the top level of car park 1, and the die that completes it."""
    parking = full_parking(0).split()
    return parking[-1], {"t1": full_tower(0),
                         "p1": " ".join([*parking[:-1], "."])}


def test_the_first_to_complete_a_tower_and_its_car_park_circles_the_bubble():
    die, columns = finish_pair_zero()
    game = writing(3, [int(die), 6, 6], sheets=[sheet(**columns), sheet(), sheet()])
    game = game.apply(0, write(0, "parking", SHEET[0].depth - 1))
    assert game.claims[0] == ()  # announced when everybody has written
    game = game.apply(1, write(5, "parking", 0)).apply(2, write(5, "parking", 0))
    assert game.claims[0] == (0,) and game.claim_rounds[0] == 1
    assert game.view(0)["sheets"][0]["bubbles"][0] == "circled"
    assert game.view(1)["sheets"][1]["bubbles"][0] == "crossed"
    assert game.view(2)["claims"][0] == [0]


def test_completions_in_the_same_round_share_the_bubble():
    die, columns = finish_pair_zero()
    game = writing(3, [int(die), int(die), 6],
                   sheets=[sheet(**columns), sheet(**columns), sheet()])
    for seat in (0, 1):
        game = game.apply(seat, write(0, "parking", SHEET[0].depth - 1))
    game = game.apply(2, write(5, "parking", 0))
    assert game.claims[0] == (0, 1)


def test_a_later_completion_scores_its_floors_but_not_the_bonus():
    die, columns = finish_pair_zero()
    game = writing(2, [int(die), 6], sheets=[sheet(**columns), sheet()],
                   claims=[(1,), (), (), (), (), ()], claim_rounds=[1, 0, 0, 0, 0, 0],
                   round=2)
    game = game.apply(0, write(0, "parking", SHEET[0].depth - 1))
    game = game.apply(1, write(5, "parking", 0))
    assert game.claims[0] == (1,)
    lines = {line.key: line.points for line in game.scores(0).sheets[0].lines}
    assert lines["tower-1"] == SHEET[0].height and lines["parking-1"] == SHEET[0].depth
    assert "bonus-1" not in lines


def test_a_tower_without_its_car_park_claims_nothing():
    game = writing(2, [3, 6], sheets=[sheet(t1="1 2 ."), sheet()])
    game = game.apply(0, write(0, "tower", 2)).apply(1, write(5, "parking", 0))
    assert game.claims[0] == ()


# =================================================================================
# The end
# =================================================================================
def test_three_pairs_end_the_game_once_the_round_is_finished():
    die, columns = finish_pair_zero()
    near = sheet(**done_pairs(1, 2, **columns))
    game = writing(3, [int(die), 6, 5], sheets=[near, sheet(), sheet()])
    game = game.apply(0, write(0, "parking", SHEET[0].depth - 1))
    assert not game.is_over and game.to_act == (1, 2)  # the round is finished first
    game = game.apply(1, write(5, "parking", 0))
    assert not game.is_over
    game = game.apply(2, write(5, "tower", 0))
    assert game.is_over and game.phase == OVER and game.ended_by == [0]
    assert game.sheets[2][10][0] == 5  # the last writes of the round count
    assert game.to_act == () and not game.is_chance


def test_two_pairs_do_not_end_the_game():
    game = writing(2, [6, 6], sheets=[sheet(**done_pairs(1, 2)), sheet()])
    game = game.apply(0, write(5, "parking", 0)).apply(1, write(5, "parking", 0))
    assert game.phase == ROLL and game.round == 2


def spoiled(*alive: int) -> dict[str, str]:
    """Every tower but those in ``alive`` spoiled by a 6 on its ground floor."""
    return {f"t{t + 1}": " ".join(["6"] + ["."] * (SHEET[t].height - 1))
            for t in range(TOWERS) if t not in alive and SHEET[t].height > 1}


def test_a_player_who_can_no_longer_finish_says_so_and_the_game_ends_when_nobody_can():
    game = writing(2, [6, 6], sheets=[sheet(**spoiled(0, 1, 2)), sheet(**spoiled(0, 1))])
    game = game.apply(0, write(0, "parking", 0)).apply(1, write(0, "parking", 0))
    assert game.stuck == [0, 1] and not game.is_over  # seat 0 may still finish 3 pairs
    game = writing(2, [1, 6], sheets=[game.sheets[0], game.sheets[1]], stuck=[0, 1], round=2)
    game = game.apply(0, write(2, "tower", 0))
    game = game.apply(1, write(1, "parking", 0))
    assert game.stuck == [0, 1] and game.phase == ROLL
    spoil = writing(2, [6, 6], sheets=[game.sheets[0], game.sheets[1]], stuck=[0, 1], round=3)
    spoil = spoil.apply(0, write(1, "tower", 0)).apply(1, write(2, "parking", 0))
    assert spoil.stuck == [3, 1]
    assert spoil.is_over and spoil.ended_by == []


def test_a_sheet_that_can_score_nothing_more_stops_writing():
    columns = stuck_for_ones()
    columns["t6"] = "6 . . . . ."  # every tower spoiled but tower 1, one box short
    for t in range(1, TOWERS - 1):
        columns[f"t{t + 1}"] = " ".join(["6"] + ["."] * (SHEET[t].height - 1))
    columns["t1"] = " ".join([*full_tower(0).split()[:-1], "."])
    game = writing(2, [int(full_tower(0).split()[-1]), 6], sheets=[sheet(**columns), sheet()])
    game = game.apply(0, write(0, "tower", SHEET[0].height - 1))
    game = game.apply(1, write(5, "parking", 0))
    assert game.idle == [1, 0] and game.stuck[0] == 1
    game = take(roll(game, [3, 4, 5, 6]), 3, 4)
    assert game.phase == WRITE and game.to_act == (1,)  # seat 0 takes dice, writes nothing


# =================================================================================
# Scoring
# =================================================================================
def test_scoring_counts_floors_levels_and_circled_bonuses():
    done = done_pairs(0, 3)
    short = " ".join([*full_tower(1).split()[:-1], "."])
    game = writing(2, [6, 6], sheets=[
        sheet(**done, t2=short, p6=full_parking(5)),  # an unfinished tower scores nothing
        sheet(**done_pairs(3)),
    ], claims=[(0,), (), (), (0, 1), (), ()], claim_rounds=[1, 0, 0, 1, 0, 0])
    game.phase = OVER
    lines = {line.key: line for line in game.scores(1).sheets[0].lines}
    assert lines["tower-1"].points == SHEET[0].height
    assert lines["parking-1"].points == SHEET[0].depth
    assert lines["bonus-1"].points == SHEET[0].bonus
    h = SHEET[1].height
    assert lines["tower-2"].points == 0 and lines["tower-2"].detail == {
        "fr": f"inachevée : {h - 1}/{h} cases", "en": f"unfinished: {h - 1}/{h} boxes"}
    assert lines["parking-6"].points == SHEET[5].depth
    expected = (SHEET[0].height + SHEET[0].depth + SHEET[0].bonus
                + SHEET[3].height + SHEET[3].depth + SHEET[3].bonus + SHEET[5].depth)
    scores = game.scores(None)
    assert scores.totals == (expected, SHEET[3].height + SHEET[3].depth + SHEET[3].bonus)
    assert scores.winners == (0,)
    assert scores.outcome["en"] == f"{{p0}} wins with {expected} points."


def test_a_tie_is_a_shared_win():
    both = sheet(**done_pairs(2))
    game = writing(2, [6, 6], sheets=[both, both])
    game.phase = OVER
    scores = game.scores(0)
    assert scores.winners == (0, 1) and scores.totals[0] == scores.totals[1]
    assert "Shared win" in scores.outcome["en"]


def test_score_lines_have_stable_keys_across_sheets():
    game = writing(2, [6, 6], sheets=[sheet(), sheet()])
    keys = [line.key for line in game.scores(0).sheets[0].lines]
    assert keys == [f"{part}-{n}" for n in range(1, 7) for part in ("tower", "parking")]


# =================================================================================
# Hidden information
# =================================================================================
def test_sheets_and_scores_of_others_stay_hidden_until_the_end():
    game = writing(3, [1, 2, 3], cards=["rene", "vegas", "paix"])
    for viewer in range(3):
        view = game.view(viewer)
        assert [s is not None for s in view["sheets"]] == [s == viewer for s in range(3)]
        assert view["cards"] == [c if s == viewer else None
                                 for s, c in enumerate(game.cards)]
        scores = game.scores(viewer)
        assert [sh.hidden for sh in scores.sheets] == [s != viewer for s in range(3)]
    assert game.view(None)["cards"] == [None] * 3
    game.phase = OVER
    assert all(s is not None for s in game.view(None)["sheets"])
    assert game.view(None)["cards"] == game.cards


def test_a_tower_scores_its_floors_whatever_the_numbers():
    # "les tours de 4 étages rapportent 4 points, celles de 5 étages 5, etc."
    four = FOUR
    low = sheet(**{f"t{four + 1}": "1 2 3 4"})
    high = sheet(**{f"t{four + 1}": "2 4 5 6"})
    game = writing(2, [1, 1], sheets=[low, high])
    game.phase = OVER
    for seat in (0, 1):
        got = {line.key: line.points for line in game.scores(None).sheets[seat].lines}
        assert got[f"tower-{four + 1}"] == 4
