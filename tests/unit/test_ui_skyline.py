"""Skyline's play screen driven like the page drives it: JSON events into
``App.dispatch``, patches of regions out, applied to a simulated page. Positions are
reached by real moves (dice forced through the chance steps, deals found by seed), so
that the game log can replay them."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import pytest
from page_sim import Page as SimPage

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
          cards: str = "on", touch: bool = False, lang: str = "en") -> Page:
    page = Page(touch=touch, lang=lang)
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


def at(game: Skyline, seats: Sequence[str], *, touch: bool = False, lang: str = "en") -> Page:
    """The play screen showing ``game`` (its history replays: the log can read it)."""
    page = start(seats, touch=touch, lang=lang)
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
        if viewer in game.to_act and not page.app.ui.session.pending:
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
    assert f'aria-label="Bot 2 took a {die}"' in page.regions["dock"]
    assert f'aria-label="Player 1 took a {top}"' in page.regions["dock"]
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
    page.press("suspect", seat="1")
    assert "Accuse Bot 2 of holding the Fake Job card?" in page.text("dock")
    assert page.patch["focus"] == '.dock [data-act="accuse"]'
    page.press("cancel")
    assert page.takes() and not page.game.accusations
    page.press("accuse-open")
    page.press("suspect", seat="1")
    page.press("accuse", seat="1")
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
    page.send({"act": "accuse", "seat": "1", "pointer": "mouse"})  # nobody chosen yet
    page.send({"act": "suspect", "seat": "0", "pointer": "mouse"})  # oneself
    page.send({"act": "suspect", "seat": "x", "pointer": "mouse"})
    assert not page.targets("dock", "accuse")
    page.press("suspect", seat="2")
    page.send({"act": "accuse", "seat": "1", "pointer": "mouse"})  # not the one chosen
    page.key("Escape")
    assert page.takes() and page.game is before


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
    assert log.count("wrote their die on their sheet") == 2  # the bot's and the pretence


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
    while page.game.phase != "write":
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
    assert "wrote their die on their sheet" in log and "end of round 1" in log
    assert not re.search(r"\(\s*\d+,\s*\d+\)|tower|floor", log)  # where is secret
    page.send({"act": "lang"})
    log = page.text("log")
    assert "a pris un" in log and "a écrit son dé sur sa fiche" in log
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
        assert not [name for name in theirs if name in page.html]
        human_step(page)
    assert all(name in page.text("info") for name in theirs)
