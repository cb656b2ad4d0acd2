"""Every string of Cities' play screen, in French and English (the shared ones come from
``CORE``; the names of colours, space kinds, feature tiles, cards, rows and cities come
from the rules' ``data`` and ``info``)."""

from __future__ import annotations

from ...i18n import CORE, Strings

STRINGS = Strings({
    # -- letters drawn on spaces and pieces (colour is never the only signal) -------------
    "letter.red": ("R", "R"),
    "letter.blue": ("B", "B"),
    "letter.green": ("V", "G"),
    "letter.yellow": ("J", "Y"),
    # -- the pieces, as screen readers hear them -------------------------------------------
    "tile": ("Tuile Quartier {n}", "City tile {n}"),
    "tile.start": ("Tuile de départ {n}", "Starting tile {n}"),
    "tile.back": ("Tuile Quartier face cachée", "Face-down city tile"),
    "at": ("colonne {x}, rangée {y}", "column {x}, row {y}"),
    "colon": (" : ", ": "),
    "pos.0": ("en haut à gauche", "top left"),
    "pos.1": ("en haut à droite", "top right"),
    "pos.2": ("en bas à gauche", "bottom left"),
    "pos.3": ("en bas à droite", "bottom right"),
    "last": ("dernier tour", "last turn"),
    # a city space, by colour (French agrees with "case")
    "space.red": ("case rouge", "red space"),
    "space.blue": ("case bleue", "blue space"),
    "space.green": ("case verte", "green space"),
    "space.yellow": ("case jaune", "yellow space"),
    "space.park": ("parc", "park"),
    "space.water": ("eau", "water"),
    "building": ("un bâtiment {colour} haut de {h}", "a {colour} building {h} high"),
    "with": ("{what} avec {more}", "{what} with {more}"),
    "and": ("{a} et {b}", "{a} and {b}"),
    "feature": ("{name}", "{name}"),
    "piece": ("module {colour}", "{colour} piece"),
    "pieces.1": ("1 module {colour}", "1 {colour} piece"),
    "pieces": ("{n} modules {colour}s", "{n} {colour} pieces"),
    "hood": ("Quartier", "Neighbourhood"),
    "hood_of": ("Quartier de {who}", "{who}'s neighbourhood"),
    "hood_of.hand": ("{hood}, à poser : {what}", "{hood}, to place: {what}"),
    "hand.shown": ("À poser :", "To place:"),
    "hood.empty": ("Pas encore de tuile", "No tile yet"),
    "worker": ("Ouvrier de {who}", "{who}'s worker"),
    "star": ("Étoile", "Star"),
    # -- targets on the neighbourhood --------------------------------------------------------
    "marks.lay": ("Où poser la tuile", "Where the tile may go"),
    "marks.place": ("Où poser {item}", "Where {item} may go"),
    "lay": ("Poser la tuile {n} ici : {at}", "Lay tile {n} here: {at}"),
    "place": ("Poser {item} ici : {space}", "Put {item} here: {space}"),
    # -- the central board -------------------------------------------------------------------
    "rows": ("Plateau central", "Central board"),
    "rows.take": ("Prenez un élément : un ouvrier va sur son emplacement",
                  "Take an item: a worker goes on its space"),
    "row.letter.0": ("A", "A"),
    "row.letter.1": ("B", "B"),
    "row.letter.2": ("C", "C"),
    "row.letter.3": ("D", "D"),
    "row.full": ("votre ouvrier y est déjà", "your worker is already there"),
    "row.done": ("vos ouvriers y sont déjà", "your workers are already there"),
    "card.back": ("Carte Objectif face cachée", "Face-down scoring card"),
    "card.points": ("{n} PV", "{n} VP"),
    # The seat bar counts in the game's own word, as the score sheet does.
    "seat.score": ("{n} PV", "{n} VP"),
    "seat.score.one": ("{n} PV", "{n} VP"),
    "feature.back": ("Attraction face cachée", "Face-down feature tile"),
    "star.space": ("2 tirés du sac", "2 from the bag"),
    "slot.empty": ("Vide", "Empty"),
    "take": ("Prendre", "Take"),
    "take.prefix": ("Prendre : ", "Take: "),
    "take.hidden": ("révélé en le prenant", "revealed when taken"),
    "take.held": ("votre choix : révélé quand vous validez",
                  "your choice: revealed when you confirm"),
    "take.selected": ("choisi : touchez encore pour le prendre",
                      "chosen: tap again to take it"),
    # -- starting tiles ----------------------------------------------------------------------
    "start.title": ("Tuiles de départ", "Starting tiles"),
    "key": ("(touche {n})", "(key {n})"),
    # -- placing -----------------------------------------------------------------------------
    "place.title": ("À poser", "To place"),
    "place.tile": ("Votre tuile", "Your tile"),
    "item.count": ("×{n}", "×{n}"),
    "discard": ("Défausser {item}", "Discard {item}"),
    "the": ("le {what}", "the {what}"),
    "the.f": ("la tuile {what}", "the {what}"),
    # -- status line -------------------------------------------------------------------------
    "prompt.start": ("{who} : choisissez votre tuile de départ (1 à {n}).",
                     "{who}: choose your starting tile (1 to {n})."),
    "prompt.take": ("{who} : prenez un élément du plateau central (reste : {workers}).",
                    "{who}: take an item from the central board ({workers} left)."),
    "prompt.take.touch": ("{who} : touchez deux fois un élément pour le prendre (reste : "
                          "{workers}).",
                          "{who}: tap an item twice to take it ({workers} left)."),
    "prompt.take.again": ("{who} : touchez encore l'élément choisi pour le prendre, ou un autre.",
                          "{who}: tap the chosen item again to take it, or another one."),
    "prompt.lay": ("{who} : posez la tuile {n} sur un emplacement marqué d'un +, R pour la "
                   "tourner.",
                   "{who}: lay tile {n} on a spot marked +, R to turn it."),
    "prompt.lay.touch": ("{who} : touchez un emplacement marqué d'un + pour y poser la tuile "
                         "{n} ; « Tourner » la tourne.",
                         "{who}: tap a spot marked + to lay tile {n} there; 'Turn' turns it."),
    "prompt.watching": ("{who} : le grand plateau montre : {hood} ; choisissez votre nom pour "
                        "revenir au vôtre.",
                        "{who}: the big board shows {hood}; select your name to go back to "
                        "yours."),
    "prompt.again": ("{who} : touchez à nouveau pour poser ici, ou un autre emplacement.",
                     "{who}: tap again to put it there, or tap another spot."),
    "prompt.place": ("{who} : posez {item} sur une case marquée, ou défaussez-le ({n} à poser).",
                     "{who}: put {item} on a marked space, or discard it ({n} to place)."),
    "prompt.nowhere": ("{who} : {item} n'a aucune place : défaussez-le ({n} à poser).",
                       "{who}: {item} fits nowhere: discard it ({n} to place)."),
    # -- side panel --------------------------------------------------------------------------
    "round": ("Manche {n} sur {total}", "Round {n} of {total}"),
    "city": ("Ville : {city}", "City: {city}"),
    "star.holder": ("★ Étoile : {who}", "★ Star: {who}"),
    "star.board": ("★ Étoile sur son emplacement : qui le prend commencera la manche suivante",
                   "★ Star on its space: whoever takes it starts the next round"),
    "board.of": ("Sur le grand plateau : {hood}", "On the big board: {hood}"),
    "achievements": ("Objectifs de {city}", "{city}'s achievements"),
    "ach.ring": ("J{n}", "P{n}"),
    "cards.mine": ("Vos cartes Objectif", "Your scoring cards"),
    "cards.of": ("Cartes Objectif de {who}", "{who}'s scoring cards"),
    "cards.none": ("Aucune carte pour l'instant.", "No card yet."),
    "others": ("Les autres quartiers", "The other neighbourhoods"),
    "show": ("Voir en grand", "Show on the big board"),
    "caption": ("{who} · {facts}", "{who} · {facts}"),
    "supply": ("Réserve", "Supply"),
    "piles": ("Pioches : {cards} cartes, {tiles} tuiles Quartier, {features} attractions",
              "Piles: {cards} cards, {tiles} city tiles, {features} feature tiles"),
    "bag": ("Sac : {pieces}", "Bag: {pieces}"),
    "bag.colour": ("{n} {colour}", "{n} {colour}"),
    # -- seats -------------------------------------------------------------------------------
    "workers.0": ("aucun ouvrier", "no workers"),
    "workers.1": ("1 ouvrier", "1 worker"),
    "workers.n": ("{n} ouvriers", "{n} workers"),
    "cards.0": ("aucune carte", "no cards"),
    "cards.1": ("1 carte", "1 card"),
    "cards.n": ("{n} cartes", "{n} cards"),
    "seat.star": ("★", "★"),
    "seat": ("Place {n}", "Seat {n}"),
    # -- the game log ------------------------------------------------------------------------
    "log.start": ("a choisi la tuile de départ {n} ({spaces})",
                  "chose starting tile {n} ({spaces})"),
    "log.card": ("a pris la carte Objectif « {name} »", "took scoring card '{name}'"),
    "log.card.hidden": ("a pris la carte Objectif face cachée",
                        "took the face-down scoring card"),
    "log.tile": ("a pris la tuile Quartier {n}", "took city tile {n}"),
    "log.tile.hidden": ("a pris la tuile Quartier face cachée", "took the face-down city tile"),
    "log.features": ("a pris {what}", "took {what}"),
    "log.feature.hidden": ("une attraction face cachée", "a face-down feature tile"),
    "log.pieces": ("a pris {what}", "took {what}"),
    "log.star": ("a pris l'emplacement de l'étoile : 2 modules tirés du sac",
                 "took the star space: 2 pieces drawn from the bag"),
    "log.lay": ("a posé la tuile {n} ({spaces})", "laid tile {n} ({spaces})"),
    "log.placed": ("a posé {what}", "placed {what}"),
    "log.piece": ("un module {colour} (bâtiment haut de {h})",
                  "a {colour} piece (a building {h} high)"),
    "log.on": ("{name} sur {space}", "{name} on {space}"),
    "log.discard": ("a défaussé {item}", "discarded {item}"),
    "log.then": ("{a} ; {b}", "{a}; {b}"),
    "log.claim": ("{move} ; objectif « {text} » rempli ({n} PV)",
                  "{move}; met achievement '{text}' ({n} VP)"),
    # -- what another player's turn meant for the viewer -----------------------------------
    "meaning.left": ("« {text} » ne vaut plus que {n} PV pour vous",
                     "'{text}' now worth {n} VP to you"),
    "meaning.none": ("« {text} » : plus rien à prendre pour vous",
                     "'{text}': nothing left for you"),
    "a_space.red": ("une case rouge", "a red space"),
    "a_space.blue": ("une case bleue", "a blue space"),
    "a_space.green": ("une case verte", "a green space"),
    "a_space.yellow": ("une case jaune", "a yellow space"),
    "a_space.park": ("une case Parc", "a park space"),
    "a_space.water": ("une case Eau", "a water space"),
    # -- tooltips: what a component is and how it scores (the rules' numbers) -------------
    "or": ("{a} ou {b}", "{a} or {b}"),
    "tip.lot": ("reçoit des modules {colour}s, {h} étages au plus, ou une attraction grise ; "
                "les bâtiments rapportent par les cartes Objectif et les objectifs",
                "takes {colour} pieces, {h} high at most, or a grey feature tile; buildings "
                "score through scoring cards and achievements"),
    "tip.building": ("les bâtiments rapportent par les cartes Objectif et les objectifs ; "
                     "{h} étages au plus",
                     "buildings score through scoring cards and achievements; {h} high at "
                     "most"),
    "tip.monument.here": ("le monument rapporte {n} PV", "the monument scores {n} VP"),
    "tip.wild.here": ("un bâtiment de n'importe quelle couleur peut y commencer, puis de "
                      "cette couleur seulement",
                      "a building of any colour may start here, then only that colour"),
    "tip.area.park": ("sa zone de parc a {k} des {all} attractions différentes, soit {n} PV "
                      "({sets} PV pour 1 à {all})",
                      "its park area holds {k} of the {all} different features, so {n} VP "
                      "({sets} VP for 1 to {all})"),
    "tip.area.water": ("sa zone d'eau a {k} des {all} attractions différentes, soit {n} PV "
                       "({sets} PV pour 1 à {all})",
                       "its water area holds {k} of the {all} different features, so {n} VP "
                       "({sets} VP for 1 to {all})"),
    "tip.kind.park": ("les cases Parc qui se touchent forment une zone ; une zone rapporte "
                      "{sets} PV pour 1 à {all} attractions différentes",
                      "park spaces that touch form an area; an area scores {sets} VP for 1 "
                      "to {all} different features"),
    "tip.kind.water": ("les cases Eau qui se touchent forment une zone ; une zone rapporte "
                       "{sets} PV pour 1 à {all} attractions différentes",
                       "water spaces that touch form an area; an area scores {sets} VP for 1 "
                       "to {all} different features"),
    "tip.feature.park": ("{name} : attraction de parc (fond vert), sur une case Parc. Une zone "
                         "de parc rapporte {sets} PV pour 1 à {all} attractions différentes.",
                         "{name}: a park feature tile (green), for a park space. A park area "
                         "scores {sets} VP for 1 to {all} different features."),
    "tip.feature.water": ("{name} : attraction d'eau (fond bleu), sur une case Eau. Une zone "
                          "d'eau rapporte {sets} PV pour 1 à {all} attractions différentes.",
                          "{name}: a water feature tile (blue), for a water space. A water "
                          "area scores {sets} VP for 1 to {all} different features."),
    "tip.monument": ("{name} : tuile grise, sur une case de ville vide. Elle rapporte {n} PV.",
                     "{name}: a grey tile for an empty city space. It scores {n} VP."),
    "tip.wild": ("{name} : tuile grise, sur une case de ville vide. Un bâtiment de n'importe "
                 "quelle couleur peut y commencer, puis de cette couleur seulement.",
                 "{name}: a grey tile for an empty city space. A building of any colour may "
                 "start there, then only that colour."),
    "tip.piece": ("{piece} : sur une {space} ou un bâtiment {colour}, {h} étages au plus. "
                  "Les bâtiments rapportent par les cartes Objectif et les objectifs.",
                  "{piece}: goes on a {space} or a {colour} building, {h} high at most. "
                  "Buildings score through scoring cards and achievements."),
    "tip.tile": ("{tile}. Posée contre une tuile du quartier par un côté entier ; ses cases "
                 "rapportent par ce qu'on y pose.",
                 "{tile}. Laid against a tile of the neighbourhood by a whole side; its "
                 "spaces score through what stands on them."),
    "tip.back.card": ("Carte Objectif face cachée : révélée quand on la prend ; elle rapporte "
                      "ses PV chaque fois que sa condition est remplie.",
                      "Face-down scoring card: revealed when taken; it scores its VP each "
                      "time its condition is met."),
    "tip.back.tile": ("Tuile Quartier face cachée : révélée quand on la prend.",
                      "Face-down city tile: revealed when taken."),
    "tip.back.feature": ("Attraction face cachée : révélée quand on la prend.",
                         "Face-down feature tile: revealed when taken."),
    "tip.back.star": ("Emplacement de l'étoile : {n} modules tirés du sac au hasard quand on "
                      "le prend.",
                      "Star space: {n} pieces drawn from the bag at random when taken."),
    "tip.worker": ("Ouvrier de {who} : il a pris cet élément pour cette manche ; il ne "
                   "rapporte rien.",
                   "{who}'s worker: it took this item for this round; it scores nothing."),
    "tip.star": ("Étoile : qui prend son emplacement commencera la manche suivante ; elle ne "
                 "rapporte rien.",
                 "Star: whoever takes its space starts the next round; it scores nothing."),
    "tip.card": ("{n} PV chaque fois que la condition de la carte est remplie",
                 "{n} VP each time the card's condition is met"),
    "tip.ach.open": ("{n} PV libres : le prochain joueur qui remplit cet objectif à la fin "
                     "de son tour les marque.",
                     "{n} VP open: the next player to meet this achievement at the end of "
                     "their turn scores them."),
    "tip.ach.claimed": ("{n} PV marqués par {who}, qui a rempli cet objectif.",
                        "{n} VP scored by {who}, who met this achievement."),
    "tip.ach.covered": ("{n} PV couverts : inutilisés à 2 joueurs.",
                        "{n} VP covered: unused with 2 players."),
    "legend.pieces": ("Pièces et tuiles", "Pieces and tiles"),
    "legend.scoring": ("Cartes Objectif et objectifs", "Scoring cards and achievements"),
    "legend.building": ("Un bâtiment : des modules d'une couleur empilés, sa hauteur "
                        "inscrite ; {tip}.",
                        "A building: pieces of one colour stacked, its height written on "
                        "top; {tip}."),
    "legend.tile": ("Une tuile Quartier : 2 x 2 cases de ville, de parc ou d'eau, posée "
                    "contre une tuile du quartier par un côté entier.",
                    "A city tile: 2 x 2 city, park or water spaces, laid against a tile of "
                    "the neighbourhood by a whole side."),
    "legend.back": ("Un élément face cachée : révélé quand on le prend.",
                    "A face-down item: revealed when taken."),
    "legend.worker": ("Un ouvrier, au numéro de son joueur : un par élément pris ; il ne "
                      "rapporte rien.",
                      "A worker, with its player's number: one per item taken; it scores "
                      "nothing."),
    "legend.card": ("Les points d'une carte Objectif : {tip}.",
                    "A scoring card's points: {tip}."),
    # -- help --------------------------------------------------------------------------------
    "legend": ("Ce que montre l'écran", "What the screen shows"),
    "legend.text": ("Les cases de ville portent la lettre de leur couleur, les bâtiments leur "
                    "hauteur ; un anneau jaune et le numéro du joueur marquent son dernier "
                    "tour. Pointez un élément (ou appuyez longuement dessus sur un écran "
                    "tactile) pour voir ce qu'il est et ce qu'il rapporte.",
                    "City spaces carry their colour's letter, buildings their height; a "
                    "yellow ring and the player's number mark their last turn. Point at "
                    "anything (or press it long on a touch screen) to see what it is and "
                    "how it scores."),
    "keys.game": ("Cities : au tour de prendre, Tab parcourt les éléments du plateau central "
                  "et Entrée prend celui qui a le focus. Une tuile prise : R la tourne, les "
                  "flèches parcourent les emplacements et Entrée la pose. Attractions et "
                  "modules : 1 à 9 choisit l'élément, les flèches parcourent les cases "
                  "marquées et Entrée le pose ; « Défausser » est dans la zone de jeu, après "
                  "le plateau dans l'ordre de Tab. Au début, 1 à 4 choisit la tuile de départ.",
                  "Cities: when taking, Tab goes through the central board's items and Enter "
                  "takes the focused one. A tile taken: R turns it, the arrows go through "
                  "the spots and Enter lays it. Feature tiles and pieces: 1 to 9 picks the "
                  "item, the arrows go through the marked spaces and Enter puts it there; "
                  "'Discard' is in the play area, after the board in Tab order. At the "
                  "start, 1 to 4 chooses the starting tile."),
}, parent=CORE)
