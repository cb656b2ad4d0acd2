"""Records on the device, links, replays, the daily challenge and embeds, driven like the
page drives them (no browser)."""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from page_sim import Page
from test_ui_shell import lay_first, moves, start, turn

from urbanistes import links, registry
from urbanistes.engine import SaveError
from urbanistes_ui import records, sharing


def finished(page: Page) -> Page:
    while not page.game.is_over:
        page.bots()
        if not page.game.is_over:
            turn(page)
    page.bots()
    return page


def kept(page: Page) -> dict[str, dict]:
    """The records the page keeps on the device, parsed."""
    return {key[len(records.KEY_PREFIX):]: json.loads(value)
            for key, value in page.storage.items() if key.startswith(records.KEY_PREFIX)}


# -- records ----------------------------------------------------------------------
def test_every_move_is_kept_on_the_device_and_resumes_identically():
    page = start(players=2, seats=("human", "normal"))
    turn(page)
    page.bots()
    (record,) = kept(page).values()
    assert record["summary"]["moves"] == 2 and not record["summary"]["over"]
    again = records.resume(records.parse(json.dumps(record)))
    assert again.game == page.game and again.seats == ["human", "normal"]
    # a new visit starts from what the device keeps
    later = Page(storage=page.storage)
    assert later.targets(None, "resume")
    later.press("resume")
    assert later.game == page.game


def test_a_move_is_kept_once_painted_or_before_the_next_event_whichever_comes_first():
    """An event's own patch keeps nothing of its move (its record is not made in the
    click's task) and asks the page to call back once it is painted (``save``), which
    keeps it. An event that comes before that call keeps the game first, so no handler
    reads a stale record."""
    page = start()
    page.calls_back = False  # the page never gets to paint
    seen = []  # per event: the moves before it, kept after it, after it; its "save"
    send = page.send

    def watched(event: dict) -> dict:
        before = len(moves(page.game))
        patch = send(event)
        record = kept(page).get(page.app.ui.session.id, {"summary": {"moves": 0}})
        seen.append((before, record["summary"]["moves"], len(moves(page.game)),
                     patch.get("save")))
        return patch

    page.send = watched
    turn(page)
    turn(page)
    assert len(seen) > 4 and any(after > before for before, _, after, _ in seen)
    assert all(kept_ == before and save for before, kept_, _, save in seen)
    page.send = send
    page.send({"act": "save"})
    assert set(page.patch) == {"store"}  # nothing drawn, no step of the timer cancelled
    (record,) = kept(page).values()
    assert record["summary"]["moves"] == len(moves(page.game))
    page.send({"act": "save"})
    assert page.patch == {}  # nothing new to keep


def test_home_lists_games_in_progress_then_finished_folded_above_the_games_each_deletable():
    done = finished(start(seed=8))
    ongoing = start(seed=9)
    turn(ongoing)
    ongoing.storage.update(done.storage)
    page = Page(storage=ongoing.storage)
    html = page.html
    (finished_id,) = [i for i, r in kept(page).items() if r["summary"]["over"]]
    assert f'data-act="watch" data-id="{finished_id}"' in html
    resume_at = html.index('data-act="resume"')
    # Both in view at the top: the finished ones folded under a summary that counts them.
    assert resume_at < html.index('<details class="finished-games">') \
        < html.index('data-act="watch"') < html.index('<ul class="games"')
    assert html.count('data-act="resume"') == 1  # one way to resume, not two
    assert "Games in progress on this device" in html and "Finished games (1)" in html
    page.press("delete", id=finished_id)  # asks first
    assert "Delete this game?" in page.text("overlay") and finished_id in kept(page)
    page.press("close-dialog")
    assert finished_id in kept(page) and page.regions["overlay"] == ""
    page.press("delete", id=finished_id)
    page.press("delete-yes", id=finished_id)
    assert finished_id not in kept(page) and len(kept(page)) == 1  # the other stays


def test_a_game_is_kept_only_once_a_seat_has_moved():
    page = start(seed=9)
    assert not kept(page) and not page.app.ui.library
    page.press("home")
    assert "saved" not in page.html and "Games in progress" not in page.html
    page.press("setup", game="sprawlopolis")
    page.press("start")
    turn(page)
    (record,) = kept(page).values()
    assert record["summary"]["moves"] == 1


def test_a_kept_game_says_its_round_and_whose_turn_it_is():
    page = Page.started("cities", ("normal", "human"), seed=3)
    page.bots()  # the bot's first turn: the game is kept from then on
    (record,) = kept(page).values()
    summary = record["summary"]
    assert (summary["round"], summary["rounds"]) == (1, 4)
    assert summary["to_act"] == list(page.game.to_act)
    home = Page(storage=page.storage)
    (entry,) = [a for a in home.html.split('<li class="saved"')[1:]]
    who = {0: "Bot 1", 1: "Player 2"}[page.game.to_act[0]]
    assert "Round 1 of 4" in entry and f"{who} to play" in entry
    assert "(s)" not in home.text()
    french = Page(storage=page.storage)
    french.press("lang")
    assert "Manche 1 sur 4" in french.text()
    assert f"Au tour du {who.replace('Player', 'joueur').replace('Bot', 'robot')}" \
        in french.text()


def test_the_home_page_says_how_far_kept_games_are_without_importing_them():
    """A returning player's home page lists their kept games, each round in its game's
    own word ("Tour" in Card City XL), and imports no game's rules or screen for it: a
    start-up with kept games is no slower."""
    storage: dict[str, str] = {}
    for game, seats in (("cardcityxl", ("normal", "human")), ("cities", ("normal", "human"))):
        page = Page.started(game, seats, seed=3, storage=storage)
        page.bots()
        storage = page.storage
    storage = {k: v for k, v in storage.items() if k.startswith("game.")}  # no language kept
    code = """if True:
        import json, sys
        from urbanistes_ui.app import App
        patch = App().dispatch({'act': 'init', 'languages': ['fr'],
                                'storage': json.loads(sys.stdin.read())})
        print(json.dumps({'page': patch['skeleton'],
                          'games': [m for m in sys.modules if '.games.' in m
                                    or m.endswith(('.game', '.bots'))]}))
    """
    run = subprocess.run([sys.executable, "-c", code], input=json.dumps(storage),
                         capture_output=True, text=True, check=True,
                         cwd=Path(__file__).parents[2] / "py")
    out = json.loads(run.stdout)
    assert [m for m in out["games"] if m != "urbanistes.bots"] == []
    assert "Tour 1 sur" in out["page"] and "Manche 1 sur 4" in out["page"]


@pytest.mark.parametrize(("raw", "words"), [
    ("not json", "Unreadable save"),
    (json.dumps({"format": "other"}), "not an Urbanistes save"),
    (json.dumps({"format": "urbanistes-record", "version": 99}), "Unknown save version 99"),
    (json.dumps({"format": "urbanistes-record", "version": True}), "Unknown save version"),
    (json.dumps({"format": "urbanistes-record", "version": 2, "id": "x"}), "Incomplete"),
    (json.dumps({"format": "urbanistes-record", "version": 1, "id": "x"}), "version 1"),
])
def test_damaged_records_are_listed_with_their_reason(raw, words):
    with pytest.raises(SaveError) as info:
        records.parse(raw)
    assert words in str(info.value)
    page = Page(storage={records.KEY_PREFIX + "bad": raw, "lang": "en"})
    assert "Damaged save" in page.text() and words in page.text()


def test_a_tampered_move_is_refused_on_resume_and_nothing_else_is_lost():
    page = start(seed=4)
    turn(page)
    ((record_id, record),) = kept(page).items()
    record["save"]["moves"][0][1]["x"] = 99
    storage = dict(page.storage, **{records.KEY_PREFIX + record_id: json.dumps(record)})
    other = Page(storage=storage)
    other.press("resume", id=record_id)
    assert other.app.ui.screen == "home" and "move 1" in other.app.ui.error
    assert record_id in kept(other)


def test_a_game_kept_before_its_turn_was_confirmed_resumes_waiting_for_it():
    page = start(seed=4)
    lay_first(page)  # not confirmed: the draw has not happened
    later = Page(storage=page.storage)
    later.press("resume")
    assert later.app.ui.session.pending and later.targets("dock", "confirm")
    later.press("undo")  # nothing was drawn: it may still be taken back
    assert moves(later.game) == []


# -- links ------------------------------------------------------------------------
def test_link_round_trip_and_compactness():
    page = finished(start(players=3, seats=("human", "normal", "easy"), seed=3))
    url = sharing.game_link("https://example.org/app/", page.app.ui.session)
    fragment = url.split("#", 1)[1]
    assert len(url) < 700
    payload = sharing.read_link("#" + fragment)
    assert payload["seats"] == ["human", "normal", "easy"]
    assert payload["save"] == page.game.to_save()


def test_opening_a_link_offers_to_play_on_or_to_watch():
    source = start(players=2, seats=("human", "human"), seed=12)
    turn(source)
    fragment = sharing.game_link("", source.app.ui.session).split("#", 1)[1]
    page = Page(hash="#" + fragment)
    assert page.app.ui.screen == "link" and "Play on from here" in page.text()
    assert page.patch["url"] == "http://x/"  # a reload will not open it twice
    page.press("link-play")
    assert page.app.ui.screen == "play" and page.game == source.game
    assert kept(page)


def test_the_share_dialog_warns_that_secrets_are_revealed_until_the_end():
    page = start(players=2, seats=("human", "normal"))
    page.press("share")
    dialog = page.regions["overlay"]
    assert 'role="dialog"' in dialog and "#g=u1." in dialog and "reveals it" in dialog
    assert page.patch["focus"] == '.dialog [data-act="copy"]'
    page.press("copy")
    assert page.patch["copy"] == "dialog-text"  # the page copies, then says so
    page.send({"act": "copied", "ok": True})
    assert "Copied" in page.text("overlay")
    page.key("Escape")
    assert page.regions["overlay"] == "" and page.patch["focus"] == '[data-act="share"]'
    finished(page)
    page.press("share")
    assert "reveals it" not in page.regions["overlay"]


@pytest.mark.parametrize("fragment", [
    "#x=abc", "#g=", "#g=u1.", "#g=u1.!!!!", "#g=u2.eJwDAAAAAAE",
    "#g=" + links.encode({"save": {}, "seats": "no"}),
    "#g=" + links.encode({"save": {"format": "urbanistes-save"}, "seats": []}),
    "#g=" + links.encode([1, 2]),  # JSON, but not an object
])
def test_bad_links_are_refused_with_a_message_and_nothing_is_lost(fragment):
    page = Page(storage={records.KEY_PREFIX + "keep": "damaged"})
    page.send({"act": "open-link", "link": fragment})
    assert page.app.ui.screen == "home"
    assert page.app.ui.error.startswith("Cannot open this game")
    assert "keep" in page.app.ui.library


@cache
def finished_link() -> str:
    page = finished(start(players=2, seats=("human", "easy"), seed=6))
    return sharing.game_link("", page.app.ui.session).split("#g=", 1)[1]


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_fuzzed_links_only_ever_raise_save_error(data):
    link = finished_link()
    kind = data.draw(st.sampled_from(["truncate", "flip", "insert"]))
    i = data.draw(st.integers(0, len(link) - 1))
    if kind == "truncate":
        mutated = link[:i]
    elif kind == "flip":
        mutated = link[:i] + data.draw(st.sampled_from("AZaz09-_=.")) + link[i + 1:]
    else:
        mutated = link[:i] + data.draw(st.text(max_size=5)) + link[i:]
    with contextlib.suppress(SaveError):
        sharing.read_link("#g=" + mutated)
    target = Page()
    target.send({"act": "open-link", "link": "#g=" + mutated})
    assert target.app.ui.screen in ("home", "link")


# -- replays ----------------------------------------------------------------------
def test_a_replay_steps_through_the_moves_by_buttons_list_and_arrows():
    page = finished(start(seed=21))
    page.press("home")
    page.press("watch")
    replay = page.app.ui.replay
    assert page.app.ui.screen == "replay" and replay.index == 0
    assert "Replay: move 0 / 14" in page.text("status")
    page.press("replay-forward")
    page.press("replay-forward")
    assert moves(replay.state()) == moves(page.game)[:2] and not replay.state().is_chance
    page.press("replay-back")
    assert replay.index == 1
    page.key("ArrowRight")
    assert replay.index == 2 and page.patch["focus"] == '[data-act="replay-to"][data-index="2"]'
    current = [a for a in page.targets("log", "replay-to") if a.get("aria-current") == "step"]
    assert [a["data-index"] for a in current] == ["2"]
    page.press("replay-last")
    assert replay.index == 14 and replay.state() == replay.final
    page.press("replay-to", index="5")
    assert replay.index == 5
    page.press("replay-first")
    page.key("ArrowLeft")
    assert replay.index == 0
    assert len(page.targets("log", "replay-to")) == 15  # set-up + 14 moves
    assert "laid card" in page.text("log")


# -- undo ---------------------------------------------------------------------------
def test_undo_buttons_appear_only_when_undo_reveals_nothing():
    page = start(seed=4)
    for _ in range(10):
        turn(page)
    assert not page.targets("dock", "undo")  # the last card seen stays seen
    turn(page)
    turn(page)  # the pile is empty: these reveal nothing
    assert page.targets("dock", "undo") and page.targets("dock", "restart-turn")
    before = moves(page.game)[:10]
    page.press("restart-turn")
    assert moves(page.game) == before
    turn(page)
    page.key("u")
    assert moves(page.game) == before
    assert kept(page)[page.app.ui.session.id]["summary"]["moves"] == 10


def test_bots_moves_are_never_undone():
    page = start(players=2, seats=("human", "normal"))
    turn(page)
    page.bots()
    page.send({"act": "undo"})
    assert len(moves(page.game)) == 2


# -- daily challenge and embeds ---------------------------------------------------
def test_the_daily_challenge_is_the_same_deal_for_everyone_that_day():
    a, b = Page(), Page()
    a.press("daily", game="sprawlopolis")
    b.press("daily", game="sprawlopolis")
    assert a.game == b.game and a.app.ui.session.daily == "2026-11-21"
    c = Page(today="2026-11-22")
    c.press("daily", game="sprawlopolis")
    assert c.game.seed != a.game.seed
    finished(a)
    a.press("daily-share")
    assert "daily challenge 2026-11-21" in a.regions["overlay"]
    total = a.game.scores(None).totals[0]
    shared = sharing.daily_result(a.app.ui.session, "en", "http://x/")
    assert f": {total} points, " in shared
    assert shared.endswith("\nTake it on: http://x/#/daily/sprawlopolis/2026-11-21")


def test_embed_snippet_and_embed_url_round_trip():
    page = Page()
    page.press("setup", game="sprawlopolis")
    form = {"players": "2", "seat0": "human", "seat1": "easy", "difficulty": "hard"}
    page.send({"act": "embed", "form": form})
    assert "&lt;iframe src=&quot;http://x/?embed=sprawlopolis" in page.regions["overlay"]
    query = sharing.embed_query("sprawlopolis", form)
    target = Page(search="?" + query + "&lang=fr")
    ui = target.app.ui
    assert ui.embed and ui.lang == "fr" and ui.screen == "play"
    assert ui.session.seats == ["human", "easy"]
    assert target.game.options == {"players": 2, "difficulty": "hard", "scoring": "deal"}
    assert not target.targets(None, "home")  # minimal chrome
    assert target.patch["url"].endswith(query + "&lang=fr")  # an embed keeps its query
    assert sharing.read_embed("?embed=nosuchgame") is None
    assert sharing.read_embed("?foo=1") is None


def test_a_game_without_a_play_screen_cannot_be_embedded(monkeypatch):
    entries = tuple(replace(e, view="") if e.info.id == "skyline" else e
                    for e in registry.ENTRIES)
    assert sharing.read_embed("?embed=skyline") is not None
    monkeypatch.setattr(registry, "ENTRIES", entries)  # no play screen yet
    assert sharing.read_embed("?embed=skyline") is None


def test_deleting_the_game_in_progress_ends_it_for_good():
    page = start(seed=2)
    turn(page)
    game_id = page.app.ui.session.id
    page.press("home")
    page.press("delete", id=game_id)
    page.press("delete-yes", id=game_id)
    assert page.app.ui.session is None and game_id not in kept(page)
    assert not page.targets(None, "resume")


@cache
def kept_record() -> str:
    page = start(players=2, seats=("human", "easy"), seed=6)
    turn(page)
    page.bots()
    return json.dumps(page.app.ui.library[page.app.ui.session.id])


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_fuzzed_records_only_ever_raise_save_error(data):
    """Whatever a damaged device store holds, loading it explains itself or works."""
    raw = kept_record()
    kind = data.draw(st.sampled_from(["truncate", "replace", "json"]))
    if kind == "truncate":
        mutated = raw[: data.draw(st.integers(0, len(raw)))]
    elif kind == "replace":
        i = data.draw(st.integers(0, len(raw) - 1))
        mutated = raw[:i] + data.draw(st.sampled_from('0123456789"{}[],:-xtrue')) + raw[i + 1:]
    else:
        record = json.loads(raw)
        path = data.draw(st.sampled_from(["seats", "save", "id", "version", "summary"]))
        record[path] = data.draw(st.one_of(st.none(), st.integers(), st.text(max_size=3),
                                           st.lists(st.integers(), max_size=2)))
        mutated = json.dumps(record)
    try:
        session = records.resume(records.parse(mutated))
    except SaveError:
        return
    assert session.game.info.id == "sprawlopolis"
