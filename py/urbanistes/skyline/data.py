"""Skyline components as data: the sheet, the 11 special rule cards and our rebalanced
ones, the dice.

THE SHEET IS THE PROJECT'S OWN DESIGN. No public source describes it; the rulebook only
implies 6 towers (Vertigo: "finish 6"), each with its own car park below ground and a
first-finisher bonus bubble above it, towers of 4, 5 and 6 floors (Tour Karin, Rue de la
Paix) and others (Tour Karin names only those three, Rue de la Paix says "etc."), of
odd and even heights (Las Vegas). Heights, depths and bonuses below were tuned by
simulation with the normal bots (``benchmarks/bench_skyline.py --lengths``): a classic
game lasts a median of 20 rounds at 4 to 6 players, 21 at 3 and 24.5 at 2; with the
cards, 13 to 19 (2026-11-25, after our René la Taupe and Hollywood Boulevard rulings).
Deeper car parks made every game longer without taming René. Bonuses are even so that
the x0.5 cards halve them exactly.

The card texts are the rulebook's (French); the English texts and names are ours.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from ..engine import Text, text

#: Die faces.
FACES = (1, 2, 3, 4, 5, 6)
#: Points a wrong accusation costs the accuser (our design, see ``help``).
ACCUSATION_PENALTY = 3


@dataclass(frozen=True)
class Pair:
    """One tower of the printed sheet with the car park below it and its bonus bubble."""

    height: int
    depth: int
    bonus: int


#: The printed sheet, left to right (our design, see the module docstring).
SHEET: tuple[Pair, ...] = (
    Pair(height=3, depth=3, bonus=2),
    Pair(height=4, depth=2, bonus=2),
    Pair(height=4, depth=3, bonus=4),
    Pair(height=5, depth=1, bonus=4),
    Pair(height=5, depth=2, bonus=6),
    Pair(height=6, depth=1, bonus=8),
)
TOWERS = len(SHEET)
#: Complete towers with their car parks that end a classic game.
CLASSIC_END = 3
#: The game stops after this round at the latest (our rule: the rulebook's game always
#: ends, but only because real players aim for the end; no bot game comes near it).
MAX_ROUNDS = 30


def dice_count(players: int) -> int:
    """Players + 1 dice, players + 2 at two players."""
    return players + 2 if players == 2 else players + 1


@dataclass(frozen=True)
class Card:
    """One special rule card: its name, bonus multiplier and printed text."""

    id: str
    name: Text
    #: Bonus multiplier printed right of the title; None for Emploi fictif (none printed).
    multiplier: Fraction | None
    rule: Text
    #: The printed card this one retunes (our balanced set, ``TUNED``); None: printed.
    retunes: str | None = None
    #: Chemin de Traverse's ground-floor shops: "printed" (+1 per ground floor holding a
    #: 1, even in an unfinished tower; six of them double the total) or "finished" (ours:
    #: +1 per finished tower standing on a 1, never doubled); None: no shops.
    shops: str | None = None

    @property
    def kind(self) -> str:
        """The printed card whose rules this one follows."""
        return self.retunes or self.id


CARDS: tuple[Card, ...] = (
    Card("rene", text("René la Taupe", "René the Mole"), Fraction(1), text(
        "Tout ce qui est à la surface ne vous intéresse pas. Vous ne construisez que les "
        "parkings. TOUS les parkings pour arrêter la partie.",
        "Nothing above ground interests you. You build car parks only, and ALL of them "
        "to end the game.")),
    Card("vegas", text("Ce qui se passe à Las Vegas", "What Happens in Vegas"),
         Fraction(1, 2), text(
        "Bienvenue à Vegas ! Faites vos jeux ! Les immeubles au nombre d'étages pair ne "
        "doivent être remplis que de chiffres pairs, quel que soit l'ordre. Et "
        "inversement. Les parkings sont supprimés.",
        "Welcome to Vegas! Place your bets! Towers with an even number of floors take "
        "even numbers only, in any order, and odd towers odd numbers. No car parks.")),
    Card("paix", text("Rue de la Paix", "Mayfair"), Fraction(1, 2), text(
        "Les immeubles deviennent des hôtels. Et plus un hôtel est haut, plus il est "
        "luxueux. La tour de 6 étages ne doit être remplie que de 6. Celles de 5 étages, "
        "de 5, etc. Les parkings sont supprimés.",
        "Towers become hotels, and the taller the hotel the grander. The 6-floor tower "
        "takes only 6s, the 5-floor ones only 5s, and so on. No car parks.")),
    Card("hollywood", text("Hollywood Boulevard", "Hollywood Boulevard"), Fraction(0), text(
        "Vos immeubles ne sont que des façades de décors de films. Vous ne remplissez "
        "qu'une case sur deux pour les valider. Vous devez terminer tous les immeubles. "
        "Chaque immeuble terminé de cette façon marque comme si toutes ses cases étaient "
        "remplies. Les parkings sont supprimés.",
        "Your towers are mere film-set façades: fill one box in two to complete them. "
        "You must finish every tower. Each tower finished this way scores as if all its "
        "boxes were filled. No car parks.")),
    Card("piste", text("Vue sur piste", "Runway View"), Fraction(2), text(
        "L'aéroport à proximité vous oblige à poser du double vitrage. Tous les étages "
        "deviennent des étages doubles. Les bonus sont multipliés par 2.",
        "The nearby airport forces double glazing on you. Every floor becomes a double "
        "floor. Bonuses are doubled.")),
    Card("traverse", text("Chemin de Traverse", "Diagon Alley"), Fraction(1), text(
        "Tous les rez-de-chaussée deviennent des commerces. Si vous arrivez à les "
        "remplir tous avec des 1, vous doublez votre total de points. Sinon, vous marquez "
        "un point supplémentaire par rez-de-chaussée rempli avec un 1, même si la tour "
        "n'est pas achevée.",
        "Every ground floor becomes a shop. Fill them all with 1s and your total is "
        "doubled. Otherwise you score 1 more point per ground floor holding a 1, even in "
        "an unfinished tower."), shops="printed"),
    Card("fictif", text("Emploi fictif", "Fake Job"), None, text(
        "Vous faites semblant de jouer. Vous jouez comme les autres, mais vous ne devez "
        "rien noter sur votre fiche. Si vous n'êtes pas démasqué avant la fin de la "
        "partie, vous gagnez en même temps que le joueur qui a le plus de points.",
        "You only pretend to play: you play like the others but write nothing on your "
        "sheet. If nobody unmasks you before the end, you win along with the player who "
        "has the most points.")),
    Card("karin", text("Tour Karin", "Karin Tower"), Fraction(2), text(
        "Les derniers étages des immeubles de 4, 5 et 6 étages deviennent des étages "
        "triples.",
        "The top floors of the 4-, 5- and 6-floor towers become triple floors.")),
    Card("patema", text("Patema", "Patema"), Fraction(1), text(
        "Vous inversez la fiche. Les parkings deviennent des tours et les tours des "
        "parkings.",
        "You turn your sheet upside down: car parks become towers and towers car parks.")),
    Card("alexandrie", text("Alexandrie Alexandra", "Alexandrie Alexandra"), Fraction(1), text(
        "Les immeubles deviennent des pyramides : l'étage inférieur doit toujours être un "
        "nombre plus grand que l'étage qui arrive après. Les parkings deviennent des "
        "salles secrètes : elles ne doivent être complétées qu'avec le nombre égal à leur "
        "profondeur.",
        "Towers become pyramids: each floor must hold a bigger number than the floor "
        "above it. Car parks become secret chambers, filled only with the number equal "
        "to their depth.")),
    Card("vertigo", text("Vertigo", "Vertigo"), Fraction(1, 2), text(
        "Toutes les tours n'ont plus que 3 étages. Il faut en finir 6 pour provoquer la "
        "fin de partie. Les parkings sont maintenus.",
        "Every tower has only 3 floors. You must finish 6 of them to end the game. Car "
        "parks stay.")),
)
CARD_IDS = tuple(card.id for card in CARDS)


def _tuned(printed: str, multiplier: Fraction, rule: Text | None = None,
           shops: str | None = None) -> Card:
    """``printed`` with our multiplier (and words and shops)."""
    card = next(c for c in CARDS if c.id == printed)
    return replace(card, id=f"{printed}-tuned", multiplier=multiplier,
                   rule=rule or card.rule, retunes=printed, shops=shops)


#: OUR BALANCED SET (the "tuned" choice of the cards option; the rulebook invites it: "Si
#: vous estimez les effets déséquilibrés, n'hésitez pas à les modifier"). The printed
#: cards whose holders won too often at 4 players with our bots in every seat (strong:
#: Vertigo 64%, Chemin de Traverse 49%, Las Vegas 40%; normal: Chemin de Traverse 59%,
#: Vertigo 49%; 25% is fair, the goal no card over 40%), and Patema, which took their
#: wins, get new bonus multipliers, the rulebook's own balancing device; Chemin de
#: Traverse's shops count only under finished towers, never doubled. Tuned by
#: ``benchmarks/bench_skyline.py --cards-table --cards tuned`` (the most any holder wins
#: is then 36%); the tables are in the README.
TUNED: tuple[Card, ...] = (
    _tuned("vegas", Fraction(0)),
    _tuned("traverse", Fraction(0), text(
        "Tous les rez-de-chaussée deviennent des commerces. Vous marquez un point "
        "supplémentaire par tour achevée dont le rez-de-chaussée est rempli avec un 1.",
        "Every ground floor becomes a shop. You score 1 more point per finished tower "
        "whose ground floor holds a 1."), shops="finished"),
    _tuned("patema", Fraction(1, 2)),
    _tuned("vertigo", Fraction(0)),
)
CARD_BY_ID = {card.id: card for card in (*CARDS, *TUNED)}
#: The cards dealt, by the cards option's value: the printed 11, or ours (the printed
#: ones with ``TUNED`` in their places, so a seed deals the same places either way).
DECKS: dict[str, tuple[str, ...]] = {
    "off": (),
    "on": CARD_IDS,
    "tuned": tuple(next((t.id for t in TUNED if t.retunes == c), c) for c in CARD_IDS),
}
