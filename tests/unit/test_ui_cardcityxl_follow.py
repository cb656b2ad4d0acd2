"""Following a Card City XL table (issue 16) as the page shows it: any seat's city on
the big board (the acting bot's while it plays, or the one tapped), with its last cards
marked and no targets; a bot's turn told in meaningful steps (a lot split is one, a
secret construction one line per seat); what a bot's choice of your lots meant for you;
moves of yours held or provisional, previewed, and taken back leaving the game as it
was."""

from __future__ import annotations

import re
from itertools import pairwise

from test_ui_cardcityxl import Page, act, legal

from urbanistes.cardcityxl.bots import NormalBot
from urbanistes.cardcityxl.data import CARDS_PER_ROUND
from urbanistes.cardcityxl.game import CardCityXL
from urbanistes.engine import CHANCE, Game, Move
from urbanistes_ui import controller
from urbanistes_ui.games.cardcityxl.history import rounds_laid
from urbanistes_ui.games.cardcityxl.screen import SCREEN
from urbanistes_ui.games.cardcityxl.svg import PART_INK
from urbanistes_ui.games.cardcityxl.words import cards_listed

BOTS = ("human", "normal", "normal")


def start(seats: tuple[str, ...] = BOTS, *, pace: str = "instant", seed: int = 7,
          **options: str) -> Page:
    return Page.started("cardcityxl", seats, seed=seed, storage={"pace": pace}, **options)



def step(page: Page) -> None:
    """One step of the table: the human's by clicks, else one bot step (a tick)."""
    if page.app.ui.session.viewer_to_move or page.app.ui.session.waiting:
        assert act(page) is not None, page.text("status")
    elif page.app.ui.pace == "step":
        page.press("bot-step")
    else:
        page.send({"act": "tick"})


def until(page: Page, done, limit: int = 800) -> None:
    for _ in range(limit):
        if done(page.game) and not page.app.ui.session.waiting:
            return
        step(page)
    raise AssertionError("never reached")


def last_cells(region: str) -> set[tuple[int, int]]:
    return {(int(x), int(y)) for x, y in re.findall(
        r'<g class="card last" data-x="(-?\d+)" data-y="(-?\d+)"', region)}


def last_round(game: CardCityXL, seat: int) -> set[tuple[int, int]]:
    """Where ``seat`` laid cards in the last round it laid some."""
    return {p for p, _ in next(r for r in reversed(rounds_laid(game.history)[seat]) if r)}


def log_lines(page: Page) -> list[str]:
    return page.log()


# -- watching any seat --------------------------------------------------------------------

def test_a_tapped_city_shows_big_with_its_last_cards_and_no_targets():
    page = start()
    until(page, lambda g: g.round == 2 and g.phase == "build" and 0 in g.to_act)
    act(page)  # a card of the hand picked: its spots lit on the viewer's own city
    assert page.targets("marks", "place")
    others = page.targets("info", "watch-seat")
    assert [a["data-seat"] for a in others] == ["1", "2"]  # the small cities are buttons
    page.press("watch-seat", "info", seat="1")
    assert page.board_name() == "Bot 2's city"
    assert not page.targets("marks", "place")  # someone else's city: nothing to choose
    assert "On the board: Bot 2's city" in page.text("info")
    assert last_cells(page.regions["city"]) == last_round(page.game, 1) != set()
    assert [a["data-seat"] for a in page.targets("info", "watch-seat")] == ["0", "2"]
    page.press("watch-seat", "info", seat="0")  # your own: the board follows play again
    assert page.app.ui.watch is None and page.board_name() == "Player 1's city"
    assert page.targets("marks", "place")


def test_the_board_follows_the_acting_bot_and_a_pin_holds():
    page = start(pace="step")
    until(page, lambda g: g.phase == "choose")  # the human split and offered
    assert "press “Next step”" in page.text("status")
    assert page.ctx().shown_seat == 1 and page.board_name() == "Bot 2's city"
    page.press("watch-seat", "seats", seat="2")
    for _ in range(40):
        if page.app.ui.session.viewer_to_move:
            break
        page.press("bot-step")
    assert page.app.ui.session.viewer_to_move
    assert page.ctx().shown_seat == 2 and page.board_name() == "Bot 3's city"


def test_a_shared_city_shown_for_a_seat_has_its_part_in_bold_and_its_last_cards_aglow():
    page = start(unique="True")
    until(page, lambda g: g.round == 2 and g.phase == "build" and 0 in g.to_act)
    page.press("watch-seat", "seats", seat="2")
    city = page.regions["city"]
    assert page.board_name().startswith("The single city")
    (bold,) = re.findall(r'<path class="shown"[^>]*stroke="([^"]+)"', city)
    assert bold == PART_INK[2]
    assert last_cells(city) == last_round(page.game, 2) != set()
    assert "the single city, Bot 3's part in bold" in page.text("info")


# -- a bot's turn in meaningful steps -----------------------------------------------------

def test_a_bots_lot_split_is_one_step_and_one_line(monkeypatch):
    monkeypatch.setattr(controller, "TICK_BUDGET_S", 60.0)  # never cut short here
    page = start(pace="step")
    until(page, lambda g: g.phase == "split" and g.splitter != 0 and not any(
        s.where in ("lot1", "lot2") for s in g.slots))
    splitter, before = page.game.splitter, len(page.game.history)
    lines = len(log_lines(page))
    page.press("bot-step")
    moves = [m for m in page.game.history[before:] if m.seat != CHANCE]
    assert {m.seat for m in moves} == {splitter}
    assert [m.action["type"] for m in moves][-1] == "offer"
    assert len(moves) > 2 and {m.action["type"] for m in moves[:-1]} <= {"place", "bribe"}
    new = log_lines(page)[: len(log_lines(page)) - lines]
    assert len(new) == 1 and f"Bot {splitter + 1} offers lot 1 (" in new[0]


def test_the_log_says_each_split_and_each_secret_construction_once():
    page = start()
    until(page, lambda g: g.round == 3)
    history, lines = page.game.history, log_lines(page)
    assert not any("laying out" in line for line in lines)
    offers = sum(1 for m in history if m.action.get("type") == "offer")
    assert sum(1 for line in lines if " offers lot 1 (" in line) == offers
    for name in ("Player 1", "Bot 2", "Bot 3"):  # one line per round
        said = [line for line in lines if line.startswith(f"{name} plays their ")]
        assert len(said) == 2, lines
    assert sum(1 for line in lines if "— Construction:" in line) == 2
    assert all(a != b for a, b in pairwise(lines))  # no line twice in a row


def test_the_cite_unique_tells_each_card_built_in_the_open():
    page = start(unique="True")
    until(page, lambda g: g.round == 2)
    builds = [m for m in page.game.history if m.action.get("type") == "build"]
    lines = log_lines(page)
    assert sum(1 for line in lines if " builds: " in line) == len(builds) > 0
    assert not any("shown when the construction ends" in line for line in lines)


# -- what it meant for you ------------------------------------------------------------------

def test_a_bot_taking_one_of_your_lots_says_what_you_get():
    page = start(("human", "normal"), pace="step")
    until(page, lambda g: g.phase == "choose")
    lots = page.game.view(0)["draft"]["lots"]
    page.press("bot-step")
    taken = page.game.history[-1]
    while taken.seat == CHANCE:
        taken = page.game.history[page.game.history.index(taken) - 1]
    assert taken.seat == 1 and taken.action["type"] == "take"
    left = lots[2 - taken.action["lot"]]  # two players: the other lot is yours
    cards = cards_listed(sorted([*left["up"], *left["down"]]), "en")
    recent = page.text("recent")
    assert f"takes lot {taken.action['lot']} (" in recent and f"— you get {cards}" in recent


def test_a_bot_taking_lot_1_of_a_big_split_leaves_you_the_rest_to_split():
    game: Game = CardCityXL.new({"players": 3}, 7).settle()
    bot = NormalBot()
    while game.phase != "choose":  # seat 0 splits the first lots for seat 1
        game = game.apply(0, bot.choose(game, 0))
    lots = game.view(0)["draft"]["lots"]
    rest = sorted([*lots[1]["up"], *lots[1]["down"]])
    assert len(rest) > CARDS_PER_ROUND["simplified"]
    assert SCREEN.meaning(Move(1, {"type": "take", "lot": 1}), game, 0, "en") == \
        f"you keep {cards_listed(rest, 'en')} to split again"
    first = sorted([*lots[0]["up"], *lots[0]["down"]])
    assert SCREEN.meaning(Move(1, {"type": "take", "lot": 2}), game, 0, "en") == \
        f"you get {cards_listed(first, 'en')}"
    assert SCREEN.meaning(Move(1, {"type": "take", "lot": 1}), game, 2, "en") == ""


# -- held and provisional moves ---------------------------------------------------------------

def test_the_last_card_of_the_construction_is_held_previewed_and_cancelled():
    page = start(("human", "normal"))
    until(page, lambda g: g.phase == "build" and 0 in g.to_act)
    while page.game.to_act != (0,):
        page.send({"act": "tick"})  # the bot builds first: the human's last card ends it
    while len(page.game.hand(0)) > 1:
        act(page)
    history = list(page.game.history)
    while page.app.ui.session.held is None:
        act(page)
    held = page.app.ui.session.held
    assert page.game.history == history  # nothing played, nobody shown anything
    if held["type"] == "build":
        x, y = held["x"], held["y"]
        assert 'class="held"' in page.regions["ghost"]
        assert f"translate({x * 100} {y * 100})" in page.regions["ghost"]
    status = page.text("status")
    said = "builds: " if held["type"] == "build" else "discards: "
    assert said in status and "Construction:" not in status  # the others' not told yet
    assert "To confirm" in page.text("dock") and not page.targets("marks", "place")
    page.press("undo")  # "Cancel"
    assert page.game.history == history and page.app.ui.session.held is None
    while page.app.ui.session.held is None:
        act(page)
    page.press("confirm")
    assert page.game.phase != "build" and "— Construction:" in page.text("log")


def test_a_last_card_while_bots_still_build_is_provisional_and_undone():
    page = start()
    until(page, lambda g: g.phase == "build" and set(g.to_act) == {0, 1, 2})
    session = page.app.ui.session
    while session.viewer_to_move:
        act(page)
    assert session.pending and page.targets("dock", "confirm")
    assert "Player 1 plays their" in page.text("log")  # said as provisional: undoable
    played = list(page.game.history)
    page.press("undo")
    assert page.game.history == played[:-1] and not session.pending
    assert legal(page, type="build") or legal(page, type="discard")
