"""Cloud City's tooltips: every piece the page draws (tiles, buildings and walkways of
every city, tiles in the hand and the face-up row, the deck) has a ``<title>`` saying
what it is and how it scores, in both languages; the rules page draws each kind of piece.

The expected words are the rulebook's facts written out here (level names, walkway
votes by length), checked against the rules' own city, not the screen's functions."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from page_sim import Page
from svg_tree import NS, classes, groups, parse
from test_ui_cloudcity_svg import name

from urbanistes.cloudcity.city import rotated_spots
from urbanistes.cloudcity.data import START_TILES
from urbanistes.cloudcity.game import CloudCity

LEVEL = {"en": {1: "River", 2: "Forest", 3: "Sand"}, "fr": {1: "Rivière", 2: "Forêt", 3: "Sable"}}
COLOUR = {"en": {1: "blue", 2: "green", 3: "tan"}, "fr": {1: "bleu", 2: "vert", 3: "beige"}}
VOTES = {1: 1, 2: 2, 3: 3, 4: 5, 5: 8}  # a walkway's votes by its length in zones
WORDS = {
    "en": {"building": "{level} building", "floors": "{h} floor", "where": "column {x}, row {y}",
           "span": "column {x1}, row {y1} to column {x2}, row {y2}",
           "walkway": "{level} walkway of length {d}: {v} vote", "tile": "Tile {t}",
           "start": "Start tile", "nothing": "scores nothing itself",
           "scores": "in its row or column: 1, 2, 3, 5 or 8 votes",
           "deck": "Deck: {n} tiles face down"},
    "fr": {"building": "Immeuble {level}", "floors": "{h} étage",
           "where": "colonne {x}, rangée {y}",
           "span": "colonne {x1}, rangée {y1} à colonne {x2}, rangée {y2}",
           "walkway": "Passerelle {level} de longueur {d} : {v} vote", "tile": "Tuile {t}",
           "start": "Tuile de départ", "nothing": "ne rapporte rien en soi",
           "scores": "de sa rangée ou de sa colonne : 1, 2, 3, 5 ou 8 votes",
           "deck": "Pioche : {n} tuiles face cachée"},
}
SEED = 3  # five turns in, the two cities hold walkways of every length


def game(page: Page) -> CloudCity:
    found = page.game
    assert isinstance(found, CloudCity)
    return found


def human_turn(page: Page) -> None:
    """Lay the first hand tile on the first lit spot, build the longest walkway each lit
    building offers while there is one, then draw from the deck."""
    page.click(page.targets("dock", "pick")[0])
    page.click(page.targets("marks", "place")[0])
    while lit := page.targets("marks", "building"):
        page.click(lit[0])
        partners = page.targets("marks", "walkway")
        page.click(max(partners, key=lambda a: int(a["data-value"])))
    page.click(page.targets("dock", "end-build")[0])
    page.press("draw", "dock", **{"from": "deck"})


@pytest.fixture(scope="module")
def mid_game() -> Page:
    """Five turns each into a game against the normal bot, the human's turn to lay."""
    page = Page.started("cloudcity", ("human", "normal"), seed=SEED, lang="en")
    for _ in range(5):
        page.bots()
        human_turn(page)
    page.bots()
    assert game(page).phase == "tile" and game(page).turn == 0
    return page


def svgs(markup: str) -> list[ET.Element]:
    """Every SVG drawing in a region's HTML (they are never nested)."""
    return [parse(m) for m in re.findall(r"<svg\b.*?</svg>", markup, re.S)]


def french_typography(text: str) -> bool:
    return re.search(r"\S[:;?!]", text) is None


def check_city(root: ET.Element, seat: int, page: Page, lang: str) -> None:
    """Each tile, building and walkway of ``seat``'s city is named by its own facts."""
    words, city = WORDS[lang], game(page).cities[seat]
    tiles = {(int(g.get("data-x")), int(g.get("data-y"))): name(g) for g in groups(root, "tile")}
    assert tiles.keys() == city["tiles"].keys()
    for (x, y), (tile, rot) in city["tiles"].items():
        tip = tiles[(x, y)]
        assert tip.startswith(words["start"] if tile in START_TILES
                              else words["tile"].format(t=tile) + ", ")
        assert words["where"].format(x=x, y=y) in tip and words["nothing"] in tip
        for _, height in rotated_spots(tile, rot):
            assert COLOUR[lang][height] in tip
    buildings = {(int(g.get("data-x")), int(g.get("data-y"))): name(g)
                 for g in groups(root, "building")}
    assert buildings.keys() == city["buildings"].keys()
    for (x, y), height in city["buildings"].items():
        tip = buildings[(x, y)]
        assert tip.startswith(words["building"].format(level=LEVEL[lang][height]) + " (")
        assert words["floors"].format(h=height) in tip and words["scores"] in tip
        assert words["where"].format(x=x, y=y) in tip
    tips = [name(g) for g in groups(root, "walkway")]
    assert len(tips) == len(city["walkways"])
    for x1, y1, x2, y2, height in city["walkways"]:
        (a, b) = sorted(((x1, y1), (x2, y2)))
        span = words["span"].format(x1=a[0], y1=a[1], x2=b[0], y2=b[1])
        (tip,) = [t for t in tips if span in t]
        length = abs(x2 - x1) + abs(y2 - y1)
        assert tip.startswith(words["walkway"].format(level=LEVEL[lang][height], d=length,
                                                      v=VOTES[length]))
    if lang == "fr":
        assert all(french_typography(t) for t in [*tiles.values(), *buildings.values(), *tips])


def hand_tile_tips(markup: str, act: str) -> dict[int, str]:
    """The tooltip of each tile button's drawing (``data-act`` ``act``), by tile."""
    found = {}
    for attrs, inner in re.findall(rf'<button ([^>]*data-act="{act}"[^>]*)>(.*?)</button>',
                                   markup, re.S):
        (root,) = svgs(inner)
        assert root.get("aria-hidden") == "true"  # the button names it in words
        found[int(re.search(r'data-tile="(\d+)"', attrs)[1])] = name(root)
    return found


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_piece_of_every_city_says_what_it_is_and_how_it_scores(mid_game, lang):
    page = mid_game
    if page.app.ui.lang != lang:
        page.send({"act": "lang"})
    lengths = {abs(w[2] - w[0]) + abs(w[3] - w[1]) for c in game(page).cities
               for w in c["walkways"]}
    assert lengths == set(VOTES)  # 1 to 5 zones: 1, 2, 3, 5 and 8 votes
    (board,) = svgs(page.regions["city"])
    check_city(board, 0, page, lang)
    (other,) = [r for r in svgs(page.regions["info"]) if "cc-city" in classes(r)]
    check_city(other, 1, page, lang)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_tiles_in_the_hand_and_the_row_and_the_deck_have_tooltips(mid_game, lang):
    page = mid_game
    if page.app.ui.lang != lang:
        page.send({"act": "lang"})
    words, state = WORDS[lang], game(page)
    hand = hand_tile_tips(page.regions["dock"], "pick")
    assert sorted(hand) == sorted(state.hands[0])
    info = svgs(page.regions["info"])
    drawn = [r for r in info if "cc-tile" in classes(r)]
    assert all(r.get("role") == "img" for r in drawn) and drawn
    row = zip([t for t in state.row if t is not None], map(name, drawn), strict=True)
    for tile, tip in [*hand.items(), *row]:
        assert tip.startswith(words["tile"].format(t=tile)) and words["nothing"] in tip
    (deck,) = [r for r in info if "cc-deck-pile" in classes(r)]
    assert name(deck).startswith(words["deck"].format(n=len(state.deck)))
    assert deck.get("aria-hidden") == "true"  # the count is said in words beside it


def test_the_face_up_tiles_to_take_have_tooltips():
    page = Page.started("cloudcity", ("human", "normal"), seed=SEED, lang="fr")
    page.click(page.targets("dock", "pick")[0])
    page.click(page.targets("marks", "place")[0])
    page.click(page.targets("dock", "end-build")[0])
    assert game(page).phase == "draw"
    takes = re.findall(r'<button [^>]*data-act="draw"[^>]*data-from="row"[^>]*>(.*?)</button>',
                       page.regions["dock"], re.S)
    tips = [name(root) for inner in takes for root in svgs(inner)]
    row = [t for t in game(page).row if t is not None]
    assert [tip.split(" :")[0] for tip in tips] == [f"Tuile {t}" for t in row]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_page_draws_each_kind_of_piece(lang):
    page = Page(lang=lang)
    page.send({"act": "rules", "game": "cloudcity"})
    words = WORDS[lang]
    legends = re.findall(r'<ul class="cc-legend">(.*?)</ul>', page.html, re.S)
    assert len(legends) == 2
    pieces, walkways = ([svgs(li)[0] for li in re.findall(r"<li>(.*?)</li>", part, re.S)]
                        for part in legends)
    tile = pieces[0]  # a tile with its two buildings
    assert len(groups(tile, "tile")) == 1 and len(groups(tile, "building")) == 2
    assert tile.get("aria-label")
    assert name(pieces[1]).startswith(words["start"])
    for height, root in zip((1, 2, 3), pieces[2:], strict=True):
        assert name(root).startswith(words["building"].format(level=LEVEL[lang][height]))
        assert words["scores"] in name(root)
    assert len(walkways) == len(VOTES)
    for (length, votes), root in zip(sorted(VOTES.items()), walkways, strict=True):
        assert f"{votes}" in [t.text for t in root.iter(NS + "text")]
        assert re.search(words["walkway"].format(level=".+", d=length, v=votes), name(root))
    headings = re.findall(r"<h2>(.*?)</h2>", page.html)
    assert headings.index({"en": "The pieces", "fr": "Les pièces"}[lang]) < len(headings) - 2
