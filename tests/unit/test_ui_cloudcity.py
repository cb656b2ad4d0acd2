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
from urbanistes_ui.prefs import PACES


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
    return Page.started("cloudcity", seats, seed=seed, touch=touch, lang=lang, **options)


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
    """Lay, build, finish, then draw: the draw ends the turn by itself. A turn that ends
    without a draw (the city's last tile) waits for "Confirm turn"."""
    lay_first_tile(page)
    build_one(page)
    page.click(page.targets("dock", "end-build")[0])
    if page.game.phase == "draw":
        page.click(page.targets("dock", "draw")[0])
        assert not page.targets("dock", "confirm")
    else:
        assert len(page.game.cities[0]["tiles"]) == 9 and page.app.ui.session.pending
        page.press("confirm")


def tile_marked(region: str) -> tuple[int, int]:
    """Where a board's one "last move" tile is."""
    (found,) = re.findall(r'<g class="tile last"[^>]*data-x="(-?\d+)" data-y="(-?\d+)"', region)
    return int(found[0]), int(found[1])


def board_targets(page: Page) -> list[dict[str, str]]:
    return [a for _, a in page.elements("marks") if a.get("data-act")]


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
    assert turns == 8
    game = page.game
    assert all(len(c["tiles"]) == 9 for c in game.cities)
    for seat, total in enumerate(game.scores(None).totals):
        assert re.search(rf'id="final-total-{seat}">{total}<', page.regions["scores"])
    assert "Special Needs" in page.text("info")
    assert "Game over" in page.text("dock")
    # each city's last turn ends without a draw: the one line that says it finished
    assert page.text("log").count("finished building") == 2
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


def test_a_walkway_sends_the_page_the_supply_and_not_the_other_cities_again():
    page = start(seed=1)
    for _ in range(8):
        page.bots()
        lay_first_tile(page)
        if page.targets("marks", "building"):
            break
        page.click(page.targets("dock", "end-build")[0])
        page.click(page.targets("dock", "draw")[0])
    page.click(page.targets("marks", "building")[0])
    before = page.text("counts")
    page.click(page.targets("marks", "walkway")[0])
    assert "counts" in page.patch["regions"] and page.text("counts") != before
    assert "info" not in page.patch["regions"]  # the row, the needs, the rival's city
    assert "Walkways left" in page.text("counts") and "Walkways left" not in page.text("info")


def test_a_bots_turn_is_followed_on_the_big_board_step_by_step():
    """The board follows the bot: its tile, then each walkway, lit as its last move, one
    log line and one pause each; finishing its walkways is folded into its draw."""
    page = start(seed=9)
    human_turn(page)
    assert page.patch.get("later") == PACES["normal"]
    assert page.board_name() == "Bot 2's city" and not board_targets(page)
    assert 'data-seat="0"' in page.regions["info"]  # the viewer's city went to the panel
    log_lines = page.regions["log"].count("<li")
    page.tick()  # the bot lays its tile
    tile = page.game.history[-1].action
    assert tile["type"] == "tile"
    assert page.board_name() == "Bot 2's city"
    assert tile_marked(page.regions["city"]) == (tile["x"], tile["y"])
    assert page.regions["city"].count('class="tile') == len(page.game.cities[1]["tiles"]) == 2
    assert page.regions["log"].count("<li") == log_lines + 1
    assert "Bot 2</strong> laid tile" in page.regions["log"]
    built = 0
    while "later" in page.patch:
        page.tick()
        if page.game.history[-1].action.get("type") == "walkway":  # each lit as built
            built += 1
            assert page.board_name() == "Bot 2's city"
            assert page.regions["city"].count('class="walkway last"') == built
    assert built == len(page.game.cities[1]["walkways"]) >= 1
    assert page.regions["log"].count("<li") == log_lines + 1 + built + 1
    assert "Bot 2</strong> finished building" not in page.regions["log"]
    assert "Bot 2</strong> drew" in page.regions["log"] or \
        "Bot 2</strong> took face-up tile" in page.regions["log"]
    assert "later" not in page.patch  # the human's turn: their own board again
    assert page.board_name() == "Player 1's city" and page.targets("dock", "pick")
    recent = page.text("recent")
    assert recent.startswith("Bot 2 ") and recent.endswith(")") and "laid tile" in recent
    assert recent.index("drew" if "drew" in recent else "took") < recent.index("laid tile")
    assert recent.count("walkway") == built  # newest first, as in the log


def test_watching_another_city_shows_it_whole_with_no_targets():
    page = start(seed=9)
    human_turn(page)
    page.bots()
    bot_tile = next(m.action for m in reversed(page.game.history) if m.seat == 1
                    and m.action["type"] == "tile")
    lay_first_tile(page)
    assert page.targets("marks", "building")
    page.press("watch-seat", "seats", seat="1")
    assert page.board_name() == "Bot 2's city" and not board_targets(page)
    assert tile_marked(page.regions["city"]) == (bot_tile["x"], bot_tile["y"])
    assert "On the board: Bot 2's city" in page.text("info")
    (pressed,) = [a for a in page.targets("seats", "watch-seat") if a["aria-pressed"] == "true"]
    assert pressed["data-seat"] == "1"
    assert page.targets("dock", "end-build")  # the dock still holds the player's turn
    page.press("watch-seat", "info", seat="0")  # the own city, small in the panel: back
    assert page.board_name() == "Player 1's city" and page.targets("marks", "building")
    assert "On the board" not in page.text("info")
    page.press("watch-seat", "info", seat="1")
    assert page.board_name() == "Bot 2's city"
    page.press("end-build")  # playing on shows the player's own board again
    assert page.board_name() == "Player 1's city" and page.targets("dock", "draw")


def test_the_board_follows_each_acting_bot_unless_a_city_is_pinned():
    page = start(("human", "normal", "normal"), seed=4)
    human_turn(page)
    shown = set()
    while "later" in page.patch:
        # The bot's step just played, shown where it happened (its turn's last one too);
        # before the first, the bot about to play.
        mover = next(m.seat for m in reversed(page.game.history) if m.seat >= 0)
        expected = mover if mover != 0 else page.game.turn
        assert page.board_name() == f"Bot {expected + 1}'s city"
        shown.add(expected)
        page.tick()  # a bot that thinks in slices (a loaded machine) is carried to its move
    assert shown == {1, 2} and page.board_name() == "Player 1's city"
    human_turn(page)
    page.press("watch-seat", "seats", seat="2")  # pinned while Bot 2 plays
    while "later" in page.patch:
        assert page.board_name() == "Bot 3's city"
        page.send({"act": "tick"})
    assert page.board_name() == "Bot 3's city" and not board_targets(page)
    assert page.targets("dock", "pick")
    page.click(page.targets("dock", "pick")[0])  # the player's move: their board again
    assert page.board_name() == "Player 1's city" and page.targets("marks", "place")


def test_a_bot_taking_the_last_walkway_of_a_kind_says_what_it_means():
    page = start(seed=20)
    while "no 8-vote" not in page.text("recent"):
        human_turn(page)
        while "later" in page.patch and "no 8-vote" not in page.text("recent"):
            page.send({"act": "tick"})
    recent = page.text("recent")  # newest first, as in the log
    assert recent.startswith("Bot 2 built an 8-vote Sand walkway;")
    assert recent.endswith(" — no 8-vote Sand walkways left")
    assert page.game.supply[3][5] == 0
    assert "Bot 2 built an 8-vote Sand walkway" in page.text("log")
    page.send({"act": "lang"})
    assert "plus aucune passerelle Sable à 8 votes en réserve" in page.text("recent")
    # once the viewer's city is finished, the supply no longer matters to them
    move = page.game.history[-1]
    before = page.app.trail.before(page.game, len(page.game.history) - 1)
    assert SCREEN.meaning(move, before, 0, "en") == "no 8-vote Sand walkways left"
    assert isinstance(before, CloudCity)
    finished = before.clone()
    left = before.tiles_to_place(0)
    finished.cities[0]["tiles"].update({(10 + i, 10): (0, 0) for i in range(left)})
    assert left > 0 and finished.tiles_to_place(0) == 0
    assert SCREEN.meaning(move, finished, 0, "en") == ""
    # a walkway that leaves some of its kind means nothing to the others
    plenty = before.clone()
    plenty.supply[3][5] = 2
    assert SCREEN.meaning(move, plenty, 0, "en") == ""


def test_all_bots_the_big_board_shows_the_acting_seat():
    page = start(("normal", "easy"), seed=4)
    assert page.board_name() == "Bot 1's city"
    assert "On the board" in page.text("info")
    while page.game.turn == 0:
        page.send({"act": "tick"})
    assert page.board_name() == "Bot 1's city"  # its last step, for the pace's pause
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
    page = start(seed=14)
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
    page = start(seed=14)
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
    article = "an" if value == 8 else "a"
    assert f"built {article} {value}-vote {names[walkway[4]]} walkway" in page.text("log")
    page.click(page.targets("dock", "end-build")[0])
    page.click(page.targets("dock", "draw")[0])
    log = page.text("log")
    # finishing the walkways says nothing the draw does not: the draw ends the turn
    assert "finished building" not in log and "drew from the deck" in log
    assert not re.search(r"\(\s*-?\d+,\s*-?\d+\)", log)  # no raw coordinates
    page.send({"act": "lang"})
    assert "a pioché une tuile de la pioche" in page.text("log")


def test_a_turn_without_a_draw_waits_for_confirmation_and_can_be_undone():
    """The city's last tile: "Finish walkways" ends the turn with no draw, so it stays
    provisional (the tile on the board as the last move, the bot waiting) until
    confirmed, and Undo or Restart turn take it back."""
    page = start(seed=7)
    for _ in range(7):  # the start tile and 7 more: the 8th is the city's last
        human_turn(page)
        page.bots()
    action = lay_first_tile(page)
    build_one(page)
    turn_start = page.game.history[:-2]
    page.press("end-build")
    session = page.app.ui.session
    assert session.pending and page.targets("dock", "confirm") and "later" not in page.patch
    assert "confirm your turn" in page.text("status")
    assert page.board_name() == "Player 1's city" and not board_targets(page)
    assert tile_marked(page.regions["city"]) == (action["x"], action["y"])
    assert page.regions["city"].count('class="walkway last"') == 1
    page.press("undo")
    assert not session.pending and page.game.phase == "build"
    assert page.targets("dock", "end-build") and page.targets("marks", "building")
    page.press("restart-turn")
    assert page.game.history == turn_start and page.game.phase == "tile"
    lay_first_tile(page)
    page.press("end-build")
    assert session.pending
    page.press("confirm")
    assert not session.pending and "later" in page.patch
    assert "Player 1</strong> finished building" in page.regions["log"]
    page.send({"act": "lang"})
    assert "a fini de construire" in page.text("log")


def test_without_confirm_each_turn_a_turn_without_a_draw_ends_at_once():
    page = start(seed=7)
    page.send({"act": "field", "name": "confirm", "value": "off"})
    assert page.storage["confirm"] == "off"
    for _ in range(7):  # the start tile and 7 more: the 8th is the city's last
        human_turn(page)
        page.bots()
    lay_first_tile(page)
    page.press("end-build")
    assert not page.app.ui.session.pending and not page.targets("dock", "confirm")
    assert "later" in page.patch and not page.app.ui.session.can_undo


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
