"""Every string of Cloud City's play screen, in French and English (the shared ones come
from ``CORE``; level and colour names come from the rules' ``data``)."""

from __future__ import annotations

from ...i18n import CORE, Strings

STRINGS = Strings({
    # -- the pieces, as screen readers hear them ----------------------------------------
    "tile": ("Tuile {n}", "Tile {n}"),
    # The number of birds on a start tile is the seat it goes to (rulebook, set-up).
    "start.1": ("Tuile de départ 1 (1 oiseau : celle du 1er joueur)",
                "Start tile 1 (1 bird: the first player's)"),
    "start.2": ("Tuile de départ 2 (2 oiseaux : celle du 2e joueur)",
                "Start tile 2 (2 birds: the second player's)"),
    "start.3": ("Tuile de départ 3 (3 oiseaux : celle du 3e joueur)",
                "Start tile 3 (3 birds: the third player's)"),
    "start.4": ("Tuile de départ 4 (4 oiseaux : celle du 4e joueur)",
                "Start tile 4 (4 birds: the fourth player's)"),
    "at": ("colonne {x}, rangée {y}", "column {x}, row {y}"),
    "colon": (" : ", ": "),
    "pos.0": ("en haut à gauche", "top left"),
    "pos.1": ("en haut à droite", "top right"),
    "pos.2": ("en bas à gauche", "bottom left"),
    "pos.3": ("en bas à droite", "bottom right"),
    "last": ("dernier coup", "last move"),
    "building.kind": ("Immeuble {level} ({colour}, {floors})",
                      "{level} building ({colour}, {floors})"),
    "building": ("{kind}, colonne {x}, rangée {y}", "{kind}, column {x}, row {y}"),
    # -- what a piece scores (its tooltip: the name, then this) --------------------------
    "building.scores": ("Des passerelles (2 au plus) le relient aux immeubles {level} de sa "
                        "rangée ou de sa colonne : {values} votes selon leur longueur.",
                        "Walkways (2 at most) join it to {level} buildings in its row or "
                        "column: {values} votes by length."),
    "or": ("ou", "or"),
    "tile.scores": ("Elle ne rapporte rien en soi : ses immeubles marquent par leurs "
                    "passerelles.",
                    "It scores nothing itself: its buildings score by their walkways."),
    "floor": ("{n} étage", "{n} floor"),
    "floors": ("{n} étages", "{n} floors"),
    "walkway.kind": ("Passerelle {level} de longueur {n} : {v} votes",
                     "{level} walkway of length {n}: {v} votes"),
    "walkway.kind.one": ("Passerelle {level} de longueur 1 : 1 vote",
                         "{level} walkway of length 1: 1 vote"),
    "walkway": ("{kind} (colonne {x1}, rangée {y1} à colonne {x2}, rangée {y2})",
                "{kind} (column {x1}, row {y1} to column {x2}, row {y2})"),
    "walkway.last": (", construite au dernier tour", ", built in the last turn"),
    "city": ("Ville", "City"),
    "city_of": ("Ville de {who}", "{who}'s city"),
    # -- targets --------------------------------------------------------------------------
    "marks.spots": ("Où poser la tuile", "Where the tile may go"),
    "marks.build": ("Passerelles à construire", "Walkways to build"),
    "place": ("Poser la tuile {n} ici : colonne {x}, rangée {y}",
              "Lay tile {n} here: column {x}, row {y}"),
    "pick_building": ("{building} : partir d'ici", "{building}: start a walkway here"),
    "unpick_building": ("{building} : choisi, touchez à nouveau pour renoncer",
                        "{building}: chosen, press again to let go"),
    "partner": ("Construire une passerelle de valeur {v} vers la colonne {x}, rangée {y}",
                "Build a walkway worth {v} to column {x}, row {y}"),
    # -- status line ----------------------------------------------------------------------
    "prompt.pick": ("{who} : choisissez une tuile de votre main (1 à 3).",
                    "{who}: pick a tile from your hand (1 to 3)."),
    "prompt.place": ("{who} : posez la tuile {tile} sur un emplacement marqué d'un +, R pour "
                     "la tourner.",
                     "{who}: lay tile {tile} on a spot marked +, R to turn it."),
    "prompt.place.touch": ("{who} : touchez un emplacement marqué d'un + pour y poser la "
                           "tuile {tile}.",
                           "{who}: tap a spot marked + to lay tile {tile} there."),
    "prompt.confirm": ("{who} : touchez à nouveau pour poser la tuile {tile} ici, ou un autre "
                       "emplacement.",
                       "{who}: tap again to lay tile {tile} there, or tap another spot."),
    "prompt.build": ("{who} : choisissez un immeuble entouré, ou terminez les passerelles.",
                     "{who}: pick a ringed building to build a walkway, or finish."),
    "prompt.build.none": ("{who} : aucune passerelle possible ; terminez les passerelles.",
                          "{who}: no walkway can be built; finish walkways."),
    "prompt.partner": ("{who} : choisissez une extrémité orange (+valeur) pour construire.",
                       "{who}: pick an orange end (+value) to build that walkway."),
    "prompt.draw": ("{who} : piochez une tuile : la pioche ou une tuile visible.",
                    "{who}: draw a tile: the deck or a face-up tile."),
    # -- dock -----------------------------------------------------------------------------
    "hand.tile": ("{tile} (touche {shortcut})", "{tile} (key {shortcut})"),
    "finish": ("Terminer les passerelles", "Finish walkways"),
    "deselect": ("Renoncer à cet immeuble (Échap)", "Let go of this building (Esc)"),
    "draw.title": ("Piochez une tuile", "Draw a tile"),
    "draw.deck": ("Piocher ({n})", "Draw from deck ({n})"),
    "draw.take": ("Prendre", "Take"),
    "draw.take.which": (" la tuile visible {tile}", " face-up tile {tile}"),
    # -- side panel -----------------------------------------------------------------------
    "board.of": ("Sur le plateau : {city}", "On the board: {city}"),
    "others": ("Les autres villes", "The other cities"),
    "row": ("Tuiles visibles", "Face-up tiles"),
    "deck": ("Pioche : {n} tuiles", "Deck: {n} tiles"),
    "deck.one": ("Pioche : 1 tuile", "Deck: 1 tile"),
    "deck.empty": ("Pioche vide", "Deck empty"),
    "deck.tip": ("Pioche : {n} tuiles face cachée. À la fin de votre tour, piochez-en une "
                 "ou prenez une tuile visible.",
                 "Deck: {n} tiles face down. At the end of your turn, draw one or take a "
                 "face-up tile."),
    "deck.tip.one": ("Pioche : 1 tuile face cachée. À la fin de votre tour, piochez-la ou "
                     "prenez une tuile visible.",
                     "Deck: 1 tile face down. At the end of your turn, draw it or take a "
                     "face-up tile."),
    "row.empty": ("Place vide", "Empty place"),
    "needs": ("Besoins spécifiques", "Special Needs"),
    "supply": ("Passerelles en réserve", "Walkways left"),
    "supply.value": ("Valeur", "Value"),
    "caption": ("{who} · {tiles}", "{who} · {tiles}"),
    # -- tiles in hand (turn indicator, captions) -----------------------------------------
    "tiles.0": ("aucune tuile", "no tiles"),
    "tiles.1": ("1 tuile", "1 tile"),
    "tiles.n": ("{n} tuiles", "{n} tiles"),
    "seat": ("Place {n}", "Seat {n}"),
    # -- the game log ---------------------------------------------------------------------
    "log.tile": ("a posé la tuile {tile} ({levels})", "laid tile {tile} ({levels})"),
    "log.levels": ("{a} et {b}", "{a} and {b}"),
    "log.levels.same": ("2 immeubles {a}", "2 {a} buildings"),
    "log.walkway": ("a construit une passerelle {level} à {v} votes",
                    "built a {v}-vote {level} walkway"),
    "log.walkway.one": ("a construit une passerelle {level} à 1 vote",
                        "built a 1-vote {level} walkway"),
    "log.walkway.eight": ("a construit une passerelle {level} à 8 votes",
                          "built an 8-vote {level} walkway"),
    "log.end": ("a fini de construire", "finished building"),
    "log.deck": ("a pioché une tuile de la pioche", "drew from the deck"),
    "log.row": ("a pris la tuile visible {tile}", "took face-up tile {tile}"),
    # -- what another seat's move meant for the viewer (the last-moves strip) ----------
    "meaning.gone": ("plus aucune passerelle {level} à {v} votes en réserve",
                     "no {v}-vote {level} walkways left"),
    "meaning.gone.one": ("plus aucune passerelle {level} à 1 vote en réserve",
                         "no 1-vote {level} walkways left"),
    # -- help -----------------------------------------------------------------------------
    "needs.list": ("Les 10 cartes Besoins spécifiques", "The 10 Special Needs cards"),
    "legend": ("Les pièces", "The pieces"),
    "legend.tile": ("Une tuile : 2 × 2 zones, dont 2 avec un immeuble",
                    "A tile: 2 × 2 zones, 2 of them with a building"),
    "legend.start": ("Une tuile de départ : ses oiseaux disent à qui elle est",
                     "A start tile: its birds say whose it is"),
    "legend.height": ("Hauteur {n} : {level} ({colour})", "Height {n}: {level} ({colour})"),
    "legend.walkways": ("Les passerelles et leurs votes", "Walkways and their votes"),
    "legend.walkway": ("Longueur {n} : {v} votes", "Length {n}: {v} votes"),
    "legend.walkway.one": ("Longueur 1 : 1 vote", "Length 1: 1 vote"),
    "keys.game": ("Cloud City : 1, 2 ou 3 choisit une tuile de la main, R la tourne, les "
                  "flèches parcourent les emplacements sur le plateau et Entrée la pose. "
                  "Passerelles : les flèches vont d'un immeuble entouré à l'autre, Entrée "
                  "choisit l'immeuble, puis les flèches vont d'une extrémité possible à "
                  "l'autre et Entrée construit ; Échap renonce. Entre deux passerelles, le "
                  "focus est sur « Terminer les passerelles » (le plateau le précède dans "
                  "l'ordre de Tab) ; ensuite, sur le bouton de la pioche.",
                  "Cloud City: 1, 2 or 3 picks a tile from the hand, R turns it, the arrows "
                  "go through the spots on the board and Enter lays it. Walkways: the arrows "
                  "go from one ringed building to the next, Enter chooses one, then the "
                  "arrows go through its possible ends and Enter builds; Escape lets go. "
                  "Between walkways the focus is on 'Finish walkways' (the board comes "
                  "before it in Tab order); then on the deck button."),
}, parent=CORE)
