"""Words (issue 17, item 9): real plurals, no "(s)", no "1 pts", French typography and
contractions, no keyboard hints on a touch screen, no "tap" at a desk."""

from __future__ import annotations

import random
import re

import pytest
from page_sim import Page

from urbanistes import registry
from urbanistes_ui.games import screen as game_screen
from urbanistes_ui.i18n import CORE, Strings

GAMES = [entry.info.id for entry in registry.ENTRIES if entry.playable]
#: "move(s)", "route(s)", "joué(e)s".
MAYBE_PLURAL = re.compile(r"\w\((?:s|es|x|e)\)")
#: One thing with a plural word: "1 pts", "1 moves", "1 roads".
ONE_PLURAL = re.compile(
    r"(?<![\d.,-])1 (?:pts|moves|points|roads|routes|cards|cartes|coups|tiles)\b")
#: French wants a space before a colon ("Prendre : "), not "Prendre:" (a URL's "://" and
#: a time's "10:00" are not text).
FRENCH_COLON = re.compile(r"[^\s\d{}/:\u00a0\u202f]:(?!//)")


def tables() -> list[tuple[str, Strings]]:
    found = [("core", CORE)]
    for game in GAMES:
        screen = game_screen(game)
        assert screen is not None
        found.append((game, screen.strings))
    return found


@pytest.mark.parametrize(("name", "strings"), tables(),
                         ids=lambda v: v if isinstance(v, str) else "")
def test_no_string_hedges_a_plural_and_french_spaces_its_colons(name: str,
                                                                 strings: Strings) -> None:
    for key, (fr, en) in strings.table.items():
        for text in (fr, en):
            assert not MAYBE_PLURAL.search(text), f"{name} {key}: {text}"
            assert not ONE_PLURAL.search(text), f"{name} {key}: {text}"
        assert not FRENCH_COLON.search(fr), f"{name} {key}: {fr}"


def test_counts_take_the_singular_for_one_and_french_zero() -> None:
    assert CORE.t("seat.score", "en", n=1) == "1 pt"
    assert CORE.t("seat.score", "en", n=0) == "0 pts"
    assert CORE.t("home.saved.moves", "fr", n=0) == "0 coup"
    assert CORE.t("home.saved.moves", "fr", n=2) == "2 coups"
    cities = game_screen("cities")
    assert cities is not None
    assert cities.strings.t("worker", "fr", who="Joueur 1") == "Ouvrier du joueur 1"
    assert cities.strings.t("seat.score", "en", n=1) == "1 VP"  # the game's own word


def pages(game: str, seed: int) -> list[tuple[Page, bool]]:
    """A game at its start and after some random clicks, at a desk and on a phone, in
    both languages."""
    found = []
    rng = random.Random(seed)
    for touch, lang in ((False, "en"), (True, "fr"), (False, "fr"), (True, "en")):
        entry = registry.entry(game)
        seats = ("human", *("normal",) * (max(2, entry.info.min_players) - 1))
        page = Page.started(game, seats, seed=seed, touch=touch, lang=lang)
        found.append((page, touch))
        for _ in range(40):
            acts = [a for _, a in page.elements() if a.get("data-act") and "disabled" not in a
                    and a["data-act"] not in ("home", "rules", "again", "lang", "share")]
            if not acts:
                break
            page.click(rng.choice(acts), "touch" if touch else "mouse")
            page.bots()
        found.append((page, touch))
    return found


@pytest.mark.parametrize("game", GAMES)
def test_pages_say_counts_and_hints_as_a_player_expects(game: str) -> None:
    for page, touch in pages(game, 5):
        text = page.text()
        assert not MAYBE_PLURAL.search(text), MAYBE_PLURAL.search(text)
        assert not ONE_PLURAL.search(text), ONE_PLURAL.search(text)
        assert "1 to 1" not in text and "1 à 1" not in text
        assert not re.search(r"\b(?:de|à) (?:Joueur|Robot) \d", text)
        if touch:
            assert not re.search(r" \([A-Z]\)|\((?:keys?|touches?) ", text), text
        else:
            assert not re.search(r"\b(?:tap|touchez|Touchez)\b", text), text
    home = Page()
    assert not MAYBE_PLURAL.search(home.text())
