"""Skyline's tooltips (issue 17): every drawn part of a sheet, the dice and the special
card carries a ``<title>`` saying what it is and how it scores, in both languages, read
off a real game played through the page and off sheets the rules build under each card;
and the rules page draws each part and each special card."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from skyline_helpers import sheet, writing
from svg_tree import NS, classes, groups, parse, texts
from test_ui_skyline import Page, human_step, play_until

from urbanistes.skyline.data import CARD_BY_ID, CARD_IDS, SHEET, TUNED
from urbanistes.skyline.game import Skyline
from urbanistes_ui.games.skyline.frame import Frame
from urbanistes_ui.games.skyline.picture import SheetPicture
from urbanistes_ui.games.skyline.svg import sheet_layer

#: Words per language: a tower, a car park, a floor, a level, the colon, points.
WORDS = {"en": ("Tower", "Car park", "floor", "level", ": ", "points"),
         "fr": ("Tour", "Parking", "étage", "niveau", " : ", "points")}
STATE = {"en": {"open": "open", "circled": "circled", "crossed": "crossed out"},
         "fr": {"open": "libre", "circled": "entouré", "crossed": "barré"}}


def tip(node: ET.Element) -> str:
    """The node's own ``<title>`` (its name and tooltip); fails if it has none."""
    found = node.find(NS + "title")
    assert found is not None and found.text, (node.tag, node.attrib)
    return found.text


def svgs(markup: str) -> list[ET.Element]:
    return [parse(m) for m in re.findall(r"<svg\b.*?</svg>", markup, re.S)]


def written(node: ET.Element) -> list[str]:
    return [t.text or "" for t in node.iter(NS + "text") if "cursive" in t.get("font-family", "")]


def mid_game(lang: str = "en") -> Page:
    """A 2-player game with the special cards (the viewer holds Chemin de Traverse),
    played through the page to the first round from the 5th where the viewer is to take
    a die after the bot took one (round 13), their sheet on the board."""
    page = Page.started("skyline", ("human", "normal"), seed=4, lang=lang, cards="on")
    play_until(page, lambda p: p.game.round >= 5 and p.game.phase == "draft"
               and p.game.taken[1] is not None and bool(p.takes()))
    assert not page.game.is_over and page.game.cards[0] == "traverse"
    return page


def check_sheet(root: ET.Element, lang: str) -> None:
    """Every bubble, column and floor of a drawn sheet is titled for that very thing."""
    tower, parking, floor_word, level_word, colon, points = WORDS[lang]
    for bubble in groups(root, "bubble"):
        n = int(bubble.get("data-pair")) + 1
        state = next(s for s in STATE[lang] if s in classes(bubble))
        (value,) = texts(bubble)
        words = tip(bubble)
        assert words.startswith(f"Bonus {n}{colon}{value} {points}, {STATE[lang][state]}")
        assert re.search(rf"(tower|car park|tour|parking) {n}\b", words.lower())  # its goal
    columns = groups(root, "column")
    assert len(columns) == 12
    for column in columns:
        c = int(column.get("data-column"))
        name = f"{parking if c % 2 else tower} {c // 2 + 1}"
        assert tip(column).startswith(name)
        floors = [g for g in column if g.tag == NS + "g" and "floor" in classes(g)]
        unit = level_word if c % 2 else floor_word
        for k, floor in enumerate(floors):
            words = tip(floor)
            assert words.startswith(f"{name}, {unit} {k + 1}")
            content = words.split(colon, 1)[1].split(". ")[0]
            assert re.findall(r"\d", content) == written(floor)  # the numbers it shows
            if "✗" in texts(column):  # drawn hopeless: it says it will score nothing
                assert "nothing" in words or "rien" in words
            else:  # 1 point a floor, counted as drawn
                assert f"{len(floors)} {points if len(floors) > 1 else 'point'}" in words


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_real_games_sheet_dice_and_card_are_all_titled(lang):
    page = mid_game(lang)
    (board,) = svgs(page.regions["city"])
    check_sheet(board, lang)
    (card,) = groups(board, "card")
    found = CARD_BY_ID[page.game.cards[0]]
    assert found.name[lang] in tip(card) and found.rule[lang][:20] in tip(card)
    assert "aria-label" not in {k for g in board.iter() for k in g.attrib if g is not board}
    buttons = re.findall(r'data-act="take" data-die="(\d)"[^>]*>(.*?)</button>',
                         page.regions["dock"])
    assert sorted(int(die) for die, _ in buttons) == sorted(page.game.pool)
    for die, inside in buttons:
        (drawn,) = svgs(inside)
        assert len(list(drawn.iter(NS + "circle"))) == int(die)
        assert tip(drawn).startswith(f"A {die} " if lang == "en" else f"Un {die} ")
        assert drawn.get("aria-hidden") == "true"  # the button already names it


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_die_each_seat_took_and_the_one_to_write_are_titled(lang):
    page = mid_game(lang)
    (taken,) = [d for d in svgs(page.regions["dock"]) if d.get("role") == "img"]
    die = page.game.taken[1]
    assert len(list(taken.iter(NS + "circle"))) == die
    bot = page.ctx().name(1)
    assert tip(taken) == {"en": f"{bot} took a {die}: they write it on their sheet this round.",
                          "fr": f"{bot} a pris un {die} : il l'écrit sur sa fiche ce tour."}[lang]
    human_step(page)  # take a die
    human_step(page)  # and confirm: the round's writing starts
    mine = page.game.taken[0]
    (drawn,) = svgs(page.regions["dock"])
    assert drawn.get("role") == "img" and tip(drawn).startswith(
        {"en": f"Your die: {mine}. ", "fr": f"Votre dé : {mine}. "}[lang])


def test_at_the_end_every_sheet_shown_is_titled():
    page = Page.started("skyline", ("human", "normal"), seed=3, cards="off")
    play_until(page, lambda p: False)
    assert page.game.is_over
    shown = svgs(page.regions["city"]) + svgs(page.regions["info"])
    assert len(shown) == 2  # the viewer's on the board, the bot's in the panel
    for root in shown:
        check_sheet(root, "en")


def test_a_secret_sheet_says_nothing_of_its_boxes():
    page = mid_game()
    page.press("watch-seat", "seats", seat="1")
    assert page.board_name() == "Bot 2's sheet: secret"
    (board,) = svgs(page.regions["city"])
    for column in groups(board, "column"):
        assert column.get("aria-hidden") == "true" and column.find(NS + "title") is None
        assert all(g.find(NS + "title") is None for g in column.iter(NS + "g"))
    assert all(tip(b).startswith("Bonus") for b in groups(board, "bubble"))  # public


# -- the special cards change what the tooltips say --------------------------------------

def titled(card: str | None, lang: str = "en", **columns: str) -> ET.Element:
    game = writing(2, taken=[3, 5], cards=[card, None] if card else None,
                   sheets=[sheet(card, **columns), sheet(None)])
    picture = SheetPicture.of(game.view(0)["sheets"][0])
    root = parse(sheet_layer(picture, frame=Frame.of(picture, lang), lang=lang, label="x"))
    check_sheet(root, lang)
    return root


def floor_tips(root: ET.Element, column: int) -> list[str]:
    (found,) = [g for g in groups(root, "column") if g.get("data-column") == str(column)]
    return [tip(g) for g in found if g.tag == NS + "g" and "floor" in classes(g)]


def bubble_tip(root: ET.Element, pair: int) -> str:
    return tip(groups(root, "bubble")[pair])


def test_classic_floors_say_what_they_take_and_what_the_tower_scores():
    root = titled(None, t3="2 4 . .", p3="5 . .")
    assert floor_tips(root, 4) == [
        "Tower 3, floor 1 (any number): 2. Complete, the tower scores 4 points.",
        "Tower 3, floor 2 (a number bigger than floor 1's): 4. Complete, the tower scores "
        "4 points.",
        "Tower 3, floor 3 (a number bigger than floor 2's): empty. Complete, the tower "
        "scores 4 points.",
        "Tower 3, floor 4 (a number bigger than floor 3's): empty. Complete, the tower "
        "scores 4 points."]
    assert floor_tips(root, 5)[1] == ("Car park 3, level 2 (a number smaller than level "
                                      "1's): empty. Complete, the car park scores 3 points.")
    french = titled(None, "fr", t3="2 4 . .")
    assert floor_tips(french, 4)[1] == ("Tour 3, étage 2 (un nombre plus grand que celui de "
                                        "l'étage 1) : 4. Complète, la tour rapporte 4 points.")
    assert bubble_tip(root, 2) == (
        "Bonus 3: 4 points, open. The first to complete tower 3 and its car park circles it "
        "and scores these points; the others cross it out.")


def test_a_complete_column_says_its_score_and_a_hopeless_one_that_it_scores_nothing():
    root = titled(None, t1="1 2 3", t2="5 6 . .")
    assert all(t.endswith("Scores 3 points.") for t in floor_tips(root, 0))
    assert all(t.endswith("It will score nothing.") for t in floor_tips(root, 2))


def test_vegas_floors_take_their_towers_parity_and_bonuses_are_halved():
    root = titled("vegas")
    for t, pair in enumerate(SHEET):
        parity = "odd" if pair.height % 2 else "even"
        assert all(f"({parity} numbers only)" in words for words in floor_tips(root, 2 * t))
        assert bubble_tip(root, t).startswith(
            f"Bonus {t + 1}: {pair.bonus // 2} points, open (printed {pair.bonus}, ×0.5 by "
            f"the card). The first to complete tower {t + 1} circles it")


def test_patema_turns_the_sheet_over_and_each_tower_scores_its_new_height():
    root = titled("patema")
    for t, pair in enumerate(SHEET):
        tips = floor_tips(root, 2 * t)
        assert len(tips) == pair.depth
        assert tips[-1].endswith(f"the tower scores {pair.depth} point"
                                 + ("s." if pair.depth > 1 else "."))


def test_hollywood_crossed_floors_count_and_neither_it_nor_rene_circles_bubbles():
    root = titled("hollywood", t1="1 .")
    whole = "Scores 3 points if all six towers are complete, else nothing."
    assert floor_tips(root, 0) == [
        "Tower 1, floor 1 (any number): 1. " + whole,
        "Tower 1, floor 2: crossed out by the card: counts as filled. " + whole,
        "Tower 1, floor 3 (a number bigger than floor 1's): empty. " + whole]
    assert bubble_tip(root, 0).endswith(
        "This card circles no bubble (our rule): completing tower 1 scores no bonus here "
        "and crosses nothing out for the others.")
    root = titled("rene")
    assert bubble_tip(root, 3).endswith(
        "This card circles no bubble (our rule): completing car park 4 scores no bonus "
        "here and crosses nothing out for the others.")
    assert "circles it" in bubble_tip(titled("vegas"), 0)  # the tower alone races


def test_alexandrie_diagon_alley_and_runway_view_say_their_own_rule():
    root = titled("alexandrie", t1="3 . .")
    assert "(a number smaller than floor 1's)" in floor_tips(root, 0)[1]
    assert all("(3s only)" in words for words in floor_tips(root, 1))
    shops = floor_tips(titled("traverse", lang="fr"), 0)
    assert "Commerce : +1 point s'il porte un 1, même tour inachevée ; six" in shops[0]
    assert not any("Commerce" in words for words in shops[1:])
    ours = floor_tips(titled("traverse-tuned"), 0)
    assert ours[0].endswith("Shop: +1 point if it holds a 1, once the tower is finished.")
    runway = titled("piste", t1="2 2 4 . . .")
    assert floor_tips(runway, 0)[1].startswith(
        "Tower 1, floor 2 (a number bigger than floor 1's, its 2 boxes hold the same "
        "number): 4 and empty.")
    assert bubble_tip(runway, 0).startswith("Bonus 1: 4 points, open (printed 2, ×2 by")


# -- the rules page ----------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_page_draws_each_part_and_each_special_card(lang):
    page = Page(lang=lang)
    page.send({"act": "rules", "game": "skyline"})
    body = page.html
    start = body.index('class="sk-legend"')
    parts, cards, tuned = body[start:].split('class="sk-legend sk-legend-cards"')
    pictures = svgs(parts)
    assert len(pictures) == 4  # a tower, a car park, a bubble, a die
    for picture in pictures:
        assert picture.get("role") == "img" and tip(picture)
    tower, parking, bubble, die = pictures
    assert len(groups(tower, "floor")) == 4 and groups(tower, "tower")
    assert len(groups(parking, "floor")) == 3 and groups(parking, "parking")
    assert len(groups(bubble, "bubble")) == 1
    assert len(list(die.iter(NS + "circle"))) == 4
    for section, ids in ((cards, CARD_IDS), (tuned, tuple(card.id for card in TUNED))):
        drawn = svgs(section)
        assert [groups(c, "card")[0].get("data-card") for c in drawn] == list(ids)
        for card_id, picture in zip(ids, drawn, strict=True):
            (band,) = groups(picture, "card")
            assert CARD_BY_ID[card_id].name[lang] in tip(band)
            assert band.get("role") == "img"
    # Our cards say they are ours, with their own multipliers and words.
    mark = "rebalanced by us" if lang == "en" else "rééquilibrée par nous"
    assert mark not in cards and tuned.count(mark) >= len(TUNED)
    assert ("bonus ×0.5" if lang == "en" else "bonus ×0,5") in tuned
    assert ("total is doubled" if lang == "en" else "vous doublez") in cards
    assert ("doubled" if lang == "en" else "doublez") not in tuned
    headings = re.findall(r"<h2>([^<]*)</h2>", body)
    assert headings[-3:] == (
        ["The parts of the sheet", "The special cards",
         "Our rebalanced cards (a choice, in place of the printed ones)"] if lang == "en"
        else ["Les éléments de la fiche", "Les cartes spéciales",
              "Nos cartes rééquilibrées (au choix, à la place des imprimées)"])


def test_a_game_with_our_cards_is_offered_and_shows_its_holder_our_card():
    page = Page(lang="en")
    page.send({"act": "setup", "game": "skyline"})
    assert 'value="tuned"' in page.html and "some rebalanced by us" in page.html
    seed = next(s for s in range(40) if Skyline.new({"players": 2, "cards": "tuned"}, s)
                .cards[0] == "traverse-tuned")
    page = Page.started("skyline", ("human", "normal"), seed=seed, cards="tuned")
    assert page.game.cards[0] == "traverse-tuned"
    (band,) = [g for svg in svgs(page.html) for g in groups(svg, "card")]
    assert band.get("data-card") == "traverse-tuned"
    assert tip(band).startswith("Card: Diagon Alley (rebalanced by us) · bonus ×0.")
    assert "per finished tower whose ground floor holds a 1" in tip(band)
