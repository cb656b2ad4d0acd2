"""Guided first games: every lesson's script is legal through the rules with its bots,
says what it says in both languages, and can be followed on the page by its callouts
alone; the learner may make no other move; a lesson is kept and resumed as one."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from page_sim import Page

from urbanistes import registry
from urbanistes.cardcityxl.cards import rotations
from urbanistes.engine import Game
from urbanistes_ui import lessons
from urbanistes_ui.games import screen as game_screen

LESSON_IDS = sorted(lessons.LESSONS)


def _until_learner(lesson: lessons.Lesson, game: Game) -> Game:
    """The game played on by its bots and draws until the learner acts again."""
    while not game.is_over and (game.is_chance or lessons.LEARNER not in game.to_act):
        if game.is_chance:
            game = game.settle()
        else:
            seat = game.to_act[0]
            game = game.apply(seat, registry.make_bot(lesson.game, lesson.seats[seat])
                              .choose(game, seat))
    return game


def _played(lesson: lessons.Lesson) -> list[tuple[Game, Game]]:
    """The lesson played through the rules: the learner's scripted actions, the bots'
    own, every draw settled; the states before and after each scripted action."""
    game, played = lesson.deal(), []
    for step in lesson.steps:
        game = _until_learner(lesson, game)
        assert not game.is_over, "the game ended before the script"
        assert game.is_legal(lessons.LEARNER, step.action), (len(played), step.action)
        played.append((game, game.apply(lessons.LEARNER, step.action)))
        game = played[-1][1]
    return played


def _script(lesson: lessons.Lesson) -> list[Game]:
    """The state after each scripted action."""
    return [after for _, after in _played(lesson)]


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_every_scripted_action_is_legal_where_it_comes(lesson_id: str) -> None:
    lesson = lessons.load(lesson_id)
    assert lesson.id == lesson_id and lesson.seats[lessons.LEARNER] == "human"
    assert lessons.LESSONS[lesson_id].game == lesson.game
    assert all(kind in ("human", "easy") for kind in lesson.seats)
    assert len(_script(lesson)) == len(lesson.steps)


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_every_word_is_there_in_both_languages(lesson_id: str) -> None:
    lesson = lessons.load(lesson_id)
    screen = game_screen(lesson.game)
    assert screen is not None
    for words in (lesson.intro, lesson.free, *(s.words for s in lesson.steps)):
        assert words["fr"].strip() and words["en"].strip() and words["fr"] != words["en"]
    for step in lesson.steps:
        assert 0 <= step.rule < len(screen.rules_help)


def test_sprawlopolis_lesson_states_the_rules_facts() -> None:
    """What the steps' words say of the deal and the cards laid is what the rules do."""
    lesson = lessons.load("sprawlopolis")
    after = _script(lesson)
    for step in lesson.steps:  # "card 18": the card the step lays
        assert f"card {step.action['card']}" in step.words["en"].lower()
        assert f"carte {step.action['card']}" in step.words["fr"]
    first = lesson.deal().settle()
    view = first.view(None)
    assert (list(view["scoring"]), view["target"]) == ([3, 6, 16], 25)
    industrial = [p for p, b in first.city.items() if b.kind == "I"]
    assert industrial, "the first card has an industrial block to cover"
    before = [first.city, *(g.city for g in after[:-1])]
    for i in range(3):  # steps 1-3 each cover the industrial block there was
        action = lesson.steps[i].action
        spots = {(action["x"] + dx, action["y"] + dy) for dx in (0, 1) for dy in (0, 1)}
        assert {p for p, b in before[i].items() if b.kind == "I"} <= spots
    totals = [g.scores(None).totals[0] for g in after]
    assert totals[-1] == 13

    def largest(game: Game, label: str) -> int:
        (points,) = [line.points for line in game.scores(None).sheets[0].lines
                     if line.label["en"] == label]
        return points

    assert largest(after[1], "Largest park group") == 3
    commute = [largest(g, "16. Morning Commute") for g in after[:2]]
    assert commute[1] - commute[0] == 2
    assert largest(after[2], "Largest residential group") == 2
    remaining = 15 - len(after[-1].placements)
    assert str(remaining) in lesson.free["en"] and str(remaining) in lesson.free["fr"]


def test_skyline_lesson_states_the_rules_facts() -> None:
    lesson = lessons.load("skyline")
    after = _script(lesson)
    first = lesson.deal().settle()
    assert first.view(0)["cards"][lessons.LEARNER] == "traverse"  # Diagon Alley
    assert first.view(0)["dice"] == 4 and first.view(0)["thrower"] == lessons.LEARNER
    for step in lesson.steps:
        action = step.action
        if action["type"] == "take":
            assert f"take the {action['die']}." in step.words["en"].lower() or (
                f"take a {action['die']}." in step.words["en"].lower())
    sheet = after[1].view(0)["sheets"][0]
    assert sheet["parkings"][3]["complete"] and sheet["bonuses"][3] == 4  # "4 for tower 4"
    depths = [len(p["floors"]) for p in sheet["parkings"]]
    assert (depths[3], depths[1], depths[0], depths[2]) == (1, 2, 3, 3)
    # Who throws rounds 2-4: who took the smallest die the round before.
    throwers = [g.view(0)["thrower"] for g in (after[2], after[4], after[6])]
    assert throwers == [lessons.LEARNER, 1, 1]
    assert [g.view(0)["taken"][1] for g in (after[4], after[6])] == [1, 3]


def test_cloudcity_lesson_states_the_rules_facts() -> None:
    lesson = lessons.load("cloudcity")
    after = _script(lesson)
    first = lesson.deal().settle()
    assert first.view(0)["needs"] == [7]  # Light buildings
    assert first.view(0)["cities"][0]["buildings"] == [[0, 0, 1], [1, 1, 1]]  # two blue

    def buildings(game: Game) -> dict[tuple[int, int], int]:
        return {(x, y): h for x, y, h in game.view(0)["cities"][0]["buildings"]}

    assert sorted(buildings(after[0]).items())[-2:] == [((3, 0), 1), ((3, 1), 3)]  # blue, tan
    votes = [g.scores(None).totals[0] for g in after]
    walkways = [g.view(0)["cities"][0]["walkways"] for g in after]
    assert walkways[1] == [[0, 0, 3, 0, 1]] and votes[1] - votes[0] == 3 + 2 * 2
    assert walkways[5][-1] == [-2, 1, 3, 1, 3] and buildings(after[5])[(1, 1)] == 1
    assert votes[5] - votes[4] == 8 + 2 * 2  # the 8-vote walkway, two light buildings
    assert walkways[6][-1] == [-2, 0, 0, 0, 1] and votes[6] - votes[5] == 2 + 2 - 2
    assert votes[-1] == 21
    rows = [g.view(0)["row"] for g in (after[2], after[7])]
    assert (rows[0][2], rows[1][1]) == (43, 5)


def test_cities_lesson_states_the_rules_facts() -> None:
    lesson = lessons.load("cities")
    after = _script(lesson)
    first = lesson.deal().settle()
    assert first.view(0)["start_player"] == 1  # the bot has the star
    assert first.view(0)["players"][0]["workers_left"] == 8
    hood = after[-1].view(0)["players"][0]["hood"]
    assert sorted(t for _, _, t, _ in hood["tiles"]) == [3, 16]
    assert after[-1].view(0)["players"][0]["cards"] == [6, 23]
    kinds = {(x, y): k for x, y, k in hood["spaces"]}
    for step in lesson.steps:
        if step.action["type"] == "place":  # each item on the kind of space the words say
            item, spot = step.action["item"], (step.action["x"], step.action["y"])
            assert kinds[spot] == {"bandstand": "park", "sailboat": "water"}.get(item, item)
    start = sorted(kinds[x, y] for x, y in ((0, 0), (1, 0), (0, 1), (1, 1)))
    assert start == ["park", "red", "water", "yellow"]  # 2 colours, a park, a water
    group = after[4].view(0)["board"][2][3]  # the group of 2 at the row's end
    assert group["hidden"] == 1 and len(group["items"]) == 1
    assert after[7].view(0)["board"][3][1]["items"] == ["yellow", "green", "red"]


def test_cardcityxl_lesson_states_the_rules_facts() -> None:
    lesson = lessons.load("cardcityxl")
    after = _script(lesson)
    first = lesson.deal().settle()
    assert first.view(0)["first"] == lessons.LEARNER
    assert sorted(first.view(0)["draft"]["pool"]) == ["C", "C", "P", "P"]  # 2 per player
    lots = after[3].view(0)["draft"]["lots"]
    assert [(lot["up"], lot["down"]) for lot in lots] == [(["C", "P"], []), (["C"], ["P"])]
    assert after[4].view(0)["hands"][0] == {"up": [], "down": ["P"]}  # lot 2, C built
    before = [b for b, _ in _played(lesson)]
    money = [b.view(0)["money"][0] for b in before]
    assert (money[5], money[6]) == (3, 5)  # income after the round's builds
    limits = [g.view(0)["cities"][0]["limit"] for g in (before[6], after[6])]
    assert (limits, after[6].view(0)["money"][0]) == ([5, 10], 0)
    cells = {(x, y): c for x, y, c, _, _ in after[-1].view(0)["cities"][0]["cells"]}
    assert cells[0, 0] == "M" and (cells[1, 0], cells[0, -1], cells[2, 0]) == ("C", "P", "R")
    assert after[7].view(0)["hands"][0]["up"] == ["P", "R"]


def test_cardcityxl_normal_lesson_states_the_rules_facts() -> None:
    lesson = lessons.load("cardcityxl-normal")
    played = _played(lesson)
    before = [b.view(0) for b, _ in played]
    after = [a.view(0) for _, a in played]
    pools = [sorted(before[i]["draft"]["pool"]) for i in (0, 5, 11)]
    assert pools == [["C", "P", "P", "R"], ["I", "I", "L", "R"], ["C", "C", "L", "P"]]
    assert before[0]["rounds"] == 8 and before[0]["draft"]["drawn"] == 4
    money = [v["money"][0] for v in before]
    assert (money[4], money[6], money[11], money[15]) == (5, 5, 2, 6)
    assert after[6]["money"][0] == 0  # the Leisure building's $5
    assert (after[7]["clouds"][0], after[8]["clouds"][0]) == (0, 1)  # same column: a cloud
    grown = {(x, y): c for x, y, c, _, _ in after[10]["cities"][0]["cells"]}
    assert grown[-2, 0] == grown[-1, 0] == "R" and grown[-1, -1] == "L" and grown[0, 0] == "M"
    assert after[9]["growth"] == [{"card": "R", "cells": [[-1, 0]]}]

    def line(game: Game, label: str) -> int:
        return sum(x.points for x in game.scores(None).sheets[0].lines if x.label["en"] == label)

    assert line(played[9][1], "Pollution clouds") == -2
    assert line(played[15][0], "Empty spots by a Park") == 0
    assert line(played[15][1], "Empty spots by a Park") > 0


def test_cardcityxl_advanced_lesson_states_the_rules_facts() -> None:
    lesson = lessons.load("cardcityxl-advanced")
    played = _played(lesson)
    before = [b.view(0) for b, _ in played]
    assert before[0]["rounds"] == 8 and len(before[0]["draft"]["pool"]) == 6
    offered = before[5]["draft"]["lots"]  # before the offer: the bribe on lot 1
    assert (offered[0]["money"], before[5]["money"]) == (1, [2, 3])
    assert before[6]["hands"][0] == {"up": ["C"], "down": ["B08", "P"]}  # lot 2 is ours
    assert before[6]["money"] == [2, 4]  # the bot took lot 1 and its dollar
    assert len(rotations("B08")) == 4  # a quarter at a time
    (income, _) = before[9]["income"]
    assert (income["salary"], income["shops"], income["total"]) == (1, [1], 7)
    assert sorted(paid for _, paid in income["parkings"]) == [2, 3]
    assert before[9]["money"][0] == 9
    lines = {x.label["en"]: x.points for x in played[9][1].scores(None).sheets[0].lines}
    assert lines["Empty spots by a Park ($5)"] > 0


def _cells(game: Game) -> dict[tuple[int, int], str]:
    return {(x, y): c for x, y, c, _, _ in game.view(0)["cities"][0]["cells"]}


def test_cardcityxl_variant_lessons_state_the_rules_facts() -> None:
    lesson = lessons.load("cardcityxl-architect")
    played = _played(lesson)
    assert _cells(played[4][1])[1, 0] == "A"  # the Architect laid as a building
    cells = _cells(_until_learner(lesson, played[-1][1]))
    assert "A" not in cells.values() and cells[2, 0] == "C"  # it left: twin cities
    assert all((2 + dx, dy) not in cells for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)))
    first = lessons.load("cardcityxl-unique").deal().settle()
    halls = sorted((x, y) for x, y, _, _, _ in first.view(0)["cities"][0]["cells"])
    assert halls == [(2, 0), (7, 0)]  # one 5x10 city, the learner's part on the left
    lesson = lessons.load("cardcityxl-ecology")
    played = _played(lesson)
    view = played[0][0].view(0)
    assert {k: view["percentages"][k] for k in ("C", "X", "K", "R", "P", "I4")} == {
        "C": 1, "X": 5, "K": -5, "R": 0, "P": 0, "I4": 5}
    assert played[5][0].view(0)["hands"][0]["down"] == ["I4"]  # the lot's hidden card
    end = _until_learner(lesson, played[5][1])  # the round scored
    lines = {x.label["en"]: x.points for x in end.scores(None).sheets[0].lines}
    assert lines["Pollution (Ecological City)"] == -5


def test_cardcityxl_crisis_and_suburb_lessons_state_the_rules_facts() -> None:
    played = _played(lessons.load("cardcityxl-crisis"))
    round2 = played[6][0].view(0)
    assert round2["draft"]["lots"][0]["up"] == ["L", "L"] and round2["money"] == [4, 4]
    assert played[13][0].view(0)["hands"][0]["down"] == ["L"]  # lot 2's hidden card
    assert (played[13][0].view(0)["money"][0], played[13][1].view(0)["money"][0]) == (6, 1)
    assert played[13][1].view(0)["leisure_cost"][0] == 10  # the next one
    lesson = lessons.load("cardcityxl-suburb")
    first = lesson.deal().settle()
    ring = [c for _, _, c, _, owner in first.view(0)["cities"][0]["cells"] if owner < 0]
    assert sorted(ring) == ["C"] * 8 + ["P"] * 8 + ["R"] * 8
    spots = {(a["x"], a["y"]) for a in first.legal_actions(0)}
    assert spots == {(1, 1), (3, 1), (1, 3), (3, 3)}  # (1, 3): the lower left
    keep = _played(lesson)[1][0].view(0)["draft"]
    assert (len(keep["pool"]), keep["drawn"]) == (3, 3)


# -- on the page ---------------------------------------------------------------------------
_ATTR = re.compile(r'\[([\w-]+)="([^"]*)"\]')


def _callout(page: Page) -> tuple[str, str | None]:
    """The callout's words and the selector it stands by."""
    found = re.search(r'<aside class="guide"( data-anchor="([^"]*)")?', page.regions["guide"])
    assert found, page.regions.get("guide")
    anchor = found[2].replace("&quot;", '"') if found[2] else None
    return page.text("guide"), anchor


def _anchored(page: Page, selector: str) -> dict[str, str]:
    """The element of the page the callout's selector names: the first, as the page's
    ``querySelector`` finds it (two dice of one value are two buttons alike)."""
    wanted = _ATTR.findall(selector)
    found = [a for _, a in page.elements() if all(a.get(k) == v for k, v in wanted)]
    assert found, selector
    return found[0]


def _learn(lesson_id: str, **kwargs: Any) -> Page:
    """A page where "Learn" started the lesson: on the home page, or on the game's
    new-game form with the choices the lesson teaches."""
    page = Page(**kwargs)
    listing = lessons.LESSONS[lesson_id]
    if listing.offered:
        page.press("setup", game=listing.game)
        for name, value in listing.offered.items():
            page.send({"act": "field", "name": name, "value": value})
    page.press("learn", lesson=lesson_id)
    assert page.app.ui.screen == "play" and page.app.ui.session is not None
    return page


@pytest.mark.parametrize("touch", [False, True])
@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_following_the_callouts_plays_the_script_then_frees_the_player(
        lesson_id: str, touch: bool) -> None:
    lesson = lessons.load(lesson_id)
    page = _learn(lesson_id, touch=touch)
    clicks = 0
    while lessons.done(page.game) < len(lesson.steps) or page.app.ui.session.waiting:
        words, anchor = _callout(page)
        assert anchor is not None, words
        page.click(_anchored(page, anchor), pointer="touch" if touch else "mouse")
        page.bots()
        clicks += 1
        assert clicks < 6 * len(lesson.steps), "the callouts lead nowhere"
    assert [m.action for m in page.game.history if m.seat == lessons.LEARNER] == [
        s.action for s in lesson.steps]
    words, anchor = _callout(page)
    assert anchor is None and words == lesson.free["en"]
    assert page.app.ui.session.can_hint  # free play: a hint may be asked for again


def test_a_callout_names_its_step_and_rule_in_the_page_language() -> None:
    page = _learn("sprawlopolis", lang="fr")
    words, anchor = _callout(page)
    assert words.startswith("Étape 1 sur 4.") and "Bienvenue" in words
    assert "La règle : Poser une carte" in words
    assert anchor == '.dock [data-act="pick"][data-card="18"]'


def test_another_move_is_refused_and_changes_nothing() -> None:
    page = _learn("sprawlopolis")
    page.press("pick", card="4")  # picking another card is free: nothing is played
    assert "card 18" in _callout(page)[0]
    before = page.game.to_save()
    spot = page.targets("marks", "place")[0]
    page.click(spot)
    page.click(spot)  # a second tap places, on a touch screen too
    assert page.game.to_save() == before and not page.app.ui.session.waiting
    assert "make the move shown" in page.text("status")


def _first_card_kept() -> tuple[Page, str]:
    """A Sprawlopolis lesson whose first card is laid by hand and confirmed, and the
    storage key of its record."""
    page = _learn("sprawlopolis")
    page.press("pick", card="18")
    page.press("rotate")
    spot = _anchored(page, _callout(page)[1] or "")
    page.click(spot)
    page.click(spot)
    page.press("confirm")
    (key,) = [k for k in page.storage if k.startswith("game.")]
    return page, key


def test_a_lesson_is_kept_and_resumed_where_it_was() -> None:
    page, key = _first_card_kept()
    assert json.loads(page.storage[key])["lesson"] == "sprawlopolis"
    again = Page(storage=page.storage)
    assert "guided game" in again.text()
    again.press("resume")
    assert again.app.ui.session.lesson == "sprawlopolis"
    words, anchor = _callout(again)
    assert words.startswith("Step 2 of 4.") and anchor == _callout(page)[1]


def test_a_save_naming_an_unknown_lesson_is_refused_and_others_stay() -> None:
    page, key = _first_card_kept()
    record = json.loads(page.storage[key])
    storage = {key: page.storage[key],
               "game.bad": json.dumps(dict(record, id="bad", lesson="chess")),
               "game.odd": json.dumps(dict(record, id="odd", lesson=["sprawlopolis"])),
               "game.other": json.dumps(dict(record, id="other", lesson="skyline"))}
    again = Page(storage=storage)
    for bad, named in (("bad", "'chess'"), ("odd", "['sprawlopolis']"), ("other", "'skyline'")):
        again.press("resume", id=bad)
        assert again.app.ui.screen != "play" and f"unknown lesson: {named}" in again.text()
    again.press("resume", id=record["id"])
    assert again.app.ui.session.lesson == "sprawlopolis"


def test_learn_is_offered_where_a_lesson_exists() -> None:
    page = Page()
    offered = {a["data-lesson"] for a in page.targets(None, "learn")}
    assert offered == {"sprawlopolis", "skyline", "cloudcity", "cities", "cardcityxl"}
    page.press("rules", game="sprawlopolis")
    assert page.targets(None, "learn")
    page = Page()
    page.press("setup", game="cardcityxl")
    assert not page.targets(None, "learn")  # the simplified level: the home card's lesson
    page.send({"act": "field", "name": "level", "value": "normal"})
    (button,) = page.targets(None, "learn")
    assert button["data-lesson"] == "cardcityxl-normal"
    page.click(button)
    assert page.app.ui.session is not None and page.game.players == 1
    assert _callout(page)[0].startswith("Step 1 of 16.")
