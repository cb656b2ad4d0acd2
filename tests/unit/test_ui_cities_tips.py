"""Cities' tooltips (issue 17): in a real position reached through the page, every
component drawn carries a ``<title>`` that says what it is and how it scores, the points
being the rules' own for that component; the rules page draws each kind with its line."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from svg_tree import NS, classes, groups
from test_ui_cities import Page, finish, start, take, to_take

from urbanistes.cities.data import (
    CARD_ROW,
    CARDS,
    COLOURS,
    FEATURE_NAMES,
    FEATURE_ROW,
    KIND_NAMES,
    KINDS,
    MAX_HEIGHT,
    MONUMENT,
    MONUMENT_POINTS,
    PARK,
    PARK_FEATURES,
    PIECE_ROW,
    TILE_ROW,
    WATER,
    WATER_FEATURES,
)
from urbanistes.cities.scoring import achievement_values, achievements_of, area_sets
from urbanistes.grid import Point

#: The words for "so n VP" and "n VP each time" in each language.
SO = {"en": "so {n} VP", "fr": "soit {n} PV"}
EACH = {"en": "{n} VP each time", "fr": "{n} PV chaque fois"}
BUILDINGS = {"en": "scoring cards", "fr": "cartes Objectif"}
PIECE = {"en": "{colour} piece:", "fr": "module {colour} :"}
SETS = {"en": "1, 3, 6 or 10 VP", "fr": "1, 3, 6 ou 10 PV"}


def mid_game(lang: str) -> Page:
    """Six turns of the viewer's against the normal bot, a card, a city tile, feature
    tiles and pieces in turn (so that the neighbourhood holds areas with features and
    buildings), then the viewer to take."""
    page = to_take(start(("human", "normal"), seed=5, lang=lang))
    for turn in range(6):
        rows = {int(a["data-row"]) for a in page.takes()}
        wanted = (CARD_ROW, TILE_ROW, FEATURE_ROW, PIECE_ROW)[turn % 4]
        take(page, wanted if wanted in rows else min(rows))
        finish(page)
        to_take(page)
    return page


@pytest.fixture(scope="module", params=["en", "fr"])
def page(request: pytest.FixtureRequest) -> Page:
    return mid_game(request.param)


def svg_of(markup: str) -> list[ET.Element]:
    """Every ``<svg>`` root in a region's HTML, parsed as XML."""
    return [ET.fromstring(m) for m in re.findall(r"<svg\b.*?</svg>", markup, re.S)]


def tip(node: ET.Element) -> str:
    found = node.find(NS + "title")
    assert found is not None and found.text, ET.tostring(node)[:200]
    return found.text


def lang_of(page: Page) -> str:
    return page.app.ui.lang


def viewer(page: Page) -> int:
    seat = page.ctx().viewer
    assert seat is not None
    return seat


def area_points(page: Page, seat: int) -> dict[Point, int]:
    """The rules' points of the area each park and water space of ``seat`` is in."""
    hood = page.game.hoods[seat]
    return {p: area.points for kind in (PARK, WATER) for area in area_sets(hood, kind)
            for p in area.spaces}


# -- the big board ----------------------------------------------------------------------------
def test_every_space_says_what_stands_on_it_and_what_it_scores(page):
    lang = lang_of(page)
    hood = page.game.hoods[viewer(page)]
    points = area_points(page, viewer(page))
    (board,) = svg_of(page.regions["city"])
    spaces = groups(board, "space")
    assert len(spaces) == len(hood["spaces"]) >= 8
    assert any(n > 0 for n in points.values()) and hood["stacks"]  # a meaningful position
    for g in spaces:
        p = (int(g.get("data-x")), int(g.get("data-y")))
        text = tip(g)
        feature = hood["features"].get(p)
        if feature is not None:
            assert FEATURE_NAMES[feature][lang] in text
        kind = hood["spaces"][p]
        if p in hood["stacks"]:
            colour, height = hood["stacks"][p]
            assert f"{KIND_NAMES[colour][lang]} " in text and f" {height}" in text
            assert BUILDINGS[lang] in text
        elif feature == MONUMENT:
            assert f" {MONUMENT_POINTS} " in text
        elif kind in (PARK, WATER):
            assert SO[lang].format(n=points.get(p, 0)) in text, text
        elif feature is None:
            assert f"{KIND_NAMES[kind][lang]}" in text and f" {MAX_HEIGHT} " in text


def test_every_tile_is_named_by_its_number_and_spaces(page):
    (board,) = svg_of(page.regions["city"])
    tiles = groups(board, "tile")
    assert len(tiles) == len(page.game.hoods[viewer(page)]["tiles"])
    for g in tiles:
        assert g.get("role") == "img" and g.get("aria-label") is None
        assert f" {g.get('data-tile')}" in tip(g).split(":")[0]


# -- the rows -----------------------------------------------------------------------------------
def test_every_picture_of_the_rows_has_a_tip(page):
    pictures = svg_of(page.regions["central"])
    assert len(pictures) >= 12
    for picture in pictures:
        tip(picture)


def test_the_rows_items_say_how_they_score(page):
    lang = lang_of(page)
    game = page.game
    rows = page.regions["central"]
    tips = [tip(s) for s in svg_of(rows)]
    assert any(game.offer_features) and any(game.offer_pieces)
    for features in game.offer_features:
        for feature in features:
            said = [t for t in tips if t.startswith(FEATURE_NAMES[feature][lang])]
            assert said and all("VP" in t or "PV" in t for t in said), feature
    for pieces in game.offer_pieces:
        for colour in pieces:
            said = [t for t in tips if t.startswith(PIECE[lang].format(
                colour=KIND_NAMES[colour][lang]).capitalize())]
            assert said and all(f"{MAX_HEIGHT} " in t and BUILDINGS[lang] in t
                                for t in said), colour
    for card in game.offer_cards:
        if card is not None:
            assert EACH[lang].format(n=CARDS[card].points) in " ".join(tips)


def test_each_worker_on_the_rows_is_said_with_its_player(page):
    ctx = page.ctx()
    workers = [w for row in page.game.workers for w in row if w is not None]
    tips = [tip(s) for s in svg_of(page.regions["central"])]
    assert workers
    for seat in set(workers):
        said = [t for t in tips if t.startswith(ctx.t("worker", who=ctx.name(seat)))]
        assert len(said) == workers.count(seat)


# -- the side panel -----------------------------------------------------------------------------
def test_the_achievements_values_and_the_cards_points_are_named_by_their_tips(page):
    lang, ctx, game = lang_of(page), page.ctx(), page.game
    info = page.regions["info"]
    chips = [tip(s) for s in svg_of(info) if "ct-value" in classes(s)]
    achievements = achievements_of(game.city)
    assert len(chips) == sum(len(a.values) for a in achievements)
    for ach, claims in zip(achievements, game.claims, strict=True):
        values = achievement_values(ach, game.players)
        for value, seat in zip(values, claims, strict=False):
            assert ctx.t("tip.ach.claimed", n=value, who=ctx.name(seat)) in chips
        for value in values[len(claims):]:
            assert ctx.t("tip.ach.open", n=value) in chips
        for value in set(ach.values) - set(values):
            assert ctx.t("tip.ach.covered", n=value) in chips
    assert game.cards[viewer(page)]
    for card in game.cards[viewer(page)]:
        assert EACH[lang].format(n=CARDS[card].points) in info


def test_the_other_neighbourhood_is_explained_space_by_space(page):
    boards = [s for s in svg_of(page.regions["info"]) if "compact" in classes(s)]
    assert len(boards) == 1
    spaces = groups(boards[0], "space")
    assert len(spaces) == len(page.game.hoods[1 - viewer(page)]["spaces"])
    assert all(tip(g) for g in spaces)


# -- the rules page ---------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_legend_draws_every_kind_named_with_how_it_scores(lang):
    page = Page(lang=lang)
    page.send({"act": "rules", "game": "cities"})
    html = page.html
    legend = html[html.index('class="ct-legend"'):]
    entries = re.findall(r"<li>(<svg\b.*?</svg>)<span>(.*?)</span></li>", legend, re.S)
    names = [tip(ET.fromstring(svg)) for svg, _ in entries]
    roles = {ET.fromstring(svg).get("role") for svg, _ in entries}
    assert roles == {"img"}
    lines = dict(zip(names, (line for _, line in entries), strict=True))
    for feature, name in FEATURE_NAMES.items():
        line = lines[name[lang]]
        if feature == MONUMENT:
            assert f"{MONUMENT_POINTS} {'VP' if lang == 'en' else 'PV'}" in line
        elif feature in PARK_FEATURES + WATER_FEATURES:
            assert SETS[lang] in line
    for kind, (name, line) in zip(KINDS, entries, strict=False):
        assert KIND_NAMES[kind][lang] in tip(ET.fromstring(name))
        assert SETS[lang] in line if kind in (PARK, WATER) else f"{MAX_HEIGHT} " in line
    # spaces, features, pieces; a building, a tile, a back, a worker, the star; a card's
    # points and an achievement's value open, taken and covered
    assert len(entries) == len(KINDS) + len(FEATURE_NAMES) + len(COLOURS) + 5 + 4
