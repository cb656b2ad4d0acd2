"""Card City XL's play screen before a choice: a costly spot warned of (the rules say
which), a purchase never preselected, the words of the construction title and of the
score during the game, headings in order for screen readers, and the shared city's
part numbers off the cells, the viewer's marked."""

from __future__ import annotations

import re
from itertools import pairwise

from cardcityxl_helpers import building, city
from page_sim import Page
from test_ui_cardcityxl import act, ctx_of, enabled, start

from urbanistes.cardcityxl.game import CardCityXL
from urbanistes_ui.games.cardcityxl.screen import SCREEN
from urbanistes_ui.games.cardcityxl.svg import CityPicture
from urbanistes_ui.session import Session


def showing(game: CardCityXL, *, touch: bool = False) -> Page:
    """The play screen showing ``game`` to its one human seat."""
    page = Page.started("cardcityxl", ("human",), seed=1, touch=touch, level=game.level)
    page.app.ui.session = Session(game, ["human"])
    page.app.ui.game_ui = SCREEN.fresh()
    page.send({"act": "refresh"})  # an act nobody knows: changes nothing, repaints
    return page


def pick(page: Page, code: str) -> None:
    """Pick the hand's card ``code`` (its button's spoken name starts with it)."""
    names = {"I": "Industry", "P": "Car park", "R": "Residence"}
    step = SCREEN.step(ctx_of(page))
    index = next(i for i, p in enumerate(step.pieces) if p.code == code)
    page.click(page.targets("dock", "pick")[index])
    assert names[code] in page.text("status")


def test_an_industry_in_line_with_another_is_marked_and_said_to_bring_a_cloud():
    game = building(city("I M"), ["I", "P"], level="normal")
    page = showing(game)
    pick(page, "I")
    spots = page.targets("marks", "place")
    costly = {(int(a["data-x"]), int(a["data-y"])) for a in spots
              if a["aria-label"].endswith("(brings a Pollution cloud: -2 VP)")}
    rules = {(int(a["data-x"]), int(a["data-y"])) for a in spots
             if game.brings_cloud(0, "I", (int(a["data-x"]), int(a["data-y"])))}
    assert costly == rules and costly and len(costly) < len(spots)
    assert "A spot marked -2 brings a Pollution cloud (-2 VP)." in page.text("status")
    marks = page.regions["marks"]
    assert marks.count("\u22122<") == len(costly) and 'class="costly"' in marks
    # a touch's first tap on a costly spot says it again; elsewhere it does not
    page = showing(game, touch=True)
    pick(page, "I")
    first = next(a for a in page.targets("marks", "place")
                 if (int(a["data-x"]), int(a["data-y"])) in costly)
    page.click(first, pointer="touch")
    assert "There a Pollution cloud comes with it (-2 VP)." in page.text("status")
    # a card that is no Industry, or the simplified level, warns of nothing
    pick(page, "P")
    assert "Pollution" not in page.text("status") and "\u22122<" not in page.regions["marks"]
    page = showing(building(city("I M"), ["I", "P"]))
    pick(page, "I")
    assert "Pollution" not in page.text("status") + page.regions["marks"]


def test_a_purchase_waits_for_the_player_to_choose_it():
    page = start(("human",), seed=21, level="normal")
    alone = 0
    for _ in range(600):
        if page.game.is_over:
            break
        step = SCREEN.step(ctx_of(page))
        if step.kind == "buy" and step.pieces and page.app.ui.game_ui.picked is None:
            alone += len(step.pieces) == 1
            assert SCREEN.piece(ctx_of(page), page.app.ui.game_ui) == (None, None)
            assert not page.targets("marks", "place")
            assert 'aria-pressed="true"' not in page.regions["dock"]
            assert "spot marked +" not in page.text("status")
            assert [b["data-act"] for b in enabled(page, "dock", "pass")] == ["pass"]
            assert "Buy nothing, end my round" in page.text("dock")
        assert act(page) is not None
        page.bots()
    assert alone  # the one purchase on offer, above all, is not picked for the player


def test_the_construction_title_counts_the_cards_left():
    page = showing(building(city("M"), ["P", "R", "P"]))
    assert "Build your cards (1 to 3)" in page.text("dock")
    page = showing(building(city("M"), ["P", "R"]))
    assert "Build your cards (1 to 2)" in page.text("dock")
    page = showing(building(city("M"), ["P"]))
    assert "Build your card" in page.text("dock") and "(1 to" not in page.text("dock")


def test_the_score_during_the_game_is_said_to_be_if_it_ended_now():
    page = start(("human",), seed=21, level="normal")
    assert "VP shown: the score if the game ended now" in page.text("info")
    fr = start(("human",), seed=21, level="normal", lang="fr")
    assert "le score si la partie finissait maintenant" in fr.text("info")


def test_headings_never_skip_a_level_and_the_events_list_takes_the_keyboard():
    page = start(("human", "normal"), seed=7)
    for _ in range(60):
        levels = [int(n) for n in re.findall(r"<h([1-6])", page.html)]
        assert all(b <= a + 1 for a, b in pairwise(levels)), levels
        events = re.search(r'<section class="ccx-events">.*?<ul([^>]*)>', page.html)
        if events:
            assert 'tabindex="0"' in events[1] and "aria-label" in events[1]
        page.bots()
        if page.game.is_over or act(page) is None:
            break
    assert "ccx-events" in page.html


def test_the_hexagonal_city_numbers_each_part_beside_it_and_marks_yours():
    page = start(("human", "normal", "normal"), seed=4, unique="True")
    city = page.regions["city"]
    parts = city.split('class="parts"', 1)[1]
    centres = [(float(x), float(y)) for x, y in
               re.findall(r'<circle cx="(-?[\d.]+)" cy="(-?[\d.]+)" r="24"', parts)]
    assert len(centres) == 3
    picture = CityPicture.of(page.game.view(0)["cities"][0], page.game.view(0))
    lay = picture.layout
    anywhere = {p for part in picture.parts for p in part}
    for c in centres:  # on no cell of any part: never on a cell a card may take
        assert all(abs(lay.centre(p)[0] - c[0]) > 1 or abs(lay.centre(p)[1] - c[1]) > 1
                   for p in anywhere)
    assert parts.count(">you</text>") == 1 and 'r="31"' in parts
    assert "1 = Player 1 (you)" in page.board_name() and "2 = Bot 2;" in page.board_name()
