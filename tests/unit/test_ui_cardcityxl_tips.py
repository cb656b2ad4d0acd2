"""Issue 17: every component on a Card City XL board carries a ``<title>`` saying what it
is and how it scores under the game's victory and level, in both languages. The
expectations come from the rules (districts, tallies), read on real mid-game pages."""

from __future__ import annotations

import html
import re

import pytest
from cardcityxl_helpers import city
from svg_tree import NS, groups, parse
from test_ui_cardcityxl import Page, start, until

from urbanistes.cardcityxl.cards import kinds
from urbanistes.cardcityxl.city import City, districts, scored
from urbanistes.cardcityxl.scoring import tally
from urbanistes_ui.games.cardcityxl.svg import CityPicture, city_layer
from urbanistes_ui.games.cardcityxl.tips import Scoring
from urbanistes_ui.games.cardcityxl.words import card_name

CARD = re.compile(r'<g class="card[^"]*" data-x="(-?\d+)" data-y="(-?\d+)"[^>]*>'
                  r'<title>([^<]*)</title>')
PICTURE = re.compile(r'<svg[^>]*class="ccx-card"[^>]*>(<title>([^<]*)</title>)?')


def mid_game(lang: str, **options: str) -> Page:
    """The human building in round 4 of a normal-level game against a bot."""
    page = start(seed=3, lang=lang, level="normal", **options)
    until(page, "build")
    while page.game.round < 4:
        page.bots()
        until(page, "choose")
        until(page, "build")
    return page


def card_titles(markup: str) -> dict[tuple[int, int], str]:
    """Each card of a drawn city by its cell, with its title."""
    return {(int(x), int(y)): html.unescape(words) for x, y, words in CARD.findall(markup)}


def district_of(c: City, p: tuple[int, int]) -> set[tuple[int, int]]:
    return next(d for d in districts(c, "R") if p in d)


def seen(page: Page) -> City:
    return scored(page.game.seen_city(0, 0), 0)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_residential_each_card_says_its_kind_and_each_residence_its_district(lang):
    page = mid_game(lang, victory="residential")
    c = seen(page)
    titles = card_titles(page.regions["city"])
    assert set(titles) == set(c.cells) and all(titles.values())
    vp = "VP" if lang == "en" else "PV"
    per_district = {}
    for p, words in titles.items():
        code = c.cells[p][0]
        assert words.startswith(card_name(code, lang)), words
        if "R" not in kinds(code):
            continue
        n = len(district := district_of(c, p))
        assert (f" {n} card" in words and f"= {n * (n + 1) // 2} {vp})" in words
                if n > 1 else f"(1 {vp})" in words), words
        per_district[min(district)] = n * (n + 1) // 2
    assert per_district, "this deal has Residences by round 4"
    districts_line = next(line.points for line in tally(
        "residential", c, 0, 0, parks=True).lines if line.key == "districts")
    assert sum(per_district.values()) == districts_line


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_happiness_residences_say_what_their_district_is_worth_now(lang):
    """Under the Bonheur a Résidence says whether its district is satisfied: one
    figure per district, and together they make the tally's points."""
    page = mid_game(lang, victory="happiness")
    c = seen(page)
    titles = card_titles(page.regions["city"])
    vp = "VP" if lang == "en" else "PV"
    figures = {}
    for p, words in titles.items():
        if "R" not in kinds(c.cells[p][0]):
            continue
        found = re.search(rf"(\d+) {vp}", words)
        assert found, words
        figures[min(district_of(c, p))] = int(found.group(1))
    assert sum(figures.values()) == tally("happiness", c, 0, 0, parks=True).value
    assert not any("1+2" in words for words in titles.values())  # not the Residential sum


@pytest.mark.parametrize(("victory", "lang", "whole"), [
    ("industrial", "en", "1 card toward the Industrial victory"),
    ("commercial", "fr", "1 carte pour la victoire Commerciale")])
def test_card_counting_victories_say_which_cards_count(victory, lang, whole):
    page = mid_game(lang, victory=victory)
    c = seen(page)
    counted = {"industrial": "IP", "commercial": "CP"}[victory]
    for p, words in card_titles(page.regions["city"]).items():
        code = c.cells[p][0]
        if len(code) == 1:
            assert (whole in words) == (code in counted), words


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_card_in_the_hand_the_lots_the_reserve_and_other_cities_has_a_tip(lang):
    page = mid_game(lang, victory="residential")
    pictures = PICTURE.findall(page.regions["dock"])
    assert pictures and all(words for _, words in pictures)
    others = card_titles(page.regions["info"])
    assert others and all(others.values())  # the bot's city, small
    reserve = re.findall(r"<title>(R[ée]serve[^<]*)</title>", page.regions["info"])
    assert len(reserve) >= 3 and all(":" in words for words in reserve)
    until(page, "choose")
    lots = PICTURE.findall(page.regions["dock"])
    assert lots and all(words for _, words in lots)


def layer(c: City, scoring: Scoring, lang: str) -> str:
    """A rules' city drawn as the board draws it."""
    picture = CityPicture(c.topology, c.side, 0, tuple(sorted(
        ((x, y, code, rot, owner) for (x, y), (code, rot, owner) in c.cells.items()),
        key=lambda t: (t[1], t[0]))))
    return city_layer(picture, lang=lang, window=picture.window(), scoring=scoring)


def drawn(c: City, scoring: Scoring, lang: str) -> dict[tuple[int, int], str]:
    return card_titles(layer(c, scoring, lang))


CLOUDY = city('''
    R R K .
    M X C .
    I . . .
''', side=6)


@pytest.mark.parametrize(("lang", "cloud", "park_spot", "spot"), [
    ("en", "−2 VP at the end", "Empty spot by a Park: +1 VP", "Empty spot: −1 VP"),
    ("fr", "−2 PV à la fin", "Emplacement vide près d'un Parc : +1 PV",
     "Emplacement vide : −1 PV")])
def test_clouds_say_their_penalty_and_empty_spots_what_they_cost(lang, cloud, park_spot,
                                                                 spot):
    markup = layer(CLOUDY, Scoring("residential", parks=True), lang)
    titles, root = card_titles(markup), parse(markup)
    assert cloud in titles[(1, 1)]
    assert "(1+2 = 3" in titles[(0, 0)] and " 2 car" in titles[(1, 0)]
    (places,) = groups(root, "places")
    by_class = {p.get("class"): p.find(NS + "title").text for p in places.iter(NS + "path")
                if p.get("class")}
    assert by_class["near"].startswith(park_spot) and by_class["empty"].startswith(spot)
    near = next(p for p in places.iter(NS + "path") if p.get("class") == "near")
    assert near.get("d").count("M") == 2  # right of and below the Park


HAPPY = city('''
    R R C L
    M . R R
    . P R .
''')


@pytest.mark.parametrize(("lang", "happy", "unhappy"), [
    ("en", "In a satisfied district of 3 cards: 3 VP.", "not satisfied: 0 VP"),
    ("fr", "Dans un Quartier satisfait de 3 cartes : 3 PV.", "pas satisfait : 0 PV")])
def test_under_the_bonheur_a_satisfied_district_says_its_worth(lang, happy, unhappy):
    """The district of 3 touches a Commerce, a Loisirs and a Parking; the other, of 2,
    only the Commerce and the Mairie."""
    titles = drawn(HAPPY, Scoring("happiness", parks=True), lang)
    assert all(titles[p].endswith(happy) for p in ((2, 1), (3, 1), (2, 2)))
    assert all(unhappy in titles[p] for p in ((0, 0), (1, 0)))
