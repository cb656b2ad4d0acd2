""""Suggest a move" (issue 18): the strong bot searches the viewer's move in slices on the
page's timer, shows it without playing it, plays it on "Play it" (the same move the
strong bot would choose), forgets it on "Cancel"; the record counts the hints; the daily
challenge has none."""

from __future__ import annotations

import json

import pytest
from page_sim import Page

from urbanistes import registry
from urbanistes.engine import SaveError
from urbanistes_ui import records


def asked(page: Page) -> int:
    """Ask for a suggestion and let the page's timer finish the search; the number of
    timer calls it took (each a slice the page could paint between)."""
    page.press("hint")
    slices = 0
    while "later" in page.patch:
        assert page.patch["later"] == 0  # thinking goes on at once, a slice at a time
        page.send({"act": "tick"})
        slices += 1
    return slices


@pytest.mark.parametrize("game_id", ["cloudcity", "skyline", "sprawlopolis"])
def test_a_suggestion_is_shown_not_played_then_played_as_the_strong_bot_would(game_id):
    page = Page.started(game_id, ("human", "normal"), seed=4)
    page.bots()
    before = page.game
    seat = page.app.ui.session.viewer
    asked(page)
    assert page.game is before, "a suggestion is not played"
    assert page.text("status").startswith("The strong bot suggests: ")
    assert page.targets("marks", "spot") == [] and not page.regions["marks"]
    assert [b["data-act"] for b in page.targets("dock", "hint-play")] == ["hint-play"]
    page.press("hint-cancel")
    assert page.game is before and page.app.ui.session.suggestion is None
    asked(page)
    page.press("hint-play")
    expected = registry.make_bot(game_id, "strong").choose(before, seat)
    session = page.app.ui.session
    played = session.held if session.held is not None else session.game.history[
        len(before.history)].action
    assert played == expected
    assert session.hints == 2


def test_the_record_counts_the_hints_and_refuses_a_tampered_count():
    page = Page.started("cloudcity", ("human", "normal"), seed=2)
    asked(page)
    page.press("hint-play")
    page.bots()
    record = records.make(page.app.ui.session, "2026-11-24T10:00:00")
    assert record["hints"] == 1
    assert records.resume(records.parse(json.dumps(record))).hints == 1
    for bad in (-1, "2", 1.5):
        with pytest.raises(SaveError):
            records.resume(records.parse(json.dumps({**record, "hints": bad})))


def test_the_daily_challenge_offers_no_suggestion():
    page = Page()
    page.press("daily", game="sprawlopolis")
    assert page.targets("dock", "hint") == []
    page.send({"act": "hint"})
    assert page.app.ui.session.hint is None
