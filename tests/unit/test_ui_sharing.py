"""Records on the device, links, replays, the daily challenge and embeds, without a browser."""

from __future__ import annotations

import contextlib
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_ui_controller import moves, play_first_spot, start

from urbanistes import links
from urbanistes.engine import SaveError
from urbanistes_ui import records, sharing
from urbanistes_ui.controller import Ui, bot_step, handle, render


def finished(ui: Ui) -> Ui:
    while not ui.session.game.is_over:
        if ui.session.bot_to_move:
            bot_step(ui)
        else:
            play_first_spot(ui)
    return ui


# -- records ----------------------------------------------------------------------
def test_every_move_is_recorded_and_resumes_identically():
    ui = start(players=2, seats=("human", "normal"))
    ui.now = "2026-11-21T10:00:00.000Z"
    play_first_spot(ui)
    bot_step(ui)
    record = ui.library[ui.session.id]
    assert ui.session.id in ui.dirty
    assert record["summary"]["moves"] == 2 and not record["summary"]["over"]
    again = records.resume(records.parse(json.dumps(record)))
    assert again.game == ui.session.game and again.seats == ["human", "normal"]


def test_home_lists_saved_games_with_resume_watch_and_delete():
    ui = finished(start(seed=8))
    finished_id = ui.session.id
    ui2 = start(seed=9)
    ui2.library.update(ui.library)
    play_first_spot(ui2)
    handle(ui2, {"act": "home"})
    html = render(ui2)
    assert f'data-act="watch" data-id="{finished_id}"' in html
    assert f'data-act="resume" data-id="{ui2.session.id}"' in html
    # Games in progress come first, above the game list; finished ones after it.
    resume_at = html.index(f'data-act="resume" data-id="{ui2.session.id}"')
    watch_at = html.index(f'data-act="watch" data-id="{finished_id}"')
    assert resume_at < html.index('<ul class="games"') < watch_at
    assert "Games in progress on this device" in html and "Finished games" in html
    handle(ui2, {"act": "delete", "id": finished_id})
    assert finished_id not in ui2.library and finished_id in ui2.removed
    assert ui2.session.id in ui2.library  # the other save stays


@pytest.mark.parametrize("raw, words", [
    ("{not json", "invalid JSON"),
    (json.dumps({"format": "other"}), "not an Urbanistes save"),
    (json.dumps({"format": "urbanistes-record", "version": 99}), "Unknown save version 99"),
    (json.dumps({"format": "urbanistes-record", "version": True}), "Unknown save version"),
    (json.dumps({"format": "urbanistes-record", "version": 2, "id": "x"}), "Incomplete"),
    (json.dumps({"format": "urbanistes-record", "version": 1, "id": "x"}), "version 1"),
])
def test_damaged_records_are_refused_with_a_reason(raw, words):
    with pytest.raises(SaveError) as err:
        records.parse(raw)
    assert words in str(err.value) and err.value.reason["fr"]


def test_a_tampered_move_is_refused_on_resume_and_nothing_else_changes():
    ui = start(seed=4)
    play_first_spot(ui)
    record = json.loads(json.dumps(ui.library[ui.session.id]))
    record["save"]["moves"][0][1]["x"] = 99
    other = Ui(library={"bad": record})
    handle(other, {"act": "resume", "id": "bad"})
    assert other.screen == "home" and "move 1" in other.error
    assert other.library == {"bad": record} and not other.removed


# -- links ------------------------------------------------------------------------
def test_link_round_trip_and_compactness():
    ui = finished(start(players=3, seats=("human", "normal", "easy"), seed=3))
    url = sharing.game_link("https://example.org/app/", ui.session)
    fragment = url.split("#", 1)[1]
    assert len(url) < 600
    payload = sharing.read_link("#" + fragment)
    assert payload["seats"] == ["human", "normal", "easy"]
    assert payload["save"] == ui.session.game.to_save()


def test_opening_a_link_offers_play_on_or_replay():
    source = start(players=2, seats=("human", "human"), seed=12)
    play_first_spot(source)
    fragment = sharing.game_link("", source.session).split("#", 1)[1]
    ui = Ui()
    handle(ui, {"act": "open-link", "link": "#" + fragment})
    assert ui.screen == "link" and "Play on from here" in render(ui)
    handle(ui, {"act": "link-play"})
    assert ui.screen == "play" and ui.session.game == source.session.game
    assert ui.session.id in ui.library


def test_the_share_dialog_warns_that_hands_are_revealed_until_the_end():
    ui = start(players=2, seats=("human", "normal"))
    handle(ui, {"act": "share"})
    html = render(ui)
    assert 'role="dialog"' in html and "#g=u1." in html and "reveals them" in html
    finished(ui)
    handle(ui, {"act": "share"})
    assert "reveals them" not in render(ui)


@pytest.mark.parametrize("fragment", [
    "#x=abc", "#g=", "#g=u1.", "#g=u1.!!!!", "#g=u2.eJwDAAAAAAE",
    "#g=" + links.encode({"save": {}, "seats": "no"}),
    "#g=" + links.encode({"save": {"format": "urbanistes-save"}, "seats": []}),
    "#g=" + links.encode([1, 2]),  # JSON, but not an object
])
def test_bad_links_are_refused_with_a_message_and_the_app_stays_usable(fragment):
    ui = Ui(library={"keep": {"broken": {"fr": "x", "en": "x"}, "updated": ""}})
    handle(ui, {"act": "open-link", "link": fragment})
    assert ui.screen == "home" and ui.error.startswith("Cannot open this game")
    assert "keep" in ui.library
    render(ui)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_fuzzed_links_only_ever_raise_save_error(data):
    ui = finished(start(players=2, seats=("human", "easy"), seed=6))
    link = sharing.game_link("", ui.session).split("#g=", 1)[1]
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
    target = Ui()
    handle(target, {"act": "open-link", "link": "#g=" + mutated})
    assert target.screen in ("home", "link")


# -- replays ----------------------------------------------------------------------
def test_replay_steps_through_the_moves():
    ui = finished(start(seed=21))
    handle(ui, {"act": "watch", "id": ui.session.id})
    assert ui.screen == "replay" and ui.replay.index == 0
    assert "Replay: move 0 / 14" in render(ui)
    handle(ui, {"act": "replay-forward"})
    handle(ui, {"act": "replay-forward"})
    # a step is a seat's move with the draw that follows it
    assert moves(ui.replay.state()) == moves(ui.session.game)[:2]
    assert not ui.replay.state().is_chance
    handle(ui, {"act": "replay-back"})
    assert ui.replay.index == 1
    handle(ui, {"act": "replay-last"})
    assert ui.replay.index == 14 and ui.replay.state() == ui.session.game
    handle(ui, {"act": "replay-to", "index": "5"})
    assert ui.replay.index == 5
    handle(ui, {"act": "replay-first"})
    handle(ui, {"act": "replay-back"})
    assert ui.replay.index == 0
    html = render(ui)
    assert html.count('data-act="replay-to"') == 15  # set-up + 14 moves


# -- undo -------------------------------------------------------------------------
def test_undo_buttons_appear_only_when_undo_reveals_nothing():
    ui = start(seed=4)
    for _ in range(10):
        play_first_spot(ui)
    assert 'data-act="undo"' not in render(ui)
    play_first_spot(ui)
    play_first_spot(ui)
    html = render(ui)
    assert 'data-act="undo"' in html and 'data-act="restart-turn"' in html
    before = moves(ui.session.game)[:10]
    handle(ui, {"act": "restart-turn"})
    assert moves(ui.session.game) == before
    play_first_spot(ui)
    handle(ui, {"act": "key", "key": "u"})
    assert moves(ui.session.game) == before
    assert ui.library[ui.session.id]["summary"]["moves"] == 10


def test_bots_moves_are_never_undone():
    ui = start(players=2, seats=("human", "normal"))
    play_first_spot(ui)
    bot_step(ui)
    handle(ui, {"act": "undo"})
    assert len(moves(ui.session.game)) == 2


# -- daily challenge and embeds ---------------------------------------------------
def test_daily_challenge_is_the_same_deal_for_everyone_that_day():
    a, b = Ui(today="2026-11-21"), Ui(today="2026-11-21")
    handle(a, {"act": "daily", "game": "sprawlopolis"})
    handle(b, {"act": "daily", "game": "sprawlopolis"})
    assert a.session.game == b.session.game and a.session.daily == "2026-11-21"
    c = Ui(today="2026-11-22")
    handle(c, {"act": "daily", "game": "sprawlopolis"})
    assert c.session.game.seed != a.session.game.seed
    finished(a)
    handle(a, {"act": "daily-share"})
    html = render(a)
    assert "daily challenge 2026-11-21" in html
    assert str(a.session.game.scores(None).totals[0]) in sharing.daily_result(a.session, "en")


def test_embed_snippet_and_embed_url_round_trip():
    ui = Ui(base_url="https://urbanistes.example/")
    handle(ui, {"act": "setup", "game": "sprawlopolis"})
    form = {"players": "2", "seat0": "human", "seat1": "easy", "difficulty": "hard"}
    handle(ui, {"act": "embed", "form": form})
    html = render(ui)
    assert "&lt;iframe src=&quot;https://urbanistes.example/?embed=sprawlopolis" in html
    query = sharing.embed_query("sprawlopolis", form)
    embed_form = sharing.read_embed("?" + query + "&lang=fr")
    target = Ui()
    handle(target, {"act": "embed-start", "form": embed_form})
    assert target.embed and target.lang == "fr" and target.screen == "play"
    assert target.session.seats == ["human", "easy"]
    assert target.session.game.options == {"players": 2, "difficulty": "hard"}
    assert 'data-act="home"' not in render(target)  # minimal chrome
    assert sharing.read_embed("?embed=skyline") is None
    assert sharing.read_embed("?foo=1") is None


def test_deleting_the_game_in_progress_ends_it_for_good():
    ui = start(seed=2)
    play_first_spot(ui)
    game_id = ui.session.id
    handle(ui, {"act": "home"})
    handle(ui, {"act": "delete", "id": game_id})
    assert ui.session is None and game_id not in ui.library and game_id in ui.removed
    assert "Game in progress" not in render(ui)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_fuzzed_records_only_ever_raise_save_error(data):
    """Whatever a damaged device store holds, loading it explains itself or works."""
    ui = start(players=2, seats=("human", "easy"), seed=6)
    play_first_spot(ui)
    bot_step(ui)
    raw = json.dumps(ui.library[ui.session.id])
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
