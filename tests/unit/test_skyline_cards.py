"""The 11 special rule cards on hand-built sheets: double and triple floors, each card's
building rule, its own end condition and scoring, the bonus multipliers, and Emploi
fictif with the accusations that unmask it."""

from __future__ import annotations

import pytest
from skyline_helpers import LOSE, PASS, new, roll, sheet, take, write, writing

from urbanistes.engine import IllegalAction
from urbanistes.skyline.data import ACCUSATION_PENALTY, CARD_IDS, SHEET, TOWERS
from urbanistes.skyline.game import OVER, WRITE, Skyline
from urbanistes.skyline.sheet import (
    fitting_floors,
    is_complete,
    layout,
    legal_spots,
    progress,
)

THREE = next(t for t, pair in enumerate(SHEET) if pair.height == 3)
FOUR = next(t for t, pair in enumerate(SHEET) if pair.height == 4)
SIX = next(t for t, pair in enumerate(SHEET) if pair.height == 6)


def tower(t: int) -> str:
    return f"t{t + 1}"


def parking(t: int) -> str:
    return f"p{t + 1}"


def lines(game, seat):
    return {line.key: line.points for line in game.scores(seat).sheets[seat].lines}


def over(game):
    game.phase = OVER
    return game


def test_every_height_the_cards_name_is_on_the_sheet():
    heights = {pair.height for pair in SHEET}
    assert {4, 5, 6} <= heights and heights - {4, 5, 6}  # Tour Karin, Rue de la Paix
    assert {h % 2 for h in heights} == {0, 1}  # Las Vegas
    assert len(SHEET) == 6  # Vertigo
    assert len(CARD_IDS) == len(set(CARD_IDS)) == 11


# =================================================================================
# Double and triple floors
# =================================================================================
def test_runway_view_doubles_every_floor_but_not_the_car_parks():
    lay = layout("piste")
    for t, pair in enumerate(SHEET):
        assert lay.tower(t).floors == (2,) * pair.height
        assert lay.parking(t).floors == (1,) * pair.depth
    col = lay.tower(THREE)
    # one box of the ground floor written: its twin, or the floor above, may come next
    assert fitting_floors(col, (3, 0, 0, 0, 0, 0), 3) == [0]
    assert fitting_floors(col, (3, 0, 0, 0, 0, 0), 5) == [1]
    assert fitting_floors(col, (3, 0, 0, 0, 0, 0), 2) == []
    # the floor above a half-filled floor may start the next one too
    assert fitting_floors(col, (3, 0, 5, 0, 0, 0), 6) == [2]
    assert fitting_floors(col, (3, 0, 5, 0, 0, 0), 5) == [1]
    assert fitting_floors(col, (3, 0, 5, 0, 0, 0), 4) == []
    assert not is_complete(col, (3, 3, 5, 0, 6, 6))  # every box is needed
    assert is_complete(col, (3, 3, 5, 5, 6, 6)) and col.points == 3


def test_a_double_floor_is_written_box_by_box_in_a_game():
    game = writing(2, [3, 3], cards=["piste", "rene"],
                   sheets=[sheet("piste", **{tower(THREE): "3 . . . . ."}), sheet("rene")])
    game = game.apply(0, write(THREE, "tower", 0))
    assert game.sheets[0][2 * THREE] == (3, 3, 0, 0, 0, 0)
    assert game.view(0)["sheets"][0]["towers"][THREE]["floors"] == [[3, 3], [0, 0], [0, 0]]


def test_karin_tower_triples_the_top_floor_of_the_4_5_and_6_floor_towers():
    lay = layout("karin")
    for t, pair in enumerate(SHEET):
        expected = (1,) * (pair.height - 1) + (3,) if pair.height in (4, 5, 6) else (
            (1,) * pair.height)
        assert lay.tower(t).floors == expected
    col = lay.tower(FOUR)
    full = (1, 2, 3, 5, 5, 5)
    assert fitting_floors(col, (1, 2, 3, 5, 5, 0), 5) == [3]
    assert fitting_floors(col, (1, 2, 3, 5, 5, 0), 6) == []  # no floor above the top
    assert is_complete(col, full) and col.points == 4


# =================================================================================
# The cards' building rules
# =================================================================================
def test_vegas_even_towers_take_even_numbers_odd_towers_odd_in_any_order():
    lay = layout("vegas")
    even, odd = lay.tower(FOUR), lay.tower(THREE)
    assert [fitting_floors(even, (6, 2, 2, 0), v) for v in range(1, 7)] == [
        [], [3], [], [3], [], [3]]
    assert [fitting_floors(odd, (0, 0, 0), v) for v in range(1, 7)] == [
        [0], [], [0], [], [0], []]
    assert not any(lay.parking(t).exists for t in range(TOWERS))  # no car parks
    game = writing(2, [4, 4], cards=["vegas", "rene"])
    assert all(a["part"] == "tower" for a in game.legal_actions(0))


def test_rue_de_la_paix_towers_take_their_own_height_only():
    lay = layout("paix")
    for t, pair in enumerate(SHEET):
        col = lay.tower(t)
        assert [v for v in range(1, 7) if fitting_floors(col, (0,) * col.size, v)] == [
            pair.height]
        assert not lay.parking(t).exists
    assert fitting_floors(lay.tower(THREE), (3, 3, 0), 3) == [2]  # repeats
    game = writing(2, [1, 3], cards=["paix", "rene"])
    assert game.legal_actions(0) == [LOSE]  # a 1 fits no hotel


def test_hollywood_fills_one_box_in_two_and_scores_the_full_height_with_all_six():
    lay = layout("hollywood")
    for t, pair in enumerate(SHEET):
        assert lay.tower(t).floors == tuple(1 - f % 2 for f in range(pair.height))
        assert not lay.parking(t).exists
    col = lay.tower(FOUR)  # floors 1 and 3 (from 1) are filled, 2 and 4 crossed out
    assert fitting_floors(col, (2, 0), 4) == [2]
    assert fitting_floors(col, (2, 0), 2) == []
    assert is_complete(col, (2, 4)) and col.points == 4
    game = writing(2, [4, 6], cards=["hollywood", "rene"],
                   sheets=[sheet("hollywood", **{tower(FOUR): "2 ."}), sheet("rene")])
    game = game.apply(0, write(FOUR, "tower", 2))
    assert game.view(0)["sheets"][0]["towers"][FOUR]["floors"] == [[2], [], [4], []]
    towers = {tower(t): " ".join(str(v) for v in range(1, lay.tower(t).size + 1))
              for t in range(TOWERS)}
    game = writing(2, [4, 6], cards=["hollywood", "rene"],
                   sheets=[sheet("hollywood", **towers), sheet("rene")])
    scored = lines(over(game), 0)
    assert [scored[f"tower-{t + 1}"] for t in range(TOWERS)] == [p.height for p in SHEET]


def test_hollywood_towers_score_nothing_unless_all_six_are_finished():
    """Our rule ("Vous devez terminer tous les immeubles"): five finished façades and an
    unfinished sixth score nothing at all."""
    lay = layout("hollywood")
    towers = {tower(t): " ".join(str(v) for v in range(1, lay.tower(t).size + 1))
              for t in range(TOWERS)}
    towers[tower(SIX)] = "1 2 ."
    game = over(writing(2, [4, 6], cards=["hollywood", "rene"],
                        sheets=[sheet("hollywood", **towers), sheet("rene")]))
    assert is_complete(lay.tower(FOUR), game.sheets[0][2 * FOUR])
    assert game.scores(0).sheets[0].total == 0


def test_patema_turns_the_sheet_upside_down():
    lay = layout("patema")
    for t, pair in enumerate(SHEET):
        assert lay.tower(t).points == pair.depth and lay.tower(t).rule == "up"
        assert lay.parking(t).points == pair.height and lay.parking(t).rule == "down"
    # the printed 6-floor tower is now a 6-level car park: 6 then downward
    col = lay.parking(SIX)
    assert fitting_floors(col, (6, 5, 0, 0, 0, 0), 4) == [2]
    assert fitting_floors(col, (6, 5, 0, 0, 0, 0), 6) == []


def test_alexandrie_pyramids_shrink_upward_and_secret_chambers_take_their_depth():
    lay = layout("alexandrie")
    col = lay.tower(FOUR)
    assert [fitting_floors(col, (5, 3, 0, 0), v) for v in range(1, 7)] == [
        [2], [2], [], [], [], []]
    for t, pair in enumerate(SHEET):
        chamber = lay.parking(t)
        assert [v for v in range(1, 7) if fitting_floors(chamber, (0,) * chamber.size, v)] == [
            pair.depth]
    deep = next(t for t, pair in enumerate(SHEET) if pair.depth == 3)
    assert fitting_floors(lay.parking(deep), (3, 3, 0), 3) == [2]


def test_vertigo_towers_have_3_floors_and_car_parks_stay():
    lay = layout("vertigo")
    for t, pair in enumerate(SHEET):
        assert lay.tower(t).floors == (1, 1, 1)
        assert lay.parking(t).floors == (1,) * pair.depth


def test_rene_builds_car_parks_only():
    lay = layout("rene")
    assert not any(lay.tower(t).exists for t in range(TOWERS))
    game = writing(2, [1, 3], cards=["rene", "vegas"])
    assert {a["part"] for a in game.legal_actions(0)} == {"parking"}


# =================================================================================
# The cards' ends
# =================================================================================
def all_parkings(but_last: bool = False) -> dict[str, str]:
    columns = {parking(t): " ".join(str(v) for v in range(pair.depth, 0, -1))
               for t, pair in enumerate(SHEET)}
    if but_last:
        last = max(range(TOWERS), key=lambda t: SHEET[t].depth)
        columns[parking(last)] = " ".join(
            [str(v) for v in range(SHEET[last].depth, 1, -1)] + ["."])
    return columns


def test_rene_ends_the_game_with_every_car_park_and_circles_no_bubble():
    last = max(range(TOWERS), key=lambda t: SHEET[t].depth)
    game = writing(2, [1, 6], cards=["rene", "vegas"],
                   sheets=[sheet("rene", **all_parkings(but_last=True)), sheet("vegas")])
    assert progress(layout("rene"), game.sheets[0]).pairs == frozenset(
        t for t in range(TOWERS) if t != last)
    game = game.apply(0, write(last, "parking", SHEET[last].depth - 1))
    game = game.apply(1, write(SIX, "tower", 0))
    assert game.is_over and game.ended_by == [0]
    assert game.claims == [()] * TOWERS  # our rule: René circles no bubble
    got = lines(game, 0)
    assert not any(key.startswith("bonus") for key in got)
    assert sum(got.values()) == sum(pair.depth for pair in SHEET)


def test_a_car_park_rene_completes_crosses_nothing_out_for_the_others():
    deep = next(t for t, pair in enumerate(SHEET) if pair.depth == 1 and pair.height == 5)
    game = writing(2, [1, 5], cards=["rene", "traverse"],
                   sheets=[sheet("rene"), sheet("traverse", **{tower(deep): "1 2 3 4 ."})])
    game = game.apply(0, write(deep, "parking", 0)).apply(1, write(deep, "tower", 4))
    assert complete_parking(game, 0, deep) and game.claims[deep] == ()
    assert game.bubbles(1)[deep] == "open"
    # the other player completes the same pair later and still circles the bubble
    game = roll(game, [1, 3, 4, 6])
    game = take(game, 1, 4)  # René took the lowest die: he throws and takes first
    assert game.taken == [1, 4]
    game = game.apply(0, write(0, "parking", 0)).apply(1, write(deep, "parking", 0))
    assert game.claims[deep] == (1,) and game.claim_rounds[deep] == 2
    assert game.bubbles(1)[deep] == "circled" and game.bubbles(0)[deep] == "crossed"
    assert lines(over(game), 1)[f"bonus-{deep + 1}"] == SHEET[deep].bonus
    assert not any(key.startswith("bonus") for key in lines(game, 0))


def complete_parking(game, seat, t):
    return is_complete(game.layout_of(seat).parking(t), game.sheets[seat][2 * t + 1])


def test_three_pairs_do_not_end_the_game_for_rene():
    three = {parking(t): " ".join(str(v) for v in range(SHEET[t].depth, 0, -1))
             for t in range(3)}
    assert not progress(layout("rene"), sheet("rene", **three)).ended
    assert progress(layout(None), sheet(None, **three)).ended is False


def full(lay_card: str, t: int, values: str | None = None) -> dict[str, str]:
    col = layout(lay_card).tower(t)
    return {tower(t): values or " ".join(str(v) for v in range(1, col.size + 1))}


def test_vertigo_ends_with_six_towers_of_three_without_car_parks():
    towers = {}
    for t in range(TOWERS):
        towers.update(full("vertigo", t))
    lay = layout("vertigo")
    assert progress(lay, sheet("vertigo", **towers)).ended
    five = dict(towers)
    five[tower(SIX)] = "1 2 ."
    facts = progress(lay, sheet("vertigo", **five))
    assert not facts.ended and facts.pairs == frozenset()  # car parks still count for pairs
    game = writing(2, [3, 6], cards=["vertigo", "rene"],
                   sheets=[sheet("vertigo", **five), sheet("rene")])
    game = game.apply(0, write(SIX, "tower", 2)).apply(1, write(0, "parking", 0))
    assert game.is_over and game.ended_by == [0]


def test_a_tower_hollywood_completes_circles_nothing_and_crosses_nothing_out():
    """Our rule: Hollywood Boulevard (bonuses x0, no car parks) circles no bubble; the
    others may still circle the bubble of a tower it completed first."""
    game = writing(2, [3, 5], cards=["hollywood", "vegas"],
                   sheets=[sheet("hollywood", **{tower(THREE): "1 ."}),
                           sheet("vegas", **{tower(THREE): "1 . ."})])
    assert not layout("hollywood").circles
    game = game.apply(0, write(THREE, "tower", 2)).apply(1, write(THREE, "tower", 1))
    assert is_complete(layout("hollywood").tower(THREE), game.sheets[0][2 * THREE])
    assert game.claims[THREE] == () and game.bubbles(1)[THREE] == "open"
    game = roll(game, [1, 3, 4, 6])
    game = take(game, 1, 3)  # Hollywood took the lowest die: it throws and takes first
    game = game.apply(0, write(SIX, "tower", 0)).apply(1, write(THREE, "tower", 2))
    assert game.claims[THREE] == (1,) and game.claim_rounds[THREE] == 2
    assert game.bubbles(1)[THREE] == "circled" and game.bubbles(0)[THREE] == "crossed"
    assert lines(over(game), 1)[f"bonus-{THREE + 1}"] == SHEET[THREE].bonus // 2
    assert not any(key.startswith("bonus") for key in lines(game, 0))


def test_hollywood_finishing_every_tower_does_not_end_the_game():
    """Our rule: the card asks to finish every tower to score, not to end the game (René
    la Taupe's says "pour arrêter la partie"). Done, it writes no more and waits; the
    game ends by the others, or once every other player has said they can no longer
    finish."""
    lay = layout("hollywood")
    towers = {tower(t): " ".join(str(v) for v in range(1, lay.tower(t).size + 1))
              for t in range(TOWERS)}
    towers[tower(SIX)] = "1 2 ."
    before = writing(2, [6, 5], cards=["hollywood", "vegas"],
                     sheets=[sheet("hollywood", **towers), sheet("vegas")])
    game = before.clone().apply(0, write(SIX, "tower", 4)).apply(1, write(THREE, "tower", 0))
    facts = progress(lay, game.sheets[0])
    assert facts.done == TOWERS and facts.can_finish and not facts.ended
    assert not game.is_over and game.ended_by == []
    assert game.idle[0] == 1 and not game.stuck[0]
    assert game.scores(0).sheets[0].total == sum(pair.height for pair in SHEET)
    before.stuck = [0, 1]  # the other player already said they can no longer finish
    game = before.apply(0, write(SIX, "tower", 4)).apply(1, write(THREE, "tower", 0))
    assert game.is_over and game.ended_by == []


def test_cards_without_car_parks_end_at_three_towers():
    for card in ("vegas", "paix"):
        lay = layout(card)
        towers = {}
        for t in (THREE, FOUR, SIX):
            col = lay.tower(t)
            value = SHEET[t].height if card == "paix" else 2 - SHEET[t].height % 2
            towers[tower(t)] = " ".join([str(value)] * col.size)
        facts = progress(lay, sheet(card, **towers))
        assert facts.ended and facts.pairs == frozenset({THREE, FOUR, SIX})


# =================================================================================
# Scoring and multipliers
# =================================================================================
@pytest.mark.parametrize(("card", "factor"), [
    ("rene", 1), ("vegas", 0.5), ("paix", 0.5), ("hollywood", 0), ("piste", 2),
    ("traverse", 1), ("karin", 2), ("patema", 1), ("alexandrie", 1), ("vertigo", 0.5),
    (None, 1),
])
def test_bonus_multipliers(card, factor):
    claims = [(0,)] * TOWERS
    game = over(writing(2, [1, 1], cards=None if card is None else [card, "fictif"],
                        claims=claims, claim_rounds=[1] * TOWERS))
    got = lines(game, 0)
    for t, pair in enumerate(SHEET):
        assert got[f"bonus-{t + 1}"] == pair.bonus * factor


def test_chemin_de_traverse_scores_ground_floors_with_a_1():
    columns = {tower(0): "1 2 .", tower(1): "1 . . .", tower(2): "2 . . ."}
    game = over(writing(2, [1, 1], cards=["traverse", "rene"],
                        sheets=[sheet("traverse", **columns), sheet("rene")]))
    assert lines(game, 0)["card"] == 2  # unfinished towers count too


def test_chemin_de_traverse_doubles_the_total_with_six_ones():
    columns = {tower(t): " ".join(str(v) for v in range(1, SHEET[t].height + 1))
               if t == THREE else "1" + " ." * (SHEET[t].height - 1) for t in range(TOWERS)}
    game = over(writing(2, [1, 1], cards=["traverse", "rene"],
                        sheets=[sheet("traverse", **columns), sheet("rene")]))
    got = lines(game, 0)
    assert got["card"] == SHEET[THREE].height  # the rest of the total, once more
    assert game.scores(None).totals[0] == 2 * SHEET[THREE].height


# =================================================================================
# Our balanced set (the cards option's "tuned")
# =================================================================================
def test_our_set_deals_the_places_the_printed_set_deals_with_three_cards_retuned():
    retuned = {"vegas": "vegas-tuned", "traverse": "traverse-tuned",
               "patema": "patema-tuned", "vertigo": "vertigo-tuned"}
    seen = set()
    for seed in range(60):
        printed = Skyline.new({"players": 4, "cards": "on"}, seed).cards
        ours = Skyline.new({"players": 4, "cards": "tuned"}, seed).cards
        assert ours == [retuned.get(c, c) for c in printed]
        seen |= set(ours)
    assert seen == {retuned.get(c, c) for c in CARD_IDS}


@pytest.mark.parametrize("card", ["vegas", "traverse", "patema", "vertigo"])
def test_our_cards_build_and_end_as_the_printed_ones(card):
    printed, ours = layout(card), layout(f"{card}-tuned")
    assert ours.columns == printed.columns and ours.end == printed.end
    assert ours.circles == printed.circles and bool(ours.shops) == bool(printed.shops)


@pytest.mark.parametrize(("card", "factor"), [
    ("vegas-tuned", 0), ("traverse-tuned", 0), ("patema-tuned", 0.5), ("vertigo-tuned", 0)])
def test_our_bonus_multipliers(card, factor):
    claims = [(0,)] * TOWERS
    game = over(writing(2, [1, 1], cards=[card, "fictif"], claims=claims,
                        claim_rounds=[1] * TOWERS))
    got = lines(game, 0)
    for t, pair in enumerate(SHEET):
        assert got[f"bonus-{t + 1}"] == int(pair.bonus * factor)


def test_our_vertigo_circles_a_bubble_worth_0_and_crosses_it_out_for_the_others():
    deep = next(t for t, pair in enumerate(SHEET) if pair.depth == 1 and pair.height == 5)
    game = writing(2, [3, 5], cards=["vertigo-tuned", "karin"],
                   sheets=[sheet("vertigo-tuned", **{tower(deep): "1 2 ."}), sheet("karin")])
    game = game.apply(0, write(deep, "tower", 2)).apply(1, write(deep, "parking", 0))
    game = roll(game, [1, 3, 4, 6])
    game = take(game, 1, 4)
    game = game.apply(0, write(deep, "parking", 0)).apply(1, write(0, "parking", 0))
    assert game.claims[deep] == (0,)
    assert game.bubbles(1)[deep] == "crossed"
    assert lines(over(game), 0)[f"bonus-{deep + 1}"] == 0


def test_our_chemin_de_traverse_counts_the_finished_towers_on_a_1_and_never_doubles():
    columns = {tower(t): " ".join(str(v) for v in range(1, SHEET[t].height + 1))
               if t in (THREE, FOUR) else "1" + " ." * (SHEET[t].height - 1)
               for t in range(TOWERS)}
    columns[tower(FOUR)] = "2 3 4 5"  # finished, but not on a 1
    game = over(writing(2, [1, 1], cards=["traverse-tuned", "rene"],
                        sheets=[sheet("traverse-tuned", **columns), sheet("rene")]))
    assert lines(game, 0)["card"] == 1  # tower THREE only: the others are unfinished
    assert game.scores(None).totals[0] == SHEET[THREE].height + SHEET[FOUR].height + 1
    printed = over(writing(2, [1, 1], cards=["traverse", "rene"],
                           sheets=[sheet("traverse", **columns), sheet("rene")]))
    assert lines(printed, 0)["card"] == TOWERS - 1  # every ground floor on a 1


# =================================================================================
# Emploi fictif and accusations
# =================================================================================
def test_emploi_fictif_writes_nothing_but_pretends_to():
    game = writing(3, [6, 5, 4], cards=["fictif", "rene", "vegas"])
    assert game.legal_actions(0) == [PASS]
    with pytest.raises(IllegalAction):
        game.apply(0, write(0, "parking", 0))
    assert game.to_act == (0, 1, 2)  # nobody can tell from the table
    game = game.apply(0, PASS)
    assert not any(any(col) for col in game.sheets[0])
    assert legal_spots(layout("fictif"), game.sheets[0], 6) == []


def test_emploi_fictif_wins_with_the_top_scorer_unless_unmasked():
    done = {parking(t): " ".join(str(v) for v in range(SHEET[t].depth, 0, -1))
            for t in range(2)}
    game = over(writing(3, [1, 1, 1], cards=["fictif", "rene", "vegas"],
                        sheets=[sheet("fictif"), sheet("rene", **done), sheet("vegas")]))
    scores = game.scores(None)
    assert scores.totals[0] == 0
    assert scores.winners == (0, 1)
    assert "Fake Job" in scores.outcome["en"]
    game.accusations = [(2, 2, 0, True)]
    assert game.scores(None).winners == (1,)


def draft_with_cards(cards):
    game = new(len(cards), cards)
    return roll(game, [1, 2, 3, 4][:game.dice] + [5] * max(0, game.dice - 4))


def test_a_right_accusation_unmasks_emploi_fictif():
    game = draft_with_cards(["rene", "vegas", "fictif"])
    assert {"type": "accuse", "seat": 2} in game.legal_actions(0)
    game = game.apply(0, {"type": "accuse", "seat": 2})
    assert game.accusations == [(1, 0, 2, True)] and game.unmasked == 2
    assert game.fixed == len(game.history)  # an answer was shown: no undo
    for viewer in (None, 1):
        assert game.view(viewer)["cards"][2] == "fictif"
        assert game.view(viewer)["accusations"] == [[1, 0, 2, 1]]
    assert game.to_act == (0,)  # still to take a die
    assert game.legal_actions(0) == [{"type": "take", "die": v} for v in (1, 2, 3, 4)]
    game = take(game, 1, 2, 3)
    assert game.phase == WRITE and game.to_act == (0, 1)  # no more pretending
    assert game.view(1)["may_accuse"] == [1, 2]


def test_a_wrong_accusation_costs_the_accuser_and_clears_the_accused():
    game = draft_with_cards(["rene", "vegas", "fictif"])
    game = game.apply(0, {"type": "accuse", "seat": 1})
    assert game.accusations == [(1, 0, 1, False)] and game.unmasked is None
    assert game.view(2)["cards"][1] is None  # the card itself stays secret
    assert lines(game, 0)["accusation"] == -ACCUSATION_PENALTY
    with pytest.raises(IllegalAction):  # once per game
        game.apply(0, {"type": "accuse", "seat": 2})
    game = take(game, 1)
    assert game.accusable(1) == [0, 2]
    assert game.accusable(2) == [0]  # seat 1 was accused already: its answer is public
    assert game.accusable(0) == []


def test_no_accusations_without_cards_nor_against_oneself():
    game = roll(new(2), [1, 2, 3, 4])
    assert all(a["type"] == "take" for a in game.legal_actions(0))
    with pytest.raises(IllegalAction):
        game.apply(0, {"type": "accuse", "seat": 1})
    carded = draft_with_cards(["rene", "vegas"])
    with pytest.raises(IllegalAction):
        carded.apply(0, {"type": "accuse", "seat": 0})


def test_cards_are_dealt_without_replacement():
    for seed in range(40):
        game = new(6, None, seed)
        carded = type(game).new({"players": 6, "cards": "on"}, seed)
        assert len(set(carded.cards)) == 6 and set(carded.cards) <= set(CARD_IDS)
        assert game.cards == [None] * 6
    dealt = {c for seed in range(60)
             for c in type(game).new({"players": 2, "cards": "on"}, seed).cards}
    assert dealt == set(CARD_IDS)
