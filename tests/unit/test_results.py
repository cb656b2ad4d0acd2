"""Issue 21: finished games remembered on the device (``results``), their statistics,
"Your games", the daily challenges counted once a day, and export/import."""

from __future__ import annotations

import copy
import json

import pytest
from page_sim import NOW, Page
from test_ui_par import light_strong_bot, solo_to_the_end

from urbanistes import registry
from urbanistes.engine import SaveError, ScoreLine, Scores, ScoreSheet, text
from urbanistes_ui import results, sharing, stats, transfer

__all__ = ["light_strong_bot"]  # the fixture, used by name

pytestmark = pytest.mark.usefixtures("light_strong_bot")


def finished_solo(page: Page | None = None, *, act: str = "daily") -> Page:
    """A Sprawlopolis daily challenge (or any started solo game) played to the end."""
    if page is None:
        page = Page()
        page.press(act, game="sprawlopolis")
    solo_to_the_end(page)
    page.par()
    return page


def stored_results(page: Page) -> dict[str, dict]:
    return {k.removeprefix("result."): json.loads(v) for k, v in page.storage.items()
            if k.startswith("result.")}


@pytest.fixture(scope="module")
def bots_game() -> Page:
    """A finished Cloud City game between two bots: a result that is nobody's."""
    page = Page.started("cloudcity", ("easy", "normal"), seed=4)
    page.bots()
    assert page.game.is_over
    return page


# -- the result of a finished game ---------------------------------------------------------
def test_a_finished_game_leaves_one_result_that_says_how_it_went():
    page = finished_solo()
    session = page.app.ui.session
    (result,) = stored_results(page).values()
    scores = page.game.scores(None)
    assert result["id"] == session.id and result["game"] == "sprawlopolis"
    assert result["date"] == NOW and result["seats"] == ["human"] and result["you"] == 0
    assert result["totals"] == list(scores.totals)
    assert result["winners"] == list(scores.winners)
    assert result["places"] == [1]
    assert result["daily"] == "2026-11-21" and result["counted"] is True
    assert result["par"] == session.par is not None  # made again once par came
    assert result["seed"] == sharing.daily_seed("sprawlopolis", "2026-11-21")
    assert result["options"] == {k: v for k, v in page.game.options.items() if k != "players"}
    assert results.check(json.loads(json.dumps(result))) == result


def test_a_game_in_progress_or_a_lesson_leaves_no_result():
    page = Page()
    page.press("daily", game="sprawlopolis")
    page.app.ui.session.play(page.app.ui.session.game.legal_actions(0)[0], confirmed=True)
    page.send({"act": "tick"})
    assert any(k.startswith("game.") for k in page.storage)
    assert not stored_results(page)
    lesson = Page()
    lesson.press("learn", lesson="sprawlopolis")
    solo_to_the_end(lesson)
    assert lesson.game.is_over and not stored_results(lesson)


def places(totals: list[int], winners: tuple[int, ...]) -> list[int]:
    """The places a result keeps for seats with these totals and winners."""
    sheets = tuple(ScoreSheet(seat, (ScoreLine("points", text("Points", "Points"), total),))
                   for seat, total in enumerate(totals))
    return results.standings(Scores(sheets, winners, text("", "")), len(totals))[1]


def test_places_put_the_winners_first_then_the_totals_with_ties_shared():
    assert places([10, 30, 20], (1,)) == [3, 1, 2]
    assert places([30, 30, 20], (1,)) == [2, 1, 3]  # a tie broken by the rules
    assert places([30, 30, 20], (0, 1)) == [1, 1, 3]
    assert places([5, 5], ()) == [1, 1]


def test_a_co_operative_game_of_two_gives_each_seat_the_teams_total_and_place():
    page = Page.started("sprawlopolis", ("human", "easy"), seed=3)
    easy = registry.make_bot("sprawlopolis", "easy")
    session = page.app.ui.session
    while not page.game.is_over:
        if 0 in page.game.to_act:
            session.play(easy.choose(page.game, 0), confirmed=True)
        page.send({"act": "tick"})
    (result,) = stored_results(page).values()
    team = page.game.scores(None).totals[0]
    assert result["totals"] == [team, team] and result["places"] == [1, 1]
    assert results.check(result) == result  # a team's one sheet once refused this


def test_bots_only_results_are_kept_and_nobodys(bots_game):
    (result,) = stored_results(bots_game).values()
    assert result["you"] is None and result["counted"]
    assert sorted(result["places"]) in ([1, 2], [1, 1])
    assert stats.by_game([result]) == {}


# -- refusals --------------------------------------------------------------------------------
CORRUPTIONS = {
    "format": ("format", "urbanistes-record"), "version": ("version", 2),
    "game": ("game", "chess"), "seats": ("seats", ["human", "alien"]),
    "id": ("id", ""), "date": ("date", "yesterday"), "options": ("options", []),
    "seed": ("seed", "12"), "totals": ("totals", [1]), "places": ("places", [0, 1]),
    "winners": ("winners", [5]), "you": ("you", 7), "hints": ("hints", -1),
    "par": ("par", 1.5), "daily": ("daily", "2026-13-45"), "counted": ("counted", 1),
    "day": ("date", "2026-02-30T10:00:00"),
    "facts": ("facts", None),
}


@pytest.mark.parametrize("name", sorted(CORRUPTIONS))
def test_each_kind_of_corruption_is_refused_with_a_reason(bots_game, name):
    (good,) = stored_results(bots_game).values()
    field, value = CORRUPTIONS[name]
    bad = dict(good, **{field: value})
    with pytest.raises(SaveError) as refused:
        results.check(bad)
    assert refused.value.reason["en"].startswith("Result refused: ")
    assert refused.value.reason["fr"] != refused.value.reason["en"]


def test_a_damaged_result_is_explained_and_loses_no_save_nor_other_result(bots_game):
    storage = dict(bots_game.storage)
    (key,) = [k for k in storage if k.startswith("result.")]  # the storage key
    storage["result.broken"] = "{not json"
    storage["result.moved"] = storage[key]  # a result stored under another's name
    page = Page(storage=storage)
    assert set(page.app.ui.results) == {key.removeprefix("result.")}
    assert set(page.app.ui.broken_results) == {"broken", "moved"}
    assert page.app.ui.library  # the kept game is still there
    page.press("yours")
    text = page.text()
    assert "invalid JSON" in text and "stored under another name" in text
    assert storage["result.broken"] == page.storage["result.broken"]  # nothing removed


# -- "Your games" ----------------------------------------------------------------------------
def result(game: str = "cloudcity", *, day: str = "2026-11-01", seats=("human", "normal"),
           totals=(10, 5), winners=(0,), counted: bool = True, daily: str | None = None,
           n: int = 0) -> dict:
    return {"format": results.RESULT_FORMAT, "version": results.RESULT_VERSION,
            "id": f"{game}-{day}-{n}", "date": f"{day}T10:00:0{n % 10}", "game": game,
            "options": {}, "seed": n, "seats": list(seats), "totals": list(totals),
            "places": places(list(totals), tuple(winners)), "winners": list(winners),
            "you": 0, "hints": 0, "par": None, "daily": daily, "counted": counted, "facts": {}}


def test_statistics_count_wins_per_level_modes_and_streaks():
    found = [result(day="2026-11-01", n=1), result(day="2026-11-02", totals=(3, 9), winners=(1,)),
             result(day="2026-11-03", seats=("human", "strong"), n=3),
             result(day="2026-11-04", seats=("human", "strong", "easy"), totals=(8, 1, 2), n=4),
             result(day="2026-11-05", seats=("human", "normal"), totals=(7, 9), winners=(1,),
                    counted=False, n=5)]  # a replay: listed, not counted
    s = stats.of_game(found)
    assert (s.total.played, s.total.wins, s.total.best) == (4, 3, 10)
    assert s.total.average == pytest.approx((10 + 3 + 10 + 8) / 4)
    assert {n: (m.played, m.wins) for n, m in s.modes.items()} == {2: (3, 2), 3: (1, 1)}
    assert {k: (v.played, v.wins) for k, v in s.levels.items()} == {
        "normal": (2, 1), "strong": (2, 2), "easy": (1, 1)}
    assert s.places["normal"] == [1, 2] and s.places["strong"] == [1, 1]
    assert (s.streak, s.best_streak) == (2, 2)
    assert stats.streaks([True, True, True, False, True]) == (1, 3)


def test_day_streaks_run_over_days_in_a_row_and_end_after_a_missed_day():
    days = ["2026-10-30", "2026-10-31", "2026-11-01", "2026-11-05", "2026-11-06"]
    assert stats.day_streaks(days, "2026-11-07") == (2, 3)
    assert stats.day_streaks(days, "2026-11-06") == (2, 3)
    assert stats.day_streaks(days, "2026-11-08") == (0, 3)
    assert stats.day_streaks([], "2026-11-08") == (0, 0)


def test_your_games_shows_a_finished_game_counted_with_its_charts_and_replay():
    page = finished_solo()
    record_id = page.app.ui.session.id
    page.press("yours", region="dock")  # from the end screen
    assert page.patch["url"].endswith("#/games")
    glance = page.text()
    assert "At a glance" in glance
    section = [a for _, a in page.elements() if a.get("data-game") == "sprawlopolis"
               and a.get("class") == "yours-game"]
    assert section
    won = bool(page.game.scores(None).winners)
    assert f"Games: 1 · won: {int(won)} · current streak: {int(won)}" in glance
    assert page.html.count('<svg') >= 1 and "your scores, game after game" in glance
    assert "2026-11-21" in glance  # the dailies' calendar and the latest list
    assert page.targets(None, "watch") == [{"type": "button", "data-act": "watch",
                                            "data-id": record_id}]
    # Deleting the kept game (from home) keeps its result, without the replay.
    page.press("home")
    page.press("delete", id=record_id)
    page.press("delete-yes", id=record_id)
    page.press("yours")
    assert not page.targets(None, "watch") and "Sprawlopolis" in page.text()
    assert "result." + record_id in page.storage


def test_your_games_in_french_and_empty():
    page = Page(lang="fr")
    page.press("yours")
    assert "Aucune partie terminée" in page.text()


# -- the daily challenge ---------------------------------------------------------------------
def test_the_daily_is_marked_taken_up_again_and_a_replay_is_marked_and_not_counted():
    page = Page()
    page.press("daily", game="sprawlopolis")
    first = page.app.ui.session
    assert "Daily challenge of 2026-11-21" in page.text()
    first.play(first.game.legal_actions(0)[0], confirmed=True)
    page.send({"act": "tick"})
    page.press("home")
    page.press("daily", game="sprawlopolis")  # in progress: taken up, not dealt again
    assert page.app.ui.session.id == first.id
    finished_solo(page)
    assert "(replay" not in page.text()
    page.press("daily-share")
    shared = page.text("overlay")
    assert "Take it on: http://x/#/daily/sprawlopolis/2026-11-21" in shared
    page.press("close-dialog")
    page.press("home")
    page.press("daily", game="sprawlopolis")  # finished: a replay of the same deal
    again = page.app.ui.session
    assert again.id != first.id and again.game.seed == first.game.seed
    assert "Daily challenge of 2026-11-21 (replay, not counted)" in page.text()
    finished_solo(page)
    kept = stored_results(page)
    assert kept[first.id]["counted"] and not kept[again.id]["counted"]
    assert stats.dailies(kept.values(), "sprawlopolis") == {"2026-11-21": kept[first.id]}


def test_a_challenge_link_opens_that_days_deal_and_a_future_day_does_not():
    page = Page(hash="#/daily/sprawlopolis/2026-11-19")
    session = page.app.ui.session
    assert page.app.ui.screen == "play" and session.daily == "2026-11-19"
    assert session.game.seed == sharing.daily_seed("sprawlopolis", "2026-11-19")
    for bad in ("#/daily/sprawlopolis/2026-11-22", "#/daily/sprawlopolis/2026-02-30",
                "#/daily/cities/2026-11-19", "#/daily/chess/2026-11-19", "#/daily/"):
        page = Page(hash=bad)
        assert page.app.ui.screen == "home" and page.app.ui.session is None, bad


# -- export and import -----------------------------------------------------------------------
def test_export_then_import_into_a_fresh_device_restores_everything_once():
    page = finished_solo()
    page.press("home")
    page.press("setup", game="cloudcity")
    page.send({"act": "start", "form": {"players": "2", "seat0": "human", "seat1": "easy",
                                        "seed": "3"}})
    page.app.ui.session.play(page.game.legal_actions(0)[0], confirmed=True)
    page.bots()
    page.press("home")
    page.press("yours")
    page.press("export")
    download = page.patch["download"]
    assert download["name"] == "urbanistes-2026-11-21.json"
    fresh = Page()
    fresh.press("yours")
    fresh.send({"act": "import", "text": download["text"]})
    assert "Imported: 2 new or newer games and 1 results; 0 refused." in fresh.text()
    assert {k: v for k, v in fresh.storage.items() if "." in k and k.split(".")[0]
            in ("game", "result")} == {k: v for k, v in page.storage.items()
                                        if k.split(".")[0] in ("game", "result")}
    assert fresh.app.ui.library == page.app.ui.library
    fresh.send({"act": "import", "text": download["text"]})  # duplicates merge
    assert "Imported: 0 new or newer games and 0 results; 0 refused." in fresh.text()


def test_an_import_refuses_bad_entries_one_by_one_and_a_bad_file_whole(bots_game):
    exported = json.loads(transfer.export(bots_game.app.ui.library, bots_game.app.ui.results,
                                          NOW))
    (record,) = exported["games"]
    tampered = copy.deepcopy(record)
    tampered["id"] = "other"
    tampered["save"]["moves"][3] = {"nonsense": 1}  # replayed on import: refused
    broken_result = dict(exported["results"][0], id="other", totals="lots")
    exported["games"].append(tampered)
    exported["results"].append(broken_result)
    page = Page()
    page.send({"act": "yours"})
    page.send({"act": "import", "text": json.dumps(exported)})
    assert "Imported: 1 new or newer games and 1 results; 2 refused." in page.text()
    before = dict(page.storage)
    for bad, reason in (("[]", "not an Urbanistes export"), ("{", "not JSON"),
                        (json.dumps(dict(exported, version=9)), "unknown export version 9"),
                        (json.dumps(dict(exported, games=None)), "lists are missing")):
        page.send({"act": "import", "text": bad})
        assert f"File refused: it is {reason}" in page.text() or reason in page.text()
        assert "Nothing changed." in page.text() and page.storage == before


def test_a_newer_game_in_the_file_replaces_the_older_one_here(bots_game):
    exported = json.loads(transfer.export(bots_game.app.ui.library, {}, NOW))
    (record,) = exported["games"]
    older = dict(record, updated="2000-01-01T00:00:00")
    merged = transfer.read(json.dumps(exported), {record["id"]: older}, {})
    assert merged.games == {record["id"]: record}
    merged = transfer.read(json.dumps(dict(exported, games=[older])), {record["id"]: record}, {})
    assert merged.games == {}
