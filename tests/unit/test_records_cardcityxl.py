"""Card City XL's own records on "Your games": a solo game keeps the rank its city
reached (none for a city over 30% pollution), and the page shows the best rank per
victory and level, and the booklet's rank table with the best ones marked."""

from __future__ import annotations

import json
from typing import Any

import pytest
from cardcityxl_helpers import at_end, city, finished, site_city, variant_game
from html_tree import Node, parse

from urbanistes import registry
from urbanistes.cardcityxl.data import RANK_FLOORS, RANK_NAMES
from urbanistes.cardcityxl.game import CardCityXL
from urbanistes.cardcityxl.info import LEVELS, VICTORY_NAMES
from urbanistes_ui.games.cardcityxl.records import best_ranks, chosen_level, records_html
from urbanistes_ui.games.cardcityxl.screen import SCREEN
from urbanistes_ui.games.cardcityxl.strings import STRINGS

HAPPY = {(0, 0): "M", (1, 0): "R", (2, 0): "L", (1, 1): "P", (1, -1): "C"}
#: 8 clouds of 5% and the Commerce's 1%: 41% pollution.
CLOUDS = {(x, 3): "X" for x in range(6)} | {(0, 2): "X", (5, 2): "X"}


# -- the facts a finished game keeps --------------------------------------------------------
def test_a_solo_game_played_to_the_end_keeps_its_rank():
    game = CardCityXL.new({"players": 1, "level": "simplified", "victory": "residential"},
                          3).settle()
    bot = registry.make_bot("cardcityxl", "easy")
    while not game.is_over:
        seat = game.to_act[0]
        game = game.apply(seat, bot.choose(game, seat)).settle()
    facts = SCREEN.result_facts(game)
    assert json.loads(json.dumps(facts)) == facts
    scores = game.scores(None)
    assert scores.winners == (0,)
    assert f"rank of {RANK_NAMES[facts['rank']]['en']} with" in scores.outcome["en"]


@pytest.mark.parametrize(("money", "expected"), [(120, 0), (200, 2), (230, 4), (300, 9)])
def test_the_rank_is_the_one_the_outcome_names(money, expected):
    """Economic victory, a city of a lone Mairie: the score is the money (less $120)."""
    game = finished([city("M")], [money], victory="economic")
    facts = SCREEN.result_facts(game)
    assert facts == {"rank": expected}
    outcome = game.scores(None).outcome
    assert f"rang {RANK_NAMES[expected]['fr']} avec" in outcome["fr"]


def test_a_city_over_30_percent_pollution_has_no_rank():
    game = at_end(variant_game(1, "normal", "happiness", ecology=True), [0])
    game.cities = [site_city(game, HAPPY | CLOUDS)]
    assert SCREEN.result_facts(game) == {"rank": None}
    assert game.scores(None).winners == ()
    game.money = [100]  # enough to clean the city up
    assert SCREEN.result_facts(game)["rank"] is not None


def test_a_game_of_several_keeps_no_facts():
    assert SCREEN.result_facts(finished([city("M"), city("M")], [5, 6])) == {}


# -- the records ----------------------------------------------------------------------------
def result(level: str, victory: str, facts: dict[str, Any], seats: int = 1,
           game: str = "cardcityxl") -> dict[str, Any]:
    """A result as ``results.make`` writes it, with what the records read."""
    return {"game": game, "options": {"level": level, "victory": victory, "ecology": False},
            "seats": ["human"] + ["normal"] * (seats - 1), "totals": [0] * seats,
            "winners": [0], "you": 0, "counted": True, "date": "2025-01-02T10:00:00",
            "id": "x", "facts": facts}


HAND_MADE = [
    result("normal", "residential", {"rank": 3}),
    result("normal", "residential", {"rank": 5}),  # the best of three
    result("normal", "residential", {"rank": None}),
    result("advanced", "happiness", {"rank": None}),  # only ever lost
    result("advanced", "economic", {"rank": 7}),
    result("simplified", "economic", {"rank": 1}),
    # left out: several seats, another game, no facts, garbage
    result("normal", "commercial", {}, seats=2),
    result("normal", "commercial", {"rank": 9}, seats=2),
    result("normal", "commercial", {"rank": 9}, game="cities"),
    result("normal", "commercial", {}),
    result("normal", "commercial", {"rank": 12}),
    result("normal", "commercial", {"rank": "9"}),
    result("normal", "commercial", {"rank": True}),
    result("expert", "commercial", {"rank": 2}),
    result("normal", "fame", {"rank": 2}),
]


def test_best_ranks_keep_the_best_per_victory_and_level():
    assert best_ranks(HAND_MADE) == {
        ("residential", "normal"): 5, ("happiness", "advanced"): None,
        ("economic", "advanced"): 7, ("economic", "simplified"): 1}


def table(tree: Node, cls: str) -> list[list[Node]]:
    """The body rows of the table of class ``cls``: each row's header, then its cells."""
    (found,) = tree.find_all("table", cls=cls)
    (body,) = found.find_all("tbody")
    return [[c for c in row.children if isinstance(c, Node)] for row in body.find_all("tr")]


def seen(cell: Node) -> str:
    """What a cell shows (not what only a screen reader hears)."""
    def walk(node: Node) -> str:
        if "sr-only" in node.classes:
            return ""
        return "".join(c if isinstance(c, str) else walk(c) for c in node.children)
    return walk(cell).strip()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_best_rank_table(lang):
    tree = parse(SCREEN.records_extra(HAND_MADE, lang, {}))
    rows = table(tree, "rank-best-table")
    assert [r[0].text() for r in rows] == [v[lang] for v in VICTORY_NAMES.values()]
    assert all(r[0].tag == "th" and r[0].attrs["scope"] == "row" for r in rows)
    shown = {r[0].text(): [seen(c) for c in r[1:]] for r in rows}
    dash, name = "—", (lambda i: RANK_NAMES[i][lang])
    out = STRINGS.t("records.out", lang)
    assert shown[VICTORY_NAMES["residential"][lang]] == [dash, name(5), dash]
    assert shown[VICTORY_NAMES["economic"][lang]] == [name(1), dash, name(7)]
    assert shown[VICTORY_NAMES["happiness"][lang]] == [dash, dash, out]
    assert shown[VICTORY_NAMES["commercial"][lang]] == [dash] * 3
    unplayed = rows[3][1]  # commercial, simplified: heard, not only seen as a dash
    assert STRINGS.t("records.unplayed", lang) in unplayed.text()
    (head,) = tree.find_all("table", cls="rank-best-table")[0].find_all("thead")
    cols = head.find_all("th")
    assert [c.text() for c in cols] == [v[lang] for v in LEVELS.values()]
    assert all(c.attrs["scope"] == "col" for c in cols)


def marked(tree: Node) -> dict[str, int]:
    """Victory -> the rank marked as the best in the booklet's table."""
    rows = table(tree, "rank-booklet")
    victories = list(VICTORY_NAMES)
    found = {}
    for index, row in enumerate(rows):
        for victory, cell in zip(victories, row[1:], strict=True):
            if "rank-best" in cell.classes:
                assert victory not in found
                found[victory] = index
    return found


@pytest.mark.parametrize(("level", "expected"), [
    (None, {"residential": 5}),  # normal by default
    ("normal", {"residential": 5}),
    ("advanced", {"economic": 7}),  # the Bonheur there was only lost
    ("simplified", {"economic": 1}),
    ("all", {"residential": 5, "economic": 7}),
    ("garbage", {"residential": 5}),
])
def test_the_booklet_table_marks_the_best_rank_for_the_level(level, expected):
    choices = {} if level is None else {"stats-level": level}
    tree = parse(records_html(HAND_MADE, "en", choices))
    assert marked(tree) == expected
    (select,) = tree.find_all("select", name="stats-level")
    options = select.find_all("option")
    assert [o.attrs["value"] for o in options] == [*LEVELS, "all"]
    assert [o.attrs["value"] for o in options if "selected" in o.attrs] == [
        chosen_level(choices)]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_booklet_table_is_the_booklets(lang):
    tree = parse(records_html(HAND_MADE, lang, {"stats-level": "all"}))
    rows = table(tree, "rank-booklet")
    assert [r[0].text() for r in rows] == [n[lang] for n in RANK_NAMES]
    assert all(r[0].attrs["scope"] == "row" for r in rows)
    for index, row in enumerate(rows):
        for victory, cell in zip(VICTORY_NAMES, row[1:], strict=True):
            floor = RANK_FLOORS[victory][index]
            shown = seen(cell).removesuffix("★").strip()
            assert shown == ("—" if floor is None else str(floor))
    best = [c for r in rows for c in r[1:] if "rank-best" in c.classes]
    assert len(best) == 2
    for cell in best:
        (hidden,) = cell.find_all("span", cls="sr-only")
        assert STRINGS.t("records.yours", lang) in hidden.text()
    (note,) = tree.find_all("p", cls="rank-note")
    assert STRINGS.t("records.all_levels", lang) in note.text()


def test_no_solo_game_yet_says_so():
    tree = parse(records_html([result("normal", "commercial", {}, seats=2)], "en", {}))
    assert STRINGS.t("records.none_yet", "en") in tree.text()
    assert marked(tree) == {}
    assert STRINGS.t("records.none_yet", "en") not in parse(
        records_html(HAND_MADE, "en", {})).text()


def test_every_table_has_a_caption_and_scoped_headers():
    tree = parse(records_html(HAND_MADE, "fr", {}))
    tables = tree.find_all("table")
    assert len(tables) == 2
    for t in tables:
        (caption,) = t.find_all("caption")
        assert caption.text().strip()
        assert all(th.attrs.get("scope") in ("row", "col") for th in t.find_all("th"))
    assert len(tree.find_all("div", cls="rank-scroll")) == 2


def test_the_words_differ_in_french_and_english():
    en, fr = (parse(records_html(HAND_MADE, lang, {})) for lang in ("en", "fr"))
    assert en.text() != fr.text()
    keys = [k for k in STRINGS.table if k.startswith("records.")]
    assert len(keys) > 8 and list(STRINGS.problems()) == []
    for key in keys:
        if key != "records.victory_unit":  # "{name} ({unit})": the words are the fields
            fr_text, en_text = STRINGS.table[key]
            assert fr_text != en_text, key
