"""The rules pages: a picture, Play and Back before the text, numbered steps as lists."""

from __future__ import annotations

import pytest
from page_sim import Page

from urbanistes import registry
from urbanistes_ui.screens import steps

GAMES = [e.info.id for e in registry.ENTRIES if e.playable]
#: Games whose help has a paragraph of numbered steps, and how many.
STEPS = {"cloudcity": 4, "cities": 4}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", GAMES)
def test_a_rules_page_starts_with_its_picture_play_and_back(game, lang):
    page = Page(lang=lang)
    page.send({"act": "rules", "game": game})
    tags = page.elements()
    first_heading = next(i for i, (tag, _) in enumerate(tags) if tag == "h2")
    before = tags[:first_heading]
    assert any(tag == "img" and a["src"] == f"static/build/pictures/{game}.svg" and a["alt"]
               for tag, a in before)
    acts = [a.get("data-act") for tag, a in before if tag == "button"]
    assert "back" in acts
    assert {"data-act": "setup", "data-game": game} in [
        {k: a[k] for k in ("data-act", "data-game") if k in a} for _, a in before]
    assert [a.get("data-act") for tag, a in tags if tag == "button"].count("back") == 2
    lists = [i for i, (tag, a) in enumerate(tags) if tag == "ol" and a.get("class") == "steps"]
    assert len(lists) == (1 if game in STEPS else 0)
    if lists:
        assert sum(1 for tag, _ in tags[lists[0]:] if tag == "li") >= STEPS[game]
    body = page.html
    for paragraph in body.split("<p>")[1:]:  # no run of steps left in running text
        assert steps(paragraph.split("</p>")[0])[1] == []


def test_play_opens_the_set_up_and_back_returns():
    page = Page()
    page.send({"act": "rules", "game": "cloudcity"})
    page.press("setup", game="cloudcity")
    assert page.app.ui.screen == "setup" and page.app.ui.game_id == "cloudcity"
    page.press("rules", game="cloudcity")
    page.press("back")
    assert page.app.ui.screen == "setup"


def test_steps_are_a_run_from_one():
    assert steps("Do this: 1) go; 2) stop.") == ("Do this:", ["go", "stop."])
    assert steps("1. Lay a tile. 2. Build. 3. Draw.") == ("", ["Lay a tile.", "Build.",
                                                                "Draw."])
    assert steps("Towers 1, 3, 5) rise; 5 (6) rows. 2. late") == (
        "Towers 1, 3, 5) rise; 5 (6) rows. 2. late", [])
    assert steps("Only 1. one step") == ("Only 1. one step", [])
