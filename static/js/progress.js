/* Urbanistes: the loading frame's progress bar, fed by PyScript's "py:progress" events
 * ("Loading Pyodide", "Loaded files", ...). Plain JS so it runs before Python exists;
 * Python hides the whole frame once the app is interactive (<html data-ready>). */
(() => {
  "use strict";
  const STEPS = 9; // PyScript 0.7 sends 8 events for our page; the last step is data-ready
  let seen = 0;
  addEventListener("py:progress", (event) => {
    const bar = document.getElementById("loading-progress");
    const step = document.getElementById("loading-step");
    seen += 1;
    if (bar) bar.value = Math.min(seen, STEPS - 1);
    if (step && typeof event.detail === "string") step.textContent = event.detail;
  });
})();
