"""Card City XL's play screen driven like the page drives it: JSON events into
``App.dispatch``, patches of regions out, applied to a simulated page. Every legal move
the page offers is checked against the rules' own ``legal_actions``."""

from __future__ import annotations

import re
from typing import Any

import pytest
from page_sim import Page as SimPage

from urbanistes.cardcityxl.game import CardCityXL
from urbanistes_ui.games.cardcityxl.screen import SCREEN
from urbanistes_ui.games.cardcityxl.svg import BOARD_STOP
from urbanistes_ui.games.cardcityxl.words import card_name
from urbanistes_ui.state import Ctx


class Page(SimPage):
    @property
    def game(self) -> CardCityXL:
        game = super().game
        assert isinstance(game, CardCityXL)
        return game

    def board_name(self) -> str:
        return self.elements("city")[0][1]["aria-label"]


def start(seats=("human", "normal"), *, seed=7, touch=False, lang="en", **options) -> Page:
    return Page.started("cardcityxl", seats, seed=seed, touch=touch, lang=lang, **options)


def enabled(page: Page, region: str, act: str) -> list[dict[str, str]]:
    return [a for a in page.targets(region, act) if "disabled" not in a]


def spots_shown(page: Page) -> set[tuple[int, int]]:
    return {(int(a["data-x"]), int(a["data-y"])) for a in page.targets("marks", "place")}


def legal(page: Page, seat: int = 0, **match: Any) -> list[dict[str, Any]]:
    return [a for a in page.game.legal_actions(seat)
            if all(a.get(k) == v for k, v in match.items())]


SCREEN_NAMES = {code: card_name(code, "en") for code in ("R", "C", "I", "L", "P")}


def ctx_of(page: Page) -> Ctx:
    """What the screen is given for the page's viewer (to ask it its step)."""
    return Ctx(page.app.ui.session, "en", SCREEN.strings)


def tab_stops(page: Page) -> list[dict[str, str]]:
    return [a for _, a in page.elements("marks") if a.get("tabindex") == "0"]


def act(page: Page) -> str | None:
    """One step of the human's by clicks, whatever the step: a split laid card by card,
    a lot taken, a card built on its first lit spot, a purchase passed."""
    for region, name in (("dock", "handoff-ok"), ("dock", "confirm"), ("marks", "place"),
                         ("dock", "offer"), ("dock", "take"), ("dock", "bottom"),
                         ("dock", "lay"), ("dock", "pick-card"), ("dock", "discard")):
        found = enabled(page, region, name)
        if found:
            page.click(found[0])
            return name
    for pick in enabled(page, "dock", "pick"):
        page.click(pick)
        if page.targets("marks", "place") or page.targets("dock", "discard"):
            return "pick"
        if page.targets("dock", "rotate"):
            page.click(page.targets("dock", "rotate")[0])
            return "rotate"
    found = enabled(page, "dock", "pass")
    if found:
        page.click(found[0])
        return "pass"
    return None


def play_to_the_end(page: Page, limit: int = 2000) -> int:
    steps = 0
    while not page.game.is_over:
        page.bots()
        if page.game.is_over:
            break
        assert act(page) is not None, page.text("status")
        steps += 1
        assert steps < limit
    return steps


def until(page: Page, phase: str, seat: int = 0) -> None:
    """Play by clicks until the human (``seat``) is to act in ``phase``."""
    for _ in range(400):
        page.bots()
        game = page.game
        if game.phase == phase and seat in game.to_act and not page.app.ui.session.waiting:
            return
        assert act(page) is not None
    raise AssertionError(f"never reached {phase}")


# -- whole games ------------------------------------------------------------------------

@pytest.mark.parametrize(("seats", "options"), [
    (("human", "normal"), {}),
    (("human",), {"level": "normal"}),
    (("human", "easy", "easy"), {"level": "advanced", "victory": "economic"}),
])
def test_a_whole_game_by_clicks_ends_with_the_engines_totals(seats, options):
    page = start(seats, seed=11, **options)
    play_to_the_end(page)
    game = page.game
    assert game.is_over
    for seat, total in enumerate(game.scores(None).totals):
        assert re.search(rf'id="final-total-{seat}">{total}<', page.regions["scores"])
    assert "Game over" in page.text("dock")
    assert 'class="card last"' in page.regions["city"]  # the viewer's last cards marked
    if len(seats) > 1:
        assert 'class="card last"' in page.regions["info"]  # and the others'
    # the finished game replays with every city, move by move
    page.send({"act": "home"})
    page.send({"act": "watch", "id": page.app.ui.session.id})
    assert page.regions["city"].count('class="ccx-replay-city"') == len(seats)
    page.send({"act": "replay-last"})
    assert page.regions["city"].count('class="card') >= sum(
        len(c.cells) for c in game.cities)


# -- the lot split ------------------------------------------------------------------------

def test_the_splitter_lays_the_lots_card_by_card_then_offers():
    page = start(seed=5)
    game = page.game
    assert game.phase == "split" and tuple(game.to_act) == (0,)
    pool = game.view(0)["draft"]["pool"]
    shown = page.targets("dock", "pick-card")
    assert len(shown) == len(pool)
    assert not enabled(page, "dock", "lay")  # no place takes a card before one is picked
    assert not enabled(page, "dock", "offer")
    page.click(shown[0])
    places = enabled(page, "dock", "lay")
    assert {(int(a["data-lot"]), a["data-face"]) for a in places} == {
        (a["lot"], a["face"]) for a in legal(page, type="place", card=pool[0])}
    page.click(places[0])
    move = page.game.history[-1]
    assert move.action == {"type": "place", "card": pool[0], "lot": int(places[0]["data-lot"]),
                           "face": places[0]["data-face"]}
    while not enabled(page, "dock", "offer"):
        assert act(page) in ("pick-card", "lay")
    assert "offer them" in page.text("status")
    page.click(enabled(page, "dock", "offer")[0])
    # offering shows the face-up cards to all: held, the lots previewed as offered
    assert page.game.phase == "split" and page.app.ui.session.held == {"type": "offer"}
    assert "offers lot 1 (" in page.text("status") and page.targets("dock", "confirm")
    assert not page.targets("dock", "lay") and not page.targets("dock", "pick-card")
    assert page.regions["dock"].count("face down (you know it)") == sum(
        1 for s in page.game.slots if not s.up) > 0  # the cards left: lot 2, face down
    page.press("confirm")
    assert page.game.phase == "choose"
    assert not page.targets("dock", "confirm")  # offering ends the splitter's part


def test_the_chooser_sees_face_down_cards_as_backs_and_takes_a_lot():
    page = start(seed=6)
    until(page, "choose")
    view = page.game.view(0)
    lots = view["draft"]["lots"]
    unknown = sum(lot["down"].count(None) for lot in lots)
    assert unknown  # this deal hides some cards from the chooser
    assert page.regions["dock"].count("<title>Face-down card</title>") == unknown
    hidden = [s.code for s in page.game.slots if not s.up and not page.game.sees(s, 0)]
    takes = page.targets("dock", "take")
    assert [int(a["data-lot"]) for a in takes] == [1, 2]
    # a button's words count what is face down and unknown, and name nothing of it
    for lot, button in zip(lots, takes, strict=True):
        n = lot["down"].count(None)
        words = button["aria-label"]
        assert (f"{n} face-down cards" in words if n > 1 else
                ("1 face-down card" in words) == (n == 1))
        named = words.split(": ", 1)[1]
        for code in {*lot["up"]}:
            assert SCREEN_NAMES[code] in named
    assert hidden
    history = list(page.game.history)
    page.click(takes[1])  # it shows the chooser hidden cards: held, the lot standing out
    assert page.game.history == history and "takes lot 2" in page.text("status")
    (chosen,) = re.findall(r'class="ccx-lot chosen" aria-label="([^"]+)"', page.regions["dock"])
    assert chosen == "Lot 2 · Your choice" and not page.targets("dock", "take")
    page.press("confirm")
    assert page.game.history[-1].action == {"type": "take", "lot": 2}
    assert not page.targets("dock", "confirm")


def test_solo_the_card_put_back_is_chosen_in_the_dock():
    page = start(("human",), seed=3)
    until(page, "keep")
    buttons = page.targets("dock", "bottom")
    assert {a["data-card"] for a in buttons} == {a["card"] for a in legal(page, type="bottom")}
    page.key("1")
    assert page.game.history[-1].action == {"type": "bottom", "card": buttons[0]["data-card"]}


# -- construction and the rest of the round ---------------------------------------------------

def test_the_lit_cells_are_the_rules_spots_for_the_picked_card_and_its_turn():
    page = start(seed=8, level="advanced")
    until(page, "build")
    pieces = page.targets("dock", "pick")
    assert pieces
    for index in range(len(pieces)):
        page.click(page.targets("dock", "pick")[index])
        picked = [a for a in page.targets("dock", "pick") if a["aria-pressed"] == "true"]
        if not picked:
            continue
        rot = page.app.ui.game_ui.rot
        _, piece = SCREEN.piece(ctx_of(page), page.app.ui.game_ui)
        card = piece.code
        assert card in page.game.hand(0)
        assert spots_shown(page) == {(a["x"], a["y"]) for a in legal(
            page, type="build", card=card, rot=rot)}
        if page.targets("dock", "rotate"):
            before = page.regions["city"]
            page.key("r")
            assert "city" not in page.patch["regions"]  # a turn redraws marks only
            assert page.regions["city"] == before
            assert spots_shown(page) == {(a["x"], a["y"]) for a in legal(
                page, type="build", card=card, rot=(rot + 1) % 4)}
        page.key("Escape")
        assert not page.targets("marks", "place")


def test_building_takes_one_click_and_the_others_see_nothing_until_the_end():
    page = start(("human", "human"), seed=4)
    until(page, "build")
    if page.app.ui.session.handoff:
        page.click(page.targets("dock", "handoff-ok")[0])
    seat = page.app.ui.session.viewer
    act(page)  # pick
    spot = page.targets("marks", "place")[0]
    page.click(spot)
    move = page.game.history[-1]
    assert move.seat == seat and move.action["type"] == "build"
    assert (move.action["x"], move.action["y"]) == (int(spot["data-x"]), int(spot["data-y"]))
    log = page.text("log")
    assert "builds" not in log and "plays" not in log  # a card in secret: a micro-step
    while seat in page.game.to_act and page.app.ui.session.viewer == seat:
        act(page)
    assert "plays their 2 cards (shown when the construction ends)" in page.text("log")


def test_touch_first_tap_shows_the_card_and_the_second_builds_it():
    page = start(seed=9, touch=True)
    until(page, "build")
    game = page.game
    act(page)
    assert "tap a spot marked +" in page.text("status")
    first = page.targets("marks", "place")[0]
    page.click(first, pointer="touch")
    assert page.game is game
    (chosen,) = [a for a in page.targets("marks", "place") if "selected" in a["class"]]
    assert (chosen["data-x"], chosen["data-y"]) == (first["data-x"], first["data-y"])
    assert "tap again" in page.text("status")
    page.click(first, pointer="touch")
    assert page.game.history[-1].action["x"] == int(first["data-x"])
    width = int(re.search(r'viewBox="[-\d]+ [-\d]+ (\d+)', page.regions["city"])[1])
    assert f'data-w="{round(width * SCREEN.touch_scale)}"' in page.regions["marks"]


def test_keyboard_focus_follows_each_step():
    page = start(seed=12)
    assert page.patch["focus"] == '.dock [data-act="pick-card"]'
    page.key("1")
    assert page.patch["focus"] == '.dock [data-act="lay"]:not([disabled])'
    until(page, "build")
    page.key("Escape")
    page.key("1")
    assert page.patch["focus"] in (BOARD_STOP, '.dock [data-act="rotate"]',
                                   '.dock [data-act="discard"]')
    if page.patch["focus"] == BOARD_STOP:
        assert len(tab_stops(page)) == 1
        page.key("ArrowRight")
        page.key("ArrowDown")
        (stop,) = tab_stops(page)
        assert "focus" in stop["class"]
        before = len(page.game.history)
        page.click(stop, pointer="key")
        assert len(page.game.history) == before + 1


def test_growth_and_purchases_are_the_rules_moves():
    page = start(("human",), seed=21, level="normal")
    seen = set()
    for _ in range(600):
        if page.game.is_over:
            break
        step = SCREEN.step(ctx_of(page))
        if step.kind in ("grow", "buy", "cloud"):
            seen.add(step.kind)
            rules = {(a["type"], a.get("card"), a["x"], a["y"]) for a in legal(page)
                     if "x" in a}
            offered = set()
            for piece in step.pieces:
                offered |= {(piece.action(p, 0)["type"], piece.action(p, 0).get("card"), *p)
                            for p in piece.at(0)}
            assert offered == rules
        assert act(page) is not None
        page.bots()
    assert {"grow", "buy"} <= seen
    assert "This round's income" in page.text("log") or page.game.is_over


def test_money_round_and_victory_are_shown():
    page = start(seed=2, level="advanced", victory="economic")
    info = page.text("info")
    assert "Advanced · Economic" in info and "Round 1 of" in info
    assert "You: $3" in page.text("dock")
    assert "$3" in page.text("seats")


# -- garbage, undo, hand-off, words ----------------------------------------------------------

@pytest.mark.parametrize("event", [
    {"act": "pick-card", "index": "99"}, {"act": "pick-card", "index": "x"},
    {"act": "lay", "lot": "3", "face": "up"}, {"act": "lay"}, {"act": "take", "lot": "9"},
    {"act": "place", "x": "a", "y": "1"}, {"act": "place", "x": "40", "y": "40"},
    {"act": "pick", "index": "-1"}, {"act": "bribe", "lot": "1", "amount": "999"},
    {"act": "bottom", "card": "Z"}, {"act": "rotate"}, {"act": "discard"},
    {"act": "nonsense"}, {"act": "key", "key": "9"}, {"act": "pass"}, {"act": "offer"},
])
def test_events_with_garbage_change_nothing(event):
    page = start(seed=5)
    history = list(page.game.history)
    page.send(dict(event, pointer="mouse"))
    assert page.game.history == history
    until(page, "build")
    history = list(page.game.history)
    page.send(dict(event, pointer="mouse"))
    assert page.game.history == history


def test_a_laid_card_can_be_undone_until_the_lots_are_offered():
    page = start(seed=5)
    page.click(page.targets("dock", "pick-card")[0])
    page.click(enabled(page, "dock", "lay")[0])
    assert page.targets("dock", "undo")
    page.click(page.targets("dock", "undo")[0])
    assert not [m for m in page.game.history if m.seat >= 0]  # only the cards drawn
    while not enabled(page, "dock", "offer"):
        act(page)
    page.click(enabled(page, "dock", "offer")[0])
    page.press("undo")  # "Cancel": the offer was only held
    assert page.game.phase == "split" and enabled(page, "dock", "offer")
    page.click(enabled(page, "dock", "offer")[0])
    page.press("confirm")
    assert not page.app.ui.session.can_undo


def test_two_humans_the_hand_off_screen_shows_no_cards():
    page = start(("human", "human"), seed=5)
    while not enabled(page, "dock", "offer"):
        act(page)
    page.click(enabled(page, "dock", "offer")[0])
    page.press("confirm")
    assert page.app.ui.session.handoff
    assert "Pass the device to Player 2" in page.text("status")
    assert not page.targets("dock", "take") and not page.targets("dock", "pick-card")
    assert "Residence" not in page.text("dock") and "(key" not in page.regions["dock"]
    page.click(page.targets("dock", "handoff-ok")[0])
    assert page.targets("dock", "take")


def test_the_log_says_each_move_in_words():
    page = start(("human",), seed=4)
    until(page, "build")
    act(page)
    act(page)
    log = page.text("log")
    assert "builds:" in log and "puts" in log and "back under the pile" in log
    assert not re.search(r"\(\s*-?\d+,\s*-?\d+\)", log)
    page.send({"act": "lang"})
    assert "construit :" in page.text("log")


def test_every_screen_string_has_both_languages():
    assert not list(SCREEN.strings.problems())


# -- the variants -------------------------------------------------------------------------------

def test_banlieue_fictive_the_mairie_goes_on_an_x_spot_inside_the_suburb():
    page = start(("human",), seed=3, suburb="True")
    assert page.game.phase == "site"
    assert spots_shown(page) == {(a["x"], a["y"]) for a in legal(page, type="mairie")}
    suburb = page.regions["city"].count("of the suburb")
    assert suburb == sum(1 for *_, owner in page.game.cities[0].cells.values() if owner < 0)
    page.click(page.targets("marks", "place")[0])
    assert page.game.history[-1].action["type"] == "mairie"
    assert "sets their Town hall down" in page.text("log")
    play_to_the_end(page)
    assert re.search(rf'id="final-total-0">{page.game.scores(None).totals[0]}<',
                     page.regions["scores"])


def test_the_hexagonal_single_city_outlines_each_players_part():
    page = start(("human", "normal", "normal"), seed=4, unique="True")
    view = page.game.view(0)
    assert view["site"]["shared"] and page.game.cities[0].topology == "hex"
    name = page.board_name()
    assert name.startswith("The single city") and "1 = Player 1" in name and "3 = Bot 3" in name
    parts = page.regions["city"].split('class="parts"', 1)[1]
    assert [t for t in re.findall(r">(\d)</text>", parts)] == ["1", "2", "3"]
    assert "The other cities" not in page.text("info")  # one city for all
    until(page, "build")
    act(page)
    card = page.app.ui.game_ui
    assert card.picked is not None
    cells = {(a["x"], a["y"]) for a in legal(page, type="build")}
    assert spots_shown(page) <= cells and spots_shown(page)


def test_ecology_and_crisis_say_each_seats_pollution_and_leisure_price():
    page = start(seed=5, level="normal", ecology="True", crisis="True", victory="happiness")
    view = page.game.view(0)
    seats = page.text("seats")
    assert f"pollution {view['pollution'][0]}%" in seats
    assert f"next Leisure ${view['leisure_cost'][0]}" in page.text("dock")
    assert "Happiness: pollution at most 30%" in page.text("info")
    assert "Ecological + Leisure Crisis" in page.text("info")
    for code, name in (("K", "Park"), ("C", "S Shop"), ("X", "Pollution cloud")):
        assert f"{name} · {view['percentages'][code]}%" in page.text("info")


def test_the_architect_is_a_piece_of_the_first_players_construction():
    page = start(seed=7, architect="True")
    for _ in range(400):
        page.bots()
        if page.game.phase == "build" and 0 in page.game.to_act and legal(
                page, type="architect"):
            break
        act(page)
    else:
        raise AssertionError("the human never held the Architect in this deal")
    names = page.text("dock")
    assert "Architect" in names
    index = next(i for i, a in enumerate(page.targets("dock", "pick"))
                 if "Architect" in page.regions["dock"].split('data-act="pick"')[i + 1]
                 .split("</button>")[0])
    page.click(page.targets("dock", "pick")[index])
    assert spots_shown(page) == {(a["x"], a["y"]) for a in legal(page, type="architect")}
    page.click(page.targets("marks", "place")[0])
    assert page.game.history[-1].action["type"] == "architect"


def test_the_new_game_form_names_the_way_to_play_as_the_options_change():
    page = Page()
    page.send({"act": "setup", "game": "cardcityxl"})
    assert "You will play: Simplified · Residential." in page.text()
    for name, value in (("players", "3"), ("level", "normal"), ("victory", "happiness"),
                        ("ecology", "True"), ("unique", "True")):
        page.send({"act": "field", "name": name, "value": value})
    assert "You will play: Normal · Happiness · Ecological + Single City." in page.text()
    assert "do not allow" not in page.text()
    page.send({"act": "field", "name": "suburb", "value": "True"})
    assert "do not allow this combination" in page.text()
    page.send({"act": "field", "name": "level", "value": "garbage"})
    assert "You will play: Simplified" in page.text()


def test_a_shared_city_replays_once_with_every_players_purse():
    page = start(("normal", "easy"), seed=3, unique="True")
    page.bots()
    assert page.game.is_over
    page.send({"act": "home"})
    page.send({"act": "watch", "id": page.app.ui.session.id})
    page.send({"act": "replay-last"})
    assert page.regions["city"].count('class="ccx-replay-city"') == 1
    money = page.game.view(None)["money"]
    assert f"Bot 1 · ${money[0]} · Bot 2 · ${money[1]}" in page.text("city")
    assert "The single city, each part outlined and numbered: 1 = Bot 1; 2 = Bot 2" in \
        page.regions["city"]


def test_the_rules_show_the_cards_as_drawn_and_the_keys():
    page = start(seed=2)
    page.send({"act": "rules", "game": "cardcityxl"})
    html = page.app.painted.skeleton
    assert "The 16 two-colour cards" in html and "The variants&#x27; cards" in html
    assert '<title>Industry (5%)</title>' in html and '<title>Architect</title>' in html
    assert "Card City XL: making lots, the digits pick a drawn card" in html


def test_advanced_the_splitter_puts_money_on_a_lot():
    page = start(seed=8, level="advanced")
    assert page.game.phase == "split" and page.game.money[0] == 3
    page.press("bribe-more", "dock")
    page.press("bribe-more", "dock")
    assert not enabled(page, "dock", "bribe-more")  # no more than the purse
    page.press("bribe-less", "dock")
    assert "$2 on lot 2" in page.text("dock")
    page.press("bribe", "dock", lot="2")
    assert page.game.history[-1].action == {"type": "bribe", "lot": 2, "amount": 2}
    assert "Money on the lot: $2" in page.text("dock")
    assert not page.targets("dock", "bribe")  # once per split
