"""Guided first games played in headless Chromium by following their callouts alone: by
clicks at 1280x800 (the callout beside what it names), by taps on a phone (the callout
above the board, what it names ringed); axe-core on a callout; resumed after a reload."""

from __future__ import annotations

from typing import Any

from urbanistes_ui import lessons

from .play import assert_accessible

CALLOUT = ".guide"


def follow(page: Any, *, tap: bool = False) -> str:
    """Click (or tap) what the callout names; returns the callout's words."""
    guide = page.locator(CALLOUT)
    guide.wait_for()
    words = guide.inner_text()
    anchor = guide.get_attribute("data-anchor")
    assert anchor, f"the callout names nothing to click: {words!r}"
    target = page.locator(anchor)
    assert target.count() == 1, anchor
    page.wait_for_function(  # the bridge rings what the callout names
        "s => document.querySelector(s)?.classList.contains('guided')", arg=anchor)
    if tap:
        target.tap()
    else:
        target.click()
    return words


def beside(page: Any, anchor: str) -> bool:
    """The callout stands just left of, above or below what it names, hiding none of
    it."""
    box = page.locator(CALLOUT).bounding_box()
    at = page.locator(anchor).bounding_box()
    assert box and at
    below = 0 <= box["y"] - (at["y"] + at["height"]) <= 20
    above = 0 <= at["y"] - (box["y"] + box["height"]) <= 20
    left = 0 <= at["x"] - (box["x"] + box["width"]) <= 20
    across = box["x"] < at["x"] + at["width"] and at["x"] < box["x"] + box["width"]
    level = box["y"] < at["y"] + at["height"] and at["y"] < box["y"] + box["height"]
    return ((below or above) and across) or (left and level)


def play_the_script(page: Any, *, tap: bool, open_again: Any = None) -> None:
    """Follow the callouts through the Sprawlopolis lesson; after its second step,
    ``open_again`` reloads the page and resumes the lesson from the home page."""
    lesson = lessons.load("sprawlopolis")
    laid = 0
    while laid < len(lesson.steps):
        words = page.locator(CALLOUT).inner_text()
        if f"Step {laid + 1} of {len(lesson.steps)}." not in words:
            assert "Confirm the turn" in words, words
        else:
            assert f"card {lesson.steps[laid].action['card']}" in words.lower()
        anchor = page.locator(CALLOUT).get_attribute("data-anchor") or ""
        if not tap:
            assert beside(page, anchor), anchor
        if follow(page, tap=tap).startswith("Happy with the move?"):
            laid += 1
            page.wait_for_function(f"document.querySelectorAll('.board .layer svg .card')"
                                   f".length === {laid + 1}")
            if laid == 2 and open_again is not None:
                open_again()
    page.wait_for_selector(f"{CALLOUT}:not([data-anchor])")
    assert "finish the city yourself" in page.locator(CALLOUT).inner_text()


def test_lesson_by_clicks_beside_its_callouts_and_resumed_after_a_reload(
        page, base_url, open_app):
    open_app(page, base_url)
    page.click('[data-act="learn"][data-lesson="sprawlopolis"]')
    page.wait_for_selector(CALLOUT)
    assert_accessible(page, "a lesson's callout")
    page.locator(".guide-rule summary").click()  # the rule, one click away
    assert "A card covers 2x2 blocks" in page.locator(".guide-rule").inner_text()

    def reload() -> None:
        open_app(page, base_url)
        page.click('.saved [data-act="resume"]')
        page.wait_for_selector(CALLOUT)
        assert "Step 3 of 4." in page.locator(CALLOUT).inner_text()

    play_the_script(page, tap=False, open_again=reload)
    page.click(".board")
    page.click("body", position={"x": 5, "y": 790})
    assert page.locator(CALLOUT).count() == 1  # clicks beside the controls change nothing


def test_lesson_by_taps_on_a_phone(phone_page, base_url, open_app):
    page = phone_page
    open_app(page, base_url)
    page.locator('[data-act="learn"][data-lesson="sprawlopolis"]').tap()
    page.wait_for_selector(CALLOUT)
    play_the_script(page, tap=True)
