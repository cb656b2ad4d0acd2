"""Cloud City's play screen driven like the page drives it: JSON events into
``App.dispatch``, patches of regions out, applied to a simulated page."""

from __future__ import annotations

import re
from typing import Any

import pytest
from page_sim import Page as SimPage

from urbanistes.cloudcity.city import legal_origins
from urbanistes.cloudcity.data import TILE_SPOTS
from urbanistes.cloudcity.game import CloudCity
from urbanistes_ui.games.cloudcity.panels import tiles_text
from urbanistes_ui.games.cloudcity.screen import BOARD_STOP, SCREEN


class Page(SimPage):
    def board_name(self) -> str:
        """The big board's accessible name (whose city it is)."""
        return self.elements("city")[0][1]["aria-label"]

    @property
    def game(self) -> CloudCity:
        game = super().game
        assert isinstance(game, CloudCity)
        return game


def start(seats=("human", "normal"), *, seed=7, touch=False, lang="en", **options) -> Page:
    page = Page(touch=touch, lang=lang)
    page.send({"act": "setup", "game": "cloudcity"})
    form = {"players": str(len(seats)), "seed": str(seed), **options}
    form.update({f"seat{i}": kind for i, kind in enumerate(seats)})
    page.send({"act": "start", "form": form})
    assert page.app.ui.screen == "play", page.app.ui.error
    return page


def spots_shown(page: Page) -> set[tuple[int, int]]:
    return {(int(a["data-x"]), int(a["data-y"])) for a in page.targets("marks", "place")}


def zones(targets: list[dict[str, str]]) -> list[tuple[int, int]]:
    return [(int(a["data-x"]), int(a["data-y"])) for a in targets]


def tab_stops(page: Page) -> list[dict[str, str]]:
    return [a for _, a in page.elements("marks") if a.get("tabindex") == "0"]


def lay_first_tile(page: Page) -> dict[str, Any]:
    """Pick the first hand tile and lay it on the first lit spot, by clicks."""
    seat = page.game.turn
    pick = page.targets("dock", "pick")[0]
    page.click(pick)
    tile = int(pick["data-tile"])
    legal = {(x, y) for x, y, r in page.game.legal_tile_origins(seat, tile) if r == 0}
    assert spots_shown(page) == legal and legal
    spot = page.targets("marks", "place")[0]
    page.click(spot)
    return {"type": "tile", "tile": tile, "x": int(spot["data-x"]), "y": int(spot["data-y"]),
            "rot": 0}


def build_one(page: Page) -> bool:
    """Build the first walkway the board offers: a lit building, then its first partner."""
    game, seat = page.game, page.game.turn
    lit = page.targets("marks", "building")
    city = game.cities[seat]
    assert zones(lit) == [z for z in sorted(city["buildings"], key=lambda z: (z[1], z[0]))
                          if game.walkway_partners(seat, z)]
    if not lit:
        return False
    page.click(lit[0])
    zone = zones(lit[:1])[0]
    partners = page.targets("marks", "walkway")
    assert [(z, int(a["data-value"])) for z, a in zip(zones(partners), partners, strict=True)] \
        == game.walkway_partners(seat, zone)
    before = len(city["walkways"])
    page.click(partners[0])
    assert len(page.game.cities[seat]["walkways"]) == before + 1
    return True


def human_turn(page: Page) -> None:
    lay_first_tile(page)
    build_one(page)
    page.click(page.targets("dock", "end-build")[0])
    if page.game.phase == "draw":
        page.click(page.targets("dock", "draw")[0])


# -- whole games -------------------------------------------------------------------------

def test_a_whole_game_against_the_bot_by_events_ends_with_the_engines_totals():
    page = start(needs="1")
    turns = 0
    while not page.game.is_over:
        assert page.bots() <= 12  # a bot's turn: tile, a few walkways, end, draw
        if page.game.is_over:
            break
        human_turn(page)
        turns += 1
        assert not page.targets("dock", "confirm")  # the draw ended the turn by itself
    assert turns == 8
    game = page.game
    assert all(len(c["tiles"]) == 9 for c in game.cities)
    for seat, total in enumerate(game.scores(None).totals):
        assert re.search(rf'id="final-total-{seat}">{total}<', page.regions["scores"])
    assert "Special Needs" in page.text("info")
    assert "Game over" in page.text("dock")
    # every city, the human's included, shows its owner's last move
    assert 'class="tile last"' in page.regions["city"]
    assert 'class="tile last"' in page.regions["info"]
    # the finished game replays with every city, move by move
    page.send({"act": "home"})
    page.send({"act": "watch", "id": page.app.ui.session.id})
    assert page.regions["city"].count("<figure") == 2
    assert page.regions["city"].count('class="tile"') == 2  # the set-up: start tiles only
    page.send({"act": "replay-forward"})
    assert 'class="tile last"' in page.regions["city"]
    page.send({"act": "replay-last"})
    assert page.regions["city"].count('class="tile') == 18


def test_a_bots_turn_is_followed_in_the_panel_and_the_log_not_on_the_big_board():
    page = start(seed=9)
    human_turn(page)
    assert page.patch.get("later") == 600
    assert page.board_name() == "Player 1's city"
    panel_before, log_lines = page.regions["info"], page.regions["log"].count("<li")
    page.send({"act": "tick"})  # the bot lays its tile
    assert "city" not in page.patch["regions"]  # the big board did not move
    assert page.regions["info"] != panel_before
    bot_city = page.regions["info"].split('data-seat="1"', 1)[1].split("</figure>", 1)[0]
    assert bot_city.count('class="tile') == len(page.game.cities[1]["tiles"]) == 2
    assert 'class="tile last"' in bot_city
    assert page.regions["log"].count("<li") == log_lines + 1
    assert "Bot 2</strong> laid tile" in page.regions["log"]
    page.bots()
    assert "Bot 2</strong> drew" in page.regions["log"] or \
        "Bot 2</strong> took face-up tile" in page.regions["log"]


def test_all_bots_the_big_board_shows_the_acting_seat():
    page = start(("normal", "easy"), seed=4)
    assert page.board_name() == "Bot 1's city"
    assert "On the board" in page.text("info")
    while page.game.turn == 0:
        page.send({"act": "tick"})
    assert page.board_name() == "Bot 2's city"
    assert not page.targets("marks", "place") and not page.targets("dock", "pick")


# -- a turn, step by step -----------------------------------------------------------------

def test_lit_spots_follow_the_pick_and_the_view_box_keeps_still():
    page = start(seed=3)
    game = page.game
    view_box = re.search(r'viewBox="([^"]+)"', page.regions["city"])[1]
    origins = legal_origins(game.cities[0], "square")
    for x, y in origins:  # the box holds every spot a tile could take this step
        left, top, width, height = map(int, view_box.split())
        assert left <= x * 100 and (x + 1) * 100 <= left + width
        assert top <= y * 100 and (y + 1) * 100 <= top + height
    page.key("2")
    tile = sorted(game.hands[0])[1]
    assert spots_shown(page) == set(origins)
    page.key("r")
    assert "city" not in page.patch["regions"]  # picking and turning redraw the marks only
    assert re.search(r'viewBox="([^"]+)"', page.regions["marks"])[1] == view_box
    shown_tile = [a for _, a in page.elements("dock") if a.get("aria-pressed") == "true"]
    assert shown_tile[0]["data-tile"] == str(tile)
    page.key("Escape")
    assert not page.targets("marks", "place")


def test_keyboard_only_turn():
    page = start(seed=11)
    game = page.game
    assert page.patch["focus"] == '.dock [data-act="pick"]'
    tile = sorted(game.hands[0])[0]
    page.key("1")
    assert page.patch["focus"] == BOARD_STOP
    page.key("r")
    page.key("r")
    page.key("ArrowDown")
    (stop,) = tab_stops(page)
    assert stop["data-act"] == "place" and "focus" in stop["class"]
    page.click(stop, pointer="key")  # Enter on the focused spot
    assert game.history != page.game.history
    assert page.game.history[-1].action == {
        "type": "tile", "tile": tile, "x": int(stop["data-x"]), "y": int(stop["data-y"]),
        "rot": 2}
    # build step: a keyboard player stays on the board, whose buttons are one tab stop
    assert page.patch["focus"] == BOARD_STOP
    assert page.targets("marks", "building")  # this deal offers walkways at once
    assert len(tab_stops(page)) == 1
    page.key("ArrowRight")
    assert page.patch["focus"] == BOARD_STOP
    (stop,) = tab_stops(page)
    page.click(stop, pointer="key")
    assert page.patch["focus"] == BOARD_STOP
    (partner,) = tab_stops(page)
    assert partner["data-act"] == "walkway"  # the first partner takes the focus
    page.key("Escape")  # let go: the focus stays on that building
    assert page.patch["focus"] == BOARD_STOP
    (back,) = tab_stops(page)
    assert (back["data-act"], back["data-x"], back["data-y"]) == (
        "building", stop["data-x"], stop["data-y"])
    page.click(back, pointer="key")
    page.click(tab_stops(page)[0], pointer="key")  # Enter on the first partner
    assert page.game.history[-1].action["type"] == "walkway"
    page.click(page.targets("dock", "end-build")[0], pointer="key")
    assert page.patch["focus"] == '.dock [data-act="draw"]'
    deck = page.targets("dock", "draw")[0]
    assert deck.get("data-from") == "deck"
    page.click(deck, pointer="key")
    assert page.app.ui.session.bot_to_move and not page.targets("dock", "confirm")


def test_touch_first_tap_previews_and_a_second_tap_lays():
    page = start(seed=5, touch=True)
    game = page.game
    page.click(page.targets("dock", "pick")[0], pointer="touch")
    assert "tap a spot marked +" in page.text("status")
    first, second = page.targets("marks", "place")[:2]
    page.click(first, pointer="touch")
    assert page.game is game
    (chosen,) = [a for a in page.targets("marks", "place") if "selected" in a["class"]]
    assert (chosen["data-x"], chosen["data-y"]) == (first["data-x"], first["data-y"])
    (shown,) = [a for tag, a in page.elements("marks") if tag == "use" and "visibility" not in a]
    assert [shown["x"], shown["y"]] == first["data-preview"].split()  # shown where tapped
    assert "tap again" in page.text("status")
    page.click(second, pointer="touch")
    assert page.game is game
    page.click(second, pointer="touch")
    assert page.game.history[-1].action["x"] == int(second["data-x"])
    # touch screens: the board is drawn at TOUCH_SCALE CSS pixels per unit
    width = int(re.search(r'viewBox="[-\d]+ [-\d]+ (\d+)', page.regions["city"])[1])
    assert f'data-w="{round(width * SCREEN.touch_scale)}"' in page.regions["marks"]


def test_draw_buttons_are_in_the_dock_and_a_face_up_tile_ends_the_turn():
    page = start(seed=13)
    lay_first_tile(page)
    page.click(page.targets("dock", "end-build")[0])
    row = list(page.game.row)
    deck, *faces = page.targets("dock", "draw")
    assert deck["data-from"] == "deck"
    assert f"Draw from deck ({page.game.view(0)['deck_count']})" in page.text("dock")
    assert [int(a["data-index"]) for a in faces] == [i for i, t in enumerate(row) if t is not None]
    assert not page.targets("info", "draw")  # the panel's row is read-only
    page.click(faces[1])
    assert row[1] in page.game.hands[0]
    assert not page.targets("dock", "confirm") and page.patch.get("later")
    assert f"Player 1</strong> took face-up tile {row[1]}" in page.regions["log"]


def test_the_tile_and_walkways_can_be_undone_until_the_draw():
    page = start(seed=11)
    hand = sorted(page.game.hands[0])
    action = lay_first_tile(page)
    assert page.game.phase == "build" and page.targets("dock", "undo")
    page.click(page.targets("dock", "undo")[0])
    assert page.game.phase == "tile" and not page.game.history
    assert sorted(page.game.hands[0]) == hand
    assert page.patch["focus"] == '.dock [data-act="pick"]'
    again = lay_first_tile(page)
    assert again == action
    assert build_one(page)
    page.click(page.targets("dock", "undo")[0])
    assert page.game.history[-1].action == action
    page.click(page.targets("dock", "end-build")[0])
    assert page.targets("dock", "undo")  # still undoable before the draw
    page.click(page.targets("dock", "draw")[0])
    assert not page.app.ui.session.can_undo


def test_two_humans_the_pass_the_device_screen_never_shows_a_hand():
    page = start(("human", "human"), seed=5)
    human_turn(page)
    assert page.app.ui.session.handoff
    assert "Pass the device to Player 2" in page.text("status")
    assert not page.targets("dock", "pick")
    labels = " ".join(a.get("aria-label", "") for _, a in page.elements("dock"))
    assert "hand" not in page.text("dock").lower() and "(key" not in labels
    assert not page.targets("marks", "place")
    page.click(page.targets("dock", "handoff-ok")[0])
    assert sorted(int(a["data-tile"]) for a in page.targets("dock", "pick")) == \
        sorted(page.game.hands[1])
    assert "Player 2's hand" in page.text("dock")
    assert page.board_name() == "Player 2's city"


# -- words ------------------------------------------------------------------------------

def test_the_log_says_each_step_in_words():
    page = start(seed=21)
    action = lay_first_tile(page)
    levels = sorted(h for _, h in TILE_SPOTS[action["tile"]])
    names = {1: "River", 2: "Forest", 3: "Sand"}
    expected = (f"2 {names[levels[0]]} buildings" if levels[0] == levels[1]
                else f"{names[levels[0]]} and {names[levels[1]]}")
    assert f"laid tile {action['tile']} ({expected})" in page.text("log")
    assert build_one(page)
    walkway = page.game.cities[0]["walkways"][-1]
    value = {1: 1, 2: 2, 3: 3, 4: 5, 5: 8}[walkway[2] - walkway[0] + walkway[3] - walkway[1]]
    assert f"built a {value}-vote {names[walkway[4]]} walkway" in page.text("log")
    page.click(page.targets("dock", "end-build")[0])
    page.click(page.targets("dock", "draw")[0])
    log = page.text("log")
    assert "finished building" in log and "drew from the deck" in log
    assert not re.search(r"\(\s*-?\d+,\s*-?\d+\)", log)  # no raw coordinates
    page.send({"act": "lang"})
    assert "a pioché une tuile de la pioche" in page.text("log")
    assert "a fini de construire" in page.text("log")


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ("no tiles", "1 tile", "2 tiles", "3 tiles")),
    ("fr", ("aucune tuile", "1 tuile", "2 tuiles", "3 tuiles"))])
def test_tiles_in_hand_are_counted_in_words(lang, words):
    assert tuple(tiles_text(lang, n) for n in range(4)) == words
    page = start(seed=2, lang=lang)
    assert words[3] in page.text("seats") and "card" not in page.text("seats")


def test_the_rules_explain_the_birds_the_keys_and_the_needs():
    page = start(seed=2)
    page.send({"act": "rules", "game": "cloudcity"})
    html = page.app.painted.skeleton
    assert "Our rulings" in html and "1 bird goes to the first player" in html
    assert "Cloud City: 1, 2 or 3 picks a tile" in html
    assert "The 10 Special Needs cards" in html


def test_every_screen_string_has_both_languages():
    assert not list(SCREEN.strings.problems())
