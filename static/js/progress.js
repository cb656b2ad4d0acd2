/* Urbanistes: the loading frame's progress bar and its words, fed by PyScript's
 * "py:progress" events ("Loading interpreter", "Loaded files", ...). Plain JS so it runs
 * before Python exists. Each step is named in both languages with a clock of the seconds
 * spent on it, so that the longest one (the interpreter: downloaded on the first visit,
 * then compiled) never looks stalled. Python hides the whole frame once the app is
 * interactive (<html data-ready>). */
(() => {
  "use strict";
  const STEPS = 9; // PyScript 0.7 sends 8 events for our page; the last step is data-ready
  const PREPARING = ["Préparation", "Getting ready"];
  const PYTHON = ["Chargement de Python (téléchargé à la première visite seulement)",
    "Loading Python (downloaded on the first visit only)"];
  const GAMES = ["Chargement des jeux", "Loading the games"];
  const HOME = ["Ouverture de l'accueil", "Opening the home page"];
  const WORDS = {
    "Loading Pyodide": PREPARING, "Loading Storage": PREPARING, "Loaded Storage": PREPARING,
    "Loading interpreter": PYTHON, "Loaded interpreter": GAMES, "Loading files": GAMES,
    "Loaded files": HOME, "Loaded Pyodide": HOME,
  };
  let seen = 0;
  let words = PREPARING;
  let since = Date.now();

  function show() {
    const step = document.getElementById("loading-step");
    if (!step) return;
    const seconds = Math.floor((Date.now() - since) / 1000);
    step.textContent = words.join(" — ") + (seconds >= 1 ? " · " + seconds + " s" : "");
  }

  addEventListener("py:progress", (event) => {
    const bar = document.getElementById("loading-progress");
    seen += 1;
    if (bar) bar.value = Math.min(seen, STEPS - 1);
    const next = WORDS[event.detail] || [String(event.detail), String(event.detail)];
    if (next !== words) {
      words = next;
      since = Date.now();
    }
    show();
  });

  const clock = setInterval(() => {
    if (document.documentElement.hasAttribute("data-ready")) clearInterval(clock);
    else show();
  }, 1000);
})();
