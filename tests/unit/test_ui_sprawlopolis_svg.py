"""The Sprawlopolis SVG renderer: well-formed markup that says what the city holds."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from helpers import play, seat
from svg_tree import NS, classes, parse

from urbanistes.bots import RandomBot
from urbanistes.sprawlopolis.city import Block, card_blocks
from urbanistes.sprawlopolis.game import Sprawlopolis
from urbanistes_ui.games.sprawlopolis.screen import last_marks
from urbanistes_ui.games.sprawlopolis.svg import (
    BLOCK_H,
    BLOCK_W,
    GHOST_ID,
    KIND_FILL,
    LAST,
    ROAD,
    block_label,
    board_view_box,
    card_label,
    card_svg,
    city_layer,
    ghost_layer,
    spots_layer,
)
from urbanistes_ui.svg import el, esc, svg_root, title

FILL_KIND = {colour: kind for kind, colour in KIND_FILL.items()}

# A small city: card 7 at the origin, card 3 turned and overlapping it, card 1 beside.
CITY = [(7, 0, 0, 0), (3, 1, 1, 180), (1, 3, 0, 0)]
SPOTS = [(0, -2), (1, -1), (2, 2), (-2, 1), (4, 2)]
PICK = (5, 180)
BOX = board_view_box(CITY, SPOTS)


def city(lang: str = "en", last: dict[int, int] | None = None) -> str:
    """The city layer; by default the last card is its seat's last move (seat 1)."""
    return city_layer(CITY, lang=lang, view_box=BOX, last={2: 1} if last is None else last)


def marks(lang: str = "en", **kwargs: object) -> str:
    return spots_layer(lang=lang, view_box=BOX, spots=SPOTS, **kwargs)


def ghost(**kwargs: object) -> str:
    return ghost_layer(view_box=BOX, pick=PICK, **kwargs)


def children(node: ET.Element, tag: str) -> list[ET.Element]:
    return [c for c in node if c.tag == NS + tag]


def name(node: ET.Element) -> str:
    """The accessible name (and tooltip) an element carries: its ``<title>`` child."""
    (found,) = children(node, "title")
    return found.text or ""


def cards(root: ET.Element) -> list[ET.Element]:
    return [g for g in root.iter(NS + "g") if "card" in classes(g)]


def spots(root: ET.Element) -> list[ET.Element]:
    return [g for g in root.iter(NS + "g") if "spot" in classes(g)]


def offset(group: ET.Element) -> tuple[int, int]:
    m = re.fullmatch(r"translate\((-?\d+) (-?\d+)\)", group.get("transform", "translate(0 0)"))
    assert m, group.get("transform")
    return int(m[1]), int(m[2])


def blocks_drawn(face: ET.Element) -> dict[tuple[int, int], str]:
    """Block kind by local top-left corner, read from the fill colour of each block rect."""
    return {
        (int(r.get("x", 0)), int(r.get("y", 0))): FILL_KIND[r.get("fill")]
        for r in children(face, "rect")
        if r.get("fill") in FILL_KIND
    }


def letters(face: ET.Element) -> dict[tuple[int, int], str]:
    """Block letters by the local top-left corner of the block they sit in."""
    out = {}
    for t in children(face, "text"):
        if t.get("text-anchor") == "end":  # the card number
            continue
        x, y = int(t.get("x")), int(t.get("y"))
        out[(x // BLOCK_W * BLOCK_W, y // BLOCK_H * BLOCK_H)] = t.text
    return out


def road_segments(face: ET.Element) -> dict[tuple[int, int], frozenset[str]]:
    """Road edges by block, read back from the dark road path of a card face."""
    dark = [p for p in children(face, "path") if p.get("stroke") == ROAD]
    if not dark:
        return {}
    (path,) = dark
    found = {}
    for m in re.finditer(r"M(-?\d+) (-?\d+)([VH])(-?\d+)([VH])(-?\d+)", path.get("d")):
        x0, y0 = int(m[1]), int(m[2])
        cx, cy = (x0, int(m[4])) if m[3] == "V" else (int(m[4]), y0)
        x1, y1 = (cx, int(m[6])) if m[5] == "V" else (int(m[6]), cy)
        bx, by = cx - BLOCK_W // 2, cy - BLOCK_H // 2
        assert (bx % BLOCK_W, by % BLOCK_H) == (0, 0), "a road passes through a block centre"
        mids = {(cx, by): "N", (cx, by + BLOCK_H): "S", (bx, cy): "W", (bx + BLOCK_W, cy): "E"}
        found[(bx, by)] = frozenset({mids[(x0, y0)], mids[(x1, y1)]})
    assert len(found) == len(re.findall("M", path.get("d")))
    return found


def expected_face(card: int, rot: int) -> tuple[dict, dict]:
    corners = [(0, 0), (BLOCK_W, 0), (0, BLOCK_H), (BLOCK_W, BLOCK_H)]
    blocks = card_blocks(card, rot)
    kinds = {c: b.kind for c, b in zip(corners, blocks, strict=True)}
    road = {c: b.road for c, b in zip(corners, blocks, strict=True) if b.road}
    return kinds, road


# -- generic helpers -------------------------------------------------------------------

def test_el_escapes_attributes_and_text_and_drops_none_and_false():
    nasty = 'a "quoted" <b> & \'c\''
    markup = el("g", {"aria-label": nasty, "data-x": -3, "hidden": None, "off": False,
                      "aria-hidden": True, "w": 2.50}, el("text", None, esc("R&D <1>")))
    node = parse(markup)
    assert node.get("aria-label") == nasty
    assert node.get("data-x") == "-3"
    assert node.get("aria-hidden") == "true"
    assert node.get("w") == "2.5"
    assert "hidden" not in node.attrib and "off" not in node.attrib
    assert node[0].text == "R&D <1>"
    assert el("rect", {"x": 1}) == '<rect x="1"/>'


def test_svg_root_scales_and_names_attributes():
    root = parse(svg_root((-30, -20, 240.0, 160), title("A & B"), aria_label="x<y", class_="k"))
    assert root.tag == NS + "svg"
    assert root.get("viewBox") == "-30 -20 240 160"
    assert root.get("aria-label") == "x<y" and root.get("class") == "k"
    assert root[0].tag == NS + "title" and root[0].text == "A & B"


# -- words -----------------------------------------------------------------------------

def test_block_label_in_both_languages():
    home = Block("R", frozenset({"N", "E"}))
    lane = Block("C", frozenset({"W", "E"}))
    assert block_label(home, "en") == "residential (road N-E)"
    assert block_label(home, "fr") == "résidentiel (route N-E)"
    assert block_label(lane, "fr") == "commercial (route E-O)"
    assert block_label(Block("P"), "en") == "park"
    assert block_label(Block("P"), "fr") == "parc"
    with pytest.raises(ValueError):
        block_label(home, "de")


def test_card_label_lists_blocks_in_reading_order():
    assert card_label(7, 0, "en") == (
        "Card 7: park, residential (road N-E), industrial (road E-W), commercial (road E-W)")
    assert card_label(7, 180, "fr", at=(2, -1), last=True) == (
        "Carte 7, tournée, dernier coup, colonne 2, rangée -1 : commercial (route E-O), "
        "industriel (route E-O), résidentiel (route S-O), parc")


# -- one card --------------------------------------------------------------------------

@pytest.mark.parametrize("card", range(1, 19))
@pytest.mark.parametrize("rot", [0, 180])
def test_card_svg_draws_each_block_its_letter_and_its_road(card, rot):
    root = parse(card_svg(card, rot, lang="en"))
    kinds, road = expected_face(card, rot)
    assert blocks_drawn(root) == kinds
    assert letters(root) == kinds
    assert road_segments(root) == road
    assert root.get("role") == "img"
    assert name(root) == card_label(card, rot, "en")
    assert root.get("viewBox") == f"0 0 {2 * BLOCK_W} {2 * BLOCK_H}"
    number = [t for t in children(root, "text") if t.get("text-anchor") == "end"]
    assert [t.text for t in number] == [str(card)]


def test_card_svg_turned_puts_the_bottom_right_block_top_left():
    card = 7
    bottom_right = card_blocks(card, 0)[3]  # C(W-E)
    root = parse(card_svg(card, 180, lang="fr"))
    assert blocks_drawn(root)[(0, 0)] == bottom_right.kind == "C"
    assert letters(root)[(0, 0)] == "C"
    assert road_segments(root)[(0, 0)] == frozenset({"E", "W"})
    # the top-right block (R, road N-E) ends bottom left with its road turned to S-W
    assert blocks_drawn(root)[(0, BLOCK_H)] == "R"
    assert road_segments(root)[(0, BLOCK_H)] == frozenset({"S", "W"})
    assert name(root).startswith("Carte 7, tournée : commercial")


def test_card_svg_selected_is_marked():
    plain = parse(card_svg(4, lang="en"))
    picked = parse(card_svg(4, lang="en", selected=True))
    assert "selected" in classes(picked) and "selected" not in classes(plain)
    assert len(children(picked, "rect")) == len(children(plain, "rect")) + 1


# -- the city --------------------------------------------------------------------------

def test_city_has_one_card_group_per_placement_in_order():
    root = parse(city())
    groups = cards(root)
    assert [int(g.get("data-card")) for g in groups] == [c for c, *_ in CITY]
    for g, (card, x, y, rot) in zip(groups, CITY, strict=True):
        assert offset(g) == (x * BLOCK_W, y * BLOCK_H)
        kinds, road = expected_face(card, rot)
        assert blocks_drawn(g) == kinds
        assert letters(g) == kinds
        assert road_segments(g) == road
        assert name(g).startswith(f"Card {card}")
        assert f"column {x}, row {y}" in name(g)
    assert not [n for n in root.iter() if n.get("data-act") or n.get("tabindex")]  # no targets


def test_accessible_names_in_both_languages():
    fr, en = parse(city("fr")), parse(city("en"))
    assert (name(fr), name(en)) == ("Ville", "City")
    assert fr.get("role") == "img" and fr.get("preserveAspectRatio") == "xMidYMid meet"
    assert "height" not in fr.attrib and "width" not in fr.attrib  # the page sizes it
    assert name(cards(fr)[0]) == (
        "Carte 7, colonne 0, rangée 0 : parc, résidentiel (route N-E), "
        "industriel (route E-O), commercial (route E-O)")
    assert spots(parse(marks("fr")))[1].get("aria-label") == (
        "Poser la carte ici : colonne 1, rangée -1")
    assert spots(parse(marks("en")))[1].get("aria-label") == "Lay the card here: column 1, row -1"


def test_each_seats_last_card_is_marked_with_its_number():
    root = parse(city(last={0: 2, 2: 1}))
    groups = cards(root)
    assert ["last" in classes(g) for g in groups] == [True, False, True]
    assert "last move" in name(groups[-1])
    assert "last move" not in name(groups[1])
    frames = [r for r in children(groups[-1], "rect") if r.get("stroke") == LAST]
    assert len(frames) == 1 and float(frames[0].get("stroke-width")) >= 4
    badges = ["".join(t.itertext()) for g in groups for b in children(g, "g") for t in
              b.iter(NS + "text")]
    assert badges == ["2", "1"]
    unmarked = parse(city(last={}))
    assert not any("last" in classes(g) for g in cards(unmarked))


def test_last_marks_follow_each_seats_latest_card():
    game = Sprawlopolis.new({"players": 2}, 3)
    bot = RandomBot()
    assert last_marks(game) == {}
    for expected in ({1: 1}, {1: 1, 2: 2}, {2: 2, 3: 1}):
        game = play(game, bot.choose(game, seat(game)))
        assert last_marks(game) == expected


def test_spots_are_buttons_with_one_tab_stop():
    found = spots(parse(marks(focus=(2, 2))))
    assert len(found) == len(SPOTS)
    assert [(int(g.get("data-x")), int(g.get("data-y"))) for g in found] == SPOTS
    assert all(g.get("data-act") == "place" and g.get("role") == "button" for g in found)
    assert [g.get("tabindex") for g in found] == ["-1", "-1", "0", "-1", "-1"]
    assert ["focus" in classes(g) for g in found] == [False, False, True, False, False]
    # without a focus (or with one that is not a spot) the first spot is the tab stop
    for focus in (None, (9, 9)):
        again = spots(parse(marks(focus=focus)))
        assert [g.get("tabindex") for g in again] == ["0", "-1", "-1", "-1", "-1"]
        assert not any("focus" in classes(g) for g in again)


def test_spot_hit_circle_sits_on_the_centre_of_its_footprint_and_fills_a_block():
    for g, (x, y) in zip(spots(parse(marks())), SPOTS, strict=True):
        (hit,) = children(g, "circle")
        assert (int(hit.get("cx")), int(hit.get("cy"))) == ((x + 1) * BLOCK_W, (y + 1) * BLOCK_H)
        assert 2 * int(hit.get("r")) == BLOCK_H  # as big as spots are close


def test_each_spot_previews_the_one_ghost_drawn_in_the_ghost_layer():
    layer = parse(ghost())
    (defs,) = children(layer, "defs")
    (ghost_face,) = children(defs, "g")
    assert ghost_face.get("id") == GHOST_ID
    assert layer.get("aria-hidden") == "true"
    assert layer.get("data-picking") == str(PICK[0])  # lights the waiting spots (CSS)
    kinds, road = expected_face(*PICK)
    assert blocks_drawn(ghost_face) == kinds and road_segments(ghost_face) == road
    # no spot tapped yet: only the preview, which the page moves to a hovered spot
    (preview,) = children(layer, "use")
    assert preview.get("href") == f"#{GHOST_ID}" and preview.get("data-preview-at")
    assert preview.get("visibility") == "hidden"
    for g, (x, y) in zip(spots(parse(marks())), SPOTS, strict=True):
        assert not children(g, "use")
        assert g.get("data-preview") == f"{x * BLOCK_W} {y * BLOCK_H}"


def test_a_tapped_spot_is_ringed_and_shows_the_ghost_there():
    _, use = children(parse(ghost(at=(-2, 1))), "use")
    assert use.get("href") == f"#{GHOST_ID}" and use.get("visibility") is None
    assert (int(use.get("x")), int(use.get("y"))) == (-2 * BLOCK_W, BLOCK_H)
    found = spots(parse(marks(selected=(-2, 1))))
    assert ["selected" in classes(g) for g in found] == [(x, y) == (-2, 1) for x, y in SPOTS]


def test_spots_wait_hidden_then_markers_over_the_same_view_box():
    root = parse(marks())
    assert root.get("viewBox") == parse(city()).get("viewBox") == parse(ghost()).get("viewBox")
    (waiting,) = children(root, "g")
    assert classes(waiting) == ["waiting"]
    order = ["spot" if "spot" in classes(n) else n.get("class") for n in children(waiting, "g")]
    assert order == ["spot"] * len(SPOTS) + ["crosses"]
    crosses = children(waiting, "g")[-1]
    assert crosses.get("aria-hidden") == "true" and crosses.get("pointer-events") == "none"
    assert children(crosses, "path")[0].get("d").count("M") == len(SPOTS)
    empty = parse(spots_layer(lang="en", view_box=BOX, spots=[]))
    assert not list(empty.iter(NS + "g"))  # not to move: nothing to click
    assert ghost_layer(view_box=BOX, pick=None) == ""  # nothing picked: no ghost


def test_view_box_encloses_every_card_and_spot_with_a_margin():
    left, top, width, height = BOX
    boxes = [(x, y) for _, x, y, _ in CITY] + SPOTS
    for x, y in boxes:
        assert left + BLOCK_W // 2 <= x * BLOCK_W
        assert top + BLOCK_H // 2 <= y * BLOCK_H
        assert (x + 2) * BLOCK_W + BLOCK_W // 2 <= left + width
        assert (y + 2) * BLOCK_H + BLOCK_H // 2 <= top + height
    # tight: the extreme footprints touch the margin
    assert left == min(x for x, _ in boxes) * BLOCK_W - BLOCK_W // 2
    assert top + height == (max(y for _, y in boxes) + 2) * BLOCK_H + BLOCK_H // 2


def test_layers_need_a_known_language():
    with pytest.raises(ValueError):
        marks("es")
    with pytest.raises(ValueError):
        city("es")
    assert parse(city_layer([], lang="en", view_box=board_view_box([]))).get("viewBox")


def test_random_games_render_well_formed_and_complete():
    bot = RandomBot()
    for seed in range(4):
        game = Sprawlopolis.new({"players": 1 + seed % 3}, seed)
        while not game.is_over:
            card = min(game.hands[game.turn])
            origins = game.legal_origins(game.turn, card)
            box = board_view_box(game.placements, origins)
            root = parse(spots_layer(lang="fr", view_box=box, spots=origins,
                                     focus=origins[-1]))
            assert len(spots(root)) == len(origins)
            assert [g.get("tabindex") for g in spots(root)].count("0") == 1
            assert len(cards(parse(city_layer(game.placements, lang="fr", view_box=box)))) == \
                len(game.placements)
            game = play(game, bot.choose(game, seat(game)))
        # what is visible of each cell is the block of the last card laid on it
        root = parse(city_layer(game.placements, lang="en",
                                view_box=board_view_box(game.placements)))
        seen = {}
        for g in cards(root):
            ox, oy = offset(g)
            for (bx, by), kind in blocks_drawn(g).items():
                seen[((ox + bx) // BLOCK_W, (oy + by) // BLOCK_H)] = kind
        assert seen == {p: b.kind for p, b in game.city.items()}
