"""Card City XL bots: legal, honest (the conformance suite re-deals what they cannot
see), and the normal bot drafts, builds and wins better than the easy one."""

from __future__ import annotations

from cardcityxl_helpers import city, dealt, lay, new

from urbanistes.bots import think
from urbanistes.cardcityxl import judge
from urbanistes.cardcityxl.bots import EasyBot, NormalBot
from urbanistes.cardcityxl.city import City
from urbanistes.cardcityxl.data import DECK_KINDS
from urbanistes.cardcityxl.judge import card_values


def play_out(game, bots):
    game = game.settle()
    while not game.is_over:
        seat = game.to_act[0]
        game = game.apply(seat, bots[seat].choose(game, seat)).settle()
    return game


def test_normal_beats_easy():
    wins = 0
    for seed in range(6):
        seat = seed % 3
        bots = {s: NormalBot() if s == seat else EasyBot() for s in range(3)}
        final = play_out(new(3, seed=seed), bots)
        wins += seat in final.scores(None).winners
    assert wins >= 5


def test_the_normal_splitter_keeps_the_card_it_needs():
    """Seat 0's city is at its size limit: without an Industrie nothing more fits. The
    chooser's city has room. Splitting R, C, P, I for two, seat 0 ends with the
    Industrie whichever lot the (normal) chooser takes."""
    game = dealt(["R", "C", "P", "I"], players=2)
    game.cities = [City("square", 5, dict(city("P M L R C").cells)),
                   City("square", 5, {(0, 0): ("M", 0, 1)})]
    assert card_values(game, 0, ["I"])["I"] > max(card_values(game, 0, ["R", "C", "P"]).values())
    bot = NormalBot()
    while game.phase in ("split", "choose"):
        seat = game.to_act[0]
        game = game.apply(seat, bot.choose(game, seat))
    assert "I" in game.hand(0)


def test_the_lots_are_weighed_a_spot_at_a_time():
    """Splitting and choosing value every kind of card of the deck in a city (up to
    70 ms at once in CPython): the normal bot does it a spot a step, so that the page's
    slices stay short, and decides as in one go."""
    game = dealt(["R", "C", "P", "I"], players=2)
    bot = NormalBot()
    for phase in ("split", "choose"):
        while game.phase != phase:
            game = game.apply(game.to_act[0], bot.choose(game, game.to_act[0]))
        seat = game.to_act[0]
        judge._RANKED.clear()  # as in a fresh page: nothing ranked yet
        decision, calls = think(bot, game, seat), 1
        while not decision.run(deadline=0.0, clock=lambda: 1.0):
            calls += 1
        assert calls > len(DECK_KINDS)
        assert decision.best() == bot.choose(game, seat)


def test_the_normal_chooser_takes_the_better_lot():
    """With $0, two Loisirs cannot be built: the chooser takes the other lot."""
    game = lay(dealt(["L", "L", "P", "C"], players=2), ["L", "L"], [], ["P"])
    game.money = [0, 0]
    assert NormalBot().choose(game, 1) == {"type": "take", "lot": 2}
    game2 = lay(dealt(["P", "C", "L", "L"], players=2), ["P", "C"], [], ["L"])
    game2.money = [0, 0]
    assert NormalBot().choose(game2, 1) == {"type": "take", "lot": 1}


def test_bots_choose_legal_actions_everywhere():
    game = new(2, "advanced", seed=7).settle()
    bots = [NormalBot(), EasyBot()]
    while not game.is_over:
        for seat in game.to_act:
            for bot in bots:
                assert game.is_legal(seat, bot.choose(game, seat))
        seat = game.to_act[0]
        game = game.apply(seat, bots[seat].choose(game, seat)).settle()


def _split_by_normal_bots(game):
    bot = NormalBot()
    bribes = []
    while game.phase in ("split", "choose"):
        seat = game.to_act[0]
        action = bot.choose(game, seat)
        bribes += [action] if action["type"] == "bribe" else []
        game = game.apply(seat, action)
    return game, bribes


def test_the_normal_splitter_pays_the_chooser_to_leave_it_the_commerces():
    """Economic victory, advanced level: the Commerces are worth most to both. The
    splitter keeps them in lot 1 and puts money on lot 2 of Résidences, which the
    chooser then takes; at the normal level there are no bribes."""
    cards = ["R", "R", "R", "R", "C", "C"]
    game, bribes = _split_by_normal_bots(dealt(cards, players=2, level="advanced",
                                               victory="economic"))
    assert [b["lot"] for b in bribes] == [2]
    assert sorted(game.hand(0)).count("C") == 2
    assert game.money[1] > game.money[0]
    _, bribes = _split_by_normal_bots(dealt(cards, players=2, level="normal",
                                            victory="economic"))
    assert bribes == []
