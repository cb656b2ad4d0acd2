"""Par (issue 18): once a solo game is over, and never before, the end screen works out
what the strong bot scores on the very same deal, a slice at a time on the page's
timer, and shows it beside the player's score; the record keeps it."""

from __future__ import annotations

import json

import pytest
from page_sim import Page

from urbanistes import par as par_module
from urbanistes import registry
from urbanistes.par import Par
from urbanistes.search import StrongBot
from urbanistes_ui import records

LIGHT = 6  # iterations per decision: the same search, quick enough for a test


@pytest.fixture
def light_strong_bot(monkeypatch):
    """The strong bot on a light budget (its strength is the benchmark's business)."""
    real = registry.make_bot

    def make(game_id: str, level: str):
        bot = real(game_id, level)
        return bot.lighter(LIGHT) if isinstance(bot, StrongBot) else bot

    monkeypatch.setattr(par_module.registry, "make_bot", make)


def solo_to_the_end(page: Page) -> None:
    """The player's moves as the easy bot would choose them, through the page."""
    session = page.app.ui.session
    easy = registry.make_bot(page.game.info.id, "easy")
    while not page.game.is_over:
        assert 'id="par"' not in page.regions["dock"], "par shown before the end"
        session.play(easy.choose(page.game, 0), confirmed=True)
        page.send({"act": "tick"})


@pytest.mark.usefixtures("light_strong_bot")
@pytest.mark.parametrize(("game_id", "options"), [
    ("sprawlopolis", {}), ("cardcityxl", {"level": "simplified"})])
def test_par_is_worked_out_after_a_solo_game_and_kept(game_id, options):
    page = Page.started(game_id, ("human",), seed=9, **options)
    solo_to_the_end(page)
    assert "the strong bot is playing this very deal" in page.text("dock")
    page.press("share")  # the page's timer works on par: the dialog stays open
    page.send({"act": "copied", "ok": True})
    page.send({"act": "tick"})
    assert 'id="dialog-text"' in page.regions["overlay"]
    assert "Copied" in page.text("overlay")  # and what it said stays said
    page.press("close-dialog")
    assert page.par() >= 1
    game = page.game
    expected = Par(game_id, dict(game.options), game.seed)
    assert expected.run()
    you = game.scores(None).totals[0]
    assert (f"Par: the strong bot scores {expected.total} on this very deal (you: {you})."
            in page.text("dock"))
    record = records.make(page.app.ui.session, "2026-11-24T10:00:00")
    assert record["par"] == expected.total
    resumed = records.resume(records.parse(json.dumps(record)))
    assert resumed.par == expected.total and not resumed.wants_par


def test_no_par_in_a_game_of_two():
    page = Page.started("cloudcity", ("easy", "easy"), seed=1)
    page.bots()
    assert page.game.is_over and "later" not in page.patch
    assert 'id="par"' not in page.regions["dock"]
