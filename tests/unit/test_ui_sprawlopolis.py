"""Sprawlopolis's play screen at a table (issue 16): one shared city that marks each
seat's last card, bot turns one card at a time, the cards a bot passes you, and the
commit rule: a card laid at a table is held and previewed until confirmed; alone, the
draw waits for confirmation."""

from __future__ import annotations

import re

import pytest
from page_sim import Page
from svg_tree import NS, classes, parse
from test_ui_shell import lay_first, moves, sprawl, start, turn

from urbanistes.bots import GreedyBot
from urbanistes.engine import CHANCE
from urbanistes_ui.games.sprawlopolis.screen import SprawlopolisScreen, last_marks
from urbanistes_ui.games.sprawlopolis.svg import BLOCK_H, BLOCK_W
from urbanistes_ui.state import Ctx

BOTS = ("human", "normal", "normal")


def marked(page: Page) -> dict[int, str]:
    """Card number -> the seat number on its badge, for each card marked as a last move."""
    root = parse(page.regions["city"])
    return {int(g.get("data-card")): "".join(g.find(NS + "g").itertext())
            for g in root.iter(NS + "g") if "last" in classes(g)}


def ghost_at(page: Page) -> tuple[int, int] | None:
    """Where the ghost card is drawn on the board (not the hover preview), if anywhere."""
    if not page.regions.get("ghost"):
        return None
    shown = [u for u in parse(page.regions["ghost"]).iter(NS + "use")
             if not u.get("data-preview-at")]
    if not shown:
        return None
    (use,) = shown
    return int(use.get("x")) // BLOCK_W, int(use.get("y")) // BLOCK_H


def bot_moves(page: Page) -> list[tuple[int, int]]:
    """(seat, card) of every bot move so far."""
    return [(m.seat, m.action["card"]) for m in page.game.history if m.seat > 0]


# -- the shared city ---------------------------------------------------------------------
def test_one_shared_city_marks_each_seats_last_card_and_offers_no_seat_to_watch():
    page = start(players=3, seats=BOTS, seed=4)
    turn(page)
    page.bots()
    game = sprawl(page)
    assert len(moves(game)) == 3 and game.to_act == (0,)
    expected = {game.placements[i][0]: str(seat) for i, seat in last_marks(game).items()}
    assert marked(page) == expected and sorted(expected.values()) == ["1", "2", "3"]
    assert not page.targets(None, "watch-seat")  # nothing to watch: one city for all
    # the last-moves strip: each bot's last card in words, from the viewer's left
    lines = re.findall(r'<li class="recent-turn">(.*?)</li>', page.regions["recent"])
    said = [re.sub(r"<[^>]+>", "", line) for line in lines]
    (two, card2), (three, card3) = bot_moves(page)
    assert (two, three) == (1, 2)
    assert said[0].startswith(f"Bot 2 laid card {card2}")
    assert said[1].startswith(f"Bot 3 laid card {card3}")


def test_bots_play_one_card_per_step_each_shown_on_the_city_as_it_comes():
    page = start(players=3, seats=BOTS, seed=4)
    turn(page)
    assert "later" in page.patch  # the page calls back: Bot 2's turn
    page.tick()
    assert [s for s, _ in bot_moves(page)] == [1]  # one card per step: a meaningful one
    ((_, card2),) = bot_moves(page)
    assert marked(page)[card2] == "2" and "Bot 3 is thinking" in page.text("status")
    page.tick()
    assert [s for s, _ in bot_moves(page)] == [1, 2]
    assert page.patch["later"] == 500  # the pause after Bot 3's card, then nothing more
    page.tick()
    assert [s for s, _ in bot_moves(page)] == [1, 2] and "later" not in page.patch
    log = [re.sub(r"<[^>]+>", "", li) for li in re.findall(r"<li[^>]*>(.*?)</li>",
                                                           page.regions["log"])]
    assert len(log) == 3 and len(set(log)) == 3  # one line per card laid, no repeats


def test_a_bot_weighing_hundreds_of_cards_thinks_over_several_ticks(monkeypatch):
    """The normal bot weighs each placement of each card: a few hundred ms in the
    page, so it thinks a slice per tick (the page paints between) until it decides,
    and decides as it would have at once."""
    monkeypatch.setattr("urbanistes_ui.controller.TICK_BUDGET_S", 0.0)  # one step a tick
    page = start(players=3, seats=BOTS, seed=4)
    turn(page)
    before = page.game
    thinking_ticks = 0
    page.send({"act": "tick"})
    while not bot_moves(page):  # the page calls back at once, saying who thinks
        assert page.patch["later"] == 0 and "Bot 2 is thinking" in page.text("status")
        page.send({"act": "tick"})
        thinking_ticks += 1
    assert thinking_ticks > 100
    (move,) = [m.action for m in page.game.history if m.seat == 1]
    assert move == GreedyBot().choose(before, 1)


def test_a_tick_that_only_thinks_on_draws_and_keeps_nothing(monkeypatch):
    """Once a decision is under way (its first slice painted "Bot 2 is thinking"), a
    tick that ends with no move sends only the timer: no region, nothing stored, no
    page drawn in Python. The move, when it comes, is painted as usual."""
    monkeypatch.setattr("urbanistes_ui.controller.TICK_BUDGET_S", 0.0)  # one step a tick
    page = start(players=3, seats=BOTS, seed=4)
    turn(page)
    page.send({"act": "tick"})
    assert "Bot 2 is thinking" in page.text("status")
    drawn: list[int] = []
    render = page.app._render
    monkeypatch.setattr(page.app, "_render", lambda patch: drawn.append(1) or render(patch))
    page.send({"act": "tick"})
    assert page.patch == {"later": 0} and not drawn
    while not bot_moves(page):
        page.send({"act": "tick"})
    assert drawn and "regions" in page.patch and page.patch.get("save")
    assert "Bot 2 is thinking" not in page.text("status")


def test_step_by_step_waits_for_next_step():
    page = start(players=3, seats=BOTS, seed=4)
    page.send({"act": "field", "name": "pace", "value": "step"})
    turn(page)
    assert "later" not in page.patch  # no timer: the bot waits for the player
    assert not bot_moves(page) and page.targets("dock", "bot-step")
    page.press("bot-step")
    page.bots()  # its thinking goes on at once, a slice a tick, to its move
    assert [s for s, _ in bot_moves(page)] == [1]
    page.key("n")
    page.bots()
    assert [s for s, _ in bot_moves(page)] == [1, 2]
    assert not page.targets("dock", "bot-step")  # the player's turn again


# -- what a bot's turn meant for you -----------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_strip_says_which_cards_a_bot_passed_you(lang):
    page = start(players=3, seats=BOTS, seed=4, lang=lang)
    turn(page)
    page.tick()  # Bot 2 passes its cards to Bot 3: nothing for you
    held = set(sprawl(page).hands[0])
    page.tick()  # Bot 3 passes its cards to you
    got = sorted(set(sprawl(page).hands[0]) - held)
    assert len(got) == 2
    lines = re.findall(r'<li class="recent-turn">(.*?)</li>', page.regions["recent"])
    assert "meaning" not in lines[0]
    words = (f"you get cards {got[0]} and {got[1]}" if lang == "en"
             else f"vous recevez les cartes {got[0]} et {got[1]}")
    assert re.sub(r"<[^>]+>", "", lines[1]).endswith(" — " + words)


# -- the commit rule -----------------------------------------------------------------------
@pytest.mark.parametrize("pointer", ["mouse", "touch"])
def test_a_card_laid_at_a_table_is_held_previewed_and_cancelled_or_confirmed(pointer):
    page = start(players=3, seats=BOTS, seed=4, touch=pointer == "touch")
    before = page.game
    action = lay_first(page, pointer)
    session = page.app.ui.session
    # held: the game is as it was, the bots wait, the card shows where it will go
    assert session.held == action and page.game is before and "later" not in page.patch
    assert ghost_at(page) == (action["x"], action["y"])
    assert not page.targets("marks", "place")
    assert not [a for a in page.targets("dock", "pick") if "disabled" not in a]
    picked = [a for a in page.targets("dock", "pick") if a["aria-pressed"] == "true"]
    assert [int(a["data-card"]) for a in picked] == [action["card"]]
    assert page.text("status") == f"Player 1: laid card {action['card']}? Confirm, or cancel."
    assert page.targets("dock", "confirm") and page.patch["focus"] == '[data-act="confirm"]'
    page.press("undo")  # Cancel: nothing happened
    assert session.held is None and page.game is before and ghost_at(page) is None
    assert page.app.ui.game_ui.picked is None and not page.targets("dock", "confirm")
    action = lay_first(page, pointer)
    page.press("confirm")
    assert moves(page.game) == [action] and session.held is None
    assert "later" in page.patch  # now the bots play


def test_a_card_laid_by_keyboard_is_held_on_the_focused_spot():
    page = start(players=2, seats=("human", "normal"), seed=4)
    page.key("1")
    page.key("ArrowRight")
    (stop,) = [a for _, a in page.elements("marks") if a.get("tabindex") == "0"]
    page.click(stop, "key")
    spot = (int(stop["data-x"]), int(stop["data-y"]))
    assert page.app.ui.session.held is not None and not moves(page.game)
    assert ghost_at(page) == spot
    page.key("c")
    assert [(m["x"], m["y"]) for m in moves(page.game)] == [spot]


def test_a_held_card_asks_even_when_turns_are_not_confirmed():
    """Not confirming each turn commits what shows nothing; a laid card shows itself."""
    page = start(players=2, seats=("human", "normal"), seed=4)
    page.send({"act": "field", "name": "confirm", "value": "off"})
    assert page.storage.get("confirm") == "off"
    action = lay_first(page)
    assert page.app.ui.session.held == action and not moves(page.game)
    page.press("confirm")
    assert moves(page.game) == [action]


def test_alone_the_draw_waits_for_confirmation_and_the_hand_and_pile_wait_with_it():
    page = start(seed=4)
    game = sprawl(page)
    hand, top, count = sorted(game.hands[0]), game.pile_top, len(game.pile) + 1
    action = lay_first(page)
    assert page.game.is_chance and page.app.ui.session.pending  # laid, not drawn
    shown = [int(a["data-card"]) for a in page.targets("dock", "pick")]
    assert shown == [c for c in hand if c != action["card"]]  # not yet the pile's top
    assert f"Draw pile: {count} cards, the top one face up" in page.text("info")
    assert "Draw pile empty" not in page.text("info")
    assert f"Card {top}:" in page.text("info") and "2 cards in hand" in page.text("seats")
    page.press("undo")
    assert [int(a["data-card"]) for a in page.targets("dock", "pick")] == hand
    lay_first(page)
    page.press("confirm")
    assert top in sprawl(page).hands[0] and len(sprawl(page).hands[0]) == 3
    assert f"Draw pile: {count - 1} cards" in page.text("info")
    assert [m.seat for m in page.game.history] == [0, CHANCE]


def test_alone_without_confirming_each_turn_the_draw_comes_at_once():
    page = start(seed=4)
    page.send({"act": "field", "name": "confirm", "value": "off"})
    lay_first(page)
    assert not page.app.ui.session.waiting and not page.game.is_chance
    assert len(sprawl(page).hands[0]) == 3


# -- the end -------------------------------------------------------------------------------
def test_the_end_screen_gives_the_teams_total_against_the_target_in_both_languages():
    page = start(players=3, seats=BOTS, seed=4)
    while not page.game.is_over:
        turn(page)
        page.bots()
    game = sprawl(page)
    (total,) = game.scores(None).totals
    margin = total - game.target
    sign = f"+{margin}" if margin >= 0 else f"−{-margin}"
    verdict = ("You win! The city reaches its target." if margin >= 0
               else "You lose: the city falls short of its target.")
    assert verdict in page.text()
    assert f"Team: {total} points for a target of {game.target} ({sign})." in page.text()
    assert "to play" not in page.text("seats")
    page.press("lang")
    verdict = ("Gagné ! La ville atteint son objectif." if margin >= 0
               else "Perdu : la ville n'atteint pas son objectif.")
    assert verdict in page.text()
    assert f"Équipe : {total} points pour un objectif de {game.target} ({sign})." in page.text()


def test_the_spots_kept_between_paints_are_what_a_fresh_drawing_shows():
    """The screen keeps its last drawing of the spots while they and the focus are
    unchanged (a pick, a turn of the card): through a solo game by keys, picks, turns
    and cancels, the board's layers are what a screen that kept nothing draws."""
    page = start(seed=5, touch=True)
    screen = SprawlopolisScreen
    events = 0
    while not page.game.is_over:
        ui = page.app.ui
        ctx = Ctx(ui.session, ui.lang, screen.strings, ui.touch, ui.embed, watch=ui.watch,
                  showing=ui.showing)
        fresh = screen().board(ctx, ui.game_ui)
        shown = [re.sub(r' data-w="\d+"', "", page.regions[r]) for r in ("marks", "ghost")]
        assert shown == [fresh.marks, fresh.ghost]  # less the width a touch screen sets
        events += 1
        spots = page.targets("marks", "place")
        if ui.game_ui.picked is None:
            cards = page.targets("dock", "pick")
            page.click(cards[events % len(cards)], "touch")
        elif events % 5 == 0:
            page.press("rotate")
        elif events % 7 == 0:
            page.press("cancel")
        elif events % 2:
            page.key("ArrowRight")
        else:  # a first tap shows the card on a spot, a second there lays it
            chosen = ui.game_ui.selected
            page.click(next(a for a in spots if chosen is None
                            or (int(a["data-x"]), int(a["data-y"])) == chosen), "touch")
            if page.targets("dock", "confirm"):
                page.press("confirm")
    assert events > 40
