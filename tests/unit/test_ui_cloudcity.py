"""Cloud City through the browser layer's state machine: a whole turn as the page sends it."""

from __future__ import annotations

import re

from urbanistes_ui.controller import Ui, bot_step, handle, render


def start(players=2, seats=("human", "normal"), seed=7, **options) -> Ui:
    ui = Ui(lang="en", now="2026-11-21T10:00:00Z")
    handle(ui, {"act": "setup", "game": "cloudcity"})
    form = {"players": str(players), "seed": str(seed), **options}
    form.update({f"seat{i}": kind for i, kind in enumerate(seats)})
    handle(ui, {"act": "start", "form": form})
    assert ui.screen == "play", ui.error
    return ui


def human_turn(ui: Ui) -> None:
    """Lay the first hand tile on its first spot, build the best walkway, draw the deck."""
    game = ui.session.game
    tile = sorted(game.hands[game.turn])[0]
    handle(ui, {"act": "pick", "tile": str(tile)})
    html = render(ui)
    spot = re.search(r'data-act="place" data-x="(-?\d+)" data-y="(-?\d+)"', html)
    handle(ui, {"act": "place", "x": spot[1], "y": spot[2], "pointer": "mouse"})
    assert ui.session.game.phase == "build", ui.error
    game = ui.session.game
    for zone in sorted(game.cities[game.turn]["buildings"]):
        if game.walkway_partners(game.turn, zone):
            handle(ui, {"act": "building", "x": str(zone[0]), "y": str(zone[1])})
            partner, _value = game.walkway_partners(game.turn, zone)[0]
            assert f'data-act="walkway" data-x="{partner[0]}" data-y="{partner[1]}"' in render(ui)
            handle(ui, {"act": "walkway", "x": str(partner[0]), "y": str(partner[1])})
            assert len(ui.session.game.cities[game.turn]["walkways"]) == len(
                game.cities[game.turn]["walkways"]) + 1
            break
    handle(ui, {"act": "end-build"})
    if ui.session.game.phase == "draw":
        assert 'data-act="draw" data-from="deck"' in render(ui)
        handle(ui, {"act": "draw", "from": "deck"})


def test_a_whole_game_against_the_bot_ends_with_the_engines_scores():
    ui = start(needs="1")
    while not ui.session.game.is_over:
        if ui.session.bot_to_move:
            assert bot_step(ui)
        else:
            human_turn(ui)
    game = ui.session.game
    assert all(len(c["tiles"]) == 9 for c in game.cities)
    html = render(ui)
    for seat, total in enumerate(game.scores(None).totals):
        assert f'id="final-total-{seat}">{total}<' in html
    assert "Special Needs" in html


def test_tile_spots_follow_the_rotation_and_keys_place():
    ui = start(seed=3)
    game = ui.session.game
    tile = sorted(game.hands[0])[0]
    handle(ui, {"act": "key", "key": "1"})
    assert ui.picked == tile
    handle(ui, {"act": "key", "key": "r"})
    assert ui.rot == 1
    legal = {(x, y) for x, y, r in game.legal_tile_origins(0, tile) if r == 1}
    shown = set(re.findall(r'data-act="place" data-x="(-?\d+)" data-y="(-?\d+)"', render(ui)))
    assert shown == {(str(x), str(y)) for x, y in legal}
    handle(ui, {"act": "key", "key": "ArrowDown"})
    target = ui.focus
    handle(ui, {"act": "key", "key": "Enter"})
    assert ui.session.game.history[-1].action == {
        "type": "tile", "tile": tile, "x": target[0], "y": target[1], "rot": 1}


def test_walkways_can_be_undone_until_the_draw():
    ui = start(seed=11)
    human_turn_until_draw = ui.session.game
    handle(ui, {"act": "pick", "tile": str(sorted(human_turn_until_draw.hands[0])[0])})
    spot = re.search(r'data-act="place" data-x="(-?\d+)" data-y="(-?\d+)"', render(ui))
    handle(ui, {"act": "place", "x": spot[1], "y": spot[2], "pointer": "mouse"})
    assert 'data-act="undo"' in render(ui)
    handle(ui, {"act": "undo"})
    assert ui.session.game.phase == "tile" and not ui.session.game.history
    handle(ui, {"act": "pick", "tile": str(sorted(ui.session.game.hands[0])[0])})
    handle(ui, {"act": "place", "x": spot[1], "y": spot[2], "pointer": "mouse"})
    handle(ui, {"act": "end-build"})
    handle(ui, {"act": "draw", "from": "deck"})
    assert ui.session.bot_to_move and not ui.session.can_undo


def test_two_humans_see_only_their_own_tiles():
    ui = start(seats=("human", "human"), seed=5)
    human_turn(ui)
    assert ui.session.handoff
    html = render(ui)
    assert 'data-act="pick"' not in html and "Pass the device to Player 2" in html
    handle(ui, {"act": "handoff-ok"})
    html = render(ui)
    for tile in ui.session.game.hands[1]:
        assert f'data-tile="{tile}"' in html
    for tile in ui.session.game.hands[0]:
        assert f'data-act="pick" data-tile="{tile}"' not in html


def test_rectangle_needs_two_or_three_players():
    ui = Ui()
    handle(ui, {"act": "setup", "game": "cloudcity"})
    handle(ui, {"act": "start", "form": {"players": "4", "city": "rectangle", "seat0": "human"}})
    assert ui.screen == "setup" and "rectangle" in ui.error


def test_a_bots_turn_is_watched_on_the_big_board():
    ui = start(seed=9)
    human_turn(ui)
    assert ui.session.bot_to_move
    html = render(ui)
    big = html.split('class="board"', 1)[1].split("</section>", 1)[0]
    assert "Bot 2&#x27;s city" in big or "Bot 2's city" in big
    bot_step(ui)  # the bot lays its tile: it shows up there at once
    big = render(ui).split('class="board"', 1)[1].split("</section>", 1)[0]
    assert big.count('class="tile"') == len(ui.session.game.cities[1]["tiles"])
