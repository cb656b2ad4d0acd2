"""Cities' drawings as SVG: tiles and neighbourhoods (no targets, the last turn marked),
the targets of a step and the piece in hand, parsed with ``xml.etree``; then the
screen's targets in real games, checked against the rules' own legal actions."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from cities_helpers import hood, new
from svg_tree import NS, classes, groups, parse, texts

from urbanistes.cities.bots import NormalBot
from urbanistes.cities.data import COLOURS, FEATURE_NAMES, TILES
from urbanistes.cities.game import Cities, hood_view
from urbanistes.cities.hood import legal_origins, rotated_spaces
from urbanistes.engine import Game
from urbanistes_ui.games.cities.art import ICONS, SPACE, TILE, piece_body
from urbanistes_ui.games.cities.marks import GHOST_ID, ghost_layer, lay_marks, place_marks
from urbanistes_ui.games.cities.screen import SCREEN
from urbanistes_ui.games.cities.svg import (
    BAND,
    MARGIN,
    HoodPicture,
    InHand,
    LastTurn,
    hood_layer,
    item_svg,
    space_labels,
    tile_svg,
    view_box,
)
from urbanistes_ui.games.cities.turn import CitiesState
from urbanistes_ui.games.cities.words import space_word, tile_label
from urbanistes_ui.session import Session
from urbanistes_ui.state import Ctx

FINGER = 44  # CSS pixels

# Three tiles, built by hand (the helpers' notation: tile (1, 0) is missing):
#
#   x:  0    1    2    3
#   y0  R2   Ws   -    -
#   y1  Pt   RwB1 -    -
#   y2  Ym   B    GwG3 G
#   y3  W    P    Pf   Wk
HOOD = hood("""
    R2 Ws   -    -
    Pt RwB1 -    -
    Ym B    GwG3 G
    W  P    Pf   Wk
""")
PICTURE = HoodPicture.of(hood_view(HOOD))


def targets(root: ET.Element) -> list[ET.Element]:
    return [n for n in root.iter() if n.get("data-act")]


def xy(node: ET.Element) -> tuple[int, int]:
    return int(node.get("data-x")), int(node.get("data-y"))


def name(node: ET.Element) -> str | None:
    """A picture's name: the text of its own ``<title>`` child."""
    found = node.find(NS + "title")
    return None if found is None else found.text


def offset(node: ET.Element) -> tuple[float, float]:
    m = re.fullmatch(r"translate\((-?[\d.]+) (-?[\d.]+)\)", node.get("transform", ""))
    assert m, node.get("transform")
    return float(m[1]), float(m[2])


# -- words ---------------------------------------------------------------------------------
def test_a_tile_is_said_in_reading_order_in_both_languages():
    assert TILES[15] == "B P / W Y"  # the test reads the rules' table, then the words
    kinds = {(0, 0): "blue", (1, 0): "park", (0, 1): "water", (1, 1): "yellow"}
    assert tile_label(15, kinds, "en") == (
        "City tile 15: top left blue space, top right park, bottom left water, "
        "bottom right yellow space")
    assert tile_label(15, kinds, "fr") == (
        "Tuile Quartier 15 : en haut à gauche case bleue, en haut à droite parc, en bas à "
        "gauche eau, en bas à droite case jaune")
    # a quarter turn clockwise: the bottom left comes to the top left
    assert name(parse(tile_svg(15, 1, lang="en"))).startswith(
        "City tile 15: top left water, top right blue space, bottom left yellow space, "
        "bottom right park. ")
    assert "Starting tile 2" in name(parse(tile_svg(2, lang="en")))
    with pytest.raises(ValueError):
        tile_svg(15, lang="de")


def test_a_space_and_what_stands_on_it_in_words():
    assert space_word("red", "wild", ("blue", 1), "en") == (
        "red space with Wild space and a blue building 1 high")
    assert space_word("red", "wild", ("blue", 1), "fr") == (
        "case rouge avec Case joker et un bâtiment bleu haut de 1")
    assert space_word("water", "swans", None, "en") == "water with Swans"
    assert space_word("green", None, None, "fr") == "case verte"


# -- one tile, every turn ---------------------------------------------------------------------
@pytest.mark.parametrize("tile", sorted(TILES))
def test_every_tile_is_drawn_as_the_rules_turn_it(tile):
    for rot in range(4):
        root = parse(tile_svg(tile, rot, lang="en"))
        drawn = {(int(offset(g)[0]) // SPACE, int(offset(g)[1]) // SPACE): g.get("data-kind")
                 for g in groups(root, "space")}
        assert drawn == dict(rotated_spaces(tile, rot))
        assert root.get("viewBox") == f"0 0 {TILE} {TILE}" and root.get("role") == "img"


def test_a_decorative_tile_has_no_name_of_its_own():
    root = parse(tile_svg(7, lang="en", decorative=True))
    assert root.get("aria-hidden") == "true" and root.get("role") is None


# -- a neighbourhood ------------------------------------------------------------------------
def test_every_space_of_the_view_is_drawn_with_what_stands_on_it():
    root = parse(hood_layer(PICTURE, lang="en", box=view_box(PICTURE)))
    spaces = {xy(g): g for g in groups(root, "space")}
    assert set(spaces) == set(HOOD["spaces"])
    for p, g in spaces.items():
        assert g.get("data-kind") == HOOD["spaces"][p]
        assert g.get("data-feature") == HOOD["features"].get(p)
        stack = HOOD["stacks"].get(p)
        assert g.get("data-building") == (None if stack is None else f"{stack[0]} {stack[1]}")
        if stack is not None:  # the height is written on the building
            assert str(stack[1]) in texts(g)
    tiles = groups(root, "tile")
    assert sorted(xy(g) for g in tiles) == sorted(HOOD["tiles"])
    assert all(g.get("role") == "img" for g in tiles)


def test_a_city_space_carries_its_colours_letter_in_each_language():
    for lang, letters in (("en", "RBGY"), ("fr", "RBVJ")):
        root = parse(hood_layer(PICTURE, lang=lang, box=view_box(PICTURE)))
        for g in groups(root, "space"):
            kind = g.get("data-kind")
            if kind in COLOURS:
                assert letters[COLOURS.index(kind)] in texts(g), (lang, kind)


def test_each_tile_is_named_by_its_spaces_from_the_top_left_of_the_drawing():
    box = view_box(PICTURE)
    root = parse(hood_layer(PICTURE, lang="en", box=box))
    by_place = {xy(g): name(g) for g in groups(root, "tile")}
    assert by_place[(1, 1)] == (
        "City tile 0, column 2, row 2: top left green space with Wild space and a green "
        "building 3 high, top right green space, bottom left park with Fountain, bottom "
        "right water with Kayaks")
    french = parse(hood_layer(PICTURE, lang="fr", box=box))
    assert {xy(g): name(g) for g in groups(french, "tile")}[(0, 0)].startswith(
        "Tuile Quartier 0, colonne 1, rangée 1 : en haut à gauche case rouge avec un bâtiment "
        "rouge haut de 2")


def test_the_last_tile_laid_is_framed_with_the_seats_number():
    last = LastTurn(2, tile=(1, 1), row=1)
    root = parse(hood_layer(PICTURE, lang="en", box=view_box(PICTURE), last=last))
    marked = [g for g in groups(root, "tile") if "last" in classes(g)]
    assert [xy(g) for g in marked] == [(1, 1)]
    assert "last turn" in name(marked[0])
    (marks,) = groups(root, "last-marks")
    assert marks.get("aria-hidden") == "true" and texts(marks) == ["3"]


def test_the_spaces_used_last_are_ringed_each_with_the_seats_number():
    last = LastTurn(0, spaces=frozenset({(0, 0), (3, 3)}), row=3)
    root = parse(hood_layer(PICTURE, lang="fr", box=view_box(PICTURE), last=last))
    (marks,) = groups(root, "last-marks")
    assert texts(marks) == ["1", "1"]
    assert sorted(xy(g) for g in groups(root, "tile") if "last" in classes(g)) == [(0, 0), (1, 1)]
    assert all("dernier tour" in name(g)
               for g in groups(root, "tile") if "last" in classes(g))
    plain = parse(hood_layer(PICTURE, lang="en", box=view_box(PICTURE)))
    assert not groups(plain, "last-marks") and not [
        g for g in groups(plain, "tile") if "last" in classes(g)]


def test_the_room_left_is_drawn_faintly_and_inside_the_view():
    room = tuple(legal_origins(HOOD, False))
    assert (1, 0) in room and (0, 0) not in room
    box = view_box(PICTURE, room)
    root = parse(hood_layer(PICTURE, lang="en", box=box, room=room))
    (path,) = [p for p in root.iter(NS + "path") if "room" in classes(p)]
    assert path.get("aria-hidden") == "true"
    corners = [tuple(map(int, m)) for m in re.findall(r"M(-?\d+) (-?\d+)", path.get("d"))]
    assert corners == [(x * TILE + 6, y * TILE + 6) for x, y in room]
    left, top, width, height = box
    for x, y in room:  # every place a tile may go is inside the drawing
        assert left <= x * TILE and (x + 1) * TILE <= left + width
        assert top <= y * TILE and (y + 1) * TILE <= top + height
    assert not [p for p in parse(hood_layer(PICTURE, lang="en", box=box)).iter(NS + "path")
                if "room" in classes(p)]


def test_what_a_watched_player_has_to_place_is_drawn_in_a_band_above_the_tiles():
    box = view_box(PICTURE)
    root = parse(hood_layer(PICTURE, lang="en", box=box,
                            hand=InHand(("red", "red", "sailboat"), label="To place:")))
    left, top, width, height = box
    assert root.get("viewBox") == f"{left} {top - BAND} {width} {height + BAND}"
    (band,) = groups(root, "ct-in-hand")
    assert band.get("aria-hidden") == "true" and texts(band)[0] == "To place:"
    assert texts(band)[1:] == ["R", "R"]  # two red pieces' letters, the Sailboat's icon
    assert [xy(g) for g in groups(root, "tile")] == [xy(g) for g in groups(parse(hood_layer(
        PICTURE, lang="en", box=box)), "tile")]  # the tiles stay where they were
    tile = parse(hood_layer(PICTURE, lang="en", box=box, hand=InHand(tile=12, label="x")))
    (band,) = groups(tile, "ct-in-hand")
    assert len([g for g in band.iter(NS + "g") if "space" in classes(g)]) == 4


def test_an_empty_neighbourhood_says_so():
    empty = HoodPicture()
    root = parse(hood_layer(empty, lang="en", box=view_box(empty), label="Bot 2's"))
    assert "No tile yet" in texts(root) and root.get("aria-label") == "Bot 2's"


# -- targets --------------------------------------------------------------------------------
def stops(root: ET.Element) -> list[ET.Element]:
    return [n for n in targets(root) if n.get("tabindex") == "0"]


def hit_side(node: ET.Element) -> float:
    (hit,) = [r for r in node.iter(NS + "rect") if "hit" in classes(r)]
    return min(float(hit.get("width")), float(hit.get("height")))


def test_one_tile_target_per_free_place_with_one_tab_stop():
    spots = [(1, 0), (2, 1), (-1, 0)]
    box = view_box(PICTURE, spots)
    labels = {(1, 0): "column 3, row 1", (2, 1): "column 4, row 2", (-1, 0): "column 1, row 1"}
    root = parse(lay_marks(lang="en", box=box, tile=22, spots=spots, labels=labels,
                           focus=(2, 1)))
    found = targets(root)
    assert [xy(n) for n in found] == spots
    assert all(n.get("data-act") == "lay" and n.get("role") == "button" for n in found)
    (stop,) = stops(root)
    assert xy(stop) == (2, 1) and "focus" in classes(stop)
    assert found[0].get("aria-label") == "Lay tile 22 here: column 3, row 1"
    assert found[0].get("data-preview") == f"{TILE} 0"
    assert min(hit_side(n) for n in found) * SCREEN.touch_scale >= FINGER
    french = parse(lay_marks(lang="fr", box=box, tile=22, spots=spots, labels=labels))
    assert targets(french)[1].get("aria-label") == "Poser la tuile 22 ici : column 4, row 2"
    assert xy(stops(french)[0]) == (1, 0)  # no focus: the first takes the tab stop


def test_one_space_target_per_legal_space_named_by_what_is_there():
    spaces = [(0, 0), (3, 2)]
    box = view_box(PICTURE)
    labels = space_labels(PICTURE, spaces, "en", (0, 0))
    root = parse(place_marks(lang="en", box=box, item="green", spaces=spaces, labels=labels,
                             selected=(3, 2)))
    found = targets(root)
    assert [xy(n) for n in found] == spaces
    assert found[1].get("aria-label") == "Put the green piece here: green space, column 4, row 3"
    assert "selected" in classes(found[1]) and len(stops(root)) == 1
    assert found[0].get("data-preview") == "0 0"
    assert min(hit_side(n) for n in found) * SCREEN.touch_scale >= FINGER
    assert root.get("aria-label") == "Where the green piece may go"
    none = parse(place_marks(lang="fr", box=box, item="swans", spaces=[], labels={}))
    assert not targets(none) and none.get("aria-hidden") == "true"


def test_the_piece_in_hand_is_drawn_once_previewed_and_shown_where_tapped():
    box = view_box(PICTURE)
    root = parse(ghost_layer(lang="en", box=box, tile=(15, 1), at=(1, 0)))
    (ghost,) = [g for g in root.iter(NS + "g") if g.get("id") == GHOST_ID]
    drawn = [g.get("data-kind") for g in groups(ghost, "space")]
    assert drawn == ["water", "blue", "yellow", "park"]  # tile 15 after a quarter turn
    preview, shown = root.iter(NS + "use")
    assert preview.get("data-preview-at") == "true" and preview.get("visibility") == "hidden"
    assert (shown.get("x"), shown.get("y")) == (str(TILE), "0")
    assert root.get("data-picking") and root.get("aria-hidden") == "true"
    piece = parse(ghost_layer(lang="en", box=box, item="red"))
    assert "R" in texts(piece) and len(list(piece.iter(NS + "use"))) == 1
    assert ghost_layer(lang="en", box=box) == ""


def test_every_feature_has_its_own_icon_and_every_piece_its_letter():
    assert set(ICONS) == set(FEATURE_NAMES)
    assert len(set(ICONS.values())) == len(ICONS)
    for colour, letter in zip(COLOURS, "RBGY", strict=True):
        assert letter in texts(parse(item_svg(piece_body(colour, "en"))))
    labelled = parse(item_svg(piece_body("red", "en"), "red piece"))
    assert labelled.get("role") == "img" and name(labelled) == "red piece"


# -- the screen's targets in real games --------------------------------------------------------
def placing_states(players: int, seed: int) -> list[Cities]:
    """States of a game of normal bots where a seat must lay a tile or place an item."""
    game: Game = new(players, seed)
    bot = NormalBot()
    found = []
    while not game.is_over:
        seat = game.to_act[0]
        if isinstance(game, Cities) and game.phase == "place":
            found.append(game)
        game = game.apply(seat, bot.choose(game, seat)).settle()
    return found


def ctx_for(game: Cities, lang: str = "en", *, touch: bool = False) -> Ctx:
    seat = game.to_act[0]
    seats = ["human" if s == seat else "normal" for s in range(game.players)]
    return Ctx(Session(game, seats), lang, SCREEN.strings, touch)


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 8)])
def test_the_board_lights_exactly_what_the_rules_allow(players, seed):
    checked = 0
    for game in placing_states(players, seed)[::5]:
        ctx = ctx_for(game)
        seat = game.to_act[0]
        legal = game.legal_actions(seat)
        if game.hand_tile is not None:
            board = SCREEN.board(ctx, CitiesState())
            lit = {xy(n) for n in targets(parse(board.marks))}
            assert lit == {(a["x"], a["y"]) for a in legal}
            assert parse(board.ghost).get("data-picking") == f"tile-{game.hand_tile}"
            checked += 1
            continue
        for item in set(game.hand):
            board = SCREEN.board(ctx, CitiesState(item=item))
            lit = [xy(n) for n in targets(parse(board.marks))]
            assert sorted(lit) == sorted((a["x"], a["y"]) for a in legal
                                         if a["type"] == "place" and a["item"] == item)
            assert len(lit) == len(set(lit)) and len(stops(parse(board.marks))) == min(1, len(lit))
            checked += 1
    assert checked >= 10


def test_the_big_board_keeps_its_size_through_a_turn():
    game = next(g for g in placing_states(2, 5) if g.hand_tile is not None)
    ctx = ctx_for(game)
    placing = SCREEN.board(ctx, CitiesState())
    box = re.search(r'viewBox="([^"]+)"', placing.city)[1]
    assert re.search(r'viewBox="([^"]+)"', placing.marks)[1] == box
    assert re.search(r'viewBox="([^"]+)"', placing.ghost)[1] == box
    turned = SCREEN.board(ctx, CitiesState(rot=2))
    assert turned.city == placing.city and turned.marks == placing.marks  # only the ghost
    assert turned.ghost != placing.ghost


def test_a_phone_placing_items_draws_the_tiles_alone_a_desktop_with_the_room():
    game = next(g for g in placing_states(2, 5)
                if g.hand_tile is None and len(g.hoods[g.to_act[0]]["tiles"]) >= 2)
    seat = game.to_act[0]
    tiles = game.hoods[seat]["tiles"]
    width = (max(x for x, _ in tiles) - min(x for x, _ in tiles) + 1) * TILE
    height = (max(y for _, y in tiles) - min(y for _, y in tiles) + 1) * TILE
    def size(markup: str) -> list[float]:
        return [float(v) for v in re.search(r'viewBox="([^"]+)"', markup)[1].split()][2:]

    phone = SCREEN.board(ctx_for(game, touch=True), CitiesState())
    assert size(phone.city) == size(phone.marks) == [width + 2 * MARGIN, height + 2 * MARGIN]
    assert 'class="room"' not in phone.city
    desk = SCREEN.board(ctx_for(game), CitiesState())
    assert 'class="room"' in desk.city  # a neighbourhood of 2 tiles has room left
    assert size(desk.city) > size(phone.city)


def test_an_empty_big_board_is_drawn_at_the_size_its_tiles_will_have():
    game = Cities.new({"players": 2}, 1)
    assert game.phase == "start"
    board = SCREEN.board(ctx_for(game), CitiesState())
    box = [float(v) for v in re.search(r'viewBox="([^"]+)"', board.city)[1].split()]
    assert box == [-TILE - MARGIN, -TILE - MARGIN, 3 * TILE + 2 * MARGIN, 3 * TILE + 2 * MARGIN]
    assert "No tile yet" in board.city
