"""The browser layer's shell, driven like the page drives it (JSON events in, region
patches out), with Sprawlopolis as the game on screen."""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from page_sim import Page

from urbanistes import registry
from urbanistes.sprawlopolis.game import Sprawlopolis
from urbanistes_ui import i18n
from urbanistes_ui.app import App
from urbanistes_ui.games import screen
from urbanistes_ui.games.sprawlopolis.strings import STRINGS as SPRAWL


def start(players=1, seats=("human",), seed=11, lang="en", touch=False, **options) -> Page:
    page = Page(lang=lang, touch=touch)
    page.press("setup", game="sprawlopolis")
    form = {"players": str(players), "seed": str(seed), **options}
    form.update({f"seat{i}": kind for i, kind in enumerate(seats)})
    page.send({"act": "start", "form": form})
    assert page.app.ui.screen == "play", page.app.ui.error
    return page


def sprawl(page: Page) -> Sprawlopolis:
    game = page.game
    assert isinstance(game, Sprawlopolis)
    return game


def spots(page: Page) -> set[tuple[int, int]]:
    return {(int(a["data-x"]), int(a["data-y"])) for a in page.targets("marks", "place")}


def moves(game) -> list[dict]:
    """The seats' actions so far (chance steps left out)."""
    return [m.action for m in game.history if m.seat >= 0]


def kept_moves(page: Page) -> int:
    """The seats' moves in the one game the page keeps on the device."""
    (record,) = [json.loads(v) for k, v in page.storage.items() if k.startswith("game.")]
    return int(record["summary"]["moves"])


def lay_first(page: Page, pointer: str = "mouse") -> dict:
    """Pick the first hand card and lay it on the first lit spot."""
    pick = page.targets("dock", "pick")[0]
    page.click(pick, pointer)
    spot = page.targets("marks", "place")[0]
    page.click(spot, pointer)
    if pointer == "touch":
        page.click(spot, pointer)
    return {"card": int(pick["data-card"]), "x": int(spot["data-x"]),
            "y": int(spot["data-y"]), "rot": 0}


def turn(page: Page) -> dict:
    action = lay_first(page)
    if page.targets("dock", "confirm"):
        page.press("confirm")
    return action


# -- home and set-up -------------------------------------------------------------------
def test_home_lists_five_games_and_offers_the_playable_ones():
    page = Page()
    html = page.html
    assert html.count('<li class="game') == 5
    playable = {a["data-game"] for a in page.targets(None, "setup")}
    assert playable == {e.info.id for e in registry.ENTRIES if e.rules and e.view}
    assert {"sprawlopolis", "cloudcity"} <= playable
    assert html.count("Coming soon") == 5 - len(playable)
    # each playable game has its picture, drawn at build time by its own renderer
    for game in playable:
        assert f'src="static/build/pictures/{game}.svg"' in html
    page.press("lang")
    french = page.text()
    assert french.count("Jouer") >= len(playable)
    assert ("Bientôt" in french) == (len(playable) < 5)


def test_a_coming_game_opens_no_form(monkeypatch):
    entries = tuple(replace(e, view="") if e.info.id == "skyline" else e
                    for e in registry.ENTRIES)
    monkeypatch.setattr(registry, "ENTRIES", entries)  # no play screen yet
    page = Page()
    assert page.html.count("Coming soon") == sum(not e.playable for e in entries)
    page.send({"act": "setup", "game": "skyline"})
    assert page.app.ui.screen == "home"


def test_the_form_has_one_seat_per_player_and_switches_language_at_once():
    page = Page()
    page.press("setup", game="sprawlopolis")
    assert len(re.findall(r'name="seat\d"', page.html)) == 1
    page.send({"act": "field", "name": "players", "value": "3"})
    assert len(re.findall(r'name="seat\d"', page.html)) == 3
    kinds = {"human", "easy", "normal", "strong"}
    assert set(re.findall(r'option value="(\w+)"', page.html)) & kinds == kinds
    page.send({"act": "field", "name": "lang", "value": "fr"})
    assert "Commencer" in page.text()


def test_a_bad_seed_is_explained_and_nothing_starts():
    page = Page(lang="fr")
    page.press("setup", game="sprawlopolis")
    page.send({"act": "start", "form": {"players": "1", "seed": "abc"}})
    assert page.app.ui.screen == "setup" and page.app.ui.session is None
    assert "graine" in page.text()


def test_seed_and_options_reach_the_rules():
    page = start(seed=99, difficulty="hard")
    assert page.game.seed == 99
    assert page.game.options == {"players": 1, "difficulty": "hard", "scoring": "deal"}


# -- a turn -------------------------------------------------------------------------------
def test_picking_lights_exactly_the_legal_spots_and_repaints_only_them():
    page = start()
    game = sprawl(page)
    card = game.hands[0][0]
    patch = page.press("pick", card=str(card))
    assert set(patch["regions"]) <= {"ghost", "dock", "status"}  # not the city, nor the spots
    legal = {(a["x"], a["y"]) for a in game.legal_actions(0) if a["card"] == card}
    assert spots(page) == legal and legal
    assert patch["focus"] == '.board [data-act="place"][tabindex="0"]'


def test_a_laid_card_waits_for_confirmation_then_the_next_card_comes():
    page = start()
    action = lay_first(page)
    assert moves(page.game) == [action] and page.game.is_chance  # nothing drawn yet
    assert page.patch["focus"] == '[data-act="confirm"]'
    assert "confirm your turn" in page.text("status")
    assert page.targets("dock", "undo")
    page.press("undo")
    assert moves(page.game) == [] and not page.targets("dock", "confirm")
    action = lay_first(page)
    page.press("confirm")
    assert moves(page.game) == [action] and not page.game.is_chance
    assert len(sprawl(page).hands[0]) == 3  # solo: drew back up to 3
    assert not page.targets("dock", "undo")  # the next card is seen: no way back
    assert "laid card" in page.text("log")


def test_touch_needs_a_second_tap_on_the_same_spot():
    page = start(touch=True)
    card = page.targets("dock", "pick")[0]
    page.click(card, "touch")
    first, second = page.targets("marks", "place")[:2]
    page.click(first, "touch")
    assert page.app.ui.game_ui.selected == (int(first["data-x"]), int(first["data-y"]))
    assert "Tap again" in page.text("status") and moves(page.game) == []
    page.click(second, "touch")
    assert moves(page.game) == []
    page.click(second, "touch")
    assert moves(page.game)[0]["x"] == int(second["data-x"])


def test_keyboard_turn_move_and_place():
    page = start()
    card = sorted(sprawl(page).hands[0])[1]
    page.key("2")
    assert page.app.ui.game_ui.picked == card
    page.key("r")
    assert page.app.ui.game_ui.rot == 180
    page.key("ArrowRight")
    stops = [a for _, a in page.elements("marks") if a.get("tabindex") == "0"]
    assert len(stops) == 1 and "focus" in stops[0]["class"]
    page.click(stops[0], "key")
    assert moves(page.game) == [{"card": card, "x": int(stops[0]["data-x"]),
                                 "y": int(stops[0]["data-y"]), "rot": 180}]
    page.key("Escape")
    page.key("c")  # C confirms, as the button says
    assert not page.game.is_chance


def test_escape_cancels_the_pick():
    page = start()
    page.key("1")
    assert page.app.ui.game_ui.picked is not None
    page.key("Escape")
    assert page.app.ui.game_ui.picked is None and not page.targets("marks", "place")


def test_events_that_mean_nothing_change_nothing():
    page = start()
    before = page.game
    for event in ({"act": "place", "x": "40", "y": "40"}, {"act": "place", "x": "a"},
                  {"act": "pick", "card": "99"}, {"act": "no-such-act"}, {"act": "key"},
                  {"act": "key", "key": "ArrowLeft"}, {"x": 1}, {"act": "replay-to"},
                  {"act": "resume", "id": "nope"}, {"act": "delete", "id": "nope"}):
        page.send(event)
    assert page.game is before and page.app.ui.error is None
    assert "regions" in json.loads(page.app.dispatch_json("not json"))
    assert page.game is before


def test_a_failing_handler_apologises_and_keeps_the_game(monkeypatch):
    page = start()
    game = page.game
    sprawl_screen = screen("sprawlopolis")

    def broken(*args, **kwargs):
        raise RuntimeError("a bug")

    monkeypatch.setattr(sprawl_screen, "handle", broken)
    patch = page.app.dispatch({"act": "pick", "card": "1"})
    assert "RuntimeError: a bug" in patch["log"]  # logged to the console
    assert page.app.ui.session.game is game and page.app.ui.screen == "play"
    assert "Sorry, something went wrong" in "".join(patch["regions"].values())


def test_two_humans_get_a_privacy_screen_that_hides_the_next_hand():
    page = start(players=2, seats=("human", "human"))
    lay_first(page)  # the next player will see the card: it is held until confirmed
    session = page.app.ui.session
    assert session.held is not None and not moves(page.game)
    assert not session.handoff and page.targets("dock", "confirm")
    page.press("confirm")
    assert session.handoff and page.game.to_act == (1,)
    assert "Pass the device to Player 2" in page.text("status")
    assert not page.targets("dock", "pick")
    page.send({"act": "pick", "card": str(sprawl(page).hands[1][0])})
    assert page.app.ui.game_ui.picked is None  # no playing through the privacy screen
    page.press("handoff-ok")
    assert not session.handoff and session.viewer == 1
    assert {int(a["data-card"]) for a in page.targets("dock", "pick")} == set(
        sprawl(page).hands[1])


def test_a_bot_plays_on_the_pages_timer_and_its_move_is_logged():
    page = start(players=2, seats=("human", "normal"))
    turn(page)
    assert page.patch["later"] > 0  # the page calls back: the bot's turn
    assert "Bot 2 is thinking" in page.text("status")
    page.tick()  # its move (thought over as many ticks as it takes)...
    assert len(moves(page.game)) == 2 and page.patch["later"] > 0  # ...then the pause
    page.tick()
    assert "later" not in page.patch and page.game.to_act == (0,)
    log = page.text("log")
    assert log.index("Bot 2") < log.index("Player 1")  # newest first
    # Numbered from the first move: a new move comes at the top, the lines below stay as
    # they were (the page is sent the new line alone, to add above them).
    assert re.findall(r'<span class="n">(\d+)\.</span>', page.regions["log"]) == ["2", "1"]
    before = page.regions["log"]
    turn(page)
    assert "log" not in page.patch.get("regions", {}) and "log" in page.patch["prepend"]
    assert page.regions["log"].endswith(before) and page.log()[0].startswith("Player 1")
    assert re.findall(r'<span class="n">(\d+)\.</span>', page.regions["log"]) == ["3", "2", "1"]
    seats = page.text("seats")
    assert "Player 1" in seats and "Bot 2" in seats and "(s)" not in seats
    for hand in sprawl(page).hands:  # each seat's hand size, in words
        assert ("1 card in hand" if len(hand) == 1 else f"{len(hand)} cards in hand") in seats


def test_a_step_decided_late_in_a_tick_is_drawn_by_the_next_tick_alone(monkeypatch):
    """Drawing a bot's step takes up to 35 ms in the page: after most of a tick spent
    thinking, the step is not drawn in the same task (over 50 ms). That tick sends the
    timer alone and keeps nothing; the next draws the step, plays nothing, and waits the
    pace's pause, or hands the player the focus, as a step drawn at once would."""
    monkeypatch.setattr("urbanistes_ui.controller.DRAW_ALONE_S", 0.0)  # every step late
    page = start(players=2, seats=("human", "normal"))
    turn(page)
    drawn: list[int] = []
    render = page.app._render
    monkeypatch.setattr(page.app, "_render", lambda patch: drawn.append(1) or render(patch))
    while len(moves(page.game)) < 2:
        drawn.clear()
        page.send({"act": "tick"})
    assert page.patch == {"later": 0} and not drawn  # decided: not drawn, not kept
    played = page.game
    page.send({"act": "tick"})
    assert page.game is played and drawn and page.patch["later"] > 0  # the pause
    assert page.patch.get("save") and page.log()[0].startswith("Bot 2")
    assert kept_moves(page) == len(moves(page.game))  # kept once painted
    page.tick()
    assert "later" not in page.patch and page.game.to_act == (0,)
    # At the instant pace there is no pause: the drawing tick hands the player the focus.
    page.app.ui.pace = "instant"
    turn(page)
    while len(moves(page.game)) < 4:
        page.send({"act": "tick"})
    assert page.patch == {"later": 0}
    page.send({"act": "tick"})
    assert page.game.to_act == (0,) and "later" not in page.patch
    assert page.patch["focus"] == '.dock [data-act="pick"]'


def test_a_whole_solo_game_ends_with_the_engines_breakdown():
    page = start(seed=5)
    while not page.game.is_over:
        turn(page)
    game = sprawl(page)
    total = game.scores(None).totals[0]
    assert f'id="final-total-0">{total}<' in page.html
    assert ("You win!" in page.text()) == (total >= game.target)
    assert json.loads(page.text("dock").split("(JSON)")[1]) == game.to_save()
    page.press("lang")
    assert "Fin de partie" in page.text()


def test_play_again_starts_a_new_deal_with_the_same_seats():
    page = start(players=2, seats=("human", "easy"), seed=3)
    page.send({"act": "again", "form": {}})
    assert page.app.ui.session.seats == ["human", "easy"] and page.game.history == []


def test_rules_help_opens_from_play_and_comes_back():
    page = start()
    page.press("rules")
    text = page.text()
    assert "Our rulings" in text and "The 18 scoring cards" in text
    assert "Keyboard:" in text and "Sprawlopolis: 1, 2 or 3" in text
    page.press("back")
    assert page.app.ui.screen == "play"


def test_zoom_sizes_the_board_and_keeps_to_its_bounds():
    page = start(touch=True)
    width = int(re.search(r'data-w="(\d+)"', page.regions["city"])[1])
    page.press("zoom", step="1")
    assert int(re.search(r'data-w="(\d+)"', page.regions["city"])[1]) > width
    for _ in range(10):
        page.press("zoom", step="-1")
    assert page.app.ui.zoom == -3


def test_every_string_table_has_both_languages_and_matching_fields():
    tables = [i18n.CORE, SPRAWL, screen("cloudcity").strings]
    for table in tables:
        assert list(table.problems()) == []
    broken = i18n.Strings({"x": ("{a}", "{b}"), "y": ("", "text")})
    assert len(list(broken.problems())) == 2  # the check does catch both faults


def test_the_home_page_imports_no_game_rules():
    """Start-up loads what the home page needs: the games' info, not their rules."""
    code = ("import sys; from urbanistes_ui.app import App; App().dispatch({'act': 'init'});"
            "print(sorted(m for m in sys.modules if m.startswith('urbanistes')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=Path(__file__).parents[2] / "py", check=True).stdout
    loaded = ast.literal_eval(out)
    assert not [m for m in loaded if m.endswith((".game", ".city", ".scoring", ".bots"))
                and m != "urbanistes.bots"], loaded
    assert not [m for m in loaded if m.startswith("urbanistes_ui.games.")], loaded


def test_the_new_game_form_imports_its_game_one_module_per_tick():
    """Opening the form imports none of the game's code; the page's timer then imports
    it a module at a time (on "Start", all at once, it was one long task in the page),
    and the form's note on the way to play comes once the game's screen is there, alone:
    the form is not drawn anew under the player's focus. Last, a tick draws the game
    once and throws it away (the page's WebAssembly compiles each path on first use):
    nothing changes on the page, and no game is started."""
    code = """if True:
        import json, sys
        from urbanistes_ui.app import App
        app = App()
        app.dispatch({'act': 'init'})
        patch = app.dispatch({'act': 'setup', 'game': 'cardcityxl'})
        steps = []
        while True:
            steps.append({'later': patch.get('later'), 'note': 'You will play' in str(patch),
                          'skeleton': 'skeleton' in patch,
                          'regions': sorted(patch.get('regions', {})),
                          'screen': app.ui.screen, 'session': app.ui.session is not None,
                          'loaded': [m for m in sys.modules if 'cardcityxl' in m]})
            if patch.get('later') != 0 or len(steps) > 20:
                break
            patch = app.dispatch({'act': 'tick'})
        print(json.dumps(steps))
    """
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=Path(__file__).parents[2] / "py", check=True).stdout
    steps = json.loads(out)
    modules = registry.entry("cardcityxl").modules
    assert len(modules) >= 4  # rules, screen, bots, strong bot
    assert steps[0]["later"] == 0
    assert not set(steps[0]["loaded"]) & set(modules)
    assert not steps[0]["note"]
    for tick, step in enumerate(steps[1:], start=1):  # one more module a tick, in order
        assert set(modules[:tick]) <= set(step["loaded"]), tick
    assert len(steps) == len(modules) + 2
    assert steps[-1]["later"] is None and steps[-1]["regions"] == []  # the rehearsal
    assert all(step["screen"] == "setup" and not step["session"] for step in steps)
    screen_imported = modules.index(registry.entry("cardcityxl").view) + 1
    assert [step["note"] for step in steps].index(True) == screen_imported
    assert not any(step["skeleton"] for step in steps[1:])  # the form stays, focus and all


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_app_never_shows_the_seed_of_a_game_with_secrets(lang):
    page = start(players=2, seats=("human", "normal"), seed=987654321, lang=lang)
    turn(page)
    assert page.bots() > 0
    page.press("home")
    assert "987654321" not in page.html
    assert all("987654321" not in key for key in page.storage)
    page.press("resume", id=next(iter(page.app.ui.library)))
    assert "987654321" not in page.html


def test_app_instances_share_nothing():
    assert App().ui is not App().ui
