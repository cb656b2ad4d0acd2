"""The strong bots' search (``urbanistes.search``): it finds the better move in a game
whose best play is known, thinks in slices under a clock that ends the same as in one
go, and answers with a legal action from awkward positions in every game."""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from toy_game import HighCard

from urbanistes import registry
from urbanistes.engine import CHANCE, Action, Game
from urbanistes.search import Search, StrongBot, margins


@dataclass(frozen=True)
class Playouts:
    """The plainest policy: random rollout moves, judged by the score margins."""

    iterations: int
    depth: int
    scale: float = 3.0

    def rollout(self, game: Game, seat: int, rng: random.Random) -> Action:
        return rng.choice(game.legal_actions(seat))

    def candidates(self, game: Game, seat: int) -> list[Action]:
        return game.legal_actions(seat)

    def evaluate(self, game: Game) -> list[float]:
        return margins(game, self.scale)


TOY = Playouts(iterations=300, depth=4)
STRONG_GAMES = [e.info.id for e in registry.ENTRIES if "strong" in e.bots]


def test_every_game_has_a_strong_bot():
    assert [e.info.id for e in registry.ENTRIES if e.rules] == STRONG_GAMES


@dataclass(frozen=True)
class Hoard(Playouts):
    """Each seat values its own points (cards and stake): what the rival holds, hidden,
    adds no noise."""

    def evaluate(self, game: Game) -> list[float]:
        assert isinstance(game, HighCard)
        return [1 / (1 + math.exp(-(sum(game.hands[s]) + (game.stakes[s] or 0) - 8)
                                  / self.scale)) for s in range(game.players)]


@pytest.mark.parametrize("seed", range(4))
def test_the_search_stakes_high_and_draws_in_high_card(seed):
    """Every card and the stake add to your score: stake 2, then always draw. Staking 1
    comes first among the moves: the search leaves it on clear results."""
    game = HighCard.new({"players": 2}, seed)
    bot = StrongBot(Hoard(iterations=300, depth=4))
    for seat in (0, 1):
        assert bot.choose(game, seat) == {"stake": 2}
    game = game.apply(0, {"stake": 1}).apply(1, {"stake": 1})
    assert bot.choose(game, game.to_act[0]) == {"do": "draw"}


class FakeClock:
    """A clock that moves on by one at each reading."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 1
        return self.now


def test_slices_stop_at_the_deadline_and_end_as_one_run_would():
    game = HighCard.new({"players": 2}, 8)
    clock, sliced, slices = FakeClock(), Search(game, 0, TOY), 0
    while not sliced.run(deadline=clock.now + 5, clock=clock):
        slices += 1
        assert sliced.iterations <= 5 * slices
    assert slices >= TOY.iterations // 5 - 1
    whole = Search(game, 0, TOY)
    assert whole.run() and whole.iterations == sliced.iterations == TOY.iterations
    assert sliced.best() == whole.best()


def test_a_slice_stops_inside_an_iteration_and_each_call_makes_progress():
    """A deadline already past still lets a call take one step: a deal, a move in the
    tree or a move of the rollout, so an iteration spans several calls (a slice
    overruns its deadline by one step, not one iteration), and the end is the same."""
    game = HighCard.new({"players": 2}, 8)
    sliced, calls = Search(game, 0, TOY), 0
    while not sliced.run(deadline=0.0, clock=lambda: 1.0):
        calls += 1
        assert sliced.iterations <= calls < 100 * TOY.iterations, "no progress"
    assert calls > 2 * TOY.iterations
    whole = Search(game, 0, TOY)
    whole.run()
    assert sliced.best() == whole.best() and sliced.root == whole.root


@dataclass(frozen=True)
class Coins(Playouts):
    """A policy that judges every state by a coin toss: nothing tells moves apart."""

    iterations: int = 200
    depth: int = 0

    def evaluate(self, game: Game) -> list[float]:
        return [float(random.random() < 0.5) for _ in range(game.players)]


def test_results_that_are_only_noise_mostly_leave_the_first_move():
    """The most tried move of a search on coin tosses is either move alike; the search
    leaves the first for it only when its results are clearly better, which coins make
    rare (about 1 in 12 with two standard errors)."""
    random.seed(0)  # the coins
    left = 0
    for seed in range(40):
        search = Search(HighCard.new({"players": 2}, seed), 0, Coins())
        search.run()
        left += search.best() != {"stake": 1}
    assert left <= 8


class Leader:
    """A bot that always stakes 2."""

    def choose(self, game: Game, seat: int) -> Action:
        return {"stake": 2}


def test_a_lead_bot_s_choice_comes_first_and_stays_without_clear_results():
    game = HighCard.new({"players": 2}, 1)
    search = Search(game, 0, Coins(), lead=Leader())
    random.seed(1)
    search.run()
    assert search.actions == [{"stake": 2}, {"stake": 1}]
    assert search.best() == {"stake": 2}


@dataclass(frozen=True)
class Slow(Playouts):
    """A policy that prepares each listing of moves in three steps (Sprawlopolis ranks
    hundreds of placements so) and checks that the steps were run first."""

    def prepare(self, game: Game, seat: int) -> Iterator[None]:
        for _ in range(3):
            PREPARED.append(key_of(game, seat))
            yield

    def candidates(self, game: Game, seat: int) -> list[Action]:
        assert PREPARED[-3:] == [key_of(game, seat)] * 3, "listed before it was prepared"
        return game.legal_actions(seat)


PREPARED: list[str] = []


def key_of(game: Game, seat: int) -> str:
    return f"{seat}:{len(game.history)}:{game.view(seat)}"


def test_a_policy_s_preparation_runs_a_step_at_a_time_before_each_listing():
    """A deadline already past stops the search after each of the three steps, at the
    root and at every node of the tree."""
    PREPARED.clear()
    game = HighCard.new({"players": 2}, 3)
    search, calls = Search(game, 0, Slow(iterations=20, depth=0)), 0
    while not search.run(deadline=0.0, clock=lambda: 1.0):
        calls += 1
        if calls <= 2:
            assert search.actions is None  # still preparing the root's listing
    assert search.actions is not None and len(PREPARED) >= 3 * 2
    assert calls >= len(PREPARED)


@dataclass(frozen=True)
class Warm(Playouts):
    """A policy that warms each rollout move and each judgement in two steps (Card City
    XL ranks a card's spots so) and checks that the steps were run first."""

    def warm_rollout(self, game: Game, seat: int) -> Iterator[None]:
        for _ in range(2):
            WARMED.append(key_of(game, seat))
            yield

    def warm_evaluate(self, game: Game) -> Iterator[None]:
        for _ in range(2):
            WARMED.append(key_of(game, -1))
            yield

    def rollout(self, game: Game, seat: int, rng: random.Random) -> Action:
        assert WARMED[-2:] == [key_of(game, seat)] * 2, "moved before it was warmed"
        return super().rollout(game, seat, rng)

    def evaluate(self, game: Game) -> list[float]:
        assert WARMED[-2:] == [key_of(game, -1)] * 2, "judged before it was warmed"
        return super().evaluate(game)


WARMED: list[str] = []


def test_a_policy_warms_its_rollout_moves_and_judgements_a_step_at_a_time():
    """A deadline already past stops the search after each warming step: a search of
    20 iterations of 3 rollout moves takes a slice per step."""
    WARMED.clear()
    game = HighCard.new({"players": 2}, 3)
    search, calls = Search(game, 0, Warm(iterations=20, depth=3)), 0
    while not search.run(deadline=0.0, clock=lambda: 1.0):
        calls += 1
    judged = sum(1 for k in WARMED if k.startswith("-1:")) // 2
    assert search.iterations == judged == 20
    assert len(WARMED) > 2 * 20 and calls >= len(WARMED)


@dataclass(frozen=True)
class Sure(Playouts):
    """A policy that knows its move: one candidate."""

    def candidates(self, game: Game, seat: int) -> list[Action]:
        return game.legal_actions(seat)[:1]


def test_a_single_candidate_is_taken_without_searching():
    """The moves are listed in the first slice; one move is taken at once."""
    game = HighCard.new({"players": 2}, 1).apply(0, {"stake": 2}).apply(1, {"stake": 2})
    game = game.apply(game.to_act[0], {"do": "draw"}).settle()
    search = Search(game, game.to_act[0], Sure(iterations=50, depth=2))
    assert not search.done and search.actions is None
    assert search.run(deadline=0.0, clock=lambda: 1.0) and search.iterations == 0
    assert search.best() == game.legal_actions(game.to_act[0])[0]


def awkward(game_id: str, seed: int) -> dict[str, tuple[Game, int]]:
    """Positions of a random game: the first decision, one just after a chance step,
    one where several seats act at once, the last decision before the end."""
    rng = random.Random(seed)
    game = registry.entry(game_id).game_class().new({"players": 2}, seed)
    found: dict[str, tuple[Game, int]] = {}
    last: tuple[Game, int] | None = None
    while not game.is_over:
        if game.is_chance:
            game = game.apply(CHANCE, game.chance_outcomes()[0][0])
            if game.to_act:
                found.setdefault("after chance", (game, game.to_act[0]))
            continue
        seat = rng.choice(game.to_act)
        found.setdefault("first", (game, seat))
        if len(game.to_act) > 1:
            found.setdefault("simultaneous", (game, seat))
        last = (game, seat)
        game = game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert last is not None
    found["last"] = last
    return found


@pytest.mark.parametrize("game_id", STRONG_GAMES)
def test_the_strong_bot_answers_legally_from_awkward_positions(game_id):
    bot = registry.make_bot(game_id, "strong")
    assert isinstance(bot, StrongBot)
    light = bot.lighter(12)
    for where, (game, seat) in awkward(game_id, 5).items():
        before = game.clone()
        choice = light.choose(game, seat)
        assert game.is_legal(seat, choice), (where, choice)
        assert game == before, f"{where}: the search changed the state"


@pytest.mark.parametrize("game_id", STRONG_GAMES)
def test_a_deal_guessed_for_a_seat_depends_only_on_what_it_sees(game_id):
    """Two states the seat cannot tell apart give the search the same guesses from the
    same random numbers (else its choice would hang on the hidden cards)."""
    rng = random.Random(3)
    game = registry.entry(game_id).game_class().new({"players": 3}, 11)
    for _ in range(12):
        game = game.settle()
        if game.is_over:
            break
        seat = game.to_act[0]
        twin = game.resample(seat, random.Random(rng.random()))
        guess, twin_guess = (g.resample(seat, random.Random(5)) for g in (game, twin))
        assert [guess.view(s) for s in range(game.players)] == \
            [twin_guess.view(s) for s in range(game.players)], f"move {len(game.history)}"
        game = game.apply(seat, rng.choice(game.legal_actions(seat)))
