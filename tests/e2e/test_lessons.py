"""Guided first games played in headless Chromium by following their callouts alone: by
clicks at 1280x800 (the callout beside what it names), by taps on a phone (the callout
above the board, what it names ringed); axe-core on a callout; resumed after a reload."""

from __future__ import annotations

import re
from typing import Any

import pytest

from urbanistes_ui import lessons

from .play import assert_accessible, press, stored_game, wait

CALLOUT = ".guide"


def start(page: Any, lesson_id: str, *, tap: bool = False) -> None:
    """"Learn" on the home page, or on the new-game form once the choices the lesson
    teaches are made."""
    listing = lessons.LESSONS[lesson_id]
    if listing.offered:
        press(page.locator(f'[data-act="setup"][data-game="{listing.game}"]'), tap=tap)
        for name, value in listing.offered.items():
            page.select_option(f'select[name="{name}"]', value)
    press(page.locator(f'[data-act="learn"][data-lesson="{lesson_id}"]'), tap=tap)
    wait(page, CALLOUT)


def follow(page: Any, anchor: str, *, tap: bool = False) -> None:
    """Click (or tap) what the callout names, once the page's bridge has ringed it."""
    page.wait_for_function(
        "s => document.querySelector(s)?.classList.contains('guided')", arg=anchor)
    press(page.locator(anchor).first, tap=tap)


def beside(page: Any, anchor: str) -> bool:
    """The callout stands just left of, above or below what it names, hiding none of
    it."""
    box = page.locator(CALLOUT).bounding_box()
    at = page.locator(anchor).first.bounding_box()
    assert box and at
    below = 0 <= box["y"] - (at["y"] + at["height"]) <= 20
    above = 0 <= at["y"] - (box["y"] + box["height"]) <= 20
    left = 0 <= at["x"] - (box["x"] + box["width"]) <= 20
    across = box["x"] < at["x"] + at["width"] and at["x"] < box["x"] + box["width"]
    level = box["y"] < at["y"] + at["height"] and at["y"] < box["y"] + box["height"]
    return ((below or above) and across) or (left and level)


def play_the_script(page: Any, lesson: lessons.Lesson, *, tap: bool,
                    open_again: Any = None) -> None:
    """Follow the callouts to the end of the lesson's script (the bots play between);
    at step 3, ``open_again`` reloads the page and resumes the lesson."""
    steps = len(lesson.steps)
    clicks = 0
    while True:
        guide = page.locator(CALLOUT)
        guide.wait_for()
        anchor = guide.get_attribute("data-anchor")
        if anchor is None:
            break
        words = guide.inner_text()
        step = re.match(r"Step (\d+) of (\d+)\.", words)
        assert step or words.startswith("Happy with the move?"), words
        if step:
            assert int(step[2]) == steps
        if step and int(step[1]) == 3 and open_again is not None:
            open_again()
            open_again = None
            continue
        if not tap:
            assert beside(page, anchor), (anchor, words)
        follow(page, anchor, tap=tap)
        clicks += 1
        assert clicks < 6 * steps, "the callouts lead nowhere"
    assert page.locator(CALLOUT).inner_text() == lesson.free["en"]
    assert [m.action for m in stored_game(page).history if m.seat == lessons.LEARNER] == [
        s.action for s in lesson.steps]


@pytest.mark.parametrize("lesson_id", sorted(lessons.LESSONS))
def test_lesson_by_clicks_beside_its_callouts_and_resumed_after_a_reload(
        page, base_url, open_app, lesson_id):
    lesson = lessons.load(lesson_id)
    open_app(page, base_url)
    start(page, lesson_id)
    assert_accessible(page, "a lesson's callout")
    page.locator(".guide-rule summary").click()  # the rule, one click away
    assert page.locator(".guide-rule p").first.is_visible()

    def reload() -> None:
        open_app(page, base_url)
        page.click('.saved [data-act="resume"]')
        wait(page, CALLOUT)
        assert page.locator(CALLOUT).inner_text().startswith("Step 3 of")

    play_the_script(page, lesson, tap=False, open_again=reload)
    page.click(".board")
    page.click("body", position={"x": 5, "y": 790})
    assert page.locator(CALLOUT).count() == 1  # clicks beside the controls change nothing


#: Lessons tapped through on a phone: each game's first one and Card City XL's normal
#: level (its rounds of three cards). The variants' lessons use the same screens as their
#: level's; every lesson is also followed by double taps on the simulated page
#: (``tests/unit/test_lessons.py``) and by clicks here.
BY_TAPS = sorted({lessons.of_game(listing.game) for listing in lessons.LESSONS.values()}
                 | {"cardcityxl-normal"})


@pytest.mark.parametrize("lesson_id", BY_TAPS)
def test_lesson_by_taps_on_a_phone(phone_page, base_url, open_app, lesson_id):
    page = phone_page
    open_app(page, base_url)
    start(page, lesson_id, tap=True)
    play_the_script(page, lessons.load(lesson_id), tap=True)
