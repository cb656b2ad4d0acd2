"""The play screen's ``data-stage`` words say what its markup shows: the games' style
sheets lay the screen out by them, where they used to search the markup (``:has()``), a
search the browser ran again on every click. Random clicks through whole games, each
word checked after every event against the markup it stands for."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from page_sim import Page, _Elements

Elements = list[tuple[str, dict[str, str]]]


def _has(*wanted: str) -> Callable[[Screen], bool]:
    """Some element anywhere on the screen has all the ``wanted`` classes."""
    return lambda screen: any(set(wanted) <= c for c in screen.classes(None))


def _in_dock(wanted: str) -> Callable[[Screen], bool]:
    return lambda screen: any(wanted in c for c in screen.classes("dock"))


def _targets(screen: Screen) -> bool:
    """The board (its three layers) holds a target: ``.board [data-act]``."""
    return any("data-act" in attrs for region in ("city", "ghost", "marks")
               for _, attrs in screen.elements(region))


class Screen:
    """The page's regions as they stand, each parsed once."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.parsed: dict[str | None, Elements] = {}

    def elements(self, region: str | None) -> Elements:
        if region not in self.parsed:
            parser = _Elements(lit=True)
            page = self.page
            parser.feed(page.html if region is None else page.regions.get(region, ""))
            self.parsed[region] = parser.found
        return self.parsed[region]

    def classes(self, region: str | None) -> list[set[str]]:
        return [set(attrs.get("class", "").split()) for _, attrs in self.elements(region)]


#: Per game, each word and what it stands for: the selectors the style sheets had.
WORDS: dict[str, dict[str, Callable[[Screen], bool]]] = {
    "cities": {
        "choice": lambda screen: _has("ct-rows", "choice")(screen) or _has("ct-start")(screen),
        "tile": _has("ct-hand-tile"),
        "hand": _has("ct-hand"),
    },
    "skyline": {"write": _in_dock("sk-write")},
    "cardcityxl": {"draft": _in_dock("ccx-draft")},
    "sprawlopolis": {},
    "cloudcity": {},
}

GAMES = [
    ("cities", ("human", "normal"), False),
    ("cities", ("human", "human", "normal", "easy"), True),
    ("skyline", ("human", "normal", "normal", "normal"), False),
    ("skyline", ("human", "human"), True),
    ("cardcityxl", ("human", "normal"), False),
    ("cardcityxl", ("human", "normal"), True),
    ("sprawlopolis", ("human", "normal"), False),
    ("cloudcity", ("human", "normal"), True),
]
EVENTS = 250
#: Clicks that leave the game's screen, show a move without making it, or take moves
#: back (the walk must get through a whole Card City XL draft).
AWAY = {"home", "rules", "setup", "again", "share", "export", "download", "lang", "yours",
        "hint", "zoom", "undo", "restart-turn"}


@pytest.mark.parametrize(("game", "seats", "touch"), GAMES)
def test_each_stage_word_is_on_exactly_while_its_markup_is_shown(
        game: str, seats: tuple[str, ...], touch: bool) -> None:
    rng = random.Random(f"{game}{len(seats)}")
    page = Page.started(game, seats, seed=7, touch=touch)
    words = {**WORDS[game], "targets": _targets}
    seen: dict[str, set[bool]] = {word: set() for word in words}
    for _ in range(EVENTS):
        if page.app.ui.screen != "play" or page.game.is_over:
            break
        shown = set(page.stage.split())
        assert shown <= set(words), page.stage
        screen = Screen(page)
        for word, stands_for in words.items():
            on = stands_for(screen)
            assert (word in shown) == on, (word, page.stage)
            seen[word].add(on)
        clickable = [a for _, a in page.elements() if a.get("data-act")
                     and "disabled" not in a and a["data-act"] not in AWAY]
        if "later" in page.patch and rng.random() < 0.5:
            page.tick()
        elif clickable:  # an act, then one of its elements: a step's button is not
            # lost among a hand's cards
            act = rng.choice(sorted({a["data-act"] for a in clickable}))
            page.click(rng.choice([a for a in clickable if a["data-act"] == act]),
                       rng.choice(["mouse", "touch", "key"]))
        else:
            page.tick()
    # The walk met each word both on and off (else the check above proved nothing).
    assert all(found == {True, False} for found in seen.values()), seen
