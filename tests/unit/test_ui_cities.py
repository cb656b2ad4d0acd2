"""Cities' play screen driven like the page drives it: JSON events into
``App.dispatch``, patches of regions out, applied to a simulated page."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest
from cities_helpers import game_with, hood
from page_sim import Page as SimPage

from urbanistes.cities.data import CARD_ROW, PIECE_ROW, TILE_ROW
from urbanistes.cities.game import Cities
from urbanistes.engine import CHANCE, Move
from urbanistes_ui.games.cities.art import TILE
from urbanistes_ui.games.cities.marks import BOARD_STOP
from urbanistes_ui.games.cities.screen import SCREEN, CitiesScreen
from urbanistes_ui.play import central
from urbanistes_ui.state import Ctx

Slot = tuple[int, int]


class Page(SimPage):
    def board_name(self) -> str:
        """The big board's accessible name (whose neighbourhood it is)."""
        return self.elements("city")[0][1]["aria-label"]

    @property
    def game(self) -> Cities:
        game = super().game
        assert isinstance(game, Cities)
        return game

    def takes(self) -> list[dict[str, str]]:
        return [a for a in self.targets("central", "take") if "disabled" not in a]

    def spots(self, act: str) -> list[tuple[int, int]]:
        return [(int(a["data-x"]), int(a["data-y"])) for a in self.targets("marks", act)]

    def stops(self) -> list[dict[str, str]]:
        return [a for _, a in self.elements("marks") if a.get("tabindex") == "0"]


def ctx(page: Page) -> Ctx:
    ui = page.app.ui
    assert ui.session is not None
    return Ctx(ui.session, ui.lang, SCREEN.strings, ui.touch)


def start(seats=("human", "normal"), *, seed=7, touch=False, lang="en", **options) -> Page:
    return Page.started("cities", seats, seed=seed, touch=touch, lang=lang, **options)


def to_take(page: Page) -> Page:
    """Bots play, the viewer chooses the first starting tile and confirms, until the
    viewer is to take."""
    for _ in range(20):
        page.bots()
        if page.takes():
            return page
        if page.targets("dock", "handoff-ok"):
            page.click(page.targets("dock", "handoff-ok")[0])
        if page.targets("dock", "choose"):
            page.click(page.targets("dock", "choose")[0])
        if page.targets("dock", "confirm"):
            page.click(page.targets("dock", "confirm")[0])
    raise AssertionError("never the viewer's turn to take")


def take(page: Page, row: int, slot: int | None = None, pointer: str = "mouse") -> Slot:
    """Take the first slot the dock offers on ``row`` (or that one)."""
    for attrs in page.takes():
        if int(attrs["data-row"]) == row and slot in (None, int(attrs["data-slot"])):
            page.click(attrs, pointer)
            return row, int(attrs["data-slot"])
    raise AssertionError(f"no slot to take on row {row}")


def finish(page: Page, *, confirm_turn: bool = True) -> None:
    """Confirm a face-down take, lay the tile at its first place, or place each item
    where it first may go (else discard it); then confirm the turn (if asked)."""
    for _ in range(12):
        if page.targets("marks", "lay"):
            page.click(page.targets("marks", "lay")[0])
        elif page.targets("marks", "place"):
            page.click(page.targets("marks", "place")[0])
        elif page.targets("dock", "discard"):
            page.click(page.targets("dock", "discard")[0])
        elif page.targets("dock", "confirm") and (
                confirm_turn or page.app.ui.session.held is not None):
            page.click(page.targets("dock", "confirm")[0])
        else:
            break


def seed_where(predicate: Any, seats=("human", "normal"), **options: str) -> Page:
    """A game whose first take of the viewer's satisfies ``predicate(game)``."""
    for seed in range(1, 60):
        page = to_take(start(seats, seed=seed, **options))
        if predicate(page.game):
            return page
    raise AssertionError("no such deal")


# -- whole games -------------------------------------------------------------------------
def test_a_whole_game_against_the_bot_by_events_ends_with_the_engines_totals():
    page = start(seed=4)
    turns = 0
    while not page.game.is_over:
        page.bots()
        if page.game.is_over:
            break
        if page.targets("dock", "choose"):
            page.click(page.targets("dock", "choose")[0])
            page.click(page.targets("dock", "confirm")[0])
            continue
        attrs = page.takes()[turns % len(page.takes())]
        page.click(attrs)
        finish(page)
        turns += 1
    assert turns == 8 * 4  # 8 workers in each of the 4 rounds
    game = page.game
    for seat, total in enumerate(game.scores(None).totals):
        assert re.search(rf'id="final-total-{seat}">{total}<', page.regions["scores"])
    assert "Game over" in page.text("dock")
    assert "Player 1</strong> took" in page.regions["log"]
    moves = [m.action for m in game.history if m.seat == 1]
    last_take = max(i for i, a in enumerate(moves) if a["type"] == "take")
    used = any(a["type"] in ("tile", "place") for a in moves[last_take:])
    bot = page.regions["info"].split('data-seat="1"', 1)[1].split("</figure>", 1)[0]
    if moves[last_take]["row"] == CARD_ROW:
        assert "ct-badge" in bot  # the card its last turn took
    assert ("last-marks" in bot) == used  # what it laid or placed in its last turn
    # the finished game replays with the central board and every neighbourhood
    page.send({"act": "home"})
    page.send({"act": "watch", "id": page.app.ui.session.id})
    assert page.regions["city"].count('class="ct-replay-hood"') == 2
    assert page.regions["city"].count('class="tile') == 0  # the set-up: no tile chosen yet
    page.send({"act": "replay-forward"})
    assert page.regions["city"].count('class="tile last"') == 1
    page.send({"act": "replay-last"})
    assert page.regions["city"].count('class="tile') == sum(
        len(p["hood"]["tiles"]) for p in game.view(None)["players"])
    assert "Central board" in page.text("city")


def test_the_rows_and_the_panel_kept_between_paints_are_what_a_fresh_drawing_shows():
    """The screen keeps its last drawings of the rows and of each other neighbourhood
    while what they show is unchanged: at every paint of a whole game (the bots' steps
    one at a time, another seat watched now and then), they are what a screen that
    kept nothing draws."""
    page = start(seed=8)
    paints = 0
    while not page.game.is_over:
        ui = page.app.ui
        shown = Ctx(ui.session, ui.lang, SCREEN.strings, ui.touch, ui.embed, watch=ui.watch,
                    showing=ui.showing)
        fresh = CitiesScreen()
        assert page.regions["central"] == central(shown, fresh, ui.game_ui)
        assert page.regions["info"] == fresh.info(shown)
        paints += 1
        if "later" in page.patch:
            page.send({"act": "tick"})
        elif chosen := [a for a in page.targets("dock", "choose") if "disabled" not in a]:
            page.click(chosen[0])
        elif page.takes():
            if paints % 7 == 0:
                page.press("watch-seat", "seats", seat="1")
            else:
                takes = page.takes()
                page.click(takes[paints % len(takes)])
        elif page.targets("marks", "lay") or page.targets("marks", "place"):
            page.click((page.targets("marks", "lay") or page.targets("marks", "place"))[0])
        elif page.targets("dock", "discard"):
            page.click(page.targets("dock", "discard")[0])
        else:
            page.click(page.targets("dock", "confirm")[0])
    assert paints > 100


def log_lines(page: Page) -> int:
    return page.regions["log"].count("<li")


def last_line(page: Page) -> str:
    """The log's newest line (it lists the newest first)."""
    return page.log()[0]


def marked_slot(page: Page) -> str:
    """The text of the central board's slot marked as the shown player's last take."""
    found = re.findall(r'class="ct-slot[^"]* last"[^>]*>(.*?)</div>', page.regions["central"])
    return html.unescape(re.sub(r"<[^>]+>", "", found[0])) if len(found) == 1 else ""


def test_a_bots_turn_is_followed_on_the_big_board_one_step_at_a_time():
    """The big board follows the acting bot; a tick is one step of its turn: the take
    (its worker on the central board, the slot marked), then the tile laid or every
    item placed, each one line of the log."""
    page = to_take(start(seed=9, seats=("human", "normal", "normal")))
    take(page, TILE_ROW)
    finish(page)
    assert page.patch.get("later") == 500  # the pace "normal"
    session = page.app.ui.session
    assert page.board_name() == f"Bot {session.acting + 1}'s neighbourhood"  # at once
    followed = set()
    while session.bot_to_move:
        bot = session.acting
        followed.add(bot)
        assert not page.targets("marks", "lay") and not page.targets("marks", "place")
        lines = log_lines(page)
        page.tick()  # the bot takes
        assert log_lines(page) == lines + 1 and last_line(page).startswith(f"Bot {bot + 1} took")
        if session.acting == bot:  # a tile or items to place: shown above its tiles
            assert page.board_name().startswith(f"Bot {bot + 1}'s neighbourhood, to place: ")
            assert 'class="ct-in-hand"' in page.regions["city"]
            assert f"Bot {bot + 1}'s worker" in marked_slot(page)  # and the slot marked
            page.tick()
            assert log_lines(page) == lines + 2
            assert re.match(rf"Bot {bot + 1} (laid|placed|discarded)", last_line(page))
    assert followed == {1, 2}
    # The last bot's last step stays on the board for the pace's pause, then yours.
    assert page.game.to_act == (0,) and page.board_name() == "Bot 3's neighbourhood"
    assert page.patch.get("later") == 500
    page.send({"act": "tick"})
    assert page.board_name() == "Player 1's neighbourhood" and "later" not in page.patch
    bot = page.regions["info"].split('data-seat="1"', 1)[1].split("</figure>", 1)[0]
    assert "last-marks" in bot or "ct-badge" in bot  # the bot's last turn is marked


def test_watching_another_seat_shows_its_neighbourhood_with_no_targets_and_its_last_turn():
    page = to_take(start(seed=9, seats=("human", "normal", "normal")))
    page.press("watch-seat", "seats", seat="1")
    assert page.board_name() == "Bot 2's neighbourhood"
    assert not page.targets("marks", "lay") and page.takes()  # the dock still takes
    info = page.text("info")
    assert "On the big board: Bot 2's neighbourhood" in info and "Bot 2's scoring cards" in info
    last = SCREEN.lasts(page.game)[1]
    if last.tile is not None or last.spaces:
        assert "last-marks" in page.regions["marks"]  # the tile laid or the spaces ringed
    assert "Bot 2's worker" in marked_slot(page)  # the slot it took
    take(page, TILE_ROW, 0)  # a move of the player's own: their board again
    assert page.board_name() == "Player 1's neighbourhood" and page.targets("marks", "lay")
    page.press("watch-seat", "seats", seat="2")
    assert page.board_name() == "Bot 3's neighbourhood"
    assert not page.targets("marks", "lay") and not page.regions["ghost"]
    assert "the big board shows Bot 3's neighbourhood; select your name" in page.text("status")
    page.press("watch-seat", "seats", seat="0")
    assert page.board_name() == "Player 1's neighbourhood" and page.targets("marks", "lay")


def test_a_pinned_neighbourhood_stays_on_the_big_board_while_the_bots_play():
    page = to_take(start(seed=9, seats=("human", "normal", "normal")))
    take(page, CARD_ROW)
    page.press("watch-seat", "seats", seat="2")
    page.click(page.targets("dock", "confirm")[0])
    while "later" in page.patch:
        page.send({"act": "tick"})
        assert page.board_name().startswith("Bot 3's neighbourhood")
    assert page.takes()  # the player's turn: the dock offers, the pin still holds
    page.press("watch-seat", "seats", seat="2")  # a second tap lets go
    assert page.board_name() == "Player 1's neighbourhood"


def test_every_other_neighbourhood_is_small_in_the_panel_and_one_tap_from_the_big_board():
    page = to_take(start(seed=2, seats=("human", "normal", "easy", "normal")))
    figures = [a["data-seat"] for tag, a in page.elements("info") if tag == "figure"]
    assert figures == ["1", "2", "3"]
    buttons = page.targets("info", "watch-seat")
    assert [b["data-seat"] for b in buttons] == ["1", "2", "3"]
    assert "Show on the big board" in page.text("info")
    page.click(buttons[1])
    assert page.board_name() == "Bot 3's neighbourhood"
    figures = [a["data-seat"] for tag, a in page.elements("info") if tag == "figure"]
    assert figures == ["0", "1", "3"]  # the player's own, small, one tap away too


def test_all_bots_the_big_board_shows_the_acting_seat():
    page = start(("normal", "easy"), seed=4)
    acting = page.app.ui.session.acting
    assert page.board_name() == f"Bot {acting + 1}'s neighbourhood"
    assert "On the big board" in page.text("info")
    assert not page.targets("central", "take") and not page.targets("marks", "lay")


# -- a turn, step by step -------------------------------------------------------------------
def test_the_starting_tiles_are_the_rules_and_a_choice_waits_for_confirmation():
    page = start(seed=2)
    page.bots()
    offered = [int(a["data-tile"]) for a in page.targets("dock", "choose")]
    assert offered == page.game.start_tiles and page.patch["focus"] == '.dock [data-act="choose"]'
    assert "choose your starting tile (1 to" in page.text("status")
    page.key(str(len(offered)))  # the last one, by its digit
    assert page.game.history[-1].action == {"type": "start", "tile": offered[-1]}
    assert page.targets("dock", "confirm") and page.targets("dock", "undo")
    page.click(page.targets("dock", "undo")[0])
    assert [int(a["data-tile"]) for a in page.targets("dock", "choose")] == offered


def test_the_dock_offers_exactly_the_slots_the_rules_allow():
    page = to_take(start(seed=6, seats=("human", "normal", "normal", "normal")))
    game, seat = page.game, page.game.to_act[0]
    legal = {(a["row"], a["slot"]) for a in game.legal_actions(seat)}
    assert {(int(a["data-row"]), int(a["data-slot"])) for a in page.takes()} == legal
    shown = page.targets("central", "take")
    taken = [(r, s) for r in range(4) for s in range(4)
             if game.workers[r][s] is not None or not game.has_items(r, s)]
    assert len(shown) == 16 - len(taken)  # a free slot the rules refuse is shown disabled
    assert page.patch["focus"] == '.dock [data-act="take"]:not([disabled])'
    dock = page.text("central")
    for card in (c for c in game.offer_cards if c is not None):
        assert game.view(None)["cards"][str(card)]["text"]["en"] in dock  # every card's text
    if game.hidden[CARD_ROW][3]:
        assert "Face-down scoring card" in dock
    if game.hidden[PIECE_ROW][3]:
        assert "2 from the bag" in dock


def test_a_face_up_tile_is_laid_on_a_lit_spot_turned_as_the_player_wants():
    page = to_take(start(seed=3))
    seat = page.game.to_act[0]
    before = len(page.game.hoods[seat]["tiles"])
    take(page, TILE_ROW, 0)
    tile = page.game.hand_tile
    assert tile is not None and not page.targets("dock", "confirm")
    assert set(page.spots("lay")) == {(a["x"], a["y"]) for a in page.game.legal_actions(seat)}
    assert page.patch["focus"] == BOARD_STOP
    page.click(page.targets("dock", "rotate")[0])
    assert set(page.patch["regions"]) & {"city", "marks"} == set()  # turning redraws the ghost
    assert "ghost" in page.patch["regions"] and "dock" in page.patch["regions"]
    page.key("r")
    spot = page.targets("marks", "lay")[-1]
    page.click(spot)
    assert page.game.history[-1].action == {"type": "tile", "x": int(spot["data-x"]),
                                            "y": int(spot["data-y"]), "rot": 2}
    assert len(page.game.hoods[seat]["tiles"]) == before + 1
    assert page.targets("dock", "confirm")  # the turn ended by itself: it waits


def test_items_are_placed_one_at_a_time_picked_by_click_or_digit_or_discarded():
    page = seed_where(lambda g: len(set(g.offer_pieces[0])) >= 2)
    seat = page.game.to_act[0]
    take(page, PIECE_ROW, 0)
    hand = sorted(page.game.hand)
    buttons = page.targets("dock", "item")
    kinds = [a["data-item"] for a in buttons]
    assert sorted(set(hand)) == sorted(kinds) and len(kinds) >= 2
    first = kinds[0]
    assert [a["data-item"] for a in buttons if a["aria-pressed"] == "true"] == [first]
    def lit(item: str) -> set[tuple[int, int]]:
        return {(a["x"], a["y"]) for a in page.game.legal_actions(seat)
                if a["type"] == "place" and a["item"] == item}
    assert set(page.spots("place")) == lit(first)
    page.key("2")
    assert [a["data-item"] for a in page.targets("dock", "item")
            if a["aria-pressed"] == "true"] == [kinds[1]]
    assert set(page.spots("place")) == lit(kinds[1])
    assert f"Discard the {kinds[1]} piece" in page.text("dock")
    page.press("item", "dock", item=first)
    if page.targets("marks", "place"):
        spot = page.targets("marks", "place")[0]
        page.click(spot)
        assert page.game.history[-1].action == {"type": "place", "item": first,
                                                "x": int(spot["data-x"]),
                                                "y": int(spot["data-y"])}
    page.press("discard", "dock")
    assert page.game.history[-1].action["type"] == "discard"
    assert len(page.game.hand) == len(hand) - 2


def test_placing_what_was_taken_leaves_the_rows_unsent_and_a_take_sends_them():
    """The rows are a region of their own: a move from the hand does not send the page
    the central board again (issue 19), a take does (its slot now holds a worker)."""
    page = seed_where(lambda g: bool(g.offer_pieces[0]))
    before = page.regions["central"]
    take(page, PIECE_ROW, 0)
    assert "central" in page.patch["regions"] and page.regions["central"] != before
    assert "Player 1's worker" in page.text("central")
    spot = page.targets("marks", "place")[0]
    page.click(spot)
    assert page.game.history[-1].action["type"] == "place"
    assert "city" in page.patch["regions"] and "central" not in page.patch["regions"]


def test_a_move_sends_the_page_only_its_log_line_and_an_undo_the_whole_log():
    """The log grows at the top: the page gets the new line alone (issue 19), and what
    it then shows is the whole log the app drew; an undo sends the whole log again."""
    page = to_take(start(seed=3))
    lines = page.regions["log"].count("<li")
    take(page, TILE_ROW, 0)  # face up: played at once, and undoable
    added = page.patch["prepend"]["log"]
    assert "log" not in page.patch["regions"] and added.count("<li") == 1
    assert "Player 1" in added and page.regions["log"].count("<li") == lines + 1
    assert page.app.painted is not None
    assert page.regions["log"] == page.app.painted.regions["log"]
    page.click(page.targets("dock", "undo")[0])
    assert "log" in page.patch["regions"] and "prepend" not in page.patch
    assert page.regions["log"].count("<li") == lines
    assert page.regions["log"] == page.app.painted.regions["log"]


def test_an_item_that_fits_nowhere_is_offered_for_discard_only():
    page = to_take(start(seed=3))
    take(page, PIECE_ROW, 0)
    seat = page.game.to_act[0]
    game = page.game.clone()  # every city space built: a monument fits nowhere
    game.hoods[seat] = hood("""
        R1 P
        W  B1
    """)
    game.hand = ["monument"]
    page.app.ui.session.game = game
    page.key("Escape")  # any event repaints
    assert not page.targets("marks", "place")
    assert "Player 1: the Monument fits nowhere: discard it (1 to place)." in page.text("status")
    assert page.targets("dock", "discard")[0]["data-item"] == "monument"
    assert SCREEN.focus(ctx(page), page.app.ui.game_ui) == '.dock [data-act="discard"]'


def test_the_item_picked_to_begin_with_is_the_first_that_fits():
    page = to_take(start(seed=3))
    take(page, PIECE_ROW, 0)
    seat = page.game.to_act[0]
    game = page.game.clone()  # no green space nor building: only the red piece fits
    game.hoods[seat] = hood("""
        R1 P
        W  B1
    """)
    game.hand = ["green", "red"]
    page.app.ui.session.game = game
    page.key("Escape")  # any event repaints
    buttons = page.targets("dock", "item")
    assert [a["data-item"] for a in buttons] == ["green", "red"]
    assert [a["data-item"] for a in buttons if a["aria-pressed"] == "true"] == ["red"]
    assert page.spots("place") == [(0, 0)]
    page.key("1")  # the green piece can still be picked, and only discarded
    assert not page.targets("marks", "place") and "green piece fits nowhere" in page.text(
        "status")

def test_a_face_down_take_is_held_previewed_and_cancelled_or_confirmed():
    """Taking a face-down item would show it: the take is held, not played, its slot
    drawn with the player's worker, until Confirm; Cancel leaves the game as it was."""
    page = to_take(start(seed=5))
    game = page.game
    assert game.hidden[TILE_ROW][3] == 1
    take(page, TILE_ROW, 3)
    assert page.game is game  # nothing played, nothing revealed
    assert ("Player 1: took the face-down city tile? Confirm, or cancel."
            in page.text("status"))
    (held,) = re.findall(r'class="ct-slot[^"]* held">(.*?)</div>', page.regions["central"])
    held = html.unescape(re.sub(r"<[^>]+>", "", held))
    assert "Player 1's worker" in held and "revealed when you confirm" in held
    assert not page.takes() and page.patch["focus"] == '[data-act="confirm"]'
    assert "later" not in page.patch  # nobody moves meanwhile
    (cancel,) = page.targets("dock", "undo")
    page.click(cancel)
    assert page.game is game and page.takes() and "held" not in page.regions["central"]
    take(page, TILE_ROW, 3)
    page.click(page.targets("dock", "confirm")[0])
    after = page.game
    assert not after.is_chance and after.history[-1].seat == CHANCE  # revealed by the seed
    assert after.hand_tile is not None and not page.targets("dock", "confirm")
    assert not page.targets("dock", "undo")  # the reveal cannot be taken back
    assert page.targets("marks", "lay")
    assert "took the face-down city tile" in page.text("log")
    assert f"City tile {after.hand_tile}" in page.text("dock")


def test_with_confirm_each_turn_off_a_turn_ends_at_once_but_a_face_down_take_still_asks():
    page = to_take(start(seed=5))
    page.send({"act": "field", "name": "confirm", "value": "off"})
    assert page.storage["confirm"] == "off"
    card = next(c for c in page.game.offer_cards if c is not None)
    take(page, CARD_ROW, page.game.offer_cards.index(card))
    assert not page.targets("dock", "confirm") and "later" in page.patch  # the bot's turn
    to_take(page)
    hidden = [(int(a["data-row"]), int(a["data-slot"])) for a in page.takes()
              if page.game.hidden[int(a["data-row"])][int(a["data-slot"])]]
    history = list(page.game.history)
    take(page, *hidden[0])
    assert page.game.history == history and page.targets("dock", "confirm")
    assert "? Confirm, or cancel." in page.text("status")


def test_a_face_up_card_ends_the_turn_and_waits_for_confirmation():
    page = to_take(start(seed=5))
    card = next(c for c in page.game.offer_cards if c is not None)
    name = page.game.view(None)["cards"][str(card)]["name"]["en"]
    take(page, CARD_ROW, page.game.offer_cards.index(card))
    assert page.targets("dock", "confirm") and page.patch["focus"] == '[data-act="confirm"]'
    assert name in page.text("info")  # among the viewer's scoring cards, with its text
    page.click(page.targets("dock", "undo")[0])
    assert page.game.offer_cards.count(card) == 1 and page.takes()
    take(page, CARD_ROW, page.game.offer_cards.index(card))
    page.click(page.targets("dock", "confirm")[0])
    assert not page.targets("dock", "undo")
    assert f"took scoring card '{name}'" in page.text("log")


def test_the_last_turn_of_a_round_shows_that_round_until_it_is_confirmed():
    """Issue 17: not the next round in the panel and every row 'Empty' while the turn
    that ends the round waits for Confirm turn."""
    page = start()
    for _ in range(40):
        to_take(page)
        take(page, int(page.takes()[0]["data-row"]))
        finish(page, confirm_turn=False)  # a face-down take confirmed, the turn not
        if page.game.phase == "refill":
            break
        page.click(page.targets("dock", "confirm")[0])
    else:
        raise AssertionError("no turn of the viewer's ended a round")
    session = page.app.ui.session
    ended = page.game.round - 1
    assert session is not None and session.pending and ended >= 1
    assert session.before is not None and session.before.history == page.game.history[:-1]
    rows = page.text("central")
    assert f"Round {ended} of" in page.text("info")
    assert f"Round {ended + 1} of" not in page.text("info")
    slots = sum(len(row) for row in page.game.view(0)["board"])
    assert rows.count("Empty") < slots  # the rules' own view has nothing left on the rows
    assert "no workers" in page.text("seats"), page.text("seats")  # all placed this round
    # Reloaded with the turn unconfirmed, the page has no state kept from before it: it
    # shows the same rows and round, replayed.
    again = Page(storage=page.storage)
    again.press("resume", id=session.id)
    assert again.app.ui.session is not None and again.app.ui.session.before is None
    assert again.app.ui.session.pending
    assert again.text("central") == rows and f"Round {ended} of" in again.text("info")
    page.click(page.targets("dock", "confirm")[0])
    page.bots()
    assert f"Round {ended + 1} of" in page.text("info")


# -- touch and keys -------------------------------------------------------------------------
def test_touch_a_first_tap_selects_and_a_second_takes_or_lays():
    page = to_take(start(seed=3, touch=True))
    game = page.game
    assert "tap an item twice to take it" in page.text("status")
    first, second = [a for a in page.takes() if a["data-row"] == str(TILE_ROW)][:2]
    page.click(first, "touch")
    assert page.game is game and "tap the chosen item again" in page.text("status")
    (chosen,) = [a for a in page.targets("central", "take") if "selected" in a["class"]]
    assert (chosen["data-row"], chosen["data-slot"]) == (first["data-row"], first["data-slot"])
    page.click(second, "touch")
    assert page.game is game
    page.click(second, "touch")
    assert page.game.history[-1].action == {"type": "take", "row": TILE_ROW,
                                            "slot": int(second["data-slot"])}
    assert "tap a spot marked +" in page.text("status")
    spot = page.targets("marks", "lay")[0]
    page.click(spot, "touch")
    assert page.game.hand_tile is not None and "tap again" in page.text("status")
    (shown,) = [a for tag, a in page.elements("ghost") if tag == "use" and "visibility" not in a]
    assert [shown["x"], shown["y"]] == spot["data-preview"].split()  # shown where tapped
    page.click(page.targets("marks", "lay")[0], "touch")
    assert page.game.history[-1].action["type"] == "tile"
    width = int(re.search(r'viewBox="[-\d]+ [-\d]+ (\d+)', page.regions["city"])[1])
    assert f'data-w="{round(width * SCREEN.touch_scale)}"' in page.regions["city"]


def test_keyboard_only_turn():
    page = to_take(start(seed=11))
    assert page.patch["focus"] == '.dock [data-act="take"]:not([disabled])'
    take(page, PIECE_ROW, pointer="key")
    placed = 0
    while page.game.hand:
        if not page.targets("marks", "place"):
            assert page.patch["focus"] == '.dock [data-act="discard"]'
            page.click(page.targets("dock", "discard")[0], pointer="key")
            continue
        assert page.patch["focus"] == BOARD_STOP
        (stop,) = page.stops()
        page.key("ArrowRight")
        page.key("ArrowDown")
        (moved,) = page.stops()
        assert moved["data-act"] == "place"
        assert moved == stop or "focus" in moved["class"]
        page.click(moved, pointer="key")  # Enter on the focused space
        assert page.game.history[-1].action == {
            "type": "place", "item": page.game.history[-1].action["item"],
            "x": int(moved["data-x"]), "y": int(moved["data-y"])}
        placed += 1
    assert placed and page.patch["focus"] == '[data-act="confirm"]'
    page.key("c")
    assert not page.targets("dock", "confirm")


def test_escape_lets_go_of_a_first_tap_and_arrows_stay_on_lit_spots():
    page = to_take(start(seed=3, touch=True))
    take(page, TILE_ROW, 0, pointer="touch")
    take(page, TILE_ROW, 0, pointer="touch")
    spots = set(page.spots("lay"))
    page.click(page.targets("marks", "lay")[0], "touch")
    assert any("selected" in a["class"] for a in page.targets("marks", "lay"))
    page.key("Escape")
    assert not any("selected" in a["class"] for a in page.targets("marks", "lay"))
    for key in ("ArrowUp", "ArrowLeft", "End", "ArrowDown", "Home", "ArrowRight"):
        page.key(key)
        (stop,) = page.stops()
        assert (int(stop["data-x"]), int(stop["data-y"])) in spots


# -- nothing a player does can raise --------------------------------------------------------
GARBAGE = [
    {"act": "take", "row": "9", "slot": "0"}, {"act": "take", "row": "x"},
    {"act": "take"}, {"act": "take", "row": "-1", "slot": "-1"},
    {"act": "choose", "tile": "99"}, {"act": "choose", "tile": None},
    {"act": "lay", "x": "a", "y": "1"}, {"act": "lay", "x": "40", "y": "40"},
    {"act": "place", "x": "0"}, {"act": "place", "x": "99", "y": "99"},
    {"act": "item", "item": "<script>"}, {"act": "item"}, {"act": "discard", "item": "blue2"},
    {"act": "discard"}, {"act": "rotate", "extra": [1]}, {"act": "key", "key": "9"},
    {"act": "item", "item": ["red"]}, {"act": "discard", "item": {"a": 1}},
    {"act": "take", "row": [1], "slot": {"x": 0}}, {"act": "lay", "x": None, "y": 1.5},
    {"act": "key", "key": None}, {"act": "key", "key": "ArrowLeft"}, {"act": "bogus"},
]


@pytest.mark.parametrize("step", ["take", "tile", "items"])
def test_events_with_garbage_fields_change_nothing(step):
    page = to_take(start(seed=3))
    if step == "tile":
        take(page, TILE_ROW, 0)
    elif step == "items":
        take(page, PIECE_ROW, 0)
    history = list(page.game.history)
    for event in GARBAGE:
        page.send({**event, "pointer": "mouse"})
        assert page.game.history == history, event
        assert "error" not in page.regions["status"], event


# -- undo, confirm, two humans ------------------------------------------------------------------
def test_a_take_clears_the_last_turns_marks_and_leaves_the_neighbourhood_as_it_was():
    """The shown player's last turn is marked in the targets' layer, not in the tiles: the
    viewer's next take (a new turn) clears the marks and sends no neighbourhood."""
    page = to_take(start(seed=8))
    take(page, TILE_ROW, 0)
    finish(page)
    page = to_take(page)
    assert "last-marks" in page.regions["marks"]
    board = page.game.view(0)["board"]
    face_up = next(attrs for attrs in page.takes() if not attrs.get("disabled")
                   and not board[int(attrs["data-row"])][int(attrs["data-slot"])]["hidden"])
    page.click(face_up)
    assert page.game.history[-1].action["type"] == "take"
    assert "city" not in page.patch["regions"] and "marks" in page.patch["regions"]
    assert "last-marks" not in page.regions["marks"]


def test_a_turn_can_be_undone_step_by_step_until_it_is_confirmed():
    page = to_take(start(seed=8))
    history = list(page.game.history)
    take(page, TILE_ROW, 0)
    laid = page.targets("marks", "lay")[0]
    page.click(laid)
    assert page.targets("dock", "confirm") and page.targets("dock", "restart-turn")
    tile = page.game.history[-1].action  # drawn where it was laid, marked as the last
    assert f'class="tile" data-x="{tile["x"]}" data-y="{tile["y"]}"' in page.regions["city"]
    marks = page.regions["marks"].split('class="last-marks"', 1)[1]
    assert f'<g transform="translate({tile["x"] * TILE} {tile["y"] * TILE})">' in marks
    assert "later" not in page.patch and "confirm your turn" in page.text("status")  # bots wait
    page.click(page.targets("dock", "undo")[0])
    assert page.game.phase == "place" and page.game.history[-1].action["type"] == "take"
    assert page.targets("marks", "lay")
    page.click(page.targets("dock", "undo")[0])
    assert page.game.history == history and page.takes()
    take(page, TILE_ROW, 0)
    finish(page)  # lays the tile, confirms
    assert not page.targets("dock", "undo") and page.app.ui.session.bot_to_move


def test_two_humans_pass_the_device():
    page = to_take(start(("human", "human"), seed=5))
    first = page.game.to_act[0]
    take(page, CARD_ROW)
    page.click(page.targets("dock", "confirm")[0])
    session = page.app.ui.session
    if session.handoff:
        assert f"Pass the device to Player {2 - first}" in page.text("status")
        assert not page.targets("central", "take")
        page.click(page.targets("dock", "handoff-ok")[0])
    assert page.takes() and page.board_name() == f"Player {2 - first}'s neighbourhood"
    assert "Your scoring cards" in page.text("info")


# -- words -------------------------------------------------------------------------------------
def test_the_log_says_each_step_in_words_in_both_languages():
    page = to_take(start(seed=21))
    take(page, TILE_ROW, 0)
    tile = page.game.hand_tile
    finish(page)
    log = page.text("log")
    assert f"took city tile {tile}" in log and f"laid tile {tile} (" in log
    assert re.search(r"chose starting tile \d \(", log)
    assert not re.search(r"\(\s*-?\d+,\s*-?\d+\)", log)  # no raw coordinates
    page.send({"act": "lang"})
    assert f"a pris la tuile Quartier {tile}" in page.text("log")


def test_a_groups_items_are_one_line_of_the_log_said_by_the_last_one_placed():
    """Each feature tile or piece is a micro-step: the log says the group once, when the
    last is placed or discarded, each piece with the height it made."""
    before = game_with([hood("""
        R1 W
        P  B
    """), hood("""
        Y P
        W G
    """)], phase="place", turn=0, taken=(PIECE_ROW, 0),
        hand=["red", "red", "blue", "sailboat"])
    moves = [Move(0, {"type": "place", "item": "red", "x": 0, "y": 0}),
             Move(0, {"type": "place", "item": "red", "x": 0, "y": 0}),
             Move(0, {"type": "discard", "item": "blue"}),
             Move(0, {"type": "place", "item": "sailboat", "x": 1, "y": 0})]
    said = {"en": [], "fr": []}
    game = before
    for move in moves:
        for lang in said:
            said[lang].append(SCREEN.describe(move, game, lang))
        game = game.apply(move.seat, move.action)
    assert said["en"][:3] == said["fr"][:3] == ["", "", ""]
    assert said["en"][3] == ("placed a red piece (a building 2 high), a red piece (a building "
                             "3 high) and the Sailboat on a water space; discarded the blue "
                             "piece")
    assert said["fr"][3].startswith("a posé un module rouge (bâtiment haut de 2), un module "
                                     "rouge (bâtiment haut de 3) et la tuile Voilier sur une "
                                     "case Eau ; a défaussé le module bleu")


def test_a_bots_game_reads_one_line_per_step_a_take_then_its_use():
    page = start(("normal", "normal"), seed=1)
    page.bots()
    game = page.game
    takes = [m.action["row"] for m in game.history if m.action.get("type") == "take"]
    used = sum(1 for row in takes if row != CARD_ROW)  # a card is used as it is taken
    assert log_lines(page) == 2 + len(takes) + used  # 2 starting tiles
    assert "placed " in page.text("log") and "laid tile" in page.text("log")


def test_what_another_players_turn_meant_for_the_viewer_is_an_achievement_worth_less():
    values = (5, 3, 2)  # New York's "A building 4 high", at 3 or 4 players
    plain = hood("""
        Y P
        W G
    """)
    before = game_with([plain, hood("""
        R3 P
        W  B
    """), plain, plain], phase="place", turn=1, taken=(PIECE_ROW, 0), hand=["red"])
    move = Move(1, {"type": "place", "item": "red", "x": 0, "y": 0})
    assert SCREEN.describe(move, before, "en") == (
        f"placed a red piece (a building 4 high); met achievement 'A building 4 high' "
        f"({values[0]} VP)")
    assert SCREEN.meaning(move, before, 0, "en") == \
        f"'A building 4 high' now worth {values[1]} VP to you"
    assert SCREEN.meaning(move, before, 0, "fr") == \
        f"« Un bâtiment haut de 4 » ne vaut plus que {values[1]} PV pour vous"
    assert SCREEN.meaning(move, before, 1, "en") == ""  # the mover's own
    before.claims[0] = [2, 3]
    assert SCREEN.meaning(move, before, 0, "en") == "'A building 4 high': nothing left for you"
    before.claims[0] = [0]
    assert SCREEN.meaning(move, before, 0, "en") == ""  # met already: nothing changes
    early = game_with(before.hoods, phase="place", turn=1, taken=(PIECE_ROW, 0),
                      hand=["red", "blue"])
    assert SCREEN.meaning(move, early, 0, "en") == ""  # more to place: not yet


def test_the_log_says_which_achievement_a_move_met():
    page = start(("normal", "normal"), seed=1)
    page.bots()
    log = page.text("log")
    claims = sum(len(c) for c in page.game.claims)
    assert log.count("met achievement") == claims > 0


def test_seats_and_panels_say_workers_cards_rounds_and_the_star():
    page = to_take(start(seed=2, seats=("human", "normal", "normal")))
    view = page.game.view(None)
    seats = page.text("seats")
    for seat in range(3):
        assert f"{view['players'][seat]['workers_left']} workers" in seats
    info = page.text("info")
    assert "Round 1 of 8" in info and "New York's achievements" in info
    assert "★" in seats or "★ Star on its space" in info
    assert f"Piles: {view['piles']['cards']} cards" in info


def test_the_rules_page_has_the_legend_and_the_keys():
    page = start(seed=2)
    page.send({"act": "rules", "game": "cities"})
    html = page.app.painted.skeleton
    assert "Our rulings" in html and "What the screen shows" in html
    assert "Cities: when taking, Tab goes through" in html
    # every space kind and feature tile, the 4 pieces, a building, a back, a worker
    assert html.count('class="ct-item"') == 6 + 10 + 4 + 3


def test_every_screen_string_has_both_languages():
    assert not list(SCREEN.strings.problems())
