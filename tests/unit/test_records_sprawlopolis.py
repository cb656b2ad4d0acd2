"""Sprawlopolis's own records on "Your games": each finished game keeps its scoring
cards and its margin, and the page draws the 816 combinations of three scoring cards,
won, lost or not played yet, with a filter by card and a way to an unbeaten one."""

from __future__ import annotations

import json
from functools import cache
from itertools import combinations
from typing import Any

import pytest
from helpers import play_out, seat
from html_tree import Node, parse

from urbanistes.bots import GreedyBot, RandomBot
from urbanistes.sprawlopolis.data import SCORING_TEXTS
from urbanistes.sprawlopolis.game import Sprawlopolis
from urbanistes_ui.games.sprawlopolis import records
from urbanistes_ui.games.sprawlopolis.records import COMBOS, records_html, unbeaten
from urbanistes_ui.games.sprawlopolis.screen import SCREEN
from urbanistes_ui.games.sprawlopolis.strings import STRINGS

MINUS = "\u2212"


@cache
def finished(players: int, bot_name: str, seed: int) -> Sprawlopolis:
    """A real game played to its end by one of the rules' bots."""
    bot = GreedyBot() if bot_name == "greedy" else RandomBot()
    game = Sprawlopolis.new({"players": players, "difficulty": "normal"}, seed)
    return play_out(game, lambda g: bot.choose(g, seat(g)))[-1]


def result(scoring: str | None, margin: Any = None, *, won: bool | None = None,
           game: str = "sprawlopolis", facts: dict[str, Any] | None = None) -> dict[str, Any]:
    """A result as ``results.make`` writes it, with what the records read."""
    if won is None:
        won = isinstance(margin, int) and margin >= 0
    if facts is None:
        facts = {} if scoring is None else {"scoring": scoring, "margin": margin}
    return {"game": game, "options": {"difficulty": "normal"}, "seats": ["human"],
            "totals": [0], "winners": [0] if won else [], "you": 0, "counted": True,
            "date": "2025-01-02T10:00:00", "id": "x", "facts": facts}


def real_result(game: Sprawlopolis) -> dict[str, Any]:
    scores = game.scores(None)
    r = result(None, facts=json.loads(json.dumps(SCREEN.result_facts(game))))
    r["winners"], r["totals"] = list(scores.winners), list(scores.totals)
    return r


def cells(markup: str | Node) -> dict[str, Node]:
    """The grid's buttons by their combination (each drawn once)."""
    tree = parse(markup) if isinstance(markup, str) else markup
    buttons = tree.find_all("button", data_act="setup", cls="combo-cell")
    found = {b.attrs["data-scoring"] or "": b for b in buttons}
    assert len(found) == len(buttons), "a combination drawn twice"
    return found


def status(button: Node) -> str:
    (found,) = {"combo-won", "combo-lost", "combo-none"} & set(button.classes)
    return found.removeprefix("combo-")


# -- the facts a finished game keeps --------------------------------------------------------
@pytest.mark.parametrize(("players", "bot_name", "seed"), [(1, "greedy", 0), (2, "random", 0)])
def test_facts_are_the_scoring_cards_and_the_margin_over_the_target(players, bot_name, seed):
    game = finished(players, bot_name, seed)
    assert game.is_over
    facts = SCREEN.result_facts(game)
    assert json.loads(json.dumps(facts)) == facts  # kept as JSON
    a, b, c = (int(n) for n in facts["scoring"].split("-"))
    assert a < b < c and (a, b, c) == tuple(sorted(game.scoring))
    scores = game.scores(None)
    assert facts["margin"] == scores.totals[0] - game.target
    assert game.target == a + b + c
    assert (facts["margin"] >= 0) == bool(scores.winners)


def test_real_games_fill_their_cell_and_a_win_beats_a_loss():
    """The greedy bot wins on 5-7-11 (seed 0, alone), random play loses on the same deal
    at two: the combination is won, with the win's margin."""
    won, lost = finished(1, "greedy", 0), finished(2, "random", 0)
    assert won.scoring == lost.scoring and won.scores(None).winners
    assert not lost.scores(None).winners
    key = "-".join(map(str, won.scoring))
    margin = won.scores(None).totals[0] - won.target
    only_lost = cells(records_html([real_result(lost)], "en", {}))[key]
    assert status(only_lost) == "lost" and only_lost.text().startswith(MINUS)
    both = cells(records_html([real_result(lost), real_result(won)], "en", {}))[key]
    assert status(both) == "won" and both.text() == f"+{margin}"


# -- the grid -------------------------------------------------------------------------------
def test_the_grid_draws_every_combination_once_not_played():
    drawn = cells(SCREEN.records_extra([], "en", {}))
    assert len(COMBOS) == len(drawn) == 816
    assert set(drawn) == {"-".join(map(str, t)) for t in combinations(range(1, 19), 3)}
    assert {status(b) for b in drawn.values()} == {"none"}
    assert {b.text() for b in drawn.values()} == {"·"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_card_chosen_draws_its_136_combinations(lang):
    tree = parse(records_html([], lang, {"stats-card": "5"}))
    drawn = cells(tree)
    assert len(drawn) == 136
    assert all(5 in map(int, key.split("-")) for key in drawn)
    (select,) = tree.find_all("select", name="stats-card")
    options = select.find_all("option")
    assert [o.attrs["value"] for o in options] == ["", *map(str, range(1, 19))]
    assert [o.attrs["value"] for o in options if "selected" in o.attrs] == ["5"]
    assert tr_name(5, lang) in options[5].text()


def tr_name(card: int, lang: str) -> str:
    return SCORING_TEXTS[card][0][lang]


@pytest.mark.parametrize("garbage", ["", "0", "19", "x", "5.5"])
def test_no_card_or_garbage_draws_every_combination(garbage):
    markup = records_html([], "en", {"stats-card": garbage})
    assert len(cells(markup)) == 816
    (select,) = parse(markup).find_all("select", name="stats-card")
    assert [o.attrs["value"] for o in select.find_all("option") if "selected" in o.attrs] == [""]


HAND_MADE = [
    result("1-2-3", 4), result("1-2-3", -2), result("1-2-3", 1),  # won, best +4
    result("4-5-6", -3), result("4-5-6", -1),  # lost, best -1
    result("2-9-17", -5), result("2-9-17", 0),  # won at the target exactly
    result("7-8-9", 3, game="cities"),  # another game's
    result(None),  # an older version's result: no facts
    result("9-8-7", 2), result("1-2-40", 2), result("a-b-c", 2),  # not a combination
]


def test_hand_made_results_give_each_cell_its_status_and_best_margin():
    drawn = cells(records_html(HAND_MADE, "en", {}))
    assert (status(drawn["1-2-3"]), drawn["1-2-3"].text()) == ("won", "+4")
    assert (status(drawn["4-5-6"]), drawn["4-5-6"].text()) == ("lost", f"{MINUS}1")
    assert (status(drawn["2-9-17"]), drawn["2-9-17"].text()) == ("won", "+0")
    assert status(drawn["7-8-9"]) == "none"
    assert sum(status(b) != "none" for b in drawn.values()) == 3


def test_a_win_on_a_combination_stays_won_whatever_the_order():
    for order in (HAND_MADE[:3], HAND_MADE[2::-1]):
        assert status(cells(records_html(order, "en", {}))["1-2-3"]) == "won"


def test_a_result_without_its_margin_still_counts():
    drawn = cells(records_html([result("3-4-5", None, won=True), result("3-4-6", "x")],
                               "en", {}))
    assert status(drawn["3-4-5"]) == "won" and drawn["3-4-5"].text() == "✓"
    assert status(drawn["3-4-6"]) == "lost" and drawn["3-4-6"].text() == "✗"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_cell_says_its_cards_their_names_and_its_status(lang):
    buttons = cells(records_html(HAND_MADE, lang, {}))
    for key, words in (("1-2-3", STRINGS.t("records.won.margin", lang, margin="+4")),
                       ("4-5-6", STRINGS.t("records.lost.margin", lang, margin=f"{MINUS}1")),
                       ("10-11-12", STRINGS.t("records.none", lang))):
        label = buttons[key].attrs["aria-label"] or ""
        assert buttons[key].attrs["title"] == label
        assert label.endswith(words)
        for card in map(int, key.split("-")):
            assert str(card) in label and tr_name(card, lang) in label


def test_the_words_differ_in_french_and_english():
    en, fr = (parse(records_html(HAND_MADE, lang, {})) for lang in ("en", "fr"))
    assert en.text() != fr.text()
    for key in ("1-2-3", "4-5-6", "10-11-12"):
        (b_en,) = en.find_all("button", data_scoring=key)
        (b_fr,) = fr.find_all("button", data_scoring=key)
        assert b_en.attrs["aria-label"] != b_fr.attrs["aria-label"]
    keys = [k for k in STRINGS.table if k.startswith("records.")]
    assert len(keys) > 10 and list(STRINGS.problems()) == []
    for key in keys:
        if key != "records.card_option":  # "{n}. {name}": the name is what differs
            fr_text, en_text = STRINGS.table[key]
            assert fr_text != en_text, key


# -- counts, legend, filter, tables ---------------------------------------------------------
def test_the_count_line_counts_what_is_drawn():
    count = parse(records_html(HAND_MADE, "en", {})).find_all("p", cls="combo-count")
    assert count[0].text() == STRINGS.t("records.count", "en", won=2, total=816, lost=1,
                                        none=813)
    with_2 = parse(records_html(HAND_MADE, "en", {"stats-card": "2"}))
    (line,) = with_2.find_all("p", cls="combo-count")
    assert line.text() == STRINGS.t("records.count", "en", won=2, total=136, lost=0, none=134)


def test_the_legend_shows_the_three_statuses():
    (legend,) = parse(records_html([], "fr", {})).find_all("ul", cls="combo-legend")
    swatches = legend.find_all("span", cls="combo-swatch")
    assert [s.classes[1] for s in swatches] == ["combo-won", "combo-lost", "combo-none"]
    assert all(s.attrs["aria-hidden"] == "true" for s in swatches)
    assert STRINGS.t("records.legend.none", "fr") in legend.text()


def test_the_tables_have_captions_and_scoped_headers():
    for choices, tables in (({}, 16), ({"stats-card": "18"}, 1)):
        tree = parse(records_html(HAND_MADE, "en", choices))
        found = tree.find_all("table", cls="combo-grid")
        assert len(found) == tables
        for table in found:
            (caption,) = table.find_all("caption")
            assert caption.text().strip()
            headers = table.find_all("th")
            assert headers and all(th.attrs.get("scope") in ("col", "row") for th in headers)
        assert len(tree.find_all("div", cls="combo-scroll")) == tables
    first = parse(records_html([], "en", {})).find_all("table", cls="combo-grid")[0]
    assert tr_name(1, "en") in first.find_all("caption")[0].text()
    assert len(first.find_all("button")) == 136  # C(17, 2): the pairs above card 1


# -- an unbeaten combination ----------------------------------------------------------------
def test_unbeaten_leaves_out_the_won_ones_and_keeps_the_lost():
    left = unbeaten(HAND_MADE, None)
    assert len(left) == 816 - 2
    assert "1-2-3" not in left and "2-9-17" not in left and "4-5-6" in left
    assert left == sorted(left, key=lambda k: tuple(map(int, k.split("-"))))
    assert unbeaten([], None) == list(COMBOS)


def test_unbeaten_with_a_card_holds_that_card():
    left = unbeaten(HAND_MADE, 2)
    assert len(left) == 136 - 2 and all(2 in map(int, k.split("-")) for k in left)
    assert "1-2-3" not in left and "2-3-4" in left
    assert len(unbeaten(HAND_MADE, 5)) == 136  # 4-5-6 was lost, not won


def test_the_unbeaten_button_is_there_and_off_when_all_are_won():
    tree = parse(records_html(HAND_MADE, "en", {"stats-card": "18"}))
    (button,) = tree.find_all("button", data_act="setup", cls="combo-unbeaten")
    assert "disabled" not in button.attrs and "18" in button.text()
    assert button.attrs["data-game"] == "sprawlopolis"
    assert button.attrs["data-scoring"] in unbeaten(HAND_MADE, 18)  # one to play, not won
    all_won = [result(key, 1) for key in COMBOS if key.endswith("-18")]
    assert unbeaten(all_won, 18) == []
    tree = parse(records_html(all_won, "en", {"stats-card": "18"}))
    (button,) = tree.find_all("button", data_act="setup", cls="combo-unbeaten")
    assert "disabled" in button.attrs
    assert STRINGS.t("records.all_won", "en") in tree.text()
    (button,) = parse(records_html(all_won, "en", {})).find_all(
        "button", data_act="setup", cls="combo-unbeaten")
    assert "disabled" not in button.attrs  # the other combinations are still there


def test_chosen_card_reads_the_filter():
    assert records.chosen_card({"stats-card": "7"}) == 7
    assert records.chosen_card({}) is None
    assert records.chosen_card({"stats-card": "42"}) is None
