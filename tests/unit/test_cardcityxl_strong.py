"""Card City XL's strong bot: the shared search with this game's policy takes the
better move where one is plain, and judges a seat by its own city and cards."""

from __future__ import annotations

from cardcityxl_helpers import at_build, dealt, lay, new

from urbanistes.cardcityxl.strong import POLICY
from urbanistes.search import StrongBot


def test_the_strong_chooser_takes_the_lot_it_can_build():
    """With $0, two Loisirs cannot be built: the lot of a Parc and a Commerce is worth
    more, whichever side it is on."""
    bot = StrongBot(POLICY, budget=16)
    game = lay(dealt(["L", "L", "P", "C"], players=2), ["L", "L"], [], ["P"])
    game.money = [0, 0]
    assert bot.choose(game, 1) == {"type": "take", "lot": 2}
    game2 = lay(dealt(["P", "C", "L", "L"], players=2), ["P", "C"], [], ["L"])
    game2.money = [0, 0]
    assert bot.choose(game2, 1) == {"type": "take", "lot": 1}


def test_each_seat_values_its_own_cards():
    """Seat 0 holding the cards is worth more to seat 0, less to seat 1."""
    game = at_build(new(2, "normal", seed=5), {0: ["R", "C", "R"]})
    mine, theirs = POLICY.evaluate(game)
    assert mine > 0.5 > theirs
