"""The Cloud City SVG renderer: well-formed markup that says what the city holds."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from helpers import play, seat

from urbanistes.bots import RandomBot
from urbanistes.cloudcity.data import START_TILES, TILE_SPOTS, TILES
from urbanistes.cloudcity.game import CloudCity
from urbanistes_ui.cloudcity_svg import (
    GHOST_ID,
    HEIGHT_FILL,
    HEIGHT_INK,
    HEIGHT_LETTER,
    MARGIN,
    TILE,
    ZONE,
    building_label,
    city_svg,
    city_view_box,
    tile_label,
    tile_svg,
    walkway_label,
)

NS = "{http://www.w3.org/2000/svg}"
FILL_HEIGHT = {colour: h for h, colour in HEIGHT_FILL.items()}

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

SPOTS = [(0, 2), (1, 2), (2, 2), (-1, 1), (3, 0)]
PICK = (12, 1)
# From the blue building (4, 0), once the blue walkways are not built yet.
SELECTED = (4, 0)
PARTNERS = [((3, 0), 1), ((4, 3), 3)]


def make_city(walkways=WALKWAYS):
    return {"tiles": dict(TILES_AT), "buildings": dict(BUILDINGS), "walkways": list(walkways)}


CITY = make_city()
OPEN_CITY = make_city([w for w in WALKWAYS if w[4] != 1])


def parse(markup: str) -> ET.Element:
    return ET.fromstring(markup)  # raises on malformed XML


def classes(node: ET.Element) -> list[str]:
    return node.get("class", "").split()


def children(node: ET.Element, tag: str) -> list[ET.Element]:
    return [c for c in node if c.tag == NS + tag]


def groups(root: ET.Element, cls: str) -> list[ET.Element]:
    return [g for g in root.iter(NS + "g") if cls in classes(g)]


def xy(node: ET.Element) -> tuple[int, int]:
    return int(node.get("data-x")), int(node.get("data-y"))


def offset(group: ET.Element) -> tuple[int, int]:
    m = re.fullmatch(r"translate\((-?\d+) (-?\d+)\)", group.get("transform", "translate(0 0)"))
    assert m, group.get("transform")
    return int(m[1]), int(m[2])


def texts(node: ET.Element) -> list[str]:
    return [t.text for t in node.iter(NS + "text")]


def targets(root: ET.Element) -> list[ET.Element]:
    return [n for n in root.iter() if n.get("data-act")]


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


def pad_letters(face: ET.Element) -> dict[tuple[int, int], str]:
    found = {}
    for t in children(face, "text"):
        if t.text in HEIGHT_LETTER.values():
            found[(int(float(t.get("x"))) // ZONE, int(float(t.get("y"))) // ZONE)] = t.text
    return found


# -- words -----------------------------------------------------------------------------

def test_tile_label_in_both_languages():
    assert TILES[12] == ".T B."  # the test reads the tile table, then the label
    assert tile_label(12, 0, "en") == "Tile 12: tan top right, blue bottom left"
    assert tile_label(12, 0, "fr") == "Tuile 12 : beige en haut à droite, bleu en bas à gauche"
    assert tile_label(12, 1, "en") == "Tile 12: blue top left, tan bottom right"
    assert tile_label(1, 0, "fr") == (
        "Tuile 1 (1 oiseau) : bleu en haut à gauche, bleu en haut à droite")
    assert tile_label(3, 0, "en", at=(2, -1)) == (
        "Tile 3 (3 birds), column 2, row -1: tan top left, blue bottom left")
    assert tile_label(0, 0, "en", at=(1, 0)) == "Tile 0, column 1, row 0"  # hand-built tile
    with pytest.raises(ValueError):
        tile_label(12, 0, "de")


def test_building_and_walkway_labels_in_both_languages():
    assert building_label((3, 1), 2, "fr") == "Immeuble forêt (vert, 2 étages), colonne 3, rangée 1"
    assert building_label((3, 1), 2, "en") == "Forest building (green, 2 floors), column 3, row 1"
    assert building_label((0, 0), 1, "fr") == (
        "Immeuble rivière (bleu, 1 étage), colonne 0, rangée 0")
    assert building_label((5, 4), 3, "en") == "Sand building (tan, 3 floors), column 5, row 4"
    assert walkway_label((1, 0, 5, 0, 3), "en") == (
        "Sand walkway worth 5: column 1, row 0 to column 5, row 0")
    assert walkway_label((4, 0, 4, 3, 1), "fr", last=True) == (
        "Passerelle Rivière de valeur 3 : colonne 4, rangée 0 à colonne 4, rangée 3, "
        "la dernière construite")


# -- one tile ---------------------------------------------------------------------------

@pytest.mark.parametrize("tile", sorted(TILE_SPOTS))
def test_tile_svg_draws_both_spots_with_letters_in_every_turn(tile):
    for rot in range(4):
        root = parse(tile_svg(tile, rot, lang="en"))
        expected = {rotated(zone, rot): h for zone, h in TILE_SPOTS[tile]}
        assert len(expected) == 2
        assert pads(root) == expected
        assert pad_letters(root) == {z: HEIGHT_LETTER[h] for z, h in expected.items()}
        assert root.get("role") == "img"
        assert root.get("aria-label") == tile_label(tile, rot, "en")
        assert root.get("viewBox") == f"0 0 {TILE} {TILE}"
        assert str(tile) in texts(root)  # its number


def test_start_tiles_show_their_birds():
    for birds, tile in enumerate(START_TILES, start=1):
        root = parse(tile_svg(tile, lang="fr"))
        assert f"\u00d7{birds}" in texts(root)
        (gulls,) = [p for p in root.iter(NS + "path") if p.get("stroke-linecap") == "round"]
        assert gulls.get("d").count("M") == birds
        assert f"({birds} oiseau" in root.get("aria-label")
    assert not any(t.startswith("\u00d7") for t in texts(parse(tile_svg(12, lang="en"))))


def test_tile_svg_selected_is_marked():
    plain = parse(tile_svg(12, lang="en"))
    picked = parse(tile_svg(12, lang="en", selected=True))
    assert "selected" in classes(picked) and "selected" not in classes(plain)
    assert len(children(picked, "rect")) == len(children(plain, "rect")) + 1


# -- the city ----------------------------------------------------------------------------

def test_city_has_one_tile_group_per_tile():
    root = parse(city_svg(CITY, lang="en"))
    tiles = groups(root, "tile")
    assert len(tiles) == len(TILES_AT)
    assert {xy(g): (int(g.get("data-tile")), 0) for g in tiles} == TILES_AT
    for g in tiles:
        x, y = xy(g)
        assert offset(g) == (x * TILE, y * TILE)
        assert g.get("role") == "img"
        assert g.get("aria-label") == tile_label(int(g.get("data-tile")), 0, "en", at=(x, y))
        assert not pads(g)  # the buildings stand on the spots: no pad under them


def test_every_building_is_drawn_with_its_floors_and_letter():
    root = parse(city_svg(CITY, lang="fr"))
    found = groups(root, "building")
    assert {xy(g): int(g.get("data-level")) for g in found} == BUILDINGS
    for g in found:
        zone, height = xy(g), int(g.get("data-level"))
        assert offset(g) == (zone[0] * ZONE, zone[1] * ZONE)
        floors = [r for r in children(g, "rect") if r.get("stroke") == HEIGHT_INK[height]]
        assert len(floors) == height
        assert floors[0].get("fill") == HEIGHT_FILL[height]
        sides = [int(r.get("width")) for r in floors]
        assert sides == sorted(sides, reverse=True)  # nested, upper floors smaller
        assert texts(g) == [HEIGHT_LETTER[height]]
        assert g.get("aria-label") == building_label(zone, height, "fr")
        assert "data-act" not in g.attrib and "tabindex" not in g.attrib


def test_letters_move_clear_of_a_walkway_passing_over():
    root = parse(city_svg(CITY, lang="en"))
    for g in groups(root, "building"):
        (letter,) = children(g, "text")
        centred = float(letter.get("x")) == ZONE / 2
        assert centred == (xy(g) not in PASSED_OVER), xy(g)


def test_walkways_are_drawn_lowest_level_first_with_their_values():
    root = parse(city_svg(CITY, lang="en"))
    ways = groups(root, "walkway")
    assert [int(g.get("data-level")) for g in ways] == [WALKWAYS[i][4] for i in LEVEL_ORDER]
    assert [int(g.get("data-value")) for g in ways] == [VALUES[i] for i in LEVEL_ORDER]
    for g, i in zip(ways, LEVEL_ORDER, strict=True):
        x1, y1, x2, y2, height = WALKWAYS[i]
        bar = children(g, "line")[-1]
        assert bar.get("stroke") == HEIGHT_FILL[height]
        ends = tuple(int(bar.get(k)) for k in ("x1", "y1", "x2", "y2"))
        half = ZONE // 2
        assert ends == (x1 * ZONE + half, y1 * ZONE + half, x2 * ZONE + half, y2 * ZONE + half)
        assert g.get("aria-label") == walkway_label(WALKWAYS[i], "en")
    (badges,) = groups(root, "badges")
    assert badges.get("aria-hidden") == "true"
    assert texts(badges) == [str(VALUES[i]) for i in LEVEL_ORDER]


def test_badges_sit_on_a_zone_boundary_of_their_walkway():
    """Never on a zone centre, where a building or a crossing would hide under them."""
    root = parse(city_svg(CITY, lang="en"))
    (badges,) = groups(root, "badges")
    for circle, i in zip(children(badges, "circle"), LEVEL_ORDER, strict=True):
        x1, y1, x2, y2, _ = WALKWAYS[i]
        cx, cy = float(circle.get("cx")), float(circle.get("cy"))
        along, across, lo, hi = (cx, cy, x1, x2) if y1 == y2 else (cy, cx, y1, y2)
        assert across % ZONE == ZONE / 2  # on the walkway's line
        assert along % ZONE == 0  # between two zones
        assert lo * ZONE + ZONE / 2 < along < hi * ZONE + ZONE / 2
        assert abs(along - (lo + hi + 1) * ZONE / 2) <= ZONE / 2  # near the middle


def test_layers_put_each_walkway_over_lower_buildings_and_under_its_ends():
    root = parse(city_svg(CITY, lang="en"))
    order = {}
    for n, node in enumerate(children(root, "g")):
        if "building" in classes(node):
            order[("b", xy(node))] = n
        elif "walkway" in classes(node):
            label = node.get("aria-label")
            order[("w", next(i for i, w in enumerate(WALKWAYS)
                             if walkway_label(w, "en") == label))] = n
    for i, walkway in enumerate(WALKWAYS):
        height = walkway[4]
        for zone, h in BUILDINGS.items():
            if h < height:
                assert order[("b", zone)] < order[("w", i)]
            else:
                assert order[("b", zone)] > order[("w", i)]
    # tiles first, badges above every building and walkway
    kinds = [classes(n)[0] for n in children(root, "g")]
    assert kinds[:len(TILES_AT)] == ["tile"] * len(TILES_AT)
    assert kinds[-1] == "badges"


def test_last_walkway_is_emphasised_only_when_asked():
    plain = parse(city_svg(CITY, lang="en"))
    assert not [g for g in groups(plain, "walkway") if "last" in classes(g)]
    root = parse(city_svg(CITY, lang="en", last=True))
    (last,) = [g for g in groups(root, "walkway") if "last" in classes(g)]
    assert last.get("aria-label") == walkway_label(WALKWAYS[-1], "en", last=True)
    assert len(children(last, "line")) == 3  # a glow under the casing and the bar
    (badges,) = groups(root, "badges")
    dark = [c for c in children(badges, "circle") if c.get("fill") != "#fff"]
    assert len(dark) == 1


def test_spots_are_buttons_with_one_tab_stop_and_a_ghost():
    root = parse(city_svg(CITY, lang="en", tile_spots=SPOTS, pick=PICK, focus=(2, 2),
                          selected=(-1, 1)))
    found = groups(root, "spot")
    assert [xy(g) for g in found] == SPOTS
    assert all(g.get("data-act") == "place" and g.get("role") == "button" for g in found)
    assert [g.get("tabindex") for g in found] == ["-1", "-1", "0", "-1", "-1"]
    assert ["focus" in classes(g) for g in found] == [False, False, True, False, False]
    (defs,) = children(root, "defs")
    (ghost,) = children(defs, "g")
    assert ghost.get("id") == GHOST_ID and ghost.get("pointer-events") == "none"
    assert pads(ghost) == {rotated(z, PICK[1]): h for z, h in TILE_SPOTS[PICK[0]]}
    for g in found:
        x, y = xy(g)
        (use,) = children(g, "use")
        assert use.get("href") == f"#{GHOST_ID}" and "ghost" in classes(use)
        assert (int(use.get("x")), int(use.get("y"))) == (x * TILE, y * TILE)
        is_selected = (x, y) == (-1, 1)
        assert ("selected" in classes(g)) == is_selected
        assert (use.get("visibility") == "hidden") == (not is_selected)
        (hit,) = [r for r in children(g, "rect") if "hit" in classes(r)]
        assert x * TILE < int(hit.get("x")) < (x + 1) * TILE
    assert [n.get("tabindex") for n in targets(root)].count("0") == 1
    # without a focus (or with one that is not a spot) the first spot is the tab stop
    for focus in (None, (9, 9)):
        again = groups(parse(city_svg(CITY, lang="en", tile_spots=SPOTS, pick=PICK,
                                      focus=focus)), "spot")
        assert [g.get("tabindex") for g in again] == ["0", "-1", "-1", "-1", "-1"]
        assert not any("focus" in classes(g) for g in again)


def test_spot_markers_lie_above_every_ghost():
    root = parse(city_svg(CITY, lang="en", tile_spots=SPOTS, pick=PICK))
    kinds = [classes(n)[0] for n in children(root, "g")]
    assert kinds[-len(SPOTS) - 1:] == ["spot"] * len(SPOTS) + ["marks"]
    marks = children(root, "g")[-1]
    assert marks.get("aria-hidden") == "true" and marks.get("pointer-events") == "none"
    assert len(children(marks, "circle")) == len(SPOTS)


def test_buildings_are_targets_only_when_clickable():
    assert not targets(parse(city_svg(CITY, lang="en")))
    root = parse(city_svg(CITY, lang="en", clickable_buildings=True))
    found = [g for g in groups(root, "building") if g.get("data-act") == "building"]
    assert {xy(g) for g in found} == set(BUILDINGS)
    assert all(g.get("role") == "button" for g in found)
    assert [g.get("tabindex") for g in found].count("0") == 1
    assert found[0].get("tabindex") == "0"  # no focus, no selection: the first one
    assert all(len([r for r in children(g, "rect") if "hit" in classes(r)]) == 1
               for g in found)
    assert found[0].get("aria-label") == building_label(xy(found[0]), 1, "en")


def test_selected_building_and_its_partners():
    markup = city_svg(OPEN_CITY, lang="fr", clickable_buildings=True, building=SELECTED,
                      partners=PARTNERS)
    root = parse(markup)
    buildings = {xy(g): g for g in groups(root, "building")}
    selected = buildings[SELECTED]
    assert "selected" in classes(selected) and selected.get("aria-pressed") == "true"
    assert selected.get("tabindex") == "0"  # the selection keeps the tab stop
    # a partner's zone is a walkway target only, not also a building target
    for zone, _ in PARTNERS:
        assert "data-act" not in buildings[zone].attrib
    others = [g for z, g in buildings.items() if z != SELECTED and z not in dict(PARTNERS)]
    assert all(g.get("data-act") == "building" and g.get("aria-pressed") == "false"
               for g in others)

    found = groups(root, "partner")
    assert [(xy(g), int(g.get("data-value"))) for g in found] == PARTNERS
    for g, (zone, value) in zip(found, PARTNERS, strict=True):
        assert g.get("data-act") == "walkway" and g.get("role") == "button"
        assert offset(g) == (zone[0] * ZONE, zone[1] * ZONE)
        assert texts(g) == [f"+{value}"]
        assert [r for r in children(g, "rect") if "ring" in classes(r)]
    assert found[0].get("aria-label") == (
        "Construire une passerelle de valeur 1 vers la colonne 3, rangée 0")
    assert [n.get("tabindex") for n in targets(root)].count("0") == 1

    # partners on top, just above the preview (selection ring and one dashed line each)
    kinds = [classes(n)[0] for n in children(root, "g")]
    assert kinds[-len(PARTNERS) - 1:] == ["preview"] + ["partner"] * len(PARTNERS)
    (preview,) = groups(root, "preview")
    assert preview.get("aria-hidden") == "true"
    (dashed,) = [p for p in children(preview, "path") if p.get("stroke-dasharray")]
    assert dashed.get("d").count("M") == len(PARTNERS)


def test_focus_on_a_partner_moves_the_tab_stop_there():
    root = parse(city_svg(OPEN_CITY, lang="en", clickable_buildings=True, building=SELECTED,
                          partners=PARTNERS, focus=(4, 3)))
    stops = [n for n in targets(root) if n.get("tabindex") == "0"]
    assert [(n.get("data-act"), xy(n)) for n in stops] == [("walkway", (4, 3))]
    assert "focus" in classes(stops[0])
    assert stops[0].get("aria-label") == "Build a walkway worth 3 to column 4, row 3"


def test_accessible_names_in_both_languages():
    fr = parse(city_svg(CITY, lang="fr", tile_spots=SPOTS, pick=PICK))
    en = parse(city_svg(CITY, lang="en", tile_spots=SPOTS, pick=PICK))
    assert (fr.get("aria-label"), en.get("aria-label")) == ("Ville", "City")
    assert fr.get("role") == en.get("role") == "group"
    assert "cc-city" in classes(fr) and "compact" not in classes(fr)
    assert fr.get("width") == "100%" and fr.get("preserveAspectRatio") == "xMidYMid meet"
    assert "height" not in fr.attrib
    assert groups(fr, "spot")[1].get("aria-label") == "Poser la tuile 12 ici : colonne 1, rangée 2"
    assert groups(en, "spot")[1].get("aria-label") == "Place tile 12 here: column 1, row 2"
    named = parse(city_svg(CITY, lang="en", label="Player 2's city"))
    assert named.get("aria-label") == "Player 2's city"


def test_view_box_encloses_every_tile_and_spot_with_a_margin():
    root = parse(city_svg(OPEN_CITY, lang="en", tile_spots=SPOTS, pick=PICK,
                          clickable_buildings=True, building=SELECTED, partners=PARTNERS))
    left, top, width, height = map(int, root.get("viewBox").split())
    assert (left, top, width, height) == city_view_box(CITY, SPOTS)
    boxes = list(TILES_AT) + SPOTS
    for x, y in boxes:
        assert left + MARGIN <= x * TILE and (x + 1) * TILE + MARGIN <= left + width
        assert top + MARGIN <= y * TILE and (y + 1) * TILE + MARGIN <= top + height
    # tight: the extreme footprints touch the margin
    assert left == min(x for x, _ in boxes) * TILE - MARGIN
    assert top + height == (max(y for _, y in boxes) + 1) * TILE + MARGIN
    # partner labels stick out above their zone, still inside
    for g in groups(root, "partner"):
        _, oy = offset(g)
        assert top <= oy + min(int(r.get("y")) for r in children(g, "rect"))
    assert parse(city_svg({"tiles": {}, "buildings": {}, "walkways": []},
                          lang="en")).get("viewBox") == f"{-MARGIN} {-MARGIN} " + \
        f"{TILE + 2 * MARGIN} {TILE + 2 * MARGIN}"


def test_compact_city_has_no_targets():
    markup = city_svg(CITY, lang="en", compact=True, label="Player 2")
    root = parse(markup)
    assert classes(root) == ["cc-city", "compact"]
    assert root.get("aria-label") == "Player 2"
    assert "data-act" not in markup and "tabindex" not in markup
    assert len(groups(root, "building")) == len(BUILDINGS)
    assert len(groups(root, "walkway")) == len(WALKWAYS)
    with pytest.raises(ValueError):
        city_svg(CITY, lang="en", compact=True, clickable_buildings=True)
    with pytest.raises(ValueError):
        city_svg(CITY, lang="en", compact=True, tile_spots=SPOTS, pick=PICK)


def test_bad_arguments_are_rejected():
    with pytest.raises(ValueError):
        city_svg(CITY, lang="en", tile_spots=SPOTS)  # no picked tile
    with pytest.raises(ValueError):
        city_svg(CITY, lang="en", partners=PARTNERS)  # no selected building
    with pytest.raises(ValueError):
        city_svg(CITY, lang="es")


def test_a_city_from_the_game_view_renders_the_same():
    view = {
        "tiles": [[x, y, t, r] for (x, y), (t, r) in TILES_AT.items()],
        "buildings": [[x, y, h] for (x, y), h in BUILDINGS.items()],
        "walkways": [list(w) for w in WALKWAYS],
    }
    assert city_svg(view, lang="en", last=True) == city_svg(CITY, lang="en", last=True)
    view["walkways"] = [[x2, y2, x1, y1, h] for x1, y1, x2, y2, h in WALKWAYS]  # ends swapped
    assert city_svg(view, lang="en", last=True) == city_svg(CITY, lang="en", last=True)


def test_random_games_render_well_formed_and_complete():
    bot = RandomBot()
    for seed in range(3):
        game = CloudCity.new({"players": 2 + seed % 3, "city": "square", "needs": 0}, seed)
        steps = 0
        while not game.is_over:
            me = game.turn
            city = game.cities[me]
            if game.phase == "tile":
                tile = min(game.hands[me])
                origins = sorted({(x, y) for x, y, _ in game.legal_tile_origins(me, tile)})
                root = parse(city_svg(city, lang="fr", tile_spots=origins, pick=(tile, 0),
                                      focus=origins[-1]))
                assert [xy(g) for g in groups(root, "spot")] == origins
            elif game.phase == "build":
                zone = next((z for z in sorted(city["buildings"])
                             if game.walkway_partners(me, z)), min(city["buildings"]))
                found = game.walkway_partners(me, zone)
                root = parse(city_svg(city, lang="en", clickable_buildings=True,
                                      building=zone, partners=found, last=True))
                assert [xy(g) for g in groups(root, "partner")] == [z for z, _ in found]
            else:
                root = parse(city_svg(city, lang="en"))
            assert [n.get("tabindex") for n in targets(root)].count("0") == (
                0 if game.phase == "draw" else 1)
            assert len(groups(root, "tile")) == len(city["tiles"])
            assert len(groups(root, "building")) == len(city["buildings"])
            assert len(groups(root, "walkway")) == len(city["walkways"])
            game = play(game, bot.choose(game, seat(game)))
            steps += 1
        for city in game.cities:
            root = parse(city_svg(city, lang="en", compact=True))
            assert {xy(g): int(g.get("data-level")) for g in groups(root, "building")} == \
                city["buildings"]
            assert sorted(int(g.get("data-value")) for g in groups(root, "walkway")) == sorted(
                {1: 1, 2: 2, 3: 3, 4: 5, 5: 8}[abs(w[2] - w[0]) + abs(w[3] - w[1])]
                for w in city["walkways"])
        assert steps > 20
