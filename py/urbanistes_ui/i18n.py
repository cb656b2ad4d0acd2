"""Every visible string of the browser layer, in French and English."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

LANGUAGES = ("fr", "en")

STRINGS: dict[str, tuple[str, str]] = {
    # key: (fr, en)
    "app.tagline": ("Cinq jeux de construction de ville, dans votre navigateur.",
                    "Five city-building games in your browser."),
    "nav.home": ("Accueil", "Home"),
    "nav.rules": ("Règles", "Rules"),
    "nav.back": ("Retour", "Back"),
    "lang.switch": ("English", "Français"),
    "lang.switch.label": ("Switch to English", "Passer en français"),
    "home.players": ("{min}–{max} joueurs", "{min}–{max} players"),
    "home.players.one": ("{min} joueur", "{min} player"),
    "home.minutes": ("{minutes} min", "{minutes} min"),
    "home.play": ("Jouer", "Play"),
    "home.coming": ("Bientôt", "Coming soon"),
    "home.coop": ("coopératif", "co-operative"),
    "home.resume": ("Partie en cours : {game}", "Game in progress: {game}"),
    "home.resume.button": ("Reprendre", "Resume"),
    "setup.lang": ("Langue", "Language"),
    "home.saved": ("Parties en cours sur cet appareil", "Games in progress on this device"),
    "home.finished": ("Parties terminées", "Finished games"),
    "home.saved.moves": ("{n} coup(s)", "{n} move(s)"),
    "home.saved.broken": ("Sauvegarde abîmée : {reason}", "Damaged save: {reason}"),
    "home.delete": ("Supprimer", "Delete"),
    "home.watch": ("Revoir", "Replay"),
    "home.daily": ("Défi du jour", "Daily challenge"),
    "home.daily.label": ("défi du {day}", "daily challenge {day}"),
    "setup.embed": ("Intégrer…", "Embed…"),
    "setup.title": ("Nouvelle partie : {game}", "New game: {game}"),
    "setup.players": ("Nombre de joueurs", "Number of players"),
    "setup.seat": ("Place {n}", "Seat {n}"),
    "setup.seed": ("Graine (facultative)", "Seed (optional)"),
    "setup.seed.help": ("Même graine, même donne : pour rejouer ou défier un ami.",
                        "Same seed, same deal: to replay or challenge a friend."),
    "setup.invalid": ("Réglages impossibles ({detail}).",
                      "These settings cannot be used ({detail})."),
    "setup.start": ("Commencer", "Start"),
    "setup.bad_seed": ("La graine doit être un nombre entier positif.",
                       "The seed must be a whole number, 0 or more."),
    "seat.human": ("Humain", "Human"),
    "seat.easy": ("Robot (facile)", "Bot (easy)"),
    "seat.normal": ("Robot", "Bot"),
    "seat.strong": ("Robot (fort)", "Bot (strong)"),
    "score.team": ("Équipe", "Team"),
    "score.hidden": ("caché", "hidden"),
    "player": ("Joueur {n}", "Player {n}"),
    "bot": ("Robot {n}", "Bot {n}"),
    "play.your_turn": ("{who} : choisissez une carte de votre main.",
                       "{who}: pick a card from your hand."),
    "play.place": ("{who} : posez la carte {card} sur une case en surbrillance "
                   "(R pour la tourner).",
                   "{who}: place card {card} on a highlighted spot (R to turn it)."),
    "play.confirm": ("Touchez à nouveau le même emplacement pour poser la carte.",
                     "Tap the same spot again to place the card."),
    "play.bot_turn": ("{who} réfléchit…", "{who} is thinking…"),
    "play.last_move": ("Dernier coup : {who} a posé la carte {card}.",
                       "Last move: {who} placed card {card}."),
    "play.card": ("Carte {card}", "Card {card}"),
    "play.rotate": ("Tourner (R)", "Turn (R)"),
    "play.cancel": ("Annuler", "Cancel"),
    "play.hand": ("Votre main", "Your hand"),
    "play.hand_of": ("Main de {who}", "{who}'s hand"),
    "play.pile": ("Pioche ({count})", "Draw pile ({count})"),
    "play.pile_empty": ("Pioche vide", "Draw pile empty"),
    "play.target": ("Objectif : {target}", "Target: {target}"),
    "play.scoring": ("Décomptes", "Scoring cards"),
    "play.score": ("Score actuel", "Current score"),
    "play.cards_in_city": ("Cartes dans la ville : {n} / {total}",
                           "Cards in the city: {n} / {total}"),
    "play.others": ("Cartes en main", "Cards in hand"),
    "play.card_count": ("{n} carte(s)", "{n} card(s)"),
    "handoff.title": ("Passez l'appareil à {who}", "Pass the device to {who}"),
    "handoff.text": ("Les mains sont secrètes : les autres joueurs ne regardent pas.",
                     "Hands are secret: the other players look away."),
    "handoff.ready": ("Je suis {who} : voir ma main", "I am {who}: show my hand"),
    "end.title": ("Fin de partie", "Game over"),
    "end.total": ("Total", "Total"),
    "end.again": ("Rejouer", "Play again"),
    "end.record": ("Relevé de la partie (JSON)", "Game record (JSON)"),
    "score.line": ("Ligne", "Line"),
    "error.refused": ("Impossible d'ouvrir cette partie : {reason}",
                      "Cannot open this game: {reason}"),
    "link.bad_seats": ("Les places de ce lien ne correspondent pas au jeu.",
                       "The seats in this link do not match the game."),
    "link.title": ("Partie partagée : {game}", "Shared game: {game}"),
    "link.facts": ("{players} · {moves} coup(s) joué(s) · {state}",
                   "{players} · {moves} move(s) played · {state}"),
    "link.play": ("Continuer la partie ici", "Play on from here"),
    "link.watch": ("Revoir la partie", "Watch the replay"),
    "share": ("Partager", "Share"),
    "share.title": ("Lien de la partie", "Game link"),
    "share.text": ("Ce lien contient toute la partie : ouvrez-le sur un autre appareil pour "
                   "continuer (chacun son tour, par message) ou pour la revoir.",
                   "This link holds the whole game: open it on another device to play on "
                   "(taking turns by message) or to watch it again."),
    "share.warning": ("Attention : la partie est en cours et les mains sont secrètes ; "
                      "ce lien les révèle à qui l'ouvre.",
                      "Warning: the game is in progress and hands are secret; this link "
                      "reveals them to whoever opens it."),
    "share.copy": ("Copier", "Copy"),
    "share.daily": ("Partager mon résultat", "Share my result"),
    "embed.title": ("Intégrer dans une page", "Embed in a page"),
    "embed.text": ("Collez ce code dans votre blog : la partie se joue dans le cadre, avec "
                   "ces réglages.", "Paste this code into your blog: the game plays inside "
                   "the frame, with these settings."),
    "dialog.close": ("Fermer", "Close"),
    "undo": ("Annuler le coup", "Undo move"),
    "restart_turn": ("Recommencer le tour", "Restart turn"),
    "replay.title": ("Revoir : coup {index} / {total}", "Replay: move {index} / {total}"),
    "replay.first": ("Début", "First"),
    "replay.back": ("Précédent", "Back"),
    "replay.forward": ("Suivant", "Forward"),
    "replay.last": ("Fin", "Last"),
    "replay.moves": ("Coups", "Moves"),
    "replay.start": ("Mise en place", "Set-up"),
    "new_game": ("Nouvelle partie", "New game"),
    "error.illegal": ("Coup impossible : {detail}", "Not a legal move: {detail}"),
    # Cloud City
    "cc.tile": ("{who} : choisissez une tuile de votre main.",
                "{who}: pick a tile from your hand."),
    "cc.place": ("{who} : posez la tuile {tile} sur un emplacement en surbrillance "
                 "(R pour la tourner).",
                 "{who}: lay tile {tile} on a highlighted spot (R to turn it)."),
    "cc.build": ("{who} : touchez un immeuble puis un partenaire allumé pour poser une "
                 "passerelle, ou terminez.",
                 "{who}: tap a building, then a lit partner to lay a walkway, or finish."),
    "cc.partners": ("{n} passerelle(s) possible(s) depuis cet immeuble.",
                    "{n} walkway(s) possible from this building."),
    "cc.no_partner": ("Aucune passerelle possible depuis cet immeuble.",
                      "No walkway possible from this building."),
    "cc.draw": ("{who} : piochez une tuile (pioche ou rangée visible).",
                "{who}: draw a tile (deck or face-up row)."),
    "cc.end_build": ("Terminer les passerelles", "Finish walkways"),
    "cc.deck": ("Piocher ({n})", "Draw from deck ({n})"),
    "cc.deck_empty": ("Pioche vide", "Deck empty"),
    "cc.row": ("Tuiles visibles", "Face-up tiles"),
    "cc.take": ("Prendre la tuile {tile}", "Take tile {tile}"),
    "cc.supply": ("Réserve de passerelles", "Walkway supply"),
    "cc.value": ("Valeur", "Value"),
    "cc.needs": ("Besoins spécifiques", "Special Needs"),
    "cc.city_of": ("Ville de {who}", "{who}'s city"),
    "cc.others": ("Les autres villes", "The other cities"),
    "cc.tile_label": ("Tuile {tile}", "Tile {tile}"),
    "rules.title": ("Règles : {game}", "Rules: {game}"),
}


def t(key: str, lang: str, **params: object) -> str:
    """The string ``key`` in ``lang``, with ``{params}`` filled in."""
    fr, en = STRINGS[key]
    template = fr if lang == "fr" else en
    return template.format(**params) if params else template


def tr(value: Mapping[str, str], lang: str) -> str:
    """Pick a language from a rules-package bilingual text."""
    return value.get(lang) or value["en"]


def pick_language(preferred: Iterable[str]) -> str:
    """First of the browser's languages that we speak; English otherwise."""
    for tag in preferred:
        code = str(tag).lower().split("-")[0]
        if code in LANGUAGES:
            return code
    return "en"
