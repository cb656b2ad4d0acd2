"""The browser layer's pure state machine, driven like the page drives it."""

from __future__ import annotations

import re

from urbanistes_ui.controller import Ui, bot_step, handle, move_focus, render


def start(players=1, seats=("human",), seed=11, lang="en", **options) -> Ui:
    ui = Ui(lang=lang)
    handle(ui, {"act": "setup", "game": "sprawlopolis"})
    form = {"players": str(players), "seed": str(seed), **options}
    form.update({f"seat{i}": kind for i, kind in enumerate(seats)})
    handle(ui, {"act": "start", "form": form})
    assert ui.screen == "play", ui.error
    return ui


def moves(game) -> list[dict]:
    """The seats' actions so far (chance steps left out)."""
    return [m.action for m in game.history if m.seat >= 0]


def play_first_spot(ui: Ui) -> dict:
    game = ui.session.game
    card = sorted(game.hands[game.turn])[0]
    handle(ui, {"act": "pick", "card": str(card)})
    x, y = game.legal_origins(game.turn, card)[0]
    handle(ui, {"act": "place", "x": str(x), "y": str(y), "pointer": "mouse"})
    return {"card": card, "x": x, "y": y, "rot": 0}


def test_home_lists_five_games_and_only_playable_ones_can_start():
    html = render(Ui(lang="en"))
    assert html.count('<li class="game') == 5
    assert html.count("Coming soon") == 3
    assert 'data-act="setup" data-game="sprawlopolis"' in html
    fr = render(Ui(lang="fr"))
    assert "Bientôt" in fr and "Jouer" in fr


def test_unplayable_game_does_not_open_a_form():
    ui = Ui()
    handle(ui, {"act": "setup", "game": "cities"})
    assert ui.screen == "home"


def test_form_has_one_seat_choice_per_player():
    ui = Ui()
    handle(ui, {"act": "setup", "game": "sprawlopolis"})
    assert len(re.findall(r'name="seat\d"', render(ui))) == 1
    handle(ui, {"act": "field", "name": "players", "value": "3"})
    assert len(re.findall(r'name="seat\d"', render(ui))) == 3


def test_bad_seed_is_explained_and_nothing_starts():
    ui = Ui(lang="fr")
    handle(ui, {"act": "setup", "game": "sprawlopolis"})
    handle(ui, {"act": "start", "form": {"players": "1", "seed": "abc"}})
    assert ui.screen == "setup" and ui.session is None
    assert "graine" in render(ui)


def test_seed_and_options_reach_the_rules():
    ui = start(seed=99, difficulty="hard")
    assert ui.session.game.seed == 99
    assert ui.session.game.options == {"players": 1, "difficulty": "hard"}


def test_picking_a_card_highlights_exactly_the_legal_spots():
    ui = start()
    game = ui.session.game
    card = game.hands[0][0]
    handle(ui, {"act": "pick", "card": str(card)})
    html = render(ui)
    spots = set(re.findall(r'data-act="place" data-x="(-?\d+)" data-y="(-?\d+)"', html))
    legal = {(str(a["x"]), str(a["y"])) for a in game.legal_actions(0) if a["card"] == card}
    assert spots == legal and spots


def test_mouse_click_places_and_the_card_leaves_the_hand():
    ui = start()
    action = play_first_spot(ui)
    game = ui.session.game
    assert moves(game) == [action]
    assert action["card"] not in game.hands[0]
    assert len(game.hands[0]) == 3  # solo: drew back up to 3
    assert ui.picked is None


def test_touch_needs_a_second_tap_on_the_same_spot():
    ui = start()
    game = ui.session.game
    card = game.hands[0][0]
    handle(ui, {"act": "pick", "card": str(card)})
    (x, y), (x2, y2) = game.legal_origins(game.turn, card)[:2]
    handle(ui, {"act": "place", "x": x, "y": y, "pointer": "touch"})
    assert ui.selected == (x, y) and not ui.session.game.history
    handle(ui, {"act": "place", "x": x2, "y": y2, "pointer": "touch"})
    assert ui.selected == (x2, y2) and not ui.session.game.history
    handle(ui, {"act": "place", "x": x2, "y": y2, "pointer": "touch"})
    assert moves(ui.session.game) == [{"card": card, "x": x2, "y": y2, "rot": 0}]


def test_keyboard_turn_move_and_place():
    ui = start()
    game = ui.session.game
    card = sorted(game.hands[0])[1]
    handle(ui, {"act": "key", "key": "2"})
    assert ui.picked == card
    handle(ui, {"act": "key", "key": "r"})
    assert ui.rot == 180
    handle(ui, {"act": "key", "key": "ArrowRight"})
    first = ui.focus
    assert first in game.legal_origins(game.turn, card) and ui.keyboard
    handle(ui, {"act": "key", "key": "ArrowRight"})
    assert ui.focus[0] > first[0] or ui.focus == first
    target = ui.focus
    handle(ui, {"act": "key", "key": "Enter"})
    assert moves(ui.session.game) == [
        {"card": card, "x": target[0], "y": target[1], "rot": 180}]


def test_escape_cancels_the_pick():
    ui = start()
    handle(ui, {"act": "key", "key": "1"})
    assert ui.picked is not None
    handle(ui, {"act": "key", "key": "Escape"})
    assert ui.picked is None


def test_an_illegal_spot_is_refused_and_changes_nothing():
    ui = start()
    game = ui.session.game
    handle(ui, {"act": "pick", "card": str(game.hands[0][0])})
    handle(ui, {"act": "place", "x": "40", "y": "40", "pointer": "mouse"})
    assert ui.session.game is game and ui.error
    assert "Not a legal move" in render(ui)


def test_move_focus_goes_to_the_nearest_spot_in_that_direction():
    spots = [(0, 0), (2, 0), (5, 1), (0, 3)]
    assert move_focus(spots, None, "ArrowRight") == (0, 0)
    assert move_focus(spots, (0, 0), "ArrowRight") == (2, 0)
    assert move_focus(spots, (2, 0), "ArrowRight") == (5, 1)
    assert move_focus(spots, (5, 1), "ArrowRight") == (5, 1)  # nothing further: stay
    assert move_focus(spots, (0, 0), "ArrowDown") == (0, 3)
    assert move_focus(spots, (0, 3), "ArrowUp") == (0, 0)
    assert move_focus([], None, "ArrowUp") is None


def test_two_humans_get_a_privacy_screen_that_hides_the_next_hand():
    ui = start(players=2, seats=("human", "human"))
    play_first_spot(ui)
    session = ui.session
    assert session.handoff and session.game.to_act == (1,)
    html = render(ui)
    assert "Pass the device to Player 2" in html
    assert 'data-act="pick"' not in html
    handle(ui, {"act": "pick", "card": str(session.game.hands[1][0])})
    assert ui.picked is None  # no playing through the privacy screen
    handle(ui, {"act": "handoff-ok"})
    assert not session.handoff and session.viewer == 1
    html = render(ui)
    for card in session.game.hands[1]:
        assert f'data-card="{card}"' in html


def test_a_bot_seat_plays_after_the_human():
    ui = start(players=2, seats=("human", "normal"))
    play_first_spot(ui)
    assert ui.session.bot_to_move
    assert "Bot 2 is thinking" in render(ui)
    assert bot_step(ui)
    assert len(moves(ui.session.game)) == 2
    assert ui.session.game.to_act == (0,) and not ui.session.handoff
    assert not bot_step(ui)


def test_a_whole_solo_game_ends_with_the_engines_breakdown():
    ui = start(seed=5)
    while not ui.session.game.is_over:
        play_first_spot(ui)
    game = ui.session.game
    html = render(ui)
    total = game.scores(None).totals[0]
    assert f'id="final-total-0">{total}<' in html
    assert ("You win!" in html) == (total >= game.target)
    handle(ui, {"act": "lang"})
    assert "Fin de partie" in render(ui)


def test_play_again_starts_a_new_deal_with_the_same_seats():
    ui = start(players=2, seats=("human", "easy"), seed=3)
    handle(ui, {"act": "again", "form": {}})
    assert ui.session.seats == ["human", "easy"]
    assert ui.session.game.history == []


def test_rules_help_opens_from_play_and_comes_back():
    ui = start()
    handle(ui, {"act": "rules", "game": "sprawlopolis"})
    html = render(ui)
    assert "Our rulings" in html and "The 18 scoring cards" in html
    handle(ui, {"act": "back"})
    assert ui.screen == "play"


def test_home_offers_to_resume_the_unfinished_game():
    ui = start()
    play_first_spot(ui)
    handle(ui, {"act": "home"})
    html = render(ui)
    assert "Game in progress: Sprawlopolis" in html
    handle(ui, {"act": "resume", "id": ui.session.id})
    assert ui.screen == "play" and len(moves(ui.session.game)) == 1
    assert "Game in progress" not in render(Ui())


def test_the_form_switches_language_at_once():
    ui = Ui(lang="en")
    handle(ui, {"act": "setup", "game": "sprawlopolis"})
    assert 'name="lang"' in render(ui)
    handle(ui, {"act": "field", "name": "lang", "value": "fr"})
    assert ui.lang == "fr" and "Commencer" in render(ui)


def test_every_string_has_both_languages_and_matching_fields():
    import string

    from urbanistes_ui.i18n import STRINGS

    for key, (fr, en) in STRINGS.items():
        assert fr and en, key
        fields = {f for _, f, _, _ in string.Formatter().parse(fr) if f}
        assert fields == {f for _, f, _, _ in string.Formatter().parse(en) if f}, key
