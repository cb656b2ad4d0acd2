"""Sprawlopolis explains every component (issue 17): each card, block and road section on
the board and in hand, the scoring cards and the pile carry a ``<title>`` saying what
they are and how they score; the rules page draws a legend with the board's renderer."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from page_sim import Page
from svg_tree import NS, classes, parse
from test_ui_shell import turn

from urbanistes.grid import Point
from urbanistes.sprawlopolis.city import Block, card_blocks, roads, top_layer
from urbanistes.sprawlopolis.game import Sprawlopolis
from urbanistes.sprawlopolis.scoring import (
    group_sizes,
    groups,
    road_points,
    roads_by_cell,
    scored_kinds,
)
from urbanistes_ui.games.sprawlopolis.svg import (
    BLOCK_H,
    BLOCK_W,
    KIND_FILL,
    Rules,
    board_view_box,
    city_layer,
)

WORDS = {  # how each language names a kind, a group of n, a road of n sections
    "en": {"P": "Park block", "C": "Commercial block", "I": "Industrial block",
           "R": "Residential block", "group": "group of {n} block", "road": "Road of {n} section",
           "largest": "The largest", "only": "Only the largest"},
    "fr": {"P": "Bloc parc", "C": "Bloc commercial", "I": "Bloc industriel",
           "R": "Bloc résidentiel", "group": "de {n} bloc", "road": "Route de {n} portion",
           "largest": "Le plus grand", "only": "Seul le plus grand"},
}


def mid_game(lang: str, **options: str) -> Page:
    """Five cards into a game with a bot: the city has groups and roads of several sizes."""
    page = Page.started("sprawlopolis", ("human", "normal"), seed=5, lang=lang, **options)
    for _ in range(2):
        turn(page)
        page.bots()
    return page


def game_of(page: Page) -> Sprawlopolis:
    game = page.game
    assert isinstance(game, Sprawlopolis)
    return game


def tip(node: ET.Element) -> str:
    """The text of the element's own ``<title>`` child ('' without one)."""
    found = [c for c in node if c.tag == NS + "title"]
    return (found[0].text or "") if found else ""


def svgs(html: str) -> list[ET.Element]:
    """Every inline SVG of an HTML region, parsed."""
    return [parse(m) for m in re.findall(r"<svg.*?</svg>", html, re.S)]


def offset(group: ET.Element) -> Point:
    m = re.fullmatch(r"translate\((-?\d+) (-?\d+)\)", group.get("transform", ""))
    assert m
    return int(m[1]), int(m[2])


def block_tips(face: ET.Element, at: Point = (0, 0)) -> dict[Point, str]:
    """Block cell -> its explanation, read from the invisible block shapes."""
    return {((at[0] + int(r.get("x"))) // BLOCK_W, (at[1] + int(r.get("y"))) // BLOCK_H): tip(r)
            for r in face if r.tag == NS + "rect" and "block" in classes(r)}


def road_tips(face: ET.Element, at: Point = (0, 0)) -> dict[Point, str]:
    """Road section cell -> its explanation: the section's path turns at its block's centre."""
    found = {}
    for path in face:
        if path.tag == NS + "path" and "road" in classes(path):
            m = re.match(r"M(-?\d+) (-?\d+)([VH])(-?\d+)", path.get("d"))
            assert m
            cx, cy = (int(m[1]), int(m[4])) if m[3] == "V" else (int(m[4]), int(m[2]))
            found[(at[0] + cx) // BLOCK_W, (at[1] + cy) // BLOCK_H] = tip(path)
    return found


def city_tips(page: Page) -> tuple[dict[Point, str], dict[Point, str], list[str]]:
    """The city's block and road explanations by cell, and each card's own name."""
    root = parse(page.regions["city"])
    blocks: dict[Point, str] = {}
    sections: dict[Point, str] = {}
    names = []
    for g in root.iter(NS + "g"):
        if "card" in classes(g):
            names.append(tip(g))
            for tips, found in ((blocks, block_tips(g, offset(g))),
                                (sections, road_tips(g, offset(g)))):
                assert not set(tips) & set(found), "a cell explained twice"
                tips.update(found)
    return blocks, sections, names


# -- the city ---------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_block_in_view_says_its_type_and_its_groups_size(lang):
    page = mid_game(lang)
    city = game_of(page).city
    blocks, _, names = city_tips(page)
    assert set(blocks) == set(city)  # every block in view, none that a later card covers
    sizes = {p: len(g) for kind in "CPIR" for g in groups(city, kind) for p in g}
    assert len(set(sizes.values())) > 1  # groups of several sizes: the test can tell them apart
    words = WORDS[lang]
    for p, text in blocks.items():
        kind, n = city[p].kind, sizes[p]
        assert text.startswith(words[kind]), text
        assert words["group"].format(n=n) in text, (p, text)
        best = max(len(g) for g in groups(city, kind))
        assert (words["largest"] in text) == (n == best), text
        assert (words["only"] in text) == (n < best), text
    cards = [c for c, *_ in game_of(page).placements]
    assert [re.match(r"\D+(\d+)", n)[1] for n in names] == [str(c) for c in cards]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_road_section_says_how_long_its_road_is_and_what_it_costs(lang):
    page = mid_game(lang)
    city = game_of(page).city
    _, sections, _ = city_tips(page)
    length = {p: len(r.cells) for r in roads(city) for p in r.cells}
    assert set(sections) == set(length) and len(set(length.values())) > 1
    for p, text in sections.items():
        assert WORDS[lang]["road"].format(n=length[p]) in text, (p, text)
        assert "−1 point" in text


def test_the_easier_game_says_roads_cost_nothing_and_the_harder_one_which_group_scores():
    easy = city_tips(mid_game("en", difficulty="easy"))[1]
    assert easy and all("no penalty" in t and "−1" not in t for t in easy.values())
    page = mid_game("en", difficulty="hard")
    (kind,) = scored_kinds(game_of(page).city, "hard")
    blocks = city_tips(page)[0]
    others = [t for p, t in blocks.items() if game_of(page).city[p].kind != kind]
    assert others and all(t.count("Harder game: only the city's largest group") == 1
                          for t in others)


def test_a_block_and_a_road_name_the_scoring_cards_in_play_that_count_them():
    # 3 Go Green counts parks and industry, 12 Superhighway roads, 18 every block
    placements = [(7, 0, 0, 0)]  # P R(N-E) / I(W-E) C(W-E)
    root = parse(city_layer(placements, lang="en", view_box=board_view_box(placements),
                            rules=Rules("normal", (3, 12, 18))))
    card = next(g for g in root.iter(NS + "g") if "card" in classes(g))
    blocks, sections = block_tips(card), road_tips(card)
    assert blocks[(0, 0)].endswith("Scoring cards: Go Green (3), Sprawlopolis (18).")
    assert blocks[(1, 1)].endswith("Scoring cards: Sprawlopolis (18).")  # commercial
    assert all(t.endswith("Scoring cards: Superhighway (12).") for t in sections.values())


# -- the hand, the pile, the scoring cards -------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_cards_in_hand_and_on_the_pile_explain_each_block_and_road(lang):
    page = mid_game(lang)
    game = game_of(page)
    shown = list(zip(sorted(game.hands[0]), svgs(page.regions["dock"]), strict=True))
    shown.append((game.pile_top, svgs(page.regions["info"])[-1]))
    assert len(shown) == 4
    for card, svg in shown:
        assert tip(svg).startswith(("Card " if lang == "en" else "Carte ") + str(card))
        blocks = card_blocks(card, 0)
        texts = block_tips(svg)
        assert [texts[(i % 2, i // 2)].split(" :")[0].split(":")[0] for i in range(4)] == [
            WORDS[lang][b.kind] for b in blocks]
        assert len(road_tips(svg)) == sum(bool(b.road) for b in blocks)
        assert all(road_tips(svg).values())
    assert ("Draw pile: " if lang == "en" else "Pioche : ") in tip(shown[-1][1])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_scoring_card_in_play_says_its_rule_and_its_share_of_the_target(lang):
    page = mid_game(lang)
    scoring = game_of(page).scoring
    backs = [s for s in svgs(page.regions["info"]) if "sprawl-scoring" in classes(s)]
    assert len(backs) == 3
    for n, back in zip(scoring, backs, strict=True):
        assert [t.text for t in back.iter(NS + "text")] == [str(n)]
        share = f"Adds {n} to the target." if lang == "en" else f"Ajoute {n} à l'objectif."
        assert tip(back).endswith(share) and len(tip(back)) > 40


# -- the rules page ------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_legend_draws_a_card_each_block_type_and_a_road(lang):
    page = Page(lang=lang)
    page.send({"act": "rules", "game": "sprawlopolis"})
    html = page.html
    legend = html.split('<ul class="sprawl-legend">')[1].split("</ul>")[0]
    pictures = svgs(legend)
    assert all(tip(p) for p in pictures)  # every picture has its text alternative
    singles = [p for p in pictures if p.get("viewBox") == f"0 0 {BLOCK_W} {BLOCK_H}"]
    fills = [next(r.get("fill") for r in p.iter(NS + "rect")) for p in singles]
    assert fills == list(KIND_FILL.values())
    for p, kind in zip(singles, KIND_FILL, strict=True):
        assert tip(p).startswith(WORDS[lang][kind])
    (road,) = [p for p in pictures if p.get("viewBox") == f"0 0 {3 * BLOCK_W} {BLOCK_H}"]
    assert len(road_tips(road)) == 3
    assert tip(road).startswith(WORDS[lang]["road"].format(n=3))
    headings = re.findall(r"<h2[^>]*>(.*?)</h2>", html)
    assert headings[-2:] == (["Cards, blocks and roads", "The 18 scoring cards"] if lang == "en"
                             else ["Cartes, blocs et routes", "Les 18 cartes décompte"])
    scoring = svgs(html.split('class="scoring-list"')[1])
    assert [tip(s).split(",")[0] for s in scoring] == [
        ("Scoring card " if lang == "en" else "Carte décompte ") + str(n) for n in range(1, 19)]


# -- the rules' helpers --------------------------------------------------------------------
RES, COM, PARK, IND = (Block(k) for k in "RCPI")
#: R R C / P R I / road of 2 in row 2
SMALL = {(0, 0): RES, (1, 0): RES, (2, 0): COM, (0, 1): PARK, (1, 1): RES, (2, 1): IND,
         (0, 2): Block("C", frozenset("E")), (1, 2): Block("I", frozenset("W"))}


def test_group_sizes_give_each_block_the_size_of_its_group():
    sizes = group_sizes(SMALL)
    assert [sizes[p] for p in ((0, 0), (1, 1), (2, 0), (0, 1), (0, 2), (1, 2))] == [
        3, 3, 1, 1, 1, 1]


def test_scored_kinds_and_road_points_follow_the_difficulty():
    assert scored_kinds(SMALL, "normal") == scored_kinds(SMALL, "easy") == ("C", "P", "I", "R")
    assert scored_kinds(SMALL, "hard") == ("R",)
    assert (road_points("normal"), road_points("hard"), road_points("easy")) == (-1, -1, 0)


def test_roads_by_cell_and_the_top_layer():
    (road,) = roads(SMALL)
    assert roads_by_cell(SMALL) == {(0, 2): road, (1, 2): road}
    top = top_layer([(7, 0, 0, 0), (3, 1, 1, 180)])
    assert top[(0, 0)] == (0, card_blocks(7)[0]) and top[(1, 1)] == (1, card_blocks(3, 180)[0])
    assert len(top) == 7
