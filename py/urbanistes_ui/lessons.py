"""Guided games ("Learn"): a fixed deal against easy bots whose first moves are
scripted, each shown by a callout next to what to click and the rule it uses.

A lesson is data (a ``Lesson`` in its game's ``lesson*`` modules, listed in
``LESSONS``): the game, its options, seed and seats, and one ``Step`` per action of the
learner's seat, in order.
Where the learner stands is counted from the game's own history (``done``), so undo,
saving and resuming need nothing more: a kept game records only the lesson's id. The
learner may make only the scripted action until the script ends ("now finish on your
own"); every other action is refused, the game unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import import_module
from typing import Any

from urbanistes import registry
from urbanistes.engine import Action, Game, Text, text

#: The learner's seat in every lesson.
LEARNER = 0


@dataclass(frozen=True)
class Listing:
    """Where a lesson is offered, known without importing it (the home page and the
    new-game form import no game's screen): its game, the "module:NAME" of its
    ``Lesson``, and the new-game form's choices it teaches (none: the game's first
    lesson, on its home card and rules page; else a button on the form once those
    are chosen), with the button's words."""

    game: str
    path: str
    offered: Mapping[str, str] = field(default_factory=dict)
    title: Text = field(default_factory=lambda: text("", ""))


#: Every lesson by id.
_CCX = "urbanistes_ui.games.cardcityxl."
LESSONS: Mapping[str, Listing] = {
    "sprawlopolis": Listing("sprawlopolis", "urbanistes_ui.games.sprawlopolis.lesson:FIRST_GAME"),
    "skyline": Listing("skyline", "urbanistes_ui.games.skyline.lesson:FIRST_GAME"),
    "cloudcity": Listing("cloudcity", "urbanistes_ui.games.cloudcity.lesson:FIRST_GAME"),
    "cities": Listing("cities", "urbanistes_ui.games.cities.lesson:FIRST_GAME"),
    "cardcityxl": Listing("cardcityxl", _CCX + "lesson:FIRST_GAME"),
    "cardcityxl-normal": Listing(
        "cardcityxl", _CCX + "lesson_levels:NORMAL_LEVEL", {"level": "normal"},
        text("Apprendre le niveau normal", "Learn the normal level")),
    "cardcityxl-advanced": Listing(
        "cardcityxl", _CCX + "lesson_levels:ADVANCED_LEVEL", {"level": "advanced"},
        text("Apprendre le niveau avancé", "Learn the advanced level")),
    "cardcityxl-architect": Listing(
        "cardcityxl", _CCX + "lesson_variants:ARCHITECT", {"architect": "True"},
        text("Apprendre le Soutien de l'Architecte", "Learn the Architect's Support")),
    "cardcityxl-unique": Listing(
        "cardcityxl", _CCX + "lesson_variants:SINGLE_CITY", {"unique": "True"},
        text("Apprendre la Cité Unique", "Learn the Single City")),
    "cardcityxl-ecology": Listing(
        "cardcityxl", _CCX + "lesson_variants:ECOLOGY", {"ecology": "True"},
        text("Apprendre la Ville Écologique", "Learn the Ecological City")),
    "cardcityxl-crisis": Listing(
        "cardcityxl", _CCX + "lesson_variants:CRISIS", {"crisis": "True"},
        text("Apprendre la Crise des Loisirs", "Learn the Leisure Crisis")),
    "cardcityxl-suburb": Listing(
        "cardcityxl", _CCX + "lesson_variants:SUBURB", {"suburb": "True"},
        text("Apprendre la Banlieue Fictive", "Learn the Fictional Suburb")),
}


@dataclass(frozen=True)
class Step:
    """One scripted action: what the learner must do, the callout's words, and the
    section of the game's rules help (its index) that says the rule."""

    action: Action
    words: Text
    rule: int


@dataclass(frozen=True)
class Lesson:
    id: str
    game: str
    options: Mapping[str, Any]
    seed: int
    #: One kind per seat: the learner's "human" first, easy bots for the others.
    seats: tuple[str, ...]
    steps: tuple[Step, ...]
    #: Said once the script is over, until the learner's next move.
    free: Text
    #: Said with the first step.
    intro: Text

    def deal(self) -> Game:
        """The lesson's game before anyone's first move."""
        options = {"players": len(self.seats), **self.options}
        return registry.entry(self.game).game_class().new(options, self.seed)


def of_game(game_id: str) -> str | None:
    """The id of a game's first lesson (the home page's "Learn"), if it has one."""
    return next((lesson_id for lesson_id, listing in LESSONS.items()
                 if listing.game == game_id and not listing.offered), None)


def offered(game_id: str, form: Mapping[str, str]) -> list[str]:
    """The lessons of what the new-game form has chosen (its raw values)."""
    return [lesson_id for lesson_id, listing in LESSONS.items()
            if listing.game == game_id and listing.offered
            and all(form.get(k) == v for k, v in listing.offered.items())]


def load(lesson_id: str) -> Lesson:
    """A lesson by id; ``KeyError`` for an unknown one."""
    module, name = LESSONS[lesson_id].path.split(":")
    found = getattr(import_module(module), name)
    assert isinstance(found, Lesson), lesson_id
    return found


def done(game: Game) -> int:
    """How many of the learner's actions the game has had (undone ones not counted)."""
    return sum(1 for move in game.history if move.seat == LEARNER)


def step(lesson: Lesson, game: Game) -> Step | None:
    """The scripted action the learner is to make now, or None once the script is over."""
    index = done(game)
    return lesson.steps[index] if index < len(lesson.steps) else None
