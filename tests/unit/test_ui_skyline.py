"""Skyline's play screen driven like the page drives it: JSON events into
``App.dispatch``, patches of regions out, applied to a simulated page. Positions are
reached by real moves (dice forced through the chance steps, deals found by seed), so
that the game log can replay them."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import pytest
from page_sim import Page as SimPage

from urbanistes.engine import Move
from urbanistes.skyline.data import ACCUSATION_PENALTY, CARD_BY_ID
from urbanistes.skyline.game import Skyline
from urbanistes_ui.games.skyline.screen import BOARD_STOP, SCREEN
from urbanistes_ui.session import Session


class Page(SimPage):
    @property
    def game(self) -> Skyline:
        game = super().game
        assert isinstance(game, Skyline)
        return game

    def board_name(self) -> str:
        """The big board's accessible name (whose sheet it is)."""
        return self.elements("city")[0][1]["aria-label"]

    def lit(self) -> list[tuple[int, int]]:
        return [(int(a["data-column"]), int(a["data-floor"]))
                for a in self.targets("marks", "write")]

    def takes(self) -> list[dict[str, str]]:
        return [a for a in self.targets("dock", "take") if "disabled" not in a]


def start(seats: Sequence[str] = ("human", "normal", "normal"), *, seed: int = 5,
          cards: str = "on", touch: bool = False, lang: str = "en", pace: str = "normal",
          ) -> Page:
    page = Page(touch=touch, lang=lang, storage={"pace": pace})
    page.send({"act": "setup", "game": "skyline"})
    form = {"players": str(len(seats)), "seed": str(seed), "cards": cards}
    form.update({f"seat{i}": kind for i, kind in enumerate(seats)})
    page.send({"act": "start", "form": form})
    assert page.app.ui.screen == "play", page.app.ui.error
    return page


def dealt(players: int, cards: str = "on", *,
          deal: Callable[[list[str | None]], bool] = lambda cards: True,
          roll: Callable[[list[int]], bool] = lambda pool: True) -> Skyline:
    """The first seed's game, its first roll made, whose deal of special cards and
    first roll suit the test (dice are the seed's: undo replays them)."""
    for seed in range(5000):
        game = Skyline.new({"players": players, "cards": cards}, seed)
        if deal(game.cards):
            game = game.settle()
            if roll(game.pool):
                return game
    raise AssertionError("no such deal")


def at(game: Skyline, seats: Sequence[str], *, touch: bool = False, lang: str = "en",
       pace: str = "normal") -> Page:
    """The play screen showing ``game`` (its history replays: the log can read it)."""
    page = start(seats, touch=touch, lang=lang, pace=pace)
    page.app.ui.session = Session(game, list(seats))
    page.app.ui.game_ui = SCREEN.fresh()
    page.send({"act": "refresh"})  # an act nobody knows: changes nothing, repaints
    return page


def sheet_numbers(page: Page) -> list[str]:
    """The numbers written on the big board's sheet, as drawn."""
    return re.findall(r'font-family="[^"]*cursive" font-weight="bold">(\d)<',
                      page.regions["city"])


def human_step(page: Page) -> None:
    """The viewer's one step, whatever it is: confirm, take the first die, write in the
    first lit box, lose or pretend."""
    confirm = page.targets("dock", "confirm")
    if confirm:
        page.click(confirm[0])
    elif page.takes():
        page.click(page.takes()[0])
    elif page.targets("marks", "write"):
        page.click(page.targets("marks", "write")[0])
    else:
        for act in ("lose", "pass"):
            if page.targets("dock", act):
                page.click(page.targets("dock", act)[0])
                return
        raise AssertionError(f"nothing to do: {page.text('status')}")


# -- whole games -------------------------------------------------------------------------

def test_a_whole_game_with_cards_against_two_bots_ends_with_the_engines_totals():
    page = start(seed=11)
    steps = 0
    while not page.game.is_over:
        page.bots()
        if page.game.is_over:
            break
        game, viewer = page.game, 0
        if viewer in game.to_act and not page.app.ui.session.waiting:
            if game.phase == "draft":  # the dice offered are the rules' takes
                offered = sorted(int(a["data-die"]) for a in page.takes())
                assert offered == sorted(game.pool)
            elif game.legal_actions(0)[0]["type"] == "write":
                legal = sorted((2 * a["tower"] + (a["part"] == "parking"), a["floor"])
                               for a in game.legal_actions(0))
                assert sorted(page.lit()) == legal
        human_step(page)
        steps += 1
        assert steps < 200
    game = page.game
    scores = game.scores(None)
    for seat, total in enumerate(scores.totals):
        assert re.search(rf'id="final-total-{seat}">{total}<', page.regions["scores"])
    assert "Game over" in page.text("dock")
    # every other sheet is revealed beside the board, with its card and total
    others = page.regions["info"].count('class="sk-other"')
    assert others == 2
    for seat in (1, 2):
        name = CARD_BY_ID[game.cards[seat]].name["en"]
        assert f"Bot {seat + 1}'s sheet" in page.regions["info"]
        assert name in page.text("info")
    assert page.board_name() == "Player 1's sheet"
    # every place, 1st to 3rd, with the engine's totals
    places = re.findall(r'<tr[^>]*><th scope="row">=?(\d)\w+</th><td>([^<]+)</td>'
                        r'<td class="num">(\d+)</td>', page.regions["dock"])
    assert sorted(int(place) for place, _, _ in places)[-1] <= 3 and len(places) == 3
    names = ["Player 1", "Bot 2", "Bot 3"]
    assert sorted((name, int(total)) for _, name, total in places) == sorted(
        zip(names, scores.totals, strict=True))
    # the finished game replays with every sheet
    page.send({"act": "home"})
    page.send({"act": "watch", "id": page.app.ui.session.id})
    assert page.regions["city"].count("<figure") == 3
    page.send({"act": "replay-last"})
    assert "Bot 3's sheet" in page.regions["city"]


def test_a_bots_draft_is_followed_in_the_dock_and_the_log():
    page = at(dealt(3), ("human", "normal", "normal"))
    top = max(page.game.pool)
    page.click(page.takes()[-1])
    page.click(page.targets("dock", "confirm")[0])
    assert page.patch.get("later")
    assert page.targets("dock", "take") and not page.takes()  # Bot 2 chooses
    assert "Bot 2 is thinking" in page.text("status")
    page.send({"act": "tick"})
    die = page.game.taken[1]
    assert f"<title>Bot 2 took a {die}:" in page.regions["dock"]
    assert f"<title>Player 1 took a {top}:" in page.regions["dock"]
    assert f"Bot 2</strong> took a {die}" in page.regions["log"]
    assert f"die {die}" in page.text("seats")


# -- the draft ---------------------------------------------------------------------------

def test_taking_a_die_waits_for_confirmation_and_can_be_undone():
    game = dealt(3, "off", roll=lambda pool: len(set(pool)) < len(pool))
    pool = list(game.pool)
    twice = next(d for d in pool if pool.count(d) > 1)
    page = at(game, ("human", "normal", "normal"))
    assert game.picker == 0
    assert [int(a["data-die"]) for a in page.takes()] == pool  # one button per die
    assert page.patch["focus"] == '.dock [data-act="take"]:not([disabled])'
    page.click(page.takes()[pool.index(twice) + 1])  # either die of a pair takes it
    assert page.game.taken[0] == twice
    assert page.targets("dock", "confirm") and not page.takes()
    assert page.patch["focus"] == '[data-act="confirm"]'
    page.click(page.targets("dock", "undo")[0])
    assert page.game.taken[0] is None and page.game.pool == pool
    page.key(str(pool[-1]))  # a digit takes the die of that value
    assert page.game.taken[0] == pool[-1]
    page.click(page.targets("dock", "confirm")[0])
    assert page.app.ui.session.bot_to_move


def test_each_die_says_how_many_boxes_of_the_sheet_it_fits():
    # Rue de la Paix: each tower takes its own height only (3, 4, 4, 5, 5, 6 floors)
    game = dealt(2, deal=lambda cards: cards[0] == "paix",
                 roll=lambda pool: bool({1, 2} & set(pool) and {3, 6} & set(pool)
                                        and {4, 5} & set(pool)))
    page = at(game, ("human", "normal"))
    text = page.text("dock")
    assert "fits nowhere" in text and "1 box" in text and "2 boxes" in text
    assert len(page.takes()) == len(game.pool)


# -- accusing ----------------------------------------------------------------------------

@pytest.mark.parametrize("right", [True, False])
def test_an_accusation_is_chosen_then_confirmed_and_its_answer_shown(right):
    game = dealt(3, deal=lambda cards: (cards[1] == "fictif") == right
                 and "fictif" not in (cards[0], cards[2]))
    page = at(game, ("human", "normal", "normal"))
    assert "or first accuse a player" in page.text("status")
    page.press("accuse-open")
    assert not page.takes()  # no die while accusing
    assert [a["data-seat"] for a in page.targets("dock", "suspect")] == ["1", "2"]
    assert page.patch["focus"] == '.dock [data-act="suspect"]'
    page.press("suspect", seat="1")  # whom: held, its answer not given before Confirm
    assert page.game is game and not page.game.accusations
    assert "Accuse Bot 2 of holding the Fake Job card?" in page.text("dock")
    assert "Player 1: accuse Bot 2 of holding the Fake Job card? Confirm, or cancel." in \
        page.text("status")
    assert page.patch["focus"] == '[data-act="confirm"]'
    assert "right" not in page.text() and "wrong" not in page.text()
    assert not page.targets("dock", "accuse")  # one confirmation: the shell's
    page.press("undo")  # Cancel: nothing happened
    assert page.takes() and page.game is game
    page.press("accuse-open")
    page.press("suspect", seat="1")
    page.press("confirm")
    assert page.game.accusations == [(1, 0, 1, right)]
    assert not page.targets("dock", "undo")  # the answer is public: no taking it back
    words = ("Your accusation was right: Bot 2 is unmasked" if right else
             f"Your accusation was wrong: Bot 2 does not hold Fake Job; you lose "
             f"{ACCUSATION_PENALTY} points")
    assert words in page.text("dock")
    assert page.takes() and not page.targets("dock", "accuse-open")  # once per game
    log = page.text("log")
    assert ("accused Bot 2 of holding Fake Job: " + ("right" if right else "wrong")) in log
    assert "Player 1 (you)" in page.text("info") and "accused Bot 2 (round 1)" in page.text("info")
    if right:
        assert "Fake Job" in page.text("info")  # the unmasked card is shown to all


def test_escape_and_garbage_never_accuse():
    page = at(dealt(3), ("human", "normal", "normal"))
    before = page.game
    page.press("accuse-open")
    page.send({"act": "accuse", "seat": "1", "pointer": "mouse"})  # no such act
    page.send({"act": "suspect", "seat": "0", "pointer": "mouse"})  # oneself
    page.send({"act": "suspect", "seat": "x", "pointer": "mouse"})
    assert page.app.ui.session.held is None and page.targets("dock", "suspect")
    page.key("Escape")
    assert page.takes() and page.game is before
    page.send({"act": "suspect", "seat": "1", "pointer": "mouse"})  # not accusing now
    assert page.app.ui.session.held is None and page.game is before


def test_no_accusation_without_the_special_cards():
    page = at(dealt(3, "off"), ("human", "normal", "normal"))
    assert not page.targets("dock", "accuse-open")
    page.send({"act": "accuse-open", "pointer": "mouse"})
    assert not page.targets("dock", "suspect")
    assert "accuse" not in page.text("status")


# -- writing -----------------------------------------------------------------------------

def write_step(game: Skyline | None = None, *, touch: bool = False) -> Page:
    """Player 1 has taken the first die, the bot the next: Player 1 writes (classic
    rules unless ``game`` is given)."""
    game = game or dealt(2, "off")
    game = game.apply(0, {"type": "take", "die": game.pool[0]})
    game = game.apply(1, {"type": "take", "die": game.pool[0]})
    return at(game, ("human", "normal"), touch=touch)


def test_the_lit_boxes_are_the_rules_writes_and_a_click_writes():
    page = write_step()
    legal = page.game.legal_actions(0)
    assert sorted(page.lit()) == sorted(
        (2 * a["tower"] + (a["part"] == "parking"), a["floor"]) for a in legal)
    assert len(page.lit()) == 12  # an empty classic sheet: every ground box
    die = page.game.taken[0]
    assert f"write your {die} in a lit box" in page.text("status")
    assert page.patch["focus"] == BOARD_STOP
    target = next(a for a in page.targets("marks", "write") if a["data-column"] == "3")
    page.click(target)
    assert page.game.sheets[0][3] == (die, 0)  # car park 2, nearest the ground
    assert sheet_numbers(page) == [str(die)]
    assert 'class="column parking last"' in page.regions["city"]
    assert page.targets("dock", "confirm") and f"You wrote your {die}." in page.text("dock")
    assert "later" not in page.patch  # the bot waits: nobody moves on a provisional write
    page.click(page.targets("dock", "undo")[0])
    assert page.game.sheets[0][3] == (0, 0) and page.lit()


def test_touch_a_first_tap_shows_the_digit_a_second_writes():
    page = write_step(touch=True)
    first, second = page.targets("marks", "write")[:2]
    page.click(first, pointer="touch")
    assert not page.game.written[0]
    assert "city" not in page.patch["regions"]  # a tap never redraws the sheet
    assert 'class="sk-ghost"' in page.regions["ghost"]
    assert f"tap again to write your {page.game.taken[0]}" in page.text("status")
    page.click(second, pointer="touch")
    assert not page.game.written[0]
    page.click(second, pointer="touch")
    assert page.game.history[-1].action == {
        "type": "write", "tower": int(second["data-column"]) // 2,
        "part": "parking" if int(second["data-column"]) % 2 else "tower",
        "floor": int(second["data-floor"])}
    width = int(re.search(r'viewBox="0 0 (\d+)', page.regions["city"])[1])
    assert f'data-w="{round(width * SCREEN.touch_scale)}"' in page.regions["city"]


def test_arrows_walk_the_lit_boxes_with_one_tab_stop_and_enter_writes():
    page = write_step()
    stops = [a for _, a in page.elements("marks") if a.get("tabindex") == "0"]
    assert len(stops) == 1 and stops[0]["data-column"] == "0"
    page.key("ArrowRight")
    (stop,) = [a for _, a in page.elements("marks") if a.get("tabindex") == "0"]
    assert stop["data-column"] == "2" and "focus" in stop["class"]  # tower 2
    page.key("ArrowDown")
    (stop,) = [a for _, a in page.elements("marks") if a.get("tabindex") == "0"]
    assert stop["data-column"] == "3"  # its car park, below the ground
    assert page.patch["focus"] == BOARD_STOP
    page.click(stop, pointer="key")
    assert page.game.sheets[0][3] == (page.game.taken[0], 0)


def test_a_die_that_fits_nowhere_is_lost_with_the_reason_in_words():
    game = dealt(2, deal=lambda cards: cards[0] == "paix", roll=lambda pool: pool[0] < 3)
    page = write_step(game)
    assert not page.lit()
    dock = page.text("dock")
    assert f"Your {game.pool[0]} fits in no box" in dock and "takes only its own number" in dock
    assert "fits nowhere: lose it" in page.text("status")
    assert page.patch["focus"] == '.dock [data-act="lose"]'
    page.send({"act": "write", "column": "0", "floor": "0", "pointer": "mouse"})
    page.send({"act": "pass", "pointer": "mouse"})
    assert not page.game.written[0]
    page.press("lose")
    assert page.game.lost[0] == 1


def test_emploi_fictif_pretends_to_write_and_the_log_cannot_tell():
    page = write_step(dealt(2, deal=lambda cards: cards[0] == "fictif"))
    assert "Pretend to write" in page.text("dock") and "write nothing" in page.text("dock")
    assert not page.lit()
    page.press("pass")
    page.click(page.targets("dock", "confirm")[0])
    page.bots()
    log = page.text("log")
    assert log.count("wrote their die") == 2  # the bot's and the pretence


def test_events_with_garbage_fields_change_nothing():
    page = write_step()
    before = page.game
    for event in ({"act": "write", "column": "x", "floor": "0"},
                  {"act": "write", "column": "1", "floor": "2"},  # not lit
                  {"act": "write", "column": "99", "floor": "0"},
                  {"act": "write"}, {"act": "take", "die": "4"}, {"act": "lose"},
                  {"act": "suspect", "seat": "1"}, {"act": "key", "key": "9"},
                  {"act": "key", "key": "ArrowSideways"}, {"act": "accuse", "seat": None}):
        page.send({**event, "pointer": "mouse"})
        assert page.game is before
        assert not page.app.ui.error


# -- several humans on one device --------------------------------------------------------

def test_two_humans_write_in_turn_and_never_see_the_other_sheet():
    page = start(("human", "human"), seed=8)
    seen: list[str] = []

    def check() -> None:
        session = page.app.ui.session
        name = page.board_name()
        seen.append(name)
        if session.handoff:
            assert name.startswith("Hidden sheet") and not sheet_numbers(page)
            assert "Pass the device to" in page.text("status")
            assert not page.takes() and not page.lit()
        else:
            assert name == f"Player {session.viewer + 1}'s sheet"
            own = [str(v) for c in page.game.sheets[session.viewer] for v in c if v]
            assert sorted(sheet_numbers(page)) == sorted(own)
        assert "sk-other" not in page.regions["info"]  # no other sheet in the panel

    rounds = 0
    while page.game.round <= 3 and not page.game.is_over:
        check()
        if page.app.ui.session.handoff:
            page.press("handoff-ok")
        else:
            human_step(page)
        rounds = page.game.round
    assert rounds == 4
    assert {"Player 1's sheet", "Player 2's sheet"} <= set(seen)
    assert any(name.startswith("Hidden sheet") for name in seen)


def test_the_pass_the_device_screen_comes_between_two_writers():
    page = start(("human", "human"), seed=8)
    while page.game.phase != "write" or page.app.ui.session.waiting:
        if page.app.ui.session.handoff:
            page.press("handoff-ok")
        else:
            human_step(page)
    first = page.app.ui.session.viewer
    page.click(page.targets("marks", "write")[0])
    page.click(page.targets("dock", "confirm")[0])
    assert page.app.ui.session.handoff and page.game.phase == "write"
    assert page.game.to_act == (1 - first,)
    assert page.board_name().startswith("Hidden sheet")
    page.press("handoff-ok")
    assert page.app.ui.session.viewer == 1 - first and page.lit()


# -- words -------------------------------------------------------------------------------

def test_the_log_says_each_move_in_words_in_both_languages():
    page = write_step()
    page.click(page.targets("marks", "write")[0])
    page.click(page.targets("dock", "confirm")[0])
    page.bots()
    log = page.text("log")
    assert f"Player 1 took a {page.game.log[0][0]}" in log and "Bot 2 took a" in log
    assert log.count("took a") == 2 and log.count("wrote their die") == 2  # a line a step
    assert "wrote their die" in log and "end of round 1" in log
    assert not re.search(r"\(\s*\d+,\s*\d+\)|tower|floor", log)  # where is secret
    page.send({"act": "lang"})
    log = page.text("log")
    assert "a pris un" in log and "a écrit son dé" in log
    assert "fin du tour 1" in log


def test_a_rounds_end_announces_bubbles_in_the_log_and_the_panel():
    page = start(seed=2, cards="off")
    while not any(page.game.claims) and not page.game.is_over:
        page.bots()
        human_step(page)
    pair = next(t for t, claim in enumerate(page.game.claims) if claim)
    who = page.game.claims[pair]
    names = [("Player 1" if s == 0 else f"Bot {s + 1}") for s in who]
    assert f"{names[0]} circled bonus {pair + 1}" in page.text("log")
    assert f"circled bonus {pair + 1} (round {page.game.claim_rounds[pair]})" in \
        page.text("info")


def test_every_screen_string_has_both_languages():
    assert not list(SCREEN.strings.problems())


def test_the_rules_page_explains_the_keys():
    page = start()
    page.send({"act": "rules", "game": "skyline"})
    html = page.app.painted.skeleton
    assert "Our rulings" in html and "keys 1 to 6 take the die of that value" in html


def test_the_picture_is_a_sheet_with_numbers():
    svg = SCREEN.picture("en")
    assert svg.startswith("<svg") and re.search(r"cursive[^>]*>\d<", svg)


def test_the_other_seats_special_cards_stay_secret_until_the_end():
    game = dealt(3, deal=lambda cards: len(set(cards)) == 3)
    page = at(game, ("human", "normal", "normal"))
    mine, *theirs = (CARD_BY_ID[card].name["en"] for card in game.cards)
    shown = page.html
    assert mine in shown and page.regions["city"].count(mine) >= 1  # on the own sheet
    assert not [name for name in theirs if name in shown]
    assert page.text("info").count("secret card") == 2
    while not page.game.is_over:
        page.bots()
        if page.game.is_over:
            break
        unmasked = page.game.unmasked  # an unmasked Emploi fictif is shown to all
        secret = [name for seat, name in enumerate(theirs, 1) if seat != unmasked]
        assert not [name for name in secret if name in page.html]
        human_step(page)
    assert all(name in page.text("info") for name in theirs)


# -- following the table -----------------------------------------------------------------

def play_until(page: Page, done: Callable[[Page], bool]) -> None:
    """The human plays its steps and the bots theirs until ``done`` (checked whenever the
    human may act)."""
    for _ in range(300):
        page.bots()
        if done(page) or page.game.is_over:
            return
        human_step(page)
    raise AssertionError("never")


def veil(page: Page) -> str:
    """The words over a veiled sheet on the big board."""
    found = re.search(r'<g class="sk-veil">(.*)</g></svg>', page.regions["city"])
    assert found, "no veil"
    return html_text(found[1])


def html_text(markup: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", markup)).strip()


def pressed(page: Page) -> list[str]:
    return [b["data-seat"] for b in page.targets("seats", "watch-seat")
            if b["aria-pressed"] == "true"]


def test_watching_a_bot_shows_its_public_record_over_a_veiled_sheet_never_its_writes():
    page = start(seed=5)
    play_until(page, lambda p: p.game.round == 3 and p.game.phase == "write"
               and p.app.ui.session.viewer_to_move)
    game = page.game
    assert page.lit()
    page.press("watch-seat", "seats", seat="1")
    assert pressed(page) == ["1"] and page.board_name() == "Bot 2's sheet: secret"
    assert not page.lit() and not sheet_numbers(page)  # no target, none of its numbers
    words = veil(page)
    dice = " ".join(str(d) for d in [*(row[1] for row in game.log), game.taken[1]])
    assert f"Dice taken: {dice}" in words
    last = re.search(r'<g class="last">(.*?)</g>', page.regions["city"])
    assert last and html_text(last[1]) in (f"Last move: took a {game.taken[1]}",
                                           "Last move: wrote their die")
    bubbles = re.findall(r'class="bubble (\w+)"', page.regions["city"])
    assert bubbles == game.bubbles(1)  # the bonus race is public
    page.press("watch-seat", "seats", seat="0")  # one's own seat: one's sheet, lit again
    assert page.board_name() == "Player 1's sheet" and page.lit()
    assert sorted(sheet_numbers(page)) == sorted(str(v) for c in game.sheets[0] for v in c
                                                 if v)


def test_the_board_follows_the_acting_bot_and_a_pinned_seat_stays_until_the_players_move():
    page = start(seed=5, pace="step")
    assert page.game.picker == 0 and page.board_name() == "Player 1's sheet"
    page.click(page.takes()[0])
    page.press("confirm")
    assert "later" not in page.patch and "Next step" in page.text("dock")
    assert page.board_name() == "Bot 2's sheet: secret"  # the bot about to act
    page.press("bot-step")
    assert page.game.taken[1] is not None
    assert page.board_name() == "Bot 2's sheet: secret"  # its step, until the next tap
    page.press("watch-seat", "seats", seat="1")  # pinned: the bots play on, it stays
    page.press("bot-step")
    assert page.game.phase == "write" and page.board_name() == "Bot 2's sheet: secret"
    assert f"Last move: took a {page.game.taken[1]}" in veil(page)
    assert not page.lit()  # the viewer's own step waits on their own board
    page.key("ArrowRight")  # the player's own move brings it back
    assert page.app.ui.watch is None and page.board_name() == "Player 1's sheet"
    assert page.lit()


def test_at_the_end_any_sheet_is_shown_whole_with_its_last_box_marked():
    page = start(seed=11)
    play_until(page, lambda p: False)
    game = page.game
    assert game.is_over
    spot = next(m.action for m in reversed(game.history)
                if m.seat == 2 and m.action["type"] == "write")
    page.press("watch-seat", "seats", seat="2")
    assert page.board_name() == "Bot 3's sheet"
    column = 2 * spot["tower"] + (spot["part"] == "parking")
    assert re.search(rf'class="column \w+( complete)? last" data-column="{column}"',
                     page.regions["city"])
    assert sorted(sheet_numbers(page)) == sorted(str(v) for c in game.sheets[2] for v in c
                                                 if v)
    figures = re.findall(r'class="sk-other" data-seat="(\d)"', page.regions["info"])
    assert figures == ["0", "1"]  # the others beside it


def last_writer() -> Page:
    """Two seats, the bot has written: Player 1's write ends the round."""
    game = dealt(2, "off")
    game = game.apply(0, {"type": "take", "die": game.pool[0]})
    game = game.apply(1, {"type": "take", "die": game.pool[0]})
    game = game.apply(1, game.legal_actions(1)[0])
    return at(game, ("human", "normal"))


def test_the_write_that_ends_a_round_is_held_previewed_and_cancelled_unseen():
    page = last_writer()
    before, die = page.game, page.game.taken[0]
    target = next(a for a in page.targets("marks", "write") if a["data-column"] == "3")
    page.click(target)
    assert page.game is before and page.app.ui.session.held  # not played: held
    assert 'class="column parking last" data-column="3"' in page.regions["city"]
    assert 'class="sk-ghost"' in page.regions["ghost"] and f">{die}<" in page.regions["ghost"]
    assert not page.lit()
    status = page.text("status")
    assert f"Player 1: write your {die} in car park 2, level 1? Confirm, or cancel." in status
    assert f"Write your {die} in car park 2, level 1." in page.text("dock")
    assert "end of round" not in page.text()  # the round's announcements wait
    page.press("undo")  # Cancel
    assert page.game is before and page.lit() and not page.app.ui.session.held
    assert "ghost" not in page.regions or "sk-ghost" not in page.regions["ghost"]
    page.click(target)
    page.press("confirm")
    assert page.game.round == 2 and page.game.sheets[0][3] == (die, 0)
    assert "end of round 1" in page.text("log")


def test_without_confirming_each_turn_a_die_goes_at_once_but_the_rounds_end_still_asks():
    page = at(dealt(2, "off"), ("human", "normal"))
    page.send({"act": "field", "name": "confirm", "value": "off"})
    page.click(page.takes()[0])
    assert page.game.taken[0] is not None and not page.targets("dock", "confirm")
    page.bots()  # the bot takes, and writes before the player
    assert page.game.phase == "write" and page.game.written[1]
    page.click(page.targets("marks", "write")[0])  # the last write: its round's news
    assert page.app.ui.session.held and page.game.round == 1
    page.press("confirm")
    assert page.game.round == 2


def test_a_die_lost_at_the_end_of_a_round_is_held_with_the_same_words():
    game = dealt(2, deal=lambda cards: cards[0] == "paix", roll=lambda pool: pool[0] < 3)
    game = game.apply(0, {"type": "take", "die": game.pool[0]})
    game = game.apply(1, {"type": "take", "die": game.pool[0]})
    game = game.apply(1, game.legal_actions(1)[0])
    page = at(game, ("human", "normal"))
    page.press("lose")
    assert page.app.ui.session.held == {"type": "lose"} and page.game is game
    assert f"Player 1: lose your {game.taken[0]}? Confirm, or cancel." in page.text("status")
    page.press("confirm")
    assert page.game.lost[0] == 1


def test_a_bot_taking_the_last_die_of_a_value_the_viewer_could_use_says_so():
    game = dealt(3, "off", roll=lambda pool: len(set(pool)) == len(pool))
    page = at(game, ("normal", "human", "normal"), pace="step")
    page.press("bot-step")  # Bot 1 (the thrower) takes first
    die = page.game.taken[0]
    strip = page.text("recent")
    assert f"Bot 1 took a {die} — no {die} left for you" in strip
    assert "Bot 3 has not played yet" in strip


def test_no_meaning_while_a_die_of_that_value_is_left_or_once_the_viewer_has_taken():
    game = dealt(3, "off", roll=lambda pool: len(set(pool)) < len(pool))
    twice = next(d for d in game.pool if game.pool.count(d) > 1)
    take = Move(0, {"type": "take", "die": twice})
    assert SCREEN.meaning(take, game, 1, "en") == ""
    once = next(d for d in game.pool if game.pool.count(d) == 1)
    assert SCREEN.meaning(Move(0, {"type": "take", "die": once}), game, 1, "fr") == \
        f"plus de {once} pour vous"
    after = game.apply(0, {"type": "take", "die": twice})
    assert SCREEN.meaning(Move(1, {"type": "take", "die": once}), after, 2, "en") == \
        f"no {once} left for you"
    after = after.apply(1, {"type": "take", "die": once})
    taken = next(d for d in after.pool if after.pool.count(d) == 1)
    assert SCREEN.meaning(Move(2, {"type": "take", "die": taken}), after, 1, "en") == ""


def dice_lines(page: Page) -> list[list[int]]:
    """Each seat's "Dice taken" list in the side panel, as numbers."""
    return [[int(d) for d in line.split()]
            for line in re.findall(r'class="sk-dice">Dice taken: ([\d ]+)<',
                                   page.regions["info"])]


def test_the_dice_taken_are_the_record_once_each_during_and_after_the_game():
    page = start(seed=11)
    page.bots()
    human_step(page)  # the viewer's first die: taken, provisional, shown
    while page.targets("dock", "confirm"):
        human_step(page)
    game = page.game
    if game.phase != "over" and game.taken[0] is not None:
        assert dice_lines(page)[0] == [row[0] for row in game.log] + [game.taken[0]]
    steps = 0
    while not page.game.is_over:
        page.bots()
        if not page.game.is_over:
            human_step(page)
        steps += 1
        assert steps < 200
    game = page.game
    record = [[row[seat] for row in game.log] for seat in range(3)]
    assert dice_lines(page) == record
    assert len(record[0]) == len(game.log)
