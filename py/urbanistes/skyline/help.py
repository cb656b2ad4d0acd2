"""The in-app rules help for Skyline, with the project's rulings made explicit."""

from __future__ import annotations

from ..engine import Text, text
from .data import ACCUSATION_PENALTY, CARDS, MAX_ROUNDS, SHEET


def _factor(card_multiplier: object) -> str:
    return "" if card_multiplier is None else f" (x{card_multiplier})".replace("1/2", "0,5")


_CARDS = tuple(
    text(f"{card.name['fr']}{_factor(card.multiplier)} — {card.rule['fr']}",
         f"{card.name['en']}{_factor(card.multiplier).replace(',', '.')} — {card.rule['en']}")
    for card in CARDS
)


def _sheet_table() -> Text:
    fr = " ; ".join(f"tour {n} : {p.height} étages, parking de {p.depth}, bonus {p.bonus}"
                   for n, p in enumerate(SHEET, start=1))
    en = "; ".join(f"tower {n}: {p.height} floors, car park of {p.depth}, bonus {p.bonus}"
                   for n, p in enumerate(SHEET, start=1))
    return text(f"La fiche, de gauche à droite : {fr}.", f"The sheet, left to right: {en}.")


#: (heading, paragraphs) pairs, each bilingual.
RULES_HELP = (
    (text("But du jeu", "Goal"), (
        text("Vous êtes chef de chantier : chacun sur sa fiche, secrète, vous élevez des "
             "tours et creusez leurs parkings avec les dés que vous choisissez. Le plus de "
             "points l'emporte (ou voir les règles spéciales).",
             "You are a site manager: each on your own secret sheet, you raise towers and "
             "dig their car parks with the dice you choose. Most points wins (or see the "
             "special rules)."),
    )),
    (text("La fiche", "The sheet"), (
        text("6 tours, chacune avec son parking sous le sol et sa bulle de bonus au-dessus.",
             "6 towers, each with its car park below ground and its bonus bubble above."),
        _sheet_table(),
        text("Une tour se construit de bas en haut, chaque étage avec un nombre strictement "
             "plus grand que celui du dessous. Un parking se creuse depuis le sol vers le "
             "bas, chaque niveau avec un nombre strictement plus petit que celui du dessus : "
             "le niveau le plus proche du sol porte le plus grand. On ne laisse jamais de "
             "case vide sous (ou, pour un parking, au-dessus d') une case écrite.",
             "A tower is built from the ground up, each floor with a number strictly bigger "
             "than the one below. A car park is dug from the ground down, each level with a "
             "number strictly smaller than the one above: the level nearest the ground "
             "holds the biggest. No box is ever left empty below (for a car park, above) a "
             "written one."),
    )),
    (text("Un tour de jeu", "A round"), (
        text("Il y a un dé de plus que de joueurs (deux de plus à 2 joueurs). Le Lanceur "
             "jette tous les dés ; on ne les relance jamais. Il en prend un et le pose "
             "devant lui, à la vue de tous ; puis son voisin de gauche, et ainsi de suite "
             "jusqu'à ce qu'il ne reste qu'un dé (deux à 2 joueurs), qui ne sert pas.",
             "There is one die more than players (two more with 2 players). The thrower "
             "rolls them all; dice are never rolled again. They take one and put it in "
             "front of them for all to see; then their left-hand neighbour, and so on until "
             "one die is left (two with 2 players), which is not used."),
        text("Puis chacun, en même temps et en secret, écrit le chiffre de son dé sur sa "
             "fiche, dans une case où il est permis. Le prochain Lanceur est celui qui a "
             "pris le plus petit dé.",
             "Then everyone, at the same time and in secret, writes their die's number on "
             "their sheet, in a box where it is allowed. The next thrower is whoever took "
             "the smallest die."),
    )),
    (text("Bonus", "Bonuses"), (
        text("Le premier à compléter une tour et son parking l'annonce et entoure la bulle "
             "de bonus de cette tour ; les autres la barrent. Ils peuvent encore achever "
             "cette tour, sans le bonus.",
             "The first to complete a tower and its car park announces it and circles that "
             "tower's bonus bubble; the others cross it out. They may still finish that "
             "tower, without the bonus."),
    )),
    (text("Fin de partie et décompte", "End and scoring"), (
        text("Dès qu'un joueur a complété 3 tours et leurs parkings, on termine le tour en "
             "cours et la partie s'arrête. Chaque tour complète rapporte 1 point par étage, "
             "chaque parking complet 1 point par niveau, quels que soient les chiffres ; "
             "on ajoute les bonus entourés. Le plus de points l'emporte.",
             "As soon as a player has completed 3 towers and their car parks, the current "
             "round is finished and the game ends. Each complete tower scores 1 point per "
             "floor, each complete car park 1 point per level, whatever the numbers; add "
             "the circled bonuses. Most points wins."),
    )),
    (text("Règles spéciales (variante)", "Special rules (variant)"), (
        text("Les 11 cartes sont mélangées et chacun en reçoit une, secrète. Elles "
             "l'emportent sur les règles classiques. Le nombre après le titre multiplie les "
             "bonus : x0 supprimés, x0,5 divisés par deux, x1 inchangés, x2 doublés.",
             "The 11 cards are shuffled and everyone gets one, secret. They override the "
             "classic rules. The number after the title multiplies bonuses: x0 none, x0.5 "
             "halved, x1 unchanged, x2 doubled."),
        text("Étages doubles et triples : la case est coupée en deux (ou trois) et on y "
             "écrit deux (trois) fois le même chiffre. Dès qu'une case d'un étage est "
             "remplie, on peut commencer l'étage au-dessus ; la tour n'est complète que "
             "quand toutes ses cases le sont.",
             "Double and triple floors: the box is split in two (or three) and the same "
             "number is written twice (three times). As soon as one box of a floor is "
             "filled, the floor above may be started; the tower is complete only once every "
             "box is."),
        *_CARDS,
    )),
    (text("Nos arbitrages", "Our rulings"), (
        text("La fiche est de notre conception : aucune source publique ne la décrit. Elle "
             "respecte ce que la règle impose (6 tours avec parking et bulle de bonus, des "
             "tours de 4, 5 et 6 étages et d'autres, des hauteurs paires et impaires). Ses "
             "valeurs ont été réglées par simulation pour qu'une partie dure une vingtaine "
             "de tours ; les bonus sont pairs pour que x0,5 tombe juste.",
             "The sheet is our own design: no public source describes it. It keeps what the "
             "rules require (6 towers with a car park and a bonus bubble, towers of 4, 5 and "
             "6 floors and others, even and odd heights). Its values were tuned by "
             "simulation so that a game lasts about twenty rounds; bonuses are even so that "
             "x0.5 comes out exact."),
        text("Écrire est obligatoire : si votre dé a une case permise, vous l'écrivez. Un "
             "dé qui n'entre nulle part est perdu ; vous le confirmez comme les autres "
             "écrivent, pour que personne n'apprenne qu'il n'entrait pas.",
             "Writing is compulsory: if your die has an allowed box, you write it. A die "
             "that fits nowhere is lost; you confirm it while the others write, so that "
             "nobody learns it did not fit."),
        text("Prochain Lanceur : en cas d'égalité pour le plus petit dé, on part du voisin "
             "de droite du Lanceur précédent et on continue vers la droite ; le premier "
             "joueur à égalité rencontré lance (le Lanceur précédent en dernier).",
             "Next thrower: if several took the smallest die, start from the previous "
             "thrower's right-hand neighbour and go on to the right; the first tied player "
             "met throws (the previous thrower last)."),
        text("Bonus : les joueurs qui complètent la même tour et son parking au même tour "
             "de jeu entourent tous la bulle. Avec Las Vegas ou Rue de la Paix, qui "
             "suppriment les parkings, compléter la tour suffit. Hollywood Boulevard "
             "(notre règle) n'entoure aucune bulle : ses bonus sont à x0 et ses façades "
             "sans parking ne complètent aucune paire ; ses tours achevées ne barrent "
             "rien aux autres. René la Taupe (notre règle) n'entoure aucune "
             "bulle : elle est à la surface, au-dessus d'une tour qu'il ne construit pas. "
             "Il barre toutes les siennes ; ses parkings achevés ne barrent rien aux "
             "autres, qui peuvent toujours entourer ces bulles. Les annonces (bulles, fin) "
             "se font quand tout le monde a écrit.",
             "Bonuses: players who complete the same tower and car park in the same round "
             "all circle the bubble. With What Happens in Vegas or Mayfair, which remove "
             "car parks, completing the tower is enough. Hollywood Boulevard (our rule) "
             "circles no bubble: its bonuses are x0 and its façades, with no car park, "
             "complete no pair; its finished towers cross nothing out for the others. "
             "René the Mole (our rule) circles no bubble: it sits at the "
             "surface, above a tower he does not build. He crosses all of his out; his "
             "finished car parks cross nothing out for the others, who may still circle "
             "those bubbles. Announcements (bubbles, the end) are made once everyone has "
             "written."),
        text("Fin de partie : le joueur qui remplit la condition de fin l'annonce quand "
             "tout le monde a écrit le dé de ce tour ; la partie s'arrête alors. Un joueur "
             "qui ne peut plus remplir sa condition de fin l'annonce. Un joueur dont la "
             "fiche ne peut plus rien rapporter (chaque tour et parking est achevé ou ne "
             "peut plus l'être) l'annonce aussi : il continue de prendre un dé mais n'écrit "
             "plus. Quand chaque joueur a fait l'une ou l'autre annonce, la partie "
             "s'arrête à la fin du tour.",
             "End: the player who meets the end condition announces it once everyone has "
             "written this round's die; the game then ends. A player who can no longer meet "
             "their end condition says so. A player whose sheet can score nothing more "
             "(every tower and car park finished or beyond finishing) says so too: they "
             "still take a die but write nothing. Once every player has said one or the "
             "other, the game ends with the round."),
        text(f"Limite (notre règle) : la partie s'arrête au plus tard à la fin du tour "
             f"{MAX_ROUNDS}. Les parties simulées entre nos robots s'achèvent presque "
             "toujours avant ; la limite évite qu'une partie où personne ne vise la fin "
             "ne dure sans fin.",
             f"Limit (our rule): the game stops at the end of round {MAX_ROUNDS} at the "
             "latest. Games simulated between our bots almost always end before; the limit "
             "keeps a game where nobody aims for the end from lasting for ever."),
        text("Égalité : la victoire est partagée.", "Ties: the win is shared."),
        text("Cartes : les 11 cartes sont distribuées sans remise, une par joueur (6 au "
             "plus) ; celles qui restent sont inconnues de tous. La mention « à imprimer "
             "2 fois pour jouer à 4 joueurs » de notre règle vise la page des fiches (deux "
             "par page), pas les cartes : aucune carte n'est en double.",
             "Cards: the 11 cards are dealt without replacement, one per player (6 at "
             "most); those left are unknown to all. The rulebook's note 'print twice to play "
             "with 4' is about the page of sheets (two per page), not the cards: no card is "
             "doubled."),
        text("Hollywood Boulevard : on remplit le rez-de-chaussée puis un étage sur deux "
             "(étages 1, 3, 5), toujours en croissant ; les autres sont barrés. « Vous "
             "devez terminer tous les immeubles » (notre règle) : ses tours ne marquent "
             "que si les 6 sont terminées, sinon aucune ne marque ; les terminer toutes "
             "n'arrête pas la partie (la carte ne le dit pas, quand René la Taupe et "
             "Vertigo disent « pour arrêter la partie », « pour provoquer la fin de "
             "partie ») : le joueur annonce qu'il n'a plus rien à marquer et attend la fin. "
             "René la Taupe : fin aux 6 parkings. Vertigo : fin à 6 tours de 3 étages "
             "complètes ; ses parkings comptent toujours, pour les points et les bonus.",
             "Hollywood Boulevard: fill the ground floor then every other floor (floors 1, "
             "3, 5), still increasing; the others are crossed out. \"You must finish every "
             "tower\" (our rule): its towers score only if all 6 are finished, otherwise "
             "none scores; finishing them all does not end the game (the card does not say "
             "so, where René the Mole's and Vertigo's say \"to end the game\"): the player "
             "says their sheet can score nothing more and waits for the end. René the "
             "Mole: end at all 6 car parks. Vertigo: end at 6 complete 3-floor towers; its "
             "car parks still count, for points and bonuses."),
        text("Las Vegas et Rue de la Paix : un même chiffre peut se répéter. Alexandrie : "
             "chaque étage est strictement plus petit que celui du dessous ; un parking "
             "de profondeur N ne reçoit que des N. Patema : les tours prennent les "
             "profondeurs des parkings imprimés et les parkings les hauteurs des tours ; "
             "chaque paire garde sa place et sa bulle. Tour Karin : seul le dernier étage "
             "des tours de 4, 5 et 6 étages est triple. Vue sur piste : les niveaux de "
             "parking restent simples.",
             "Vegas and Mayfair: a number may repeat. Alexandrie: each floor strictly "
             "smaller than the one below; a car park N deep takes only Ns. Patema: towers "
             "take the printed car parks' depths as heights and car parks the towers' "
             "heights as depths; each pair keeps its place and bubble. Karin Tower: only the "
             "top floor of the 4-, 5- and 6-floor towers is triple. Runway View: car park "
             "levels stay single."),
        text("Chemin de Traverse : le rez-de-chaussée est le premier étage de chaque tour. "
             "Le doublement porte sur tout le total (tours, parkings, bonus) ; une pénalité "
             "d'accusation se retranche ensuite.",
             "Diagon Alley: the ground floor is each tower's first floor. Doubling applies "
             "to the whole total (towers, car parks, bonuses); an accusation penalty is "
             "taken off afterwards."),
        text("Nos cartes rééquilibrées (notre choix « certaines rééquilibrées par nous ») : "
             "la règle y invite (« Si vous estimez les effets déséquilibrés, n'hésitez pas "
             "à les modifier »). Avec nos robots forts à chaque place, à 4 joueurs, le "
             "détenteur de Vertigo gagnait 64 % de ses parties, Chemin de Traverse 49 %, "
             "Las Vegas 40 % (25 % serait juste). Nous changeons leur multiplicateur de "
             "bonus, l'outil d'équilibrage de la règle elle-même : Las Vegas ×0, Vertigo ×0 "
             "(ils entourent toujours leurs bulles, qui ne leur valent rien, et les autres "
             "les barrent), Chemin de Traverse ×0, et Patema ×0,5 (il prenait les victoires "
             "des trois autres) ; Chemin de Traverse ne double plus rien : chaque tour "
             "achevée dont le rez-de-chaussée porte un 1 rapporte 1 point de plus. Aucun "
             "détenteur ne gagne alors plus de 36 % de ses parties (240 parties). Les autres "
             "cartes et le reste de la règle ne changent pas ; le choix « parmi 11 » joue "
             "les cartes imprimées.",
             "Our rebalanced cards (our choice \"some rebalanced by us\"): the rulebook "
             "invites it (\"If you find the effects unbalanced, feel free to change "
             "them\"). With our strong bots in every seat, at 4 players, Vertigo's holder "
             "won 64% of its games, Diagon Alley's 49%, Vegas's 40% (25% would be fair). We "
             "change their bonus multiplier, the rulebook's own balancing device: Vegas ×0, "
             "Vertigo ×0 (they still circle their bubbles, worth nothing to them, and the "
             "others cross them out), Diagon Alley ×0, and Patema ×0.5 (it took the other "
             "three's wins); Diagon Alley doubles nothing any more: each finished tower "
             "whose ground floor holds a 1 scores 1 point more. No holder then wins more "
             "than 36% of its games (240 games). The other cards and the rest of the rules "
             "do not change; the \"out of 11\" choice plays the printed cards."),
        text("Emploi fictif : le joueur n'écrit rien et marque 0 ; au moment d'écrire, il "
             "fait semblant (une action, pour ne pas se trahir). Démasquer (notre règle) : "
             "à son tour de choisir un dé, avant de le prendre, un joueur peut accuser un "
             "autre joueur, une seule fois par partie, et chaque joueur ne peut être accusé "
             "qu'une fois. La réponse est publique. Si c'est juste, l'Emploi fictif est "
             "démasqué : sa carte est révélée et il ne peut plus gagner (il continue de "
             f"prendre des dés). Si c'est faux, l'accusateur perd {ACCUSATION_PENALTY} "
             "points et la carte de l'accusé reste secrète. Sans règles spéciales, "
             "personne n'accuse.",
             "Fake Job: the player writes nothing and scores 0; when writing, they pretend "
             "(one action, so as not to give themselves away). Unmasking (our rule): on "
             "their turn to take a die, before taking it, a player may accuse another "
             "player, once per game, and each player can be accused only once. The answer "
             "is public. If right, the Fake Job is unmasked: their card is shown and they "
             "can no longer win (they still take dice). If wrong, the accuser loses "
             f"{ACCUSATION_PENALTY} points and the accused's card stays secret. Without "
             "special rules nobody accuses."),
        text("Les noms anglais des cartes et tous les textes anglais sont les nôtres.",
             "The English card names and all English texts are ours."),
    )),
)
