"""Following the table (the shell's part, the same for every game): the bots' pace and
its preference, one step per tick with micro-steps folded, the board that follows the
acting bot or the seat the player pinned, the last-moves strip, the one commit rule,
and the places at the end."""

from __future__ import annotations

import pytest
from page_sim import Page
from test_ui_shell import lay_first, moves, turn
from test_ui_shell import start as start_sprawl

from urbanistes import registry
from urbanistes.engine import CHANCE, Move, ScoreLine, Scores, ScoreSheet, text
from urbanistes_ui import follow, places
from urbanistes_ui.app import App
from urbanistes_ui.games import screen as game_screen


def start(game: str, seats: tuple[str, ...], seed: int = 3, **storage: str) -> Page:
    return Page.started(game, seats, seed=seed, storage=storage)



def human_turn(page: Page) -> None:
    """The human (seat 0) plays its turn as the normal bot would, confirming as asked."""
    session = page.app.ui.session
    assert session is not None
    bot = registry.make_bot(page.game.info.id, "normal")
    while session.viewer_to_move:
        session.play(bot.choose(session.game, 0))
        if session.waiting:
            page.send({"act": "confirm"})


# -- pace ----------------------------------------------------------------------------
def test_the_pace_is_a_device_preference_kept_and_read_back():
    page = start("cloudcity", ("normal", "normal"))
    assert page.patch["later"] == 500  # normal: half a second per step
    page.send({"act": "field", "name": "pace", "value": "fast"})
    assert page.storage["pace"] == "fast" and page.patch["later"] == 150
    page.send({"act": "field", "name": "pace", "value": "nonsense"})  # ignored
    assert page.app.ui.pace == "fast"
    again = Page(storage=page.storage)
    assert again.app.ui.pace == "fast"
    assert Page(storage={"pace": "garbage"}).app.ui.pace == "normal"


def test_instant_bots_call_back_at_once_and_step_by_step_waits_for_a_tap():
    page = start("cloudcity", ("normal", "normal"), pace="instant")
    assert page.patch["later"] == 0
    page.send({"act": "field", "name": "pace", "value": "step"})
    assert "later" not in page.patch  # nothing happens by itself
    before = len(page.game.history)
    assert "plays next" in page.text("status")
    page.press("bot-step")
    assert len(page.game.history) > before and "later" not in page.patch
    after_tap = len(page.game.history)
    page.key("N")  # the key does the same
    assert len(page.game.history) > after_tap


def test_a_tick_plays_micro_steps_at_once_and_stops_after_a_meaningful_step(monkeypatch):
    page = start("cloudcity", ("normal", "normal"), pace="instant")
    screen = game_screen("cloudcity")

    def every_third(self, move, before, lang):  # only every third move is worth a line
        return "a line" if len(moves(before)) % 3 == 2 else ""

    monkeypatch.setattr(type(screen), "describe", every_third)
    monkeypatch.setattr("urbanistes_ui.controller.TICK_BUDGET_S", 60.0)  # slow bots too
    for _ in range(3):
        start_count = len(moves(page.game))
        page.send({"act": "tick"})
        assert len(moves(page.game)) - start_count == (2 - start_count) % 3 + 1
        assert len(moves(page.game)) % 3 == 0


def test_a_long_run_of_micro_steps_gives_the_page_back_and_goes_on_at_once(monkeypatch):
    page = start("cloudcity", ("easy", "easy"))  # pace normal; bots that decide at once
    screen = game_screen("cloudcity")
    monkeypatch.setattr(type(screen), "describe", lambda self, move, before, lang: "")
    monkeypatch.setattr("urbanistes_ui.controller.TICK_BUDGET_S", 0.0)
    bot_moves = len(moves(page.game))
    page.send({"act": "tick"})
    assert len(moves(page.game)) == bot_moves + 1  # one move, then the budget is spent
    assert page.patch["later"] == 0  # ...and the page calls back at once, whatever the pace


# -- watching any seat ---------------------------------------------------------------
def test_the_board_follows_the_acting_bot_and_a_tapped_seat_stays_shown():
    page = start("cloudcity", ("human", "normal", "normal"), pace="instant")
    human_turn(page)
    assert page.app.ui.session.bot_to_move
    assert page.ctx().shown_seat == page.app.ui.session.acting != 0  # following the bot
    seat_buttons = page.targets("seats", "watch-seat")
    assert [b["data-seat"] for b in seat_buttons] == ["0", "1", "2"]
    page.press("watch-seat", "seats", seat="0")  # your own, while a bot plays: pinned
    assert page.app.ui.watch == 0 and page.ctx().own_board
    page.press("watch-seat", "seats", seat="2")
    assert page.ctx().shown_seat == 2 and not page.ctx().own_board
    pressed = [b["data-seat"] for b in page.targets("seats", "watch-seat")
               if b["aria-pressed"] == "true"]
    assert pressed == ["2"]
    page.bots()  # the bots play on, the pin holds
    assert page.game.to_act == (0,) and page.ctx().shown_seat == 2
    page.press("watch-seat", "seats", seat="0")  # your own seat: follow play again
    assert page.app.ui.watch is None and page.ctx().shown_seat == 0 and page.ctx().own_board


def test_tapping_the_pinned_seat_again_unpins_and_garbage_is_ignored():
    page = start("cloudcity", ("human", "normal", "normal"))
    page.press("watch-seat", "seats", seat="1")
    page.press("watch-seat", "seats", seat="1")
    assert page.app.ui.watch is None
    for seat in ("9", "-1", "x", None):
        page.send({"act": "watch-seat", "seat": seat})
        assert page.app.ui.watch is None


def test_the_players_own_move_brings_their_board_back():
    page = start("cloudcity", ("human", "normal", "normal"))
    page.press("watch-seat", "seats", seat="1")
    assert page.ctx().shown_seat == 1
    pick = page.targets("dock", "pick")[0]
    page.click(pick)
    assert page.app.ui.watch is None and page.ctx().shown_seat == 0


# -- the last-moves strip --------------------------------------------------------------
def test_last_turn_is_the_seats_latest_run_of_moves_with_draws_between():
    history = [Move(0, {"a": 1}), Move(1, {"a": 2}), Move(CHANCE, {}), Move(1, {"a": 3}),
               Move(0, {"a": 4}), Move(CHANCE, {})]
    assert follow.last_turn(history, 1) == [1, 3]
    assert follow.last_turn(history, 0) == [4]
    assert follow.last_turn(history, 2) == []


def test_the_strip_names_every_other_seat_in_order_with_its_last_turn_and_shows_its_board():
    page = start("cloudcity", ("human", "normal", "normal"), pace="instant")
    lines = page.targets("recent", "watch-seat")
    assert [b["data-seat"] for b in lines] == ["1", "2"]
    assert "has not played yet" in page.text("recent")
    human_turn(page)
    page.bots()
    strip = page.text("recent")
    assert "Bot 2" in strip and "Bot 3" in strip and "has not played yet" not in strip
    log = page.text("log")
    for turn_ in follow.last_turns(page.ctx(), game_screen("cloudcity"), page.app.trail):
        for line in turn_.lines:
            assert line in strip and line in log  # the log's own words
    page.press("watch-seat", "recent", seat="2")
    assert page.ctx().shown_seat == 2


def test_a_seats_meaning_for_the_viewer_follows_its_words(monkeypatch):
    page = start("cloudcity", ("human", "normal", "normal"), pace="instant")
    screen = game_screen("cloudcity")
    monkeypatch.setattr(type(screen), "meaning",
                        lambda self, move, before, viewer, lang: f"seen by seat {viewer + 1}")
    human_turn(page)
    page.bots()
    assert page.text("recent").count("— seen by seat 1") == 2


# -- one commit rule ---------------------------------------------------------------------
def test_a_held_move_changes_nothing_until_confirmed_and_cancel_forgets_it():
    page = start_sprawl(players=2, seats=("human", "human"))
    before = page.game
    lay_first(page)
    session = page.app.ui.session
    assert session.held is not None and page.game == before
    assert "? Confirm, or cancel." in page.text("status")
    page.press("undo")  # "Cancel"
    assert session.held is None and page.game == before and not session.waiting
    assert page.targets("dock", "pick")  # the player may choose again
    lay_first(page)
    page.key("C")
    assert len(moves(page.game)) == 1 and session.handoff


def test_with_confirm_each_turn_off_a_turn_ends_at_once_but_a_reveal_still_asks():
    page = start_sprawl(seed=4)  # solo: laying a card reveals nothing, the draw follows
    page.send({"act": "field", "name": "confirm", "value": "off"})
    assert page.storage["confirm"] == "off" and Page(storage=page.storage).app.ui.confirm_turns \
        is False
    lay_first(page)
    assert not page.app.ui.session.waiting and len(moves(page.game)) == 1
    two = start_sprawl(players=2, seats=("human", "human"))
    two.send({"act": "field", "name": "confirm", "value": "off"})
    lay_first(two)
    assert two.app.ui.session.held is not None  # the next player would see the card


def test_a_confirmed_turn_ends_with_confirm_each_turn_on():
    page = start_sprawl(seed=4)
    lay_first(page)
    assert page.app.ui.session.pending and page.targets("dock", "confirm")
    assert all("disabled" in a for a in page.targets("dock", "pick"))  # nothing else meanwhile
    page.press("confirm")
    turn(page)  # the next card, confirmed
    assert len(moves(page.game)) == 2


# -- places ------------------------------------------------------------------------------
def sheet(seat: int | None, points: int) -> ScoreSheet:
    return ScoreSheet(seat, (ScoreLine("x", text("x", "x"), points),))


def test_places_put_winners_first_then_totals_and_share_equal_places():
    scores = Scores((sheet(0, 40), sheet(1, 52), sheet(2, 40), sheet(3, 52)), (3,),
                    text("", ""))
    ranked = places.ranking(scores)
    assert [(p.place, p.seat, p.gap, p.tied) for p in ranked] == [
        (1, 3, 0, False), (2, 1, 0, False), (3, 0, 12, True), (3, 2, 12, True)]
    assert [places.ordinal(n, "en") for n in (1, 2, 3, 4, 11, 21)] == [
        "1st", "2nd", "3rd", "4th", "11th", "21st"]
    assert [places.ordinal(n, "fr") for n in (1, 2)] == ["1er", "2e"]


def test_the_end_screen_lists_every_place_with_totals_and_the_viewers_own():
    page = start("cloudcity", ("human", "normal", "normal"), pace="instant")
    while not page.game.is_over:
        if page.app.ui.session.viewer_to_move:
            human_turn(page)
        page.bots()
    scores = page.game.scores(None)
    ranked = places.ranking(scores)
    dock = page.text("dock")
    assert "Places" in dock and "to play" not in page.text("seats")
    names = page.app.ui.session.names("en")
    for place in ranked:
        assert f"{places.ordinal(place.place, 'en')}{names[place.seat]}{place.total}" in \
            dock.replace("=", "")
    mine = next(p for p in ranked if p.seat == 0)
    assert f"Player 1: {places.ordinal(mine.place, 'en')} of 3" in dock


@pytest.mark.parametrize(("total", "said", "margin"), [(48, "48", "+8"), (35, "35", "−5"),
                                                     (-3, "−3", "−43")])
def test_a_team_sees_its_total_against_its_target(total, said, margin):
    scores = Scores((sheet(None, total),), (), text("", ""), target=40)
    shown = places.table(scores, ["Player 1"], "en", 0)
    assert f"Team: {said} points for a target of 40 ({margin})." in shown


def test_apps_keep_their_preferences_apart():
    first, second = App(), App()
    first.ui.pace = "step"
    assert second.ui.pace == "normal"


def test_a_move_that_lets_another_seat_act_waits_for_confirmation():
    """Skyline: the last die of a round taken, everyone writes at once; the take waits
    for Confirm (the bots must not see it before), though the taker writes next too."""
    page = start("skyline", ("human", "normal"), pace="instant")
    session = page.app.ui.session
    bot = registry.make_bot("skyline", "normal")
    for _ in range(200):
        page.bots()
        game = session.game
        if session.viewer_to_move:
            action = bot.choose(game, 0)
            after = game.apply(0, action)
            if 1 not in game.to_act and 1 in after.to_act and 0 in after.to_act:
                break
            session.play(action)
            if session.waiting:
                page.send({"act": "confirm"})
    else:
        pytest.fail("never took the last die of a round")
    session.play(action)
    assert session.pending and session.game == after and not session.bot_to_move
    page.send({"act": "undo"})
    assert session.game == game and not session.waiting
    session.play(action)
    page.send({"act": "confirm"})
    assert session.viewer_to_move and session.bot_to_move


def test_a_bots_last_step_stays_on_the_board_for_the_pause_or_until_the_player_acts():
    page = start("cloudcity", ("human", "normal"))  # pace normal
    human_turn(page)
    while page.app.ui.session.bot_to_move:
        page.send({"act": "tick"})
    assert page.app.ui.session.viewer_to_move
    assert page.ctx().shown_seat == 1 and page.patch["later"] == 500  # the bot's last step
    page.send({"act": "tick"})
    assert page.ctx().shown_seat == 0 and "later" not in page.patch
    human_turn(page)
    while page.app.ui.session.bot_to_move:
        page.send({"act": "tick"})
    page.click(page.targets("dock", "pick")[0])  # the player does not wait for the pause
    assert page.ctx().shown_seat == 0 and page.ctx().own_board
    instant = start("cloudcity", ("human", "normal"), pace="instant")
    human_turn(instant)
    instant.bots()
    assert instant.ctx().shown_seat == 0 and instant.app.ui.showing is None
