"""Skyline's sheet as SVG: the sheet layer (no targets; numbers, bubbles, the card, the
last box written) and the marks layer (one lit box per legal write), parsed with
``xml.etree``, for sheets the rules build under every special card."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator

import pytest
from skyline_helpers import sheet, writing
from svg_tree import NS, classes, groups, parse, texts

from urbanistes.skyline.data import CARD_BY_ID, CARD_IDS, SHEET
from urbanistes.skyline.sheet import layout
from urbanistes_ui.games.skyline.frame import ROW, Frame
from urbanistes_ui.games.skyline.marks import GHOST_ID, ghost_layer, marks_layer
from urbanistes_ui.games.skyline.picture import SheetPicture, Spot, spots_of
from urbanistes_ui.games.skyline.screen import SCREEN
from urbanistes_ui.games.skyline.svg import (
    blank_sheet,
    column_label,
    die_svg,
    hidden_layer,
    sheet_layer,
)

CARDS = (None, *CARD_IDS)
FINGER = 44  # CSS pixels; the screen's touch scale is 1 CSS pixel per unit


def written(node: ET.Element) -> list[str]:
    """The numbers the player wrote (drawn in the pen's handwriting font)."""
    return [t.text or "" for t in node.iter(NS + "text") if "cursive" in t.get("font-family", "")]


def name(node: ET.Element) -> str:
    """A drawn thing's accessible name and tooltip: its own ``<title>``."""
    found = node.find(NS + "title")
    assert found is not None, node.attrib
    return found.text or ""


def rects(node: ET.Element) -> Iterator[tuple[float, float, float, float]]:
    for r in node.iter(NS + "rect"):
        if r.get("x") is not None:
            yield (float(r.get("x")), float(r.get("y")), float(r.get("width")),
                   float(r.get("height")))


def view_box(root: ET.Element) -> tuple[float, ...]:
    return tuple(float(v) for v in root.get("viewBox").split())


def game_with(card: str | None, **columns: str):
    """A 2-player game writing its round, seat 0 holding ``card`` with ``columns``."""
    return writing(2, taken=[3, 5], cards=[card, None] if card else None,
                   sheets=[sheet(card, **columns), sheet(None)])


def picture_of(game, seat: int = 0) -> SheetPicture:
    return SheetPicture.of(game.view(seat)["sheets"][seat])


def drawn(card: str | None, lang: str = "en", place: str = "bottom", **columns: str):
    picture = picture_of(game_with(card, **columns))
    frame = Frame.of(picture, lang, place)
    return picture, frame, parse(sheet_layer(picture, frame=frame, lang=lang,
                                             label="Player 1's sheet"))


# -- the sheet --------------------------------------------------------------------------

@pytest.mark.parametrize("card", CARDS)
def test_every_column_is_drawn_with_its_words_and_the_card_removes_what_it_removes(card):
    _, _, root = drawn(card)
    assert root.get("role") == "group" and root.get("aria-label") == "Player 1's sheet"
    columns = groups(root, "column")
    assert [int(c.get("data-column")) for c in columns] == list(range(12))
    lay = layout(card)
    for c, group in enumerate(columns):
        label = name(group)
        assert group.get("role") == "img"
        assert ("removed by the card" in label) == (not lay.columns[c].exists)
        part = f"Tower {c // 2 + 1}" if c % 2 == 0 else f"Car park {c // 2 + 1}"
        assert label.startswith(part)
    # everything lies inside the picture
    _, _, width, height = view_box(root)
    for x, y, w, h in rects(root):
        assert x >= -1 and x + w <= width + 1 and y >= -1 and y + h <= height + 1


@pytest.mark.parametrize("card", CARDS)
def test_the_frame_holds_the_tallest_tower_and_deepest_car_park_of_the_card(card):
    picture = picture_of(game_with(card))
    frame = Frame.of(picture, "en")
    lay = layout(card)
    towers = [len(lay.tower(t).floors) for t in range(6) if lay.tower(t).exists]
    parkings = [len(lay.parking(t).floors) for t in range(6) if lay.parking(t).exists]
    assert frame.up == max(towers, default=1)  # a removed column keeps a one-box stub
    assert frame.down == max(parkings, default=1)
    # towers stand on the ground band, car parks hang below it, one row per floor
    _, y, _, h = frame.cell(0, 0)
    assert y + h < frame.ground_y and frame.ground_y - y <= ROW
    assert frame.cell(1, 0)[1] > frame.ground_y
    assert frame.cell(1, 1)[1] - frame.cell(1, 0)[1] == ROW >= FINGER


def test_numbers_are_written_where_the_sheet_holds_them():
    _, _, root = drawn(None, t1="1 3 .", p1="6 . .", t6="2 . . . . .")
    assert sorted(written(root)) == ["1", "2", "3", "6"]
    (tower1,) = [g for g in groups(root, "column") if g.get("data-column") == "0"]
    assert name(tower1) == (
        "Tower 1, 3 floors (each box bigger than the one nearer the ground): 1, 3, empty. "
        "Complete, the tower scores 3 points.")
    assert written(tower1) == ["1", "3"]
    # a car park's boxes go down from the ground band
    frame = Frame.of(picture_of(game_with(None)), "en")
    assert frame.cell(1, 0)[1] < frame.cell(1, 1)[1] < frame.cell(1, 2)[1]
    assert frame.cell(0, 0)[1] > frame.cell(0, 1)[1] > frame.cell(0, 2)[1]


def test_split_floors_show_each_box_and_crossed_floors_an_x():
    _, _, root = drawn("piste", t1="2 2 4 . . .")  # Runway View: double floors
    (tower1,) = [g for g in groups(root, "column") if g.get("data-column") == "0"]
    assert written(tower1) == ["2", "2", "4"]
    assert "2 and 2, 4 and empty, empty and empty" in name(tower1)
    _, _, root = drawn("hollywood", t1="1 3")  # floors 1 and 3 written, 2 crossed out
    (tower1,) = [g for g in groups(root, "column") if g.get("data-column") == "0"]
    assert "1, crossed out, 3" in name(tower1)


def test_a_cards_printed_hint_sits_in_its_empty_boxes():
    _, _, root = drawn("paix")  # Rue de la Paix: each tower takes its own height
    six = next(t for t, p in enumerate(SHEET) if p.height == 6)
    (tower,) = [g for g in groups(root, "column") if g.get("data-column") == str(2 * six)]
    assert texts(tower) == ["6"] * 6 and "6s only" in name(tower)
    _, _, root = drawn("vegas", lang="fr")
    assert {"pair", "impair"} <= set(texts(root))


@pytest.mark.parametrize(("state", "mark"), [("circled", "ellipse"), ("crossed", "path"),
                                             ("open", None)])
def test_bubbles_are_circled_crossed_or_open_in_both_languages(state, mark):
    game = game_with(None)
    game.claims = [(0,) if state == "circled" else (1,) if state == "crossed" else ()] + [
        () for _ in range(5)]
    picture = picture_of(game)
    assert picture.bubbles[0] == state
    for lang, word in (("en", {"circled": "circled", "crossed": "crossed out",
                               "open": "open"}), ("fr", {"circled": "entouré",
                                                         "crossed": "barré",
                                                         "open": "libre"})):
        root = parse(sheet_layer(picture, frame=Frame.of(picture, lang), lang=lang,
                                 label="x"))
        bubble = groups(root, "bubble")[0]
        assert bubble.get("role") == "img" and word[state] in name(bubble)
        assert str(SHEET[0].bonus) in texts(bubble)
        marks = [c.tag for c in bubble if c.tag in (NS + "ellipse", NS + "path")]
        assert marks == ([NS + mark] if mark else [])


def test_complete_and_hopeless_columns_say_so_with_a_symbol():
    _, _, root = drawn(None, t1="1 2 3", p1="3 2 1", t2="5 6 . .")
    by_column = {g.get("data-column"): g for g in groups(root, "column")}
    assert "✓" in texts(by_column["0"]) and "complete" in name(by_column["0"])
    assert "✗" in texts(by_column["2"])  # 5, 6: two floors left above a 6
    assert "can no longer be completed" in name(by_column["2"])
    assert "✓" not in texts(by_column["4"]) and "✗" not in texts(by_column["4"])


def test_the_last_box_written_is_marked_with_the_seats_number():
    picture = picture_of(game_with(None, p2="5 3"))
    frame = Frame.of(picture, "en")
    root = parse(sheet_layer(picture, frame=frame, lang="en", label="x", last=(3, 1), seat=2))
    (last,) = groups(root, "last")
    assert last.get("data-column") == "3"
    assert "last number written: level 2." in name(last)
    (tag,) = groups(last, "last-tag")
    assert texts(tag) == ["2"]
    # the number is painted over the boxes of its column, not hidden under them
    assert list(last)[-1] is tag
    fr = parse(sheet_layer(picture, frame=Frame.of(picture, "fr"), lang="fr", label="x",
                           last=(3, 1), seat=2))
    assert "dernier chiffre écrit : niveau 2." in name(groups(fr, "last")[0])


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("card", CARD_IDS)
def test_the_card_is_on_the_sheet_with_its_text(card, lang):
    for place in ("bottom", "side"):
        _, frame, root = drawn(card, lang=lang, place=place)
        (band,) = groups(root, "card")
        found = CARD_BY_ID[card]
        assert found.name[lang] in name(band)
        words = " ".join(texts(band))
        assert found.rule[lang].split()[0] in words and found.rule[lang].split()[-1] in words
        x, y, w, h = frame.card_box
        _, _, width, height = view_box(root)
        assert x + w <= width and y + h <= height
        if place == "side":
            assert x >= frame.cell(11, 0)[0] + frame.cell(11, 0)[2]  # beside the sheet
        else:
            assert y >= frame.sheet_h - 1  # below it
    if CARD_BY_ID[card].multiplier is not None:
        assert "bonus ×" in name(band)


def test_no_card_no_band_and_the_hidden_sheet_shows_no_number():
    _, _, root = drawn(None)
    assert not groups(root, "card")
    for lang, words in (("en", "Hidden sheet"), ("fr", "Fiche cachée")):
        root = parse(hidden_layer(lang))
        assert root.get("aria-label").startswith(words) and not written(root)
    assert all(not c.complete for c in blank_sheet().columns())


def test_column_words_in_french():
    picture = picture_of(game_with("alexandrie", t1="3 2 .", p3="3 . ."))
    assert column_label(picture.towers[0], "fr") == (
        "Tour 1, 3 étages (chaque case plus petite que celle plus proche du sol) : 3, 2, vide")
    assert column_label(picture.parkings[2], "fr").startswith(
        "Parking 3, 3 niveaux (seulement des 3) : 3, vide, vide")


# -- the targets ------------------------------------------------------------------------

def lit_for(card: str | None, die: int, **columns: str):
    game = writing(2, taken=[die, 1], cards=[card, None] if card else None,
                   sheets=[sheet(card, **columns), sheet(None)])
    picture = picture_of(game)
    frame = Frame.of(picture, "en")
    spots = spots_of(game.legal_actions(0))
    return picture, frame, spots


def marks(picture: SheetPicture, frame: Frame, spots: list[Spot], die: int, lang: str = "en",
          focus: Spot | None = None, selected: Spot | None = None) -> ET.Element:
    return parse(marks_layer(frame=frame, sheet=picture, spots=spots, die=die, lang=lang,
                             view_box=frame.view_box, focus=focus, selected=selected))


@pytest.mark.parametrize("card", CARDS)
def test_one_lit_box_per_legal_write_each_a_finger_wide(card):
    picture, frame, spots = lit_for(card, 3)
    root = marks(picture, frame, spots, 3)
    targets = [n for n in root.iter() if n.get("data-act") == "write"]
    assert [(int(t.get("data-column")), int(t.get("data-floor"))) for t in targets] == spots
    for target in targets:
        assert target.get("role") == "button" and target.get("aria-label").startswith(
            "Write your 3: ")
        (hit,) = [r for r in target.iter(NS + "rect") if "hit" in classes(r)]
        assert float(hit.get("width")) >= FINGER and float(hit.get("height")) >= FINGER
    assert len([t for t in targets if t.get("tabindex") == "0"]) == (1 if spots else 0)
    if not spots:  # a die that fits nowhere: nothing to press
        assert root.get("aria-hidden") == "true"


def test_the_preview_goes_to_the_next_box_of_a_split_floor():
    picture, frame, spots = lit_for("piste", 2, t1="2 . . . . .")  # a double ground floor
    assert (0, 0) in spots and (0, 1) not in spots  # its twin box, not the floor above
    root = marks(picture, frame, spots, 2)
    (target,) = [n for n in root.iter() if n.get("data-column") == "0"]
    x, y = (float(v) for v in target.get("data-preview").split())
    cx, cy, w, h = frame.cell(0, 0)
    assert cx + w / 2 < x < cx + w and cy < y < cy + h  # the right-hand (empty) box
    assert target.get("aria-label") == "Write your 2: Tower 1, floor 1, box 2 of 2"
    (use,) = [n for n in root.iter(NS + "use") if n.get("data-preview-at") == "true"]
    assert use.get("href") == f"#{GHOST_ID}" and use.get("visibility") == "hidden"


def test_focus_moves_the_one_tab_stop_and_a_first_tap_shows_the_digit():
    picture, frame, spots = lit_for(None, 4)
    root = marks(picture, frame, spots, 4, lang="fr", focus=spots[3], selected=spots[3])
    stops = [n for n in root.iter() if n.get("tabindex") == "0"]
    assert len(stops) == 1 and (int(stops[0].get("data-column")), 0) == spots[3]
    assert "selected" in classes(stops[0]) and "focus" in classes(stops[0])
    assert stops[0].get("aria-label").startswith("Écrire votre 4 : ")
    ghost = parse(ghost_layer(frame=frame, sheet=picture, die=4, at=spots[3],
                              view_box=frame.view_box))
    assert texts(ghost) == ["4"] and ghost.get("aria-hidden") == "true"
    assert ghost_layer(frame=frame, sheet=picture, die=4, at=None,
                       view_box=frame.view_box) == ""


def test_the_screen_draws_the_rules_lit_boxes_on_its_own_board():
    from urbanistes_ui.session import Session
    from urbanistes_ui.state import Ctx

    game = writing(2, taken=[6, 2], sheets=[sheet(None, t1="1 2 .", p2="5 .")])
    ctx = Ctx(Session(game, ["human", "normal"]), "en", SCREEN.strings)
    board = SCREEN.board(ctx, SCREEN.fresh())
    root = parse(board.marks)
    lit = [(int(n.get("data-column")), int(n.get("data-floor"))) for n in root.iter()
           if n.get("data-act") == "write"]
    assert lit == spots_of(game.legal_actions(0))
    assert view_box(parse(board.city)) == view_box(root)


@pytest.mark.parametrize("value", range(1, 7))
def test_a_die_shows_its_pips(value):
    root = parse(die_svg(value, f"Die {value}"))
    assert len(list(root.iter(NS + "circle"))) == value
    assert root.get("role") == "img" and name(root) == f"Die {value}"
    assert parse(die_svg(value)).get("aria-hidden") == "true"
