"""Seeded random play across every screen and game (issue 17, item 7): clicks on any
element with a ``data-act``, taps, keys and screen changes; the simulated page fails on any
handler or drawing error (``Page.send`` asserts no "log" in a patch)."""

from __future__ import annotations

import random

import pytest
from page_sim import Page

from urbanistes import registry

GAMES = [entry.info.id for entry in registry.ENTRIES if entry.playable]
KEYS = ["u", "U", "c", "C", "n", "N", "r", "R", "Escape", "Enter", "ArrowLeft", "ArrowRight",
        "ArrowUp", "ArrowDown", "1", "2", "3", "4", "5", "6"]
#: Screen changes a player may make from anywhere (header buttons, links, Back, the
#: browser's Back and Forward: a route).
JUMPS = ["home", "back", "rules", "setup", "start", "again", "tick", "bot-step", "route"]


def _event(page: Page, rng: random.Random) -> dict[str, object]:
    roll = rng.random()
    if roll < 0.15:
        return {"act": "key", "key": rng.choice(KEYS), "pointer": "key"}
    if roll < 0.25:
        act = rng.choice(JUMPS)
        event: dict[str, object] = {"act": act, "game": rng.choice(GAMES)}
        if act in ("start", "again"):
            event["form"] = {"players": str(rng.randint(1, 4)), "seat0": "human"}
        if act == "route":
            kept = sorted(page.app.ui.library) or ["gone"]
            event["hash"] = rng.choice(["#/", f"#/rules/{event['game']}",
                                        f"#/setup/{event['game']}", f"#/play/{rng.choice(kept)}",
                                        f"#/replay/{rng.choice(kept)}", "#/nowhere"])
        return event
    clickable = [a for _, a in page.elements() if a.get("data-act") and "disabled" not in a]
    if not clickable:
        return {"act": "home"}
    attrs = rng.choice(clickable)
    event = {k[5:]: v for k, v in attrs.items()
             if k.startswith("data-") and k not in ("data-w", "data-preview")}
    event["pointer"] = rng.choice(["mouse", "touch", "key"])
    return event


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_random_events_never_break_a_handler(seed: int) -> None:
    rng = random.Random(seed)
    page = Page(touch=seed % 2 == 0, lang="fr" if seed % 3 == 0 else "en")
    for _ in range(1500):
        page.send(_event(page, rng))


def test_undo_after_another_games_rules_reaches_the_game_in_play() -> None:
    """The sequence that broke: a game in play, another game's rules read, Back, then U."""
    page = Page.started("cities", ("human", "normal"), seed=3)
    ui = page.app.ui
    for _ in range(30):  # play until there is a move to undo
        if ui.session is not None and ui.session.can_undo:
            break
        page.key("1")
        page.key("Enter")
        picks = [a for _, a in page.elements("marks") if a.get("data-act")]
        if picks:
            page.click(picks[0])
        page.bots()
    assert ui.session is not None and ui.session.can_undo
    page.send({"act": "rules", "game": "cardcityxl"})
    page.press("back")
    assert ui.screen == "play" and ui.game_id == "cities"
    page.key("U")
    assert "game-cities" in page.skeleton
