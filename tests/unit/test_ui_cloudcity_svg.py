"""Cloud City's board as SVG: the city layer (no targets, last move marked) and the
marks layer (the step's targets), parsed with ``xml.etree``; then the screen's layers
for real games, checked against the rules' own lists of legal spots and partners."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from svg_tree import NS, classes, groups, parse, texts

from urbanistes.bots import RandomBot
from urbanistes.cloudcity.city import legal_origins
from urbanistes.cloudcity.data import START_TILES, TILE_SPOTS, TILES
from urbanistes.cloudcity.game import CloudCity
from urbanistes.engine import Game
from urbanistes_ui.games.cloudcity.history import last_moves
from urbanistes_ui.games.cloudcity.marks import GHOST_ID, marks_layer
from urbanistes_ui.games.cloudcity.screen import SCREEN, CloudState
from urbanistes_ui.games.cloudcity.svg import (
    HEIGHT_FILL,
    HEIGHT_INK,
    HEIGHT_LETTER,
    MARGIN,
    TILE,
    ZONE,
    CityPicture,
    LastMove,
    building_label,
    building_tip,
    city_layer,
    city_view_box,
    tile_label,
    tile_svg,
    tile_tip,
    walkway_label,
)
from urbanistes_ui.session import Session
from urbanistes_ui.state import Ctx

FILL_HEIGHT = {colour: h for h, colour in HEIGHT_FILL.items()}
FINGER = 44  # narrowest hit square, in board units (TOUCH_SCALE 1.0: CSS pixels)

# A 3 x 2 tile city, built by hand (tiles at rotation 0, buildings written out):
#
#   zones  x: 0 1 2 3 4 5
#   y 0      T T B B B T      tiles 35 "TT ..", 5 "BB ..", 17 "BT .."
#   y 1      . . . . . .
#   y 2      T . G . . G      tiles 47 "T. T.", 10 "G. .G", 25 ".G B."
#   y 3      T . . G B .
TILES_AT = {(0, 0): (35, 0), (1, 0): (5, 0), (2, 0): (17, 0),
            (0, 1): (47, 0), (1, 1): (10, 0), (2, 1): (25, 0)}
BUILDINGS = {(0, 0): 3, (1, 0): 3, (2, 0): 1, (3, 0): 1, (4, 0): 1, (5, 0): 3,
             (0, 2): 3, (0, 3): 3, (2, 2): 2, (3, 3): 2, (5, 2): 2, (4, 3): 1}
WALKWAYS = [
    (1, 0, 5, 0, 3),  # tan, worth 5, over the three blue buildings of row 0
    (2, 0, 3, 0, 1),  # blue, worth 1, under the tan one
    (2, 2, 5, 2, 2),  # green, worth 3, over the blue one below at (4, 2)
    (4, 0, 4, 3, 1),  # blue, worth 3, crossing under the green one at zone (4, 2)
    (0, 0, 1, 0, 3),  # tan, worth 1
    (0, 0, 0, 2, 3),  # tan, worth 2
]
LEVEL_ORDER = [1, 3, 2, 0, 4, 5]  # WALKWAYS indices, lowest level first, then build order
VALUES = {0: 5, 1: 1, 2: 3, 3: 3, 4: 1, 5: 2}
PASSED_OVER = {(2, 0), (3, 0), (4, 0)}  # buildings below a walkway that does not end there
# The owner's last turn: tile (1, 1), then the last two walkways.
LAST = LastMove((1, 1), frozenset({((0, 0), (1, 0)), ((0, 0), (0, 2))}))

SPOTS = [(0, 2), (1, 2), (2, 2), (-1, 1), (3, 0)]
PICK = (12, 1)
# From the blue building (4, 0), once the blue walkways are not built yet.
LIT = [((2, 0), 1), ((3, 0), 1), ((4, 0), 1), ((4, 3), 1)]
CHOSEN = (4, 0)
PARTNERS = [((3, 0), 1), ((4, 3), 3)]


def picture(walkways=WALKWAYS) -> CityPicture:
    return CityPicture.of({"tiles": dict(TILES_AT), "buildings": dict(BUILDINGS),
                           "walkways": list(walkways)})


CITY = picture()
OPEN_CITY = picture([w for w in WALKWAYS if w[4] != 1])
BOX = city_view_box(CITY, SPOTS)


def children(node: ET.Element, tag: str) -> list[ET.Element]:
    return [c for c in node if c.tag == NS + tag]


def name(node: ET.Element) -> str:
    """A piece's ``<title>``: its accessible name and tooltip (never an aria-label too)."""
    assert "aria-label" not in node.attrib
    (found,) = children(node, "title")
    return found.text or ""


def xy(node: ET.Element) -> tuple[int, int]:
    return int(node.get("data-x")), int(node.get("data-y"))


def offset(group: ET.Element) -> tuple[int, int]:
    m = re.fullmatch(r"translate\((-?\d+) (-?\d+)\)", group.get("transform", "translate(0 0)"))
    assert m, group.get("transform")
    return int(m[1]), int(m[2])


def targets(root: ET.Element) -> list[ET.Element]:
    return [n for n in root.iter() if n.get("data-act")]


def stops(root: ET.Element) -> list[ET.Element]:
    return [n for n in targets(root) if n.get("tabindex") == "0"]


def hit_side(node: ET.Element) -> float:
    (hit,) = [r for r in children(node, "rect") if "hit" in classes(r)]
    return min(float(hit.get("width")), float(hit.get("height")))


def rotated(zone: tuple[int, int], rot: int) -> tuple[int, int]:
    """A zone of a 2 x 2 tile after ``rot`` clockwise quarter turns."""
    x, y = zone
    for _ in range(rot):
        x, y = 1 - y, x
    return x, y


def pads(face: ET.Element) -> dict[tuple[int, int], int]:
    """Building spots drawn on a tile face (dashed coloured squares), by zone."""
    return {
        (int(r.get("x")) // ZONE, int(r.get("y")) // ZONE): FILL_HEIGHT[r.get("fill")]
        for r in children(face, "rect")
        if r.get("fill") in FILL_HEIGHT and r.get("stroke-dasharray")
    }


# -- words -----------------------------------------------------------------------------

def test_tile_label_in_both_languages():
    assert TILES[12] == ".T B."  # the test reads the tile table, then the label
    assert tile_label(12, 0, "en") == "Tile 12: tan top right, blue bottom left"
    assert tile_label(12, 0, "fr") == "Tuile 12 : beige en haut à droite, bleu en bas à gauche"
    assert tile_label(12, 1, "en") == "Tile 12: blue top left, tan bottom right"
    assert tile_label(12, 1, "en", at=(2, -1), last=True) == (
        "Tile 12, last move, column 2, row -1: blue top left, tan bottom right")
    with pytest.raises(ValueError):
        tile_label(12, 0, "de")


def test_a_start_tile_says_whose_it_is_by_its_birds():
    assert tile_label(1, 0, "fr") == (
        "Tuile de départ 1 (1 oiseau : celle du 1er joueur) : bleu en haut à gauche, "
        "bleu en bas à droite")
    assert tile_label(3, 0, "en", at=(0, 0)) == (
        "Start tile 3 (3 birds: the third player's), column 0, row 0: tan top left, "
        "blue bottom left")
    for birds, tile in enumerate(START_TILES, start=1):
        assert f"({birds} bird" in tile_label(tile, 0, "en")


def test_building_and_walkway_labels_in_both_languages():
    assert building_label((3, 1), 2, "fr") == "Immeuble Forêt (vert, 2 étages), colonne 3, rangée 1"
    assert building_label((3, 1), 2, "en") == "Forest building (green, 2 floors), column 3, row 1"
    assert building_label((0, 0), 1, "fr") == (
        "Immeuble Rivière (bleu, 1 étage), colonne 0, rangée 0")
    assert walkway_label((1, 0, 5, 0, 3), "en") == (
        "Sand walkway of length 4: 5 votes (column 1, row 0 to column 5, row 0)")
    assert walkway_label((4, 0, 4, 3, 1), "fr", last=True) == (
        "Passerelle Rivière de longueur 3 : 3 votes (colonne 4, rangée 0 à colonne 4, "
        "rangée 3), construite au dernier tour")


# -- one tile ---------------------------------------------------------------------------

@pytest.mark.parametrize("tile", sorted(TILE_SPOTS))
def test_tile_svg_draws_both_spots_with_letters_in_every_turn(tile):
    for rot in range(4):
        root = parse(tile_svg(tile, rot, lang="en"))
        expected = {rotated(zone, rot): h for zone, h in TILE_SPOTS[tile]}
        assert len(expected) == 2
        assert pads(root) == expected
        letters = {(int(float(t.get("x"))) // ZONE, int(float(t.get("y"))) // ZONE): t.text
                   for t in children(root, "text") if t.text in HEIGHT_LETTER.values()}
        assert letters == {z: HEIGHT_LETTER[h] for z, h in expected.items()}
        assert root.get("role") == "img"
        assert name(root) == tile_tip(tile, rot, "en")
        assert root.get("viewBox") == f"0 0 {TILE} {TILE}"
        assert str(tile) in texts(root)  # its number


def test_start_tiles_show_their_birds():
    for birds, tile in enumerate(START_TILES, start=1):
        root = parse(tile_svg(tile, lang="fr"))
        assert f"\u00d7{birds}" in texts(root)
        (gulls,) = [p for p in root.iter(NS + "path") if p.get("stroke-linecap") == "round"]
        assert gulls.get("d").count("M") == birds
    assert not any(t.startswith("\u00d7") for t in texts(parse(tile_svg(12, lang="en"))))


def test_a_picked_tile_is_framed():
    plain = parse(tile_svg(12, lang="en"))
    picked = parse(tile_svg(12, lang="en", selected=True))
    assert "selected" in classes(picked) and "selected" not in classes(plain)
    assert len(children(picked, "rect")) == len(children(plain, "rect")) + 1


# -- the city layer ----------------------------------------------------------------------

def test_the_city_layer_has_no_target():
    markup = city_layer(CITY, lang="en", view_box=BOX, last=LAST)
    root = parse(markup)
    assert not targets(root) and "tabindex" not in markup
    assert "cc-city" in classes(root) and root.get("role") == "group"
    assert root.get("viewBox") == " ".join(map(str, BOX))
    assert "height" not in root.attrib and "width" not in root.attrib


def test_one_tile_group_per_tile():
    root = parse(city_layer(CITY, lang="en", view_box=BOX))
    tiles = groups(root, "tile")
    assert {xy(g): (int(g.get("data-tile")), 0) for g in tiles} == TILES_AT
    for g in tiles:
        x, y = xy(g)
        assert offset(g) == (x * TILE, y * TILE)
        assert name(g) == tile_tip(int(g.get("data-tile")), 0, "en", at=(x, y))
        assert not pads(g)  # the buildings stand on the spots: no pad under them


def test_every_building_is_drawn_with_its_floors_and_letter():
    root = parse(city_layer(CITY, lang="fr", view_box=BOX))
    found = groups(root, "building")
    assert {xy(g): int(g.get("data-level")) for g in found} == BUILDINGS
    for g in found:
        zone, height = xy(g), int(g.get("data-level"))
        assert offset(g) == (zone[0] * ZONE, zone[1] * ZONE)
        floors = [r for r in children(g, "rect") if r.get("stroke") == HEIGHT_INK[height]]
        assert len(floors) == height
        sides = [int(r.get("width")) for r in floors]
        assert sides == sorted(sides, reverse=True)  # nested, upper floors smaller
        assert texts(g) == [HEIGHT_LETTER[height]]
        assert name(g) == building_tip(zone, height, "fr")
        (letter,) = children(g, "text")
        assert (float(letter.get("x")) == ZONE / 2) == (zone not in PASSED_OVER), zone


def test_walkways_are_drawn_lowest_level_first_with_their_values():
    root = parse(city_layer(CITY, lang="en", view_box=BOX))
    ways = groups(root, "walkway")
    assert [int(g.get("data-level")) for g in ways] == [WALKWAYS[i][4] for i in LEVEL_ORDER]
    assert [int(g.get("data-value")) for g in ways] == [VALUES[i] for i in LEVEL_ORDER]
    for g, i in zip(ways, LEVEL_ORDER, strict=True):
        x1, y1, x2, y2, height = WALKWAYS[i]
        bar = children(g, "line")[-1]
        assert bar.get("stroke") == HEIGHT_FILL[height]
        half = ZONE // 2
        assert tuple(int(bar.get(k)) for k in ("x1", "y1", "x2", "y2")) == (
            x1 * ZONE + half, y1 * ZONE + half, x2 * ZONE + half, y2 * ZONE + half)
        assert name(g) == walkway_label(WALKWAYS[i], "en")
    (badges,) = groups(root, "badges")
    assert badges.get("aria-hidden") == "true"
    assert texts(badges) == [str(VALUES[i]) for i in LEVEL_ORDER]
    for circle, i in zip(children(badges, "circle"), LEVEL_ORDER, strict=True):
        x1, y1, x2, y2, _ = WALKWAYS[i]  # on a zone boundary near the middle of the walkway
        cx, cy = float(circle.get("cx")), float(circle.get("cy"))
        along, across, lo, hi = (cx, cy, x1, x2) if y1 == y2 else (cy, cx, y1, y2)
        assert across % ZONE == ZONE / 2 and along % ZONE == 0
        assert abs(along - (lo + hi + 1) * ZONE / 2) <= ZONE / 2


def test_layers_put_each_walkway_over_lower_buildings_and_under_its_ends():
    root = parse(city_layer(CITY, lang="en", view_box=BOX))
    order = {}
    for n, node in enumerate(children(root, "g")):
        if "building" in classes(node):
            order[("b", xy(node))] = n
        elif "walkway" in classes(node):
            label = name(node)
            order[("w", next(i for i, w in enumerate(WALKWAYS)
                             if walkway_label(w, "en") == label))] = n
    for i, walkway in enumerate(WALKWAYS):
        for zone, h in BUILDINGS.items():
            assert (order[("b", zone)] < order[("w", i)]) == (h < walkway[4])
    kinds = [classes(n)[0] for n in children(root, "g")]
    assert kinds[:len(TILES_AT)] == ["tile"] * len(TILES_AT) and kinds[-1] == "badges"


def test_the_last_move_is_marked_and_said():
    plain = parse(city_layer(CITY, lang="en", view_box=BOX))
    assert not [g for g in plain.iter(NS + "g") if "last" in classes(g)]
    root = parse(city_layer(CITY, lang="en", view_box=BOX, last=LAST))
    (tile,) = [g for g in groups(root, "tile") if "last" in classes(g)]
    assert xy(tile) == LAST.tile
    assert ", last move, " in name(tile)
    plain_tile = next(g for g in groups(plain, "tile") if xy(g) == LAST.tile)
    assert len(children(tile, "rect")) == len(children(plain_tile, "rect")) + 2  # the halo
    last_ways = [g for g in groups(root, "walkway") if "last" in classes(g)]
    labels = {walkway_label(w, "en", last=True) for w in WALKWAYS[-2:]}
    assert {name(g) for g in last_ways} == labels
    assert all(len(children(g, "line")) == 3 for g in last_ways)  # a glow under each
    (badges,) = groups(root, "badges")
    assert sum(c.get("fill") != "#fff" for c in children(badges, "circle")) == 2


def test_city_from_the_view_or_the_rules_draws_the_same():
    view = {"tiles": [[x, y, t, r] for (x, y), (t, r) in TILES_AT.items()],
            "buildings": [[x, y, h] for (x, y), h in BUILDINGS.items()],
            "walkways": [[x2, y2, x1, y1, h] for x1, y1, x2, y2, h in WALKWAYS]}  # swapped
    assert CityPicture.of(view) == CITY
    assert CITY.as_city()["buildings"] == BUILDINGS


def test_view_box_encloses_every_tile_and_spot_with_a_margin():
    left, top, width, height = BOX
    boxes = list(TILES_AT) + SPOTS
    for x, y in boxes:
        assert left + MARGIN <= x * TILE and (x + 1) * TILE + MARGIN <= left + width
        assert top + MARGIN <= y * TILE and (y + 1) * TILE + MARGIN <= top + height
    assert left == min(x for x, _ in boxes) * TILE - MARGIN  # tight
    assert top + height == (max(y for _, y in boxes) + 1) * TILE + MARGIN
    empty = CityPicture((), (), ())
    assert city_view_box(empty) == (-MARGIN, -MARGIN, TILE + 2 * MARGIN, TILE + 2 * MARGIN)


# -- the marks layer -----------------------------------------------------------------------

def test_spots_are_buttons_with_one_tab_stop_and_a_ghost():
    root = parse(marks_layer(lang="en", view_box=BOX, spots=SPOTS, pick=PICK, focus=(2, 2),
                             selected=(-1, 1)))
    assert root.get("viewBox") == " ".join(map(str, BOX)) and "cc-marks" in classes(root)
    found = groups(root, "spot")
    assert [xy(g) for g in found] == SPOTS
    assert all(g.get("data-act") == "place" and g.get("role") == "button" for g in found)
    assert [g.get("tabindex") for g in found] == ["-1", "-1", "0", "-1", "-1"]
    assert ["focus" in classes(g) for g in found] == [False, False, True, False, False]
    (defs,) = children(root, "defs")
    (ghost,) = children(defs, "g")
    assert ghost.get("id") == GHOST_ID and ghost.get("pointer-events") == "none"
    assert pads(ghost) == {rotated(z, PICK[1]): h for z, h in TILE_SPOTS[PICK[0]]}
    preview, shown = children(root, "use")  # one preview the page moves; the tapped spot's
    assert preview.get("href") == shown.get("href") == f"#{GHOST_ID}"
    assert preview.get("data-preview-at") and preview.get("visibility") == "hidden"
    assert (int(shown.get("x")), int(shown.get("y"))) == (-1 * TILE, 1 * TILE)
    assert shown.get("visibility") is None
    for g in found:
        x, y = xy(g)
        assert g.get("data-preview") == f"{x * TILE} {y * TILE}"
        assert ("selected" in classes(g)) == ((x, y) == (-1, 1))
        assert hit_side(g) >= FINGER
    markers = children(root, "g")[-1]  # above every ghost, clicks pass through
    assert "markers" in classes(markers) and markers.get("pointer-events") == "none"
    assert len(children(markers, "circle")) == len(SPOTS)
    for focus in (None, (9, 9)):  # no focus among the spots: the first is the tab stop
        again = groups(parse(marks_layer(lang="en", view_box=BOX, spots=SPOTS, pick=PICK,
                                         focus=focus)), "spot")
        assert [g.get("tabindex") for g in again] == ["0", "-1", "-1", "-1", "-1"]
        assert not any("focus" in classes(g) for g in again)
    unselected = parse(marks_layer(lang="en", view_box=BOX, spots=SPOTS, pick=PICK))
    assert len(children(unselected, "use")) == 1  # no spot tapped: the preview alone


def test_lit_buildings_chosen_one_and_partners():
    root = parse(marks_layer(lang="fr", view_box=BOX, lit=LIT, building=CHOSEN,
                             partners=PARTNERS))
    buildings = {xy(g): g for g in targets(root) if g.get("data-act") == "building"}
    # a partner's zone is a walkway target only
    assert set(buildings) == {z for z, _ in LIT} - {z for z, _ in PARTNERS}
    chosen = buildings[CHOSEN]
    assert "selected" in classes(chosen) and chosen.get("aria-pressed") == "true"
    assert all(g.get("aria-pressed") == "false" for z, g in buildings.items() if z != CHOSEN)
    found = groups(root, "partner")
    assert [(xy(g), int(g.get("data-value"))) for g in found] == PARTNERS
    for g, (zone, value) in zip(found, PARTNERS, strict=True):
        assert g.get("data-act") == "walkway" and g.get("role") == "button"
        assert offset(g) == (zone[0] * ZONE, zone[1] * ZONE)
        assert texts(g) == [f"+{value}"]
        assert hit_side(g) >= FINGER
    assert all(hit_side(g) >= FINGER for g in buildings.values())
    assert found[0].get("aria-label") == (
        "Construire une passerelle de valeur 1 vers la colonne 3, rangée 0")
    # the first partner is the tab stop; the preview has one dashed line per partner
    assert [(n.get("data-act"), xy(n)) for n in stops(root)] == [("walkway", (3, 0))]
    (preview,) = groups(root, "preview")
    (dashed,) = [p for p in children(preview, "path") if p.get("stroke-dasharray")]
    assert dashed.get("d").count("M") == len(PARTNERS)
    kinds = [classes(n)[0] for n in children(root, "g")]
    assert kinds[-len(PARTNERS) - 1:] == ["preview"] + ["partner"] * len(PARTNERS)


def test_focus_moves_the_one_tab_stop():
    lit_only = parse(marks_layer(lang="en", view_box=BOX, lit=LIT))
    assert [xy(n) for n in stops(lit_only)] == [LIT[0][0]]
    focused = parse(marks_layer(lang="en", view_box=BOX, lit=LIT, focus=(4, 3)))
    (stop,) = stops(focused)
    assert xy(stop) == (4, 3) and "focus" in classes(stop)
    assert stop.get("aria-label") == (
        "River building (blue, 1 floor), column 4, row 3: start a walkway here")
    partner = parse(marks_layer(lang="en", view_box=BOX, lit=LIT, building=CHOSEN,
                                partners=PARTNERS, focus=(4, 3)))
    assert [(n.get("data-act"), xy(n)) for n in stops(partner)] == [("walkway", (4, 3))]
    back = parse(marks_layer(lang="en", view_box=BOX, lit=LIT, building=CHOSEN,
                             partners=PARTNERS, focus=CHOSEN))
    assert [(n.get("data-act"), xy(n)) for n in stops(back)] == [("building", CHOSEN)]


def test_nothing_to_do_means_an_empty_hidden_layer():
    root = parse(marks_layer(lang="en", view_box=BOX))
    assert not list(root) and root.get("aria-hidden") == "true"


def test_bad_marks_are_refused():
    with pytest.raises(ValueError):
        marks_layer(lang="en", view_box=BOX, spots=SPOTS)  # no picked tile
    with pytest.raises(ValueError):
        marks_layer(lang="en", view_box=BOX, lit=LIT, partners=PARTNERS)  # no building
    with pytest.raises(ValueError):
        marks_layer(lang="en", view_box=BOX, lit=LIT, building=(0, 0))  # not lit
    with pytest.raises(ValueError):
        marks_layer(lang="es", view_box=BOX)


# -- the screen's layers against the rules ------------------------------------------------

def ctx_for(game: Game, viewer: int | None) -> Ctx:
    session = Session(game, ["human"] * game.players)
    session.viewer, session.handoff, session.pending = viewer, False, False
    return Ctx(session, "en", SCREEN.strings)


def check_tile_step(game: CloudCity) -> None:
    seat = game.turn
    origins = legal_origins(game.cities[seat], game.shape)
    boxes = set()
    for tile in game.hands[seat]:
        for rot in range(4):
            board = SCREEN.board(ctx_for(game, seat), CloudState(picked=tile, rot=rot))
            city, marks = parse(board.city), parse(board.marks)
            boxes.add((city.get("viewBox"), marks.get("viewBox")))
            legal = [(x, y) for x, y, r in game.legal_tile_origins(seat, tile) if r == rot]
            assert [xy(g) for g in groups(marks, "spot")] == legal
            assert len(stops(marks)) == 1 and not targets(city)
    ((city_box, marks_box),) = boxes  # one box while the player picks and turns
    left, top, width, height = map(int, city_box.split())
    assert city_box == marks_box
    for x, y in origins:
        assert left <= x * TILE and (x + 1) * TILE <= left + width
        assert top <= y * TILE and (y + 1) * TILE <= top + height


def check_build_step(game: CloudCity) -> None:
    seat = game.turn
    ctx = ctx_for(game, seat)
    marks = parse(SCREEN.board(ctx, CloudState()).marks)
    lit = [xy(g) for g in targets(marks)]
    city = game.cities[seat]
    assert lit == [z for z in sorted(city["buildings"], key=lambda z: (z[1], z[0]))
                   if game.walkway_partners(seat, z)]
    assert len(stops(marks)) == (1 if lit else 0)
    for zone in lit[:2]:
        marks = parse(SCREEN.board(ctx, CloudState(building=zone)).marks)
        shown = [(xy(g), int(g.get("data-value"))) for g in groups(marks, "partner")]
        assert shown == game.walkway_partners(seat, zone)
        assert len(stops(marks)) == 1


def check_every_city(game: CloudCity) -> None:
    """The big board for a spectator, the others in the panel: last moves marked."""
    ctx = ctx_for(game, None)
    lasts = last_moves(game)
    panel = parse("<div>" + SCREEN.info(ctx) + "</div>")
    cities = {int(f.get("data-seat")): f.find("button/" + NS + "svg")
              for f in panel.iter("div") if "cc-other" in classes(f)}
    cities[game.turn] = parse(SCREEN.board(ctx, CloudState()).city)
    assert sorted(cities) == list(range(game.players))
    for seat, root in cities.items():
        assert not targets(root)
        assert len(groups(root, "tile")) == len(game.cities[seat]["tiles"])
        assert len(groups(root, "walkway")) == len(game.cities[seat]["walkways"])
        marked = [xy(g) for g in groups(root, "tile") if "last" in classes(g)]
        assert marked == ([lasts[seat].tile] if seat in lasts else [])
        halos = [g for g in groups(root, "walkway") if "last" in classes(g)]
        assert len(halos) == (len(lasts[seat].walkways) if seat in lasts else 0)


@pytest.mark.parametrize(("players", "shape"), [(2, "square"), (3, "rectangle"), (4, "square")])
def test_a_random_game_shows_exactly_the_rules_targets(players, shape):
    game: Game = CloudCity.new({"players": players, "city": shape}, 40 + players)
    bot = RandomBot()
    seen = set()
    while not game.is_over:
        assert isinstance(game, CloudCity)
        seen.add(game.phase)
        if game.phase == "tile":
            check_tile_step(game)
        elif game.phase == "build":
            check_build_step(game)
        else:
            draw = parse(SCREEN.board(ctx_for(game, game.turn), CloudState()).marks)
            assert not targets(draw)
        if len(game.history) % 7 == 0:
            check_every_city(game)
        seat = game.to_act[0]
        game = game.apply(seat, bot.choose(game, seat)).settle()
    assert seen == {"tile", "build", "draw"}


def test_the_city_layer_is_drawn_once_per_state():
    game = CloudCity.new({"players": 2}, 3)
    ctx = ctx_for(game, 0)
    first = SCREEN.board(ctx, CloudState()).city
    hand = sorted(game.hands[0])
    assert SCREEN.board(ctx, CloudState(picked=hand[0], rot=1)).city is first


def test_replay_board_and_home_picture():
    game: Game = CloudCity.new({"players": 3}, 5)
    bot = RandomBot()
    for _ in range(20):
        seat = game.to_act[0]
        game = game.apply(seat, bot.choose(game, seat)).settle()
    root = parse(SCREEN.replay_board(game, "fr", ["Joueur 1", "Robot 2", "Robot 3"]))
    figures = root.findall("figure")
    assert len(figures) == 3
    assert [f.find("figcaption").text.split(" · ")[0] for f in figures] == [
        "Joueur 1", "Robot 2", "Robot 3"]
    lasts = last_moves(game)
    for seat, figure in enumerate(figures):
        svg = figure.find(NS + "svg")
        assert svg.get("aria-label") == "Ville du " + ["joueur 1", "robot 2", "robot 3"][seat]
        marked = [xy(g) for g in groups(svg, "tile") if "last" in classes(g)]
        assert marked == ([lasts[seat].tile] if seat in lasts else [])
    home = parse(SCREEN.picture("en"))
    assert len(groups(home, "tile")) == 9 and groups(home, "walkway") and not targets(home)
