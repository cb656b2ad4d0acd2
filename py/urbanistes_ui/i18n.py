"""Strings of the browser layer, in French and English: the shared ones here, each
game's in its own package (a ``Strings`` table whose parent is ``CORE``)."""

from __future__ import annotations

import re
import string
from collections.abc import Iterable, Iterator, Mapping

LANGUAGES = ("fr", "en")


class Strings:
    """A table of ``key -> (fr, en)`` templates; a key it lacks is asked of ``parent``."""

    def __init__(self, table: Mapping[str, tuple[str, str]],
                 parent: Strings | None = None) -> None:
        self.table = dict(table)
        self.parent = parent

    def t(self, key: str, lang: str, **params: object) -> str:
        """The string ``key`` in ``lang``, with ``{params}`` filled in; for one thing
        (``n`` is 1, or 0 in French, which says "0 coup") ``key.one`` where there is one."""
        n = params.get("n")
        if (isinstance(n, int) and (abs(n) == 1 or (lang == "fr" and n == 0))
                and self.has(f"{key}.one")):
            key = f"{key}.one"
        pair = self.table.get(key)
        if pair is None:
            if self.parent is None:
                raise KeyError(key)
            return self.parent.t(key, lang, **params)
        template = pair[0] if lang == "fr" else pair[1]
        if not params:
            return template
        done = template.format(**params)
        return _contract(done) if lang == "fr" else done

    def has(self, key: str) -> bool:
        return key in self.table or (self.parent is not None and self.parent.has(key))

    def count(self, key: str, lang: str, n: int, **params: object) -> str:
        """The string ``key`` for ``n`` things, singular or plural (see ``t``)."""
        return self.t(key, lang, n=n, **params)

    def problems(self) -> Iterator[str]:
        """What is wrong with the table: an empty text, or placeholders that differ
        between the two languages."""
        for key, (fr, en) in self.table.items():
            if not fr.strip() or not en.strip():
                yield f"{key}: empty text"
            if _fields(fr) != _fields(en):
                yield f"{key}: placeholders differ ({sorted(_fields(fr))} / {sorted(_fields(en))})"


#: French contracts "de le" and "à le": a seat's name ("Joueur 1", "Robot 2") after "de"
#: or "à" reads "du joueur 1", "au robot 2" ("Ouvrier du joueur 1", not "de Joueur 1").
_DE_SEAT = re.compile(r"\b(de|à) (Joueur|Robot) (\d)")


def _contract(text: str) -> str:
    return _DE_SEAT.sub(lambda m: ("du" if m[1] == "de" else "au") + f" {m[2].lower()} {m[3]}",
                        text)


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


CORE = Strings({
    "app.tagline": ("Cinq jeux de construction de ville, dans votre navigateur.",
                    "Five city-building games in your browser."),
    "nav.home": ("Accueil", "Home"),
    "nav.rules": ("Règles", "Rules"),
    "nav.back": ("Retour", "Back"),
    "lang.switch": ("English", "Français"),
    "lang.switch.label": ("Switch to English", "Passer en français"),
    "new_game": ("Nouvelle partie", "New game"),
    # home
    "home.players": ("{min}–{max} joueurs", "{min}–{max} players"),
    "home.players.one": ("{min} joueur", "{min} player"),
    "home.minutes": ("{minutes} min", "{minutes} min"),
    "home.play": ("Jouer", "Play"),
    "home.coming": ("Bientôt", "Coming soon"),
    "home.coop": ("coopératif", "co-operative"),
    "home.picture": ("Une partie de {game}", "A game of {game}"),
    "home.resume": ("Reprendre", "Resume"),
    "home.saved": ("Parties en cours sur cet appareil", "Games in progress on this device"),
    "home.saved.moves": ("{n} coups", "{n} moves"),
    "home.saved.moves.one": ("{n} coup", "{n} move"),
    "home.saved.round": ("{word} {n} sur {of}", "{word} {n} of {of}"),
    "home.saved.round.open": ("{word} {n}", "{word} {n}"),
    "home.saved.turn": ("Au tour de {names}", "{names} to play"),
    "home.finished.count": ("Parties terminées ({n})", "Finished games ({n})"),
    "home.saved.broken": ("Sauvegarde abîmée : {reason}", "Damaged save: {reason}"),
    "home.delete": ("Supprimer", "Delete"),
    "home.delete.title": ("Supprimer cette partie ?", "Delete this game?"),
    "home.delete.text": ("{game}, {when}. Elle disparaîtra de cet appareil.",
                         "{game}, {when}. It will be gone from this device."),
    "home.delete.yes": ("Supprimer", "Delete"),
    "home.watch": ("Revoir", "Replay"),
    "home.daily": ("Défi du jour", "Daily challenge"),
    "home.daily.label": ("défi du {day}", "daily challenge {day}"),
    "lesson.learn": ("Apprendre", "Learn"),
    "lesson.learn_game": ("Apprendre {game} en jouant une partie guidée",
                          "Learn {game} by playing a guided game"),
    "lesson.label": ("partie guidée", "guided game"),
    "lesson.step": ("Étape {n} sur {total}.", "Step {n} of {total}."),
    "lesson.rule": ("La règle : {section}", "The rule: {section}"),
    "lesson.confirm": (
        "Le coup vous convient ? Confirmez le tour : la partie continue (la pioche, les "
        "autres joueurs). Sinon, annulez-le.",
        "Happy with the move? Confirm the turn: the game goes on (the draw, the other "
        "players). Or undo it."),
    "lesson.refused": (
        "Dans cette partie guidée, jouez le coup montré : la suite de la leçon en dépend. "
        "Vous jouerez librement une fois la leçon finie.",
        "In this guided game, make the move shown: the rest of the lesson builds on it. "
        "You will play freely once the lesson is over."),
    "lesson.done": (
        "Partie guidée finie ! Le décompte est à côté. Rejouez, ou lancez une vraie partie "
        "depuis l'accueil.",
        "Guided game over! The score is beside it. Play again, or start a real game from "
        "the home page."),
    # new game
    "setup.title": ("Nouvelle partie : {game}", "New game: {game}"),
    "setup.players": ("Nombre de joueurs", "Number of players"),
    "setup.seat": ("Place {n}", "Seat {n}"),
    "setup.lang": ("Langue", "Language"),
    "setup.seed": ("Numéro de donne (facultatif)", "Seed (optional)"),
    "setup.seed.help": ("Même numéro, même donne : pour rejouer ou défier un ami.",
                        "Same seed, same deal: to replay or challenge a friend."),
    "setup.invalid": ("Réglages impossibles ({detail}).",
                      "These settings cannot be used ({detail})."),
    "setup.start": ("Commencer", "Start"),
    "setup.embed": ("Intégrer…", "Embed…"),
    "setup.bad_seed": ("La graine doit être un nombre entier positif.",
                       "The seed must be a whole number, 0 or more."),
    "seat.human": ("Humain", "Human"),
    "seat.easy": ("Robot (facile)", "Bot (easy)"),
    "seat.normal": ("Robot", "Bot"),
    "seat.strong": ("Robot (fort)", "Bot (strong)"),
    # seats and turns
    "player": ("Joueur {n}", "Player {n}"),
    "bot": ("Robot {n}", "Bot {n}"),
    "seats": ("Joueurs", "Players"),
    "seat.kind.human": ("humain", "human"),
    "seat.kind.bot": ("robot", "bot"),
    "seat.to_act": ("à jouer", "to play"),
    "seat.score": ("{n} pts", "{n} pts"),
    "seat.score.one": ("{n} pt", "{n} pt"),
    "seat.score.hidden": ("score caché", "score hidden"),
    "team": ("Équipe", "Team"),
    "play.bot_turn": ("{who} réfléchit…", "{who} is thinking…"),
    "play.others_turn": ("Au tour de {who}.", "{who}'s turn."),
    "play.confirm_prompt": ("{who} : validez votre tour, ou annulez-le.",
                            "{who}: confirm your turn, or take it back."),
    "play.confirm": ("Valider le tour", "Confirm turn"),
    "play.confirm_held": ("{who} : {move} ? Validez, ou annulez.",
                          "{who}: {move}? Confirm, or cancel."),
    "play.bot_next": ("{who} joue ensuite : appuyez sur « Étape suivante ».",
                      "{who} plays next: press “Next step”."),
    "play.bot_step": ("Étape suivante (N)", "Next step (N)"),
    "recent": ("Derniers coups", "Last moves"),
    "recent.none": ("n'a pas encore joué", "has not played yet"),
    "prefs": ("Réglages", "Settings"),
    "prefs.pace": ("Rythme des robots", "Bots' pace"),
    "prefs.pace.step": ("pas à pas", "step by step"),
    "prefs.pace.normal": ("normal", "normal"),
    "prefs.pace.fast": ("rapide", "fast"),
    "prefs.pace.instant": ("immédiat", "instant"),
    "prefs.confirm": ("Valider chaque tour (ce qui dévoile une carte cachée demande "
                      "toujours)",
                      "Confirm each turn (a move that reveals a hidden card always asks)"),
    "play.tap_again": ("Touchez à nouveau pour confirmer.", "Tap again to confirm."),
    "play.rotate": ("Tourner (R)", "Turn (R)"),
    "play.cancel": ("Annuler", "Cancel"),
    "play.hand": ("Votre main", "Your hand"),
    "play.hand_of": ("Main de {who}", "{who}'s hand"),
    "play.score": ("Score", "Score"),
    "play.log": ("Journal", "Game log"),
    "play.board": ("Plateau", "Board"),
    "play.log.empty": ("Rien n'a encore été joué.", "Nothing played yet."),
    "play.zoom_in": ("Agrandir le plateau", "Zoom in"),
    "play.zoom_out": ("Réduire le plateau", "Zoom out"),
    "undo": ("Annuler le coup (U)", "Undo move (U)"),
    "restart_turn": ("Recommencer le tour", "Restart turn"),
    "share": ("Partager", "Share"),
    "keys": ("Clavier : Tab passe d'un bouton à l'autre ; sur le plateau, les flèches "
             "choisissent une case et Entrée joue ; 1-9 choisit dans la main, R tourne, "
             "U annule, Échap renonce.",
             "Keyboard: Tab moves between buttons; on the board, the arrows choose a spot "
             "and Enter plays; 1-9 pick from the hand, R turns, U undoes, Escape backs "
             "out."),
    "handoff.title": ("Passez l'appareil à {who}", "Pass the device to {who}"),
    "handoff.text": ("Ce qui est secret reste caché : les autres joueurs ne regardent pas.",
                     "What is secret stays hidden: the other players look away."),
    "handoff.ready": ("Je suis {who} : voir mon jeu", "I am {who}: show my game"),
    "error.illegal": ("Ce coup n'est pas permis.", "That move is not allowed."),
    "error.sorry": ("Désolé, quelque chose a mal tourné ; la partie est intacte.",
                    "Sorry, something went wrong; the game is untouched."),
    "error.refused": ("Impossible d'ouvrir cette partie : {reason}",
                      "Cannot open this game: {reason}"),
    # end of game
    "end.title": ("Fin de partie", "Game over"),
    "end.total": ("Total", "Total"),
    "end.again": ("Rejouer", "Play again"),
    "end.record": ("Relevé de la partie (JSON)", "Game record (JSON)"),
    "end.places": ("Classement", "Places"),
    "end.place": ("Place", "Place"),
    "end.player": ("Joueur", "Player"),
    "end.gap": ("Écart", "Gap"),
    "end.you": ("{who} : {place} sur {n}, à {gap} points du premier.",
                "{who}: {place} of {n}, {gap} points behind the first."),
    "end.you.first": ("{who} : {place} sur {n}.", "{who}: {place} of {n}."),
    "end.team": ("Équipe : {total} points pour un objectif de {target} ({margin}).",
                 "Team: {total} points for a target of {target} ({margin})."),
    "score.line": ("Ligne", "Line"),
    # links, embeds, daily
    "link.bad_seats": ("Les places de ce lien ne correspondent pas au jeu.",
                       "The seats in this link do not match the game."),
    "link.title": ("Partie partagée : {game}", "Shared game: {game}"),
    "link.facts": ("{players} · {moves} · {state}", "{players} · {moves} · {state}"),
    "link.moves": ("{n} coups joués", "{n} moves played"),
    "link.moves.one": ("{n} coup joué", "{n} move played"),
    "link.play": ("Continuer la partie ici", "Play on from here"),
    "link.watch": ("Revoir la partie", "Watch the replay"),
    "share.title": ("Lien de la partie", "Game link"),
    "share.text": ("Ce lien contient toute la partie : ouvrez-le sur un autre appareil pour "
                   "continuer (chacun son tour, par message) ou pour la revoir.",
                   "This link holds the whole game: open it on another device to play on "
                   "(taking turns by message) or to watch it again."),
    "share.warning": ("Attention : la partie est en cours et certaines informations sont "
                      "secrètes ; ce lien les révèle à qui l'ouvre.",
                      "Warning: the game is in progress and some information is secret; "
                      "this link reveals it to whoever opens it."),
    "share.copy": ("Copier", "Copy"),
    "share.copied": ("Copié dans le presse-papiers.", "Copied to the clipboard."),
    "share.copy_failed": ("Texte sélectionné : copiez-le (Ctrl+C).",
                          "Text selected: copy it (Ctrl+C)."),
    "share.daily": ("Partager mon résultat", "Share my result"),
    "embed.title": ("Intégrer dans une page", "Embed in a page"),
    "embed.text": ("Collez ce code dans votre blog : la partie se joue dans le cadre, avec "
                   "ces réglages.", "Paste this code into your blog: the game plays inside "
                   "the frame, with these settings."),
    "dialog.close": ("Fermer", "Close"),
    # replays
    "replay.title": ("Revoir : coup {index} / {total}", "Replay: move {index} / {total}"),
    "replay.first": ("Début", "First"),
    "replay.back": ("Précédent", "Back"),
    "replay.forward": ("Suivant", "Forward"),
    "replay.last": ("Fin", "Last"),
    "replay.moves": ("Coups (flèches gauche et droite)", "Moves (left and right arrows)"),
    "replay.start": ("Mise en place", "Set-up"),
    "rules.title": ("Règles : {game}", "Rules: {game}"),
    "rules.keys": ("Jouer au clavier", "Playing by keyboard"),
    "end.par": ("Par : le robot fort fait {par} sur cette même donne (vous : {you}).",
                "Par: the strong bot scores {par} on this very deal (you: {you})."),
    "end.par_wait": ("Par : le robot fort joue cette même donne…",
                     "Par: the strong bot is playing this very deal…"),
    "hint": ("Suggérer un coup", "Suggest a move"),
    "hint.wait": ("Réflexion…", "Thinking…"),
    "hint.play": ("Jouer ce coup", "Play it"),
    "hint.board": ("le coup montré sur le plateau", "the move shown on the board"),
    "hint.thinking": ("Le robot fort cherche un coup pour vous…",
                      "The strong bot is looking for a move for you…"),
    "hint.shown": ("Suggestion du robot fort : {move}. Jouez-la, ou annulez.",
                   "The strong bot suggests: {move}. Play it, or cancel."),
    # your games: results, statistics, records
    "home.yours": ("Vos parties", "Your games"),
    "yours.title": ("Vos parties", "Your games"),
    "yours.none": ("Aucune partie terminée sur cet appareil pour l'instant : finissez-en une, "
                   "elle sera comptée ici.",
                   "No finished game on this device yet: finish one and it is counted here."),
    "yours.broken": ("Un résultat n'a pas pu être lu ({reason}) ; les autres sont là.",
                     "A result could not be read ({reason}); the others are here."),
    "yours.export": ("Exporter (fichier JSON)", "Export (JSON file)"),
    "yours.import": ("Importer un fichier…", "Import a file…"),
    "yours.imported": ("Importé : {games} parties et {results} résultats nouveaux ou plus "
                       "récents ; {refused} refusés.",
                       "Imported: {games} new or newer games and {results} results; "
                       "{refused} refused."),
    "yours.import.refused": ("Fichier refusé : {reason} Rien n'a changé.",
                             "File refused: {reason} Nothing changed."),
    "yours.glance": ("En un coup d'œil", "At a glance"),
    "yours.how": ("Comment c'est compté", "How games are counted"),
    "yours.how.text": ("Chaque partie terminée sur cet appareil est comptée, sauf les "
                       "leçons guidées et les défis du jour rejoués : seule la première "
                       "partie d'un jour compte. À plusieurs sur un même appareil, « vous » "
                       "est le premier joueur humain. Une série compte les victoires "
                       "d'affilée ; supprimer une partie garde son résultat. Exportez pour "
                       "tout emporter sur un autre appareil ou navigateur.",
                       "Every game finished on this device counts, except guided lessons "
                       "and daily challenges played again: only a day's first game counts. "
                       "With several people at one device, \"you\" is the first human "
                       "seat. A streak counts wins in a row; deleting a game keeps its "
                       "result. Export to take everything to another device or browser."),
    "yours.game": ("Jeu", "Game"),
    "yours.played": ("Jouées", "Played"),
    "yours.won": ("Gagnées", "Won"),
    "yours.won.yes": ("gagnée", "won"),
    "yours.won.no": ("perdue", "lost"),
    "yours.best": ("Meilleur score", "Best score"),
    "yours.average": ("Moyenne", "Average"),
    "yours.streak": ("Série en cours", "Current streak"),
    "yours.best_streak": ("Meilleure série", "Best streak"),
    "yours.facts": ("Parties : {played} · gagnées : {won} · série en cours : {streak} · "
                    "meilleure série : {best} · suggestions demandées : {hints}",
                    "Games: {played} · won: {won} · current streak: {streak} · "
                    "best streak: {best} · hints used: {hints}"),
    "yours.mode": ("Joueurs", "Players"),
    "yours.modes": ("{game} : par nombre de joueurs", "{game}: by number of players"),
    "yours.players": ("{n} joueurs", "{n} players"),
    "yours.players.one": ("Solo", "Solo"),
    "yours.levels": ("{game} : contre chaque niveau de robot", "{game}: against each bot level"),
    "yours.against": ("Contre", "Against"),
    "yours.rate": ("Taux de victoire", "Win rate"),
    "yours.place": ("{n}e place", "place {n}"),
    "yours.place.one": ("1re place", "place 1"),
    "yours.chart.scores": ("{game} : vos scores, partie après partie (point plein : gagnée)",
                           "{game}: your scores, game after game (filled dot: won)"),
    "yours.chart.places": ("{game} : vos places contre chaque niveau de robot",
                           "{game}: your places against each bot level"),
    "yours.latest": ("Dernières parties", "Latest games"),
    "yours.hints": ("{n} suggestions", "{n} hints"),
    "yours.hints.one": ("{n} suggestion", "{n} hint"),
    "yours.dailies": ("Défis du jour", "Daily challenges"),
    "yours.daily.streaks": ("Jours d'affilée : {current} en cours, {best} au mieux.",
                            "Days in a row: {current} now, {best} at best."),
    "yours.daily.day": ("{day} : {score} points, {verdict}", "{day}: {score} points, {verdict}"),
    "yours.weekdays": ("lu ma me je ve sa di", "Mo Tu We Th Fr Sa Su"),
    "daily.playing": ("Défi du jour du {day}", "Daily challenge of {day}"),
    "daily.replay": ("(rejouée : seule la première partie du jour compte)",
                     "(replay: only the day's first game counts)"),
    "daily.replay.short": ("(rejouée, non comptée)", "(replay, not counted)"),
    "rules.tips": ("Ce que c'est", "What is this?"),
    "rules.tips.text": ("Sur un plateau, chaque pièce dit ce qu'elle est et ce qu'elle "
                        "rapporte : pointez-la avec la souris, ou gardez le doigt dessus "
                        "sur un écran tactile.",
                        "On a board, every piece says what it is and how it scores: point "
                        "at it with the mouse, or press and hold it on a touch screen."),
})


def t(key: str, lang: str, **params: object) -> str:
    """A shared string (see ``CORE``)."""
    return CORE.t(key, lang, **params)


def count(key: str, lang: str, n: int, **params: object) -> str:
    """A shared string for ``n`` things, singular or plural (``Strings.count``)."""
    return CORE.count(key, lang, n, **params)


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
