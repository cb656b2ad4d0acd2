"""Card City XL's pictures as SVG, parsed with ``xml.etree``: cards (letters, pictures,
two-colour halves on the sides the rules give them), the city layer (cards, free places
inside and beyond the square, last cards marked), the targets layer (one target per
legal spot, one tab stop) and the ghost; then the layers of real games, checked against
the rules' own legal moves."""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET

import pytest
from cardcityxl_helpers import city
from svg_tree import NS, classes, groups, parse, texts

from urbanistes.cardcityxl.bots import EasyBot
from urbanistes.cardcityxl.cards import sides
from urbanistes.cardcityxl.city import fits, frontier
from urbanistes.cardcityxl.data import BICOLOURS, ILLUSTRATIONS
from urbanistes.cardcityxl.ecology import percent
from urbanistes.cardcityxl.game import CardCityXL
from urbanistes.grid import HEX, SQUARE
from urbanistes_ui.games.cardcityxl.art import (
    FILL,
    HALVES,
    back_body,
    card_body,
    card_svg,
    hidden_body,
    letter,
    turned,
)
from urbanistes_ui.games.cardcityxl.layout import CELL, Layout, layout
from urbanistes_ui.games.cardcityxl.svg import (
    CityPicture,
    city_layer,
    ghost_layer,
    marks_layer,
)
from urbanistes_ui.games.cardcityxl.tips import Scoring
from urbanistes_ui.games.cardcityxl.words import card_words

#: The Residential victory at the simplified level: no Park makes an empty spot earn.
PLAIN = Scoring("residential")


def name(g: ET.Element) -> str:
    """A card's name: its ``<title>`` (no ``aria-label`` beside it: one name)."""
    assert g.get("aria-label") is None
    return g.find(NS + "title").text or ""

FINGER = 44  # CSS pixels


def wrapped(body: str) -> ET.Element:
    return parse(card_svg(body, "a card"))


def picture_of(c, seat: int = 0) -> CityPicture:
    return CityPicture("square", c.side, seat, tuple(sorted(
        ((x, y, code, rot, owner) for (x, y), (code, rot, owner) in c.cells.items()),
        key=lambda v: (v[1], v[0]))))


# A simplified city (5x5) four cards wide: the fifth column may go left or right.
WIDE = city("""
    R P M C
    . I . .
""")
# Five wide: no more column on either side.
FULL = city("""
    R P M C L
    . I . . .
""")


# -- cards ----------------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "letters"), [
    ("fr", {"R": "R", "C": "C", "I": "I", "L": "L", "P": "P", "M": "M"}),
    ("en", {"R": "R", "C": "S", "I": "I", "L": "L", "P": "P", "M": "H"})])
def test_every_building_card_shows_its_letter_in_the_screens_language(lang, letters):
    for kind, expected in letters.items():
        assert texts(wrapped(card_body(kind, 0, lang))) == [expected]
        assert texts(wrapped(card_body(kind, 0, lang, compact=True))) == [expected]


def test_parks_and_clouds_are_told_by_their_picture_not_colour_alone():
    for kind in ("K", "X"):
        root = wrapped(card_body(kind, 0, "en"))
        assert not texts(root)
        paths = [p for p in root.iter(NS + "path")]
        assert paths, kind
    assert FILL["K"] != FILL["R"]
    assert card_body("K", 0, "en") != card_body("X", 0, "en")


def _half_sides(code: str, rot: int, kind_index: int) -> set[int]:
    """The sides (N E S W = 0 1 2 3) a half's letter sits nearest to, as drawn."""
    anchor = HALVES[BICOLOURS[code][2]][2][kind_index]
    x, y = turned(anchor, rot)
    distances = {0: y, 1: CELL - x, 2: CELL - y, 3: x}
    nearest = min(distances.values())
    return {side for side, d in distances.items() if math.isclose(d, nearest)}


@pytest.mark.parametrize("code", sorted(BICOLOURS))
def test_two_colour_halves_are_drawn_on_the_sides_the_rules_give_them(code):
    """Each half's letter sits by a side that carries that half's kind alone, in every
    turn: the picture and the rules' ``sides`` say the same."""
    first, second, _ = BICOLOURS[code]
    for rot in range(4):
        rules = sides(code, rot)
        root = wrapped(card_body(code, rot, "fr"))
        assert sorted(texts(root)) == sorted([letter(first, "fr"), letter(second, "fr")])
        for index, kind in enumerate((first, second)):
            for side in _half_sides(code, rot, index):
                assert kind in rules[side], (code, rot, kind, side)
        # the halves are filled with their kinds' colours
        fills = {p.get("fill") for p in root.iter(NS + "path")}
        assert {FILL[first], FILL[second]} <= fills


def test_a_two_colour_card_says_its_sides_as_turned():
    code = next(c for c, (a, b, split) in BICOLOURS.items()
                if (a, b, split) == ("C", "I", "diagonal"))
    assert card_words(code, 0, "en") == (
        "Shop/Industry (Shop top and right; Industry bottom and left)")
    assert card_words(code, 1, "fr") == (
        "Commerce/Industrie (Commerce à droite et en bas ; Industrie en haut et à gauche)"
        .replace(" ; ", "; "))
    straight = next(c for c, (a, b, split) in BICOLOURS.items()
                    if (a, b, split) == ("R", "C", "straight"))
    assert card_words(straight, 0, "en") == (
        "Residence/Shop (Residence top, bottom and left; Shop top, right and bottom)")


def test_backs_say_nothing_of_the_card_and_a_known_face_down_card_is_marked():
    assert texts(wrapped(back_body())) == ["?"]
    assert "card" not in back_body()
    known = wrapped(hidden_body("R", "en"))
    assert texts(known) == ["R"]
    assert hidden_body("R", "en") != card_body("R", 0, "en")


# -- the city layer ------------------------------------------------------------------------

def test_the_window_holds_the_city_and_every_spot_next_to_it():
    picture = picture_of(WIDE)
    window = picture.window()
    assert window.size == WIDE.side + 1
    cells = set(window.cells())
    assert set(WIDE.cells) <= cells
    assert set(frontier(WIDE, 0)) <= cells
    _, _, width, height = window.view_box()
    assert width == height == window.size * CELL + 20


def test_the_city_layer_draws_each_card_and_shades_what_lies_beyond_its_square():
    picture = picture_of(FULL)
    window = picture.window()
    root = parse(city_layer(picture, lang="en", window=window, scoring=PLAIN,
                            label="Player 1's city"))
    assert root.get("role") == "group" and root.get("aria-label") == "Player 1's city"
    assert not [n for n in root.iter() if n.get("data-act") or n.get("tabindex")]
    cards = groups(root, "card")
    assert {(int(g.get("data-x")), int(g.get("data-y"))) for g in cards} == set(FULL.cells)
    for g in cards:
        assert g.get("role") == "img"
        p = (int(g.get("data-x")), int(g.get("data-y")))
        column, row = window.column_row(p)
        assert name(g).startswith(f"{card_words(FULL.cells[p][0], 0, 'en')}, column "
                                  f"{column}, row {row}. ")
    (places,) = groups(root, "places")
    paths = list(places.iter(NS + "path"))
    inside = [p for p in window.cells() if p not in FULL.cells and fits(FULL, 0, p)]
    beyond = [p for p in window.cells() if p not in FULL.cells and not fits(FULL, 0, p)]
    assert beyond and inside
    assert [p.get("d").count("M") for p in paths] == [len(inside), len(beyond)]


def test_the_last_cards_carry_their_players_number():
    picture = picture_of(WIDE)
    lasts = (((1, 1), 2), ((3, 0), 2))
    root = parse(city_layer(picture, lang="fr", window=picture.window(), scoring=PLAIN,
                            lasts=lasts))
    marked = [g for g in groups(root, "card") if "last" in classes(g)]
    assert {(int(g.get("data-x")), int(g.get("data-y"))) for g in marked} == {(1, 1), (3, 0)}
    assert all("posée au dernier tour par le joueur 2. " in name(g) for g in marked)
    (badges,) = groups(root, "badges")
    assert texts(badges) == ["2", "2"] and badges.get("aria-hidden") == "true"


# -- targets and ghost -------------------------------------------------------------------

def test_one_target_per_spot_one_tab_stop_and_finger_sized():
    picture = picture_of(WIDE)
    window = picture.window()
    spots = [((4, 0), "Put here A"), ((1, 2), "Put here B"), ((-1, 0), "Put here C")]
    root = parse(marks_layer(lang="en", lay=picture.layout, window=window, targets=spots,
                             focus=(1, 2), label="Where the card may go"))
    found = [n for n in root.iter() if n.get("data-act") == "place"]
    assert [((int(n.get("data-x")), int(n.get("data-y"))), n.get("aria-label"))
            for n in found] == spots
    assert [n.get("tabindex") for n in found] == ["-1", "0", "-1"]
    assert all(n.get("role") == "button" for n in found)
    for n in found:
        (hit,) = [r for r in n.iter(NS + "rect") if "hit" in classes(r)]
        assert float(hit.get("width")) * 0.49 >= FINGER  # the screen's touch scale
        x, y = picture.layout.corner((int(n.get("data-x")), int(n.get("data-y"))))
        assert n.get("data-preview") == f"{x:g} {y:g}"
    assert root.get("viewBox") == " ".join(map(str, window.view_box()))
    empty = parse(marks_layer(lang="en", lay=picture.layout, window=window, targets=[]))
    assert empty.get("aria-hidden") == "true" and not list(empty)


def test_the_districts_that_must_grow_are_outlined():
    picture = picture_of(WIDE)
    root = parse(marks_layer(lang="en", lay=picture.layout, window=picture.window(),
                             targets=[((0, 1), "here")], district=[(0, 0)]))
    (ring,) = [p for p in root.iter(NS + "path") if "growing" in classes(p)]
    assert ring.get("d").count("M") == 1 and ring.get("aria-hidden") == "true"


def test_the_ghost_is_one_preview_and_the_first_taps_copy():
    picture = picture_of(WIDE)
    window = picture.window()
    assert ghost_layer(window=window, lay=picture.layout, body=None) == ""
    root = parse(ghost_layer(window=window, lay=picture.layout, body=card_body("C", 0, "en"),
                             selected=(4, 0)))
    uses = list(root.iter(NS + "use"))
    assert [u.get("data-preview-at") for u in uses] == ["true", None]
    assert (uses[1].get("x"), uses[1].get("y")) == ("400", "0")
    assert root.get("data-picking") == "true" and root.get("aria-hidden") == "true"


# -- layouts -------------------------------------------------------------------------------

def test_a_layout_puts_every_neighbour_one_card_away():
    """The square grid, and the bricks of the hexagonal shared city: a cell's
    neighbours (the rules' grid) are the cells drawn one card's width from it."""
    for lay, expected in ((layout("square"), 4), (layout("hex"), 6)):
        for p in [(0, 0), (3, 1), (-2, 5), (1, -3)]:
            cx, cy = lay.centre(p)
            neighbours = lay.neighbours(p)
            assert len(neighbours) == expected
            for q in neighbours:
                qx, qy = lay.centre(q)
                assert math.isclose(math.hypot(qx - cx, qy - cy), CELL, rel_tol=0.12)
    assert Layout(SQUARE).corner((2, 3)) == (200.0, 300.0)
    assert Layout(HEX, 0.5).corner((2, 3)) == (250.0, 300.0)


# -- real games ------------------------------------------------------------------------------

@pytest.mark.parametrize(("level", "seed"), [("simplified", 3), ("advanced", 8)])
def test_a_real_citys_layer_draws_every_card_of_the_view(level, seed):
    game = CardCityXL.new({"players": 2, "level": level}, seed).settle()
    bot = EasyBot()
    while game.round < 4:
        seat = game.to_act[0]
        game = game.apply(seat, bot.choose(game, seat)).settle()
    for seat in range(2):
        raw = game.view(seat)["cities"][seat]
        picture = CityPicture.of(raw)
        markup = city_layer(picture, lang="en", window=picture.window(), scoring=PLAIN)
        root = parse(markup)
        assert len(groups(root, "card")) == len(raw["cells"])
        left, _, width, _ = map(int, re.findall(r"-?\d+", root.get("viewBox")))
        for x, *_ in raw["cells"]:  # every card inside the window
            assert left < x * CELL and (x + 1) * CELL < left + width


# -- the variants ------------------------------------------------------------------------------

@pytest.mark.parametrize(("players", "topology"), [(2, "square"), (3, "hex"), (4, "square")])
def test_a_shared_city_outlines_each_players_part_with_its_number(players, topology):
    game = CardCityXL.new({"players": players, "unique": True}, 5).settle()
    view = game.view(0)
    picture = CityPicture.of(view["cities"][0], view)
    assert picture.topology == topology and picture.shared
    window = picture.window()
    cells = set(window.cells())
    for part in view["site"]["parts"]:  # every part's cells lie in the window
        assert {(x, y) for x, y in part} <= cells
    root = parse(city_layer(picture, lang="en", window=window, scoring=PLAIN))
    (parts,) = groups(root, "parts")
    assert parts.get("aria-hidden") == "true"
    assert texts(parts) == [str(n) for n in range(1, players + 1)]
    # the places inside the parts are dashed, the rest of the window shaded
    (places,) = groups(root, "places")
    inside = next(places.iter(NS + "path"))
    free_inside = {(x, y) for part in view["site"]["parts"] for x, y in part} - {
        (x, y) for x, y, *_ in view["cities"][0]["cells"]}
    assert inside.get("d").count("M") == len(free_inside & cells)


def test_the_suburb_cards_are_hatched_and_said_to_be_the_suburbs():
    game = CardCityXL.new({"players": 1, "suburb": True}, 5).settle()
    view = game.view(0)
    picture = CityPicture.of(view["cities"][0], view)
    root = parse(city_layer(picture, lang="fr", window=picture.window(), scoring=PLAIN))
    cards = groups(root, "card")
    suburb = [g for g in cards if ", de la Banlieue. " in name(g)]
    assert len(suburb) == len(cards) == sum(1 for *_, owner in view["cities"][0]["cells"]
                                           if owner < 0)
    # the "x" spots of the Mairie are inside the square, the ring beyond it
    assert set(picture.window().cells()) >= {(x, y) for x, y, *_ in view["cities"][0]["cells"]}


@pytest.mark.parametrize(("code", "lang", "tag", "name"), [
    ("I1", "en", "2%", "Industry (2%)"), ("I4", "fr", "5 %", "Industrie (5 %)"),
    ("A", "en", "A", "Architect")])
def test_illustrated_industries_show_their_percentage_and_the_architect_its_letter(
        code, lang, tag, name):
    for compact in (False, True):
        assert tag in texts(wrapped(card_body(code, 0, lang, compact)))
    if code in ILLUSTRATIONS:  # the rules' percentage, as the rules count it
        assert tag.rstrip(" %") == str(percent(code))
    assert card_words(code, 0, lang) == name
