/* Urbanistes page bridge: the only code that touches the app's DOM.

   Python (py/urbanistes_ui/app.py) decides everything; this file only carries events
   in and patches out, so that nothing a player does can reach Python as a JavaScript
   object (no null proxies, no leaked handlers) and each event costs one call:

     event (JSON) -> Python dispatch -> patch (JSON)
     patch = {skeleton?, regions?: {name: html}, prepend?: {name: html}, stage?: words,
              focus?: selector, lang?, title?,
              store?: {key: value}, remove?: [key], later?: ms, url?, push?, top?,
              copy?: id, download?: {name, text}, log?: text}

   Regions are elements with data-region="name" inside the skeleton; a patch rewrites
   only those that changed, and in them only the nodes that differ (repaint), so a pick
   repaints the board's highlight layer, not the city, and the board's scroll container
   keeps its scroll position; prepend adds lines at the top of one (the game log's new
   moves); stage is the play screen's data-stage, words its style sheets lay it out by.
   Focus goes where the patch says, or back to the element that had it (matched by its
   data attributes).
   A board target with data-preview="x y" shows the board's one [data-preview-at]
   element (the picked piece) moved there while the mouse is on it or the keyboard
   focus is: hovering is not a move, so it never reaches Python. Click-to-paint times (event.timeStamp -> the task after the next frame) are pushed
   on window.urbanistesPerf for benchmarks/bench.py.

   Every screen has its address (a hash route, py/urbanistes_ui/routes.py): a patch's
   url replaces the address, or with push makes a new history entry; Back and Forward
   send the new hash as a "route" event. A patch with top is another screen: it starts
   at the top of the page, its panels too, and focusing never scrolls it away.

   What a component on a board is and how it scores is the text of its SVG <title>: the
   mouse gets the browser's own tooltip, a finger pressing and holding gets it in a
   bubble (explain, below). Showing words is not a move: it never reaches Python. */
(function () {
  "use strict";
  const PREFIX = "urbanistes.";
  const SHORTCUTS = new Set(["Escape", "u", "U", "r", "R", "1", "2", "3", "4", "5", "6",
    "7", "8", "9", "c", "C", "n", "N"]);
  const ARROWS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown",
    "Home", "End"]);
  const perf = [];
  const parts = []; // [Python ms, DOM update ms] of each timed event, for profiling
  window.urbanistesPerf = perf;
  window.urbanistesPerfParts = parts;
  const LOCAL = new Set(["w", "preview"]); // data fields for this file, not for Python
  let dispatch = null;
  let hovered = null; // the board target under the mouse
  let shown = window.location.hash; // the hash the app last wrote or was sent

  /* PyScript watches the whole document for Python to start: every element added
     anywhere is searched (an XPath over its attributes) for py-* handlers and Python
     scripts, 1-2 ms for a repainted board. The app's markup, drawn by our Python, holds
     neither, so the observers made after this file is run (PyScript's) are not told of
     changes inside #app. */
  const Observer = window.MutationObserver;
  window.MutationObserver = class extends Observer {
    constructor(callback) {
      super(function (records, observer) {
        const root = app();
        const kept = root ? records.filter(function (r) { return !root.contains(r.target); })
          : records;
        if (kept.length) callback(kept, observer);
      });
    }
  };

  function two(n) { return String(n).padStart(2, "0"); }

  function clock() {
    const d = new Date();
    const today = d.getFullYear() + "-" + two(d.getMonth() + 1) + "-" + two(d.getDate());
    const now = today + "T" + two(d.getHours()) + ":" + two(d.getMinutes()) + ":" +
      two(d.getSeconds()) + "." + String(d.getMilliseconds()).padStart(3, "0");
    return { now: now, today: today };
  }

  function app() { return document.getElementById("app"); }

  function apologise() {
    if (document.getElementById("bridge-error")) return;
    const note = document.createElement("p");
    note.id = "bridge-error";
    note.setAttribute("role", "alert");
    note.textContent = document.documentElement.lang === "fr"
      ? "Désolé, quelque chose a mal tourné. Rechargez la page : la partie est gardée."
      : "Sorry, something went wrong. Reload the page: your game is kept.";
    document.body.prepend(note);
  }

  function send(event, started) {
    if (!dispatch) return null;
    const c = clock();
    event.now = c.now;
    event.today = c.today;
    let patch;
    const t0 = performance.now();
    try {
      patch = JSON.parse(dispatch(JSON.stringify(event)));
    } catch (error) {
      console.error("Urbanistes:", error);
      apologise();
      return null;
    }
    const t1 = performance.now();
    try {
      // Keeping a game changes nothing on screen, and must not cancel a bot's next step.
      if (event.act === "save" && !patch.log) store(patch);
      else apply(patch, started, event.pointer, event.act);
    } catch (error) {
      console.error("Urbanistes:", error);
      apologise();
    }
    if (started !== null && started !== undefined) parts.push([t1 - t0, performance.now() - t1]);
    return patch;
  }

  /* What identifies an element across repaints: its data-act and data-* values. */
  function keyOf(el) {
    if (!el || !el.dataset || !el.closest || !app().contains(el)) return null;
    return keyIn(el);
  }

  /* The same, for an element anywhere (a region's new markup, parsed apart). */
  function keyIn(el) {
    const entries = Object.entries(el.dataset).filter(function (e) { return !LOCAL.has(e[0]); });
    if (!entries.length) return el.id ? "#" + el.id : null;
    entries.sort();
    return entries.map(function (e) { return e[0] + "=" + e[1]; }).join("&");
  }

  function findByKey(key) {
    if (!key) return null;
    if (key[0] === "#") return document.getElementById(key.slice(1));
    const nodes = app().querySelectorAll("[data-act], [data-key]");
    for (const node of nodes) if (keyOf(node) === key) return node;
    return null;
  }

  function store(patch) {
    try {
      for (const [key, value] of Object.entries(patch.store || {})) {
        window.localStorage.setItem(PREFIX + key, value);
      }
      for (const key of patch.remove || []) window.localStorage.removeItem(PREFIX + key);
    } catch (error) { /* no storage here (private window, sandboxed frame) */ }
  }

  function copy(id) {
    const field = document.getElementById(id);
    if (!field) return;
    field.focus();
    field.select();
    const done = function (ok) { send({ act: "copied", ok: ok }, null); };
    try {
      navigator.clipboard.writeText(field.value).then(
        function () { done(true); }, function () { done(false); });
    } catch (error) { done(false); }
  }

  /* The piece in hand previewed on the hovered target, else on the one the keyboard
     focus is on (not on the focus a mouse pick moves there), else hidden. */
  function preview() {
    const root = app();
    const at = root.querySelector("[data-preview-at]");
    if (!at) return;
    // Repainted under the pointer: taken out, or morphed into another kind of node.
    if (hovered && !(hovered.isConnected && hovered.matches("[data-board] [data-preview]"))) {
      hovered = root.querySelector("[data-board] [data-preview]:hover");
    }
    const active = document.activeElement;
    let spot = hovered;
    if (!spot && active && active.matches && active.matches("[data-preview]:focus-visible")) {
      spot = active;
    }
    if (!spot) { at.setAttribute("visibility", "hidden"); return; }
    const xy = spot.dataset.preview.split(" ");
    at.setAttribute("x", xy[0]);
    at.setAttribute("y", xy[1]);
    at.removeAttribute("visibility");
  }

  function onHover(ev) {
    const over = ev.type === "pointerover" && ev.target && ev.target.closest;
    hovered = over ? ev.target.closest("[data-board] [data-preview]") : null;
    preview();
  }

  /* Press and hold on touch: the nearest <title> of what lies under the finger (through
     the targets drawn on top, which have none) shows in a bubble until the next touch;
     the click that may end the press is not a move. */
  const HOLD_MS = 450;
  let hold = null; // {timer, x, y, id} while a finger rests
  let swallowUntil = 0;

  function titleAt(x, y) {
    for (const hit of document.elementsFromPoint(x, y)) {
      if (!app().contains(hit)) continue;
      for (let el = hit; el && el !== app(); el = el.parentElement) {
        const title = el.querySelector(":scope > title");
        const words = title ? title.textContent.trim() : "";
        if (words) return words;
      }
    }
    return "";
  }

  function hideTip() {
    const tip = document.getElementById("tip");
    if (tip) tip.remove();
  }

  function showTip(words, x, y) {
    hideTip();
    const tip = document.createElement("div");
    tip.id = "tip";
    tip.setAttribute("role", "tooltip");
    tip.textContent = words;
    document.body.append(tip);
    const r = tip.getBoundingClientRect();
    const left = Math.max(4, Math.min(x - r.width / 2, window.innerWidth - r.width - 4));
    const above = y - r.height - 24;
    const top = above >= 4 ? above : Math.min(y + 24, window.innerHeight - r.height - 4);
    tip.style.setProperty("left", left + "px");
    tip.style.setProperty("top", top + "px");
  }

  function endHold() {
    if (hold) window.clearTimeout(hold.timer);
    hold = null;
  }

  function onPointerDown(ev) {
    hideTip();
    endHold();
    if (ev.pointerType !== "touch" && ev.pointerType !== "pen") return;
    const x = ev.clientX, y = ev.clientY;
    hold = { x: x, y: y, id: ev.pointerId, timer: window.setTimeout(function () {
      hold = null;
      const words = titleAt(x, y);
      if (!words) return;
      showTip(words, x, y);
      swallowUntil = performance.now() + 800;
    }, HOLD_MS) };
  }

  function onPointerMove(ev) {
    if (hold && ev.pointerId === hold.id &&
        Math.abs(ev.clientX - hold.x) + Math.abs(ev.clientY - hold.y) > 10) endHold();
  }

  function onSwallow(ev) { // capture phase: before onClick and the context menu
    if (performance.now() < swallowUntil) {
      ev.preventDefault();
      ev.stopPropagation();
    }
  }

  /* A bot's move that brings new choices (the player's turn is back): the side panel
     shows them from its top if the player had scrolled it past them meanwhile. The
     panel's scroll is read before the change (scrolledPanel): read after it, it would
     lay the page out at once on every bot move. */
  function scrolledPanel(root, patch, act) {
    if (act !== "tick" || !patch.regions || !("dock" in patch.regions)) return null;
    const panel = root.querySelector(".panel");
    return panel && panel.scrollTop ? panel : null;
  }

  function showChoices(root, panel) {
    const dock = root.querySelector('[data-region="dock"]');
    if (panel.isConnected && dock &&
        dock.getBoundingClientRect().top < panel.getBoundingClientRect().top) {
      panel.scrollTop = 0;
    }
  }

  /* A move's game is kept once its frame is painted (Python makes its record then, not
     in the click's task), or before the page is left; any event keeps it first too. */
  let unsaved = false;

  function keepSoon() {
    if (unsaved) return;
    unsaved = true;
    window.requestAnimationFrame(function () { window.setTimeout(keepNow, 0); });
    window.setTimeout(keepNow, 250); // a tab that paints no frames
  }

  function keepNow() {
    if (!unsaved) return;
    unsaved = false;
    send({ act: "save" }, null);
  }

  /* The page's timer: a bot's next step, after the pace's pause. One that follows a
     change on screen at once waits for that change to be painted (the frame after it, or
     a quarter second in a tab that paints no frames), so a click is never held behind a
     bot's thinking; a step that changed nothing (thinking on) follows at once, through a
     message: chained timeouts would be held back 4 ms each. Every patch cancels the
     step the one before it set (wake). */
  let wake = 0;
  const nudge = new MessageChannel();

  function due(mine) {
    return function () {
      if (wake !== mine) return;
      wake += 1;
      send({ act: "tick" }, null);
    };
  }

  nudge.port1.onmessage = function (ev) { due(ev.data)(); };

  function later(patch) {
    wake += 1;
    if (typeof patch.later !== "number") return;
    const go = due(wake);
    const changed = patch.skeleton || Object.keys(patch.regions || {}).length ||
      Object.keys(patch.prepend || {}).length;
    if (patch.later > 0) window.setTimeout(go, patch.later);
    else if (changed) {
      window.requestAnimationFrame(function () { window.setTimeout(go, 0); });
      window.setTimeout(go, 250);
    } else nudge.port2.postMessage(wake);
  }

  /* A region repainted: the new markup is parsed apart (a template: no style, no
     layout) and only the nodes that differ change, so the browser restyles, lays out
     and paints what moved rather than the whole board (Cities' city: 230 elements for
     one piece placed). Nodes are matched in order, equal ones kept, one taken out or
     put in found by looking a few siblings ahead. A region with form controls is
     replaced whole: its markup is the state, whatever was typed in it. */
  const AHEAD = 8;

  /* Each region named by the patch and its new markup parsed apart, before anything on
     the page changes. */
  function parsed(root, regions) {
    const found = [];
    for (const [name, html] of Object.entries(regions || {})) {
      const region = root.querySelector('[data-region="' + name + '"]');
      if (!region) continue;
      const parser = document.createElement("template");
      parser.innerHTML = html;
      found.push([region, parser.content]);
    }
    return found;
  }

  function repaint(region, content) {
    if (region.querySelector("input, select, textarea")) {
      drop(region, null);
      region.replaceChildren(content);
      return;
    }
    morphChildren(region, content);
  }

  /* Where the patch moves the focus elsewhere and repaints the focused element away (or
     its tabindex, or enables or disables it), the focus leaves first, while the page's
     layout is clean: in the middle of the patch that made the browser lay out the
     half-changed page at once, and again for the new focus (a Cities take: 3 ms, then
     1 ms). A focused element the new markup keeps as it is keeps the focus until the new
     focus comes (leaving it would restyle what the click changed: 1 ms on a pick). */
  function leave(root, active, patch, regions) {
    if (!active || active === document.body || !patch.focus ||
        root.querySelector(patch.focus) === active) return false;
    const key = keyIn(active);
    for (const [region, content] of regions) {
      if (!region.contains(active)) continue;
      const kept = key !== null && Array.from(content.querySelectorAll(active.localName))
        .some(function (el) { return keyIn(el) === key && same(el, active); });
      if (kept) return false;
      active.blur();
      return true;
    }
    return false;
  }

  function same(a, b) {
    return a.getAttribute("tabindex") === b.getAttribute("tabindex") &&
      a.hasAttribute("disabled") === b.hasAttribute("disabled");
  }

  /* The focus leaves what is removed first: removing the focused element makes the
     browser lay out the page at once, and once more when the focus comes back. */
  function drop(parent, node) {
    const active = document.activeElement;
    if (active && active !== document.body && (node || parent).contains(active)) {
      active.blur();
    }
    if (node) parent.removeChild(node);
  }

  function kin(a, b) {
    return a.nodeType === b.nodeType && a.nodeName === b.nodeName &&
      (a.nodeType !== 1 || a.id === b.id);
  }

  function found(from, node) {
    let seen = 0;
    for (let at = from; at && seen < AHEAD; at = at.nextSibling, seen += 1) {
      if (at.isEqualNode(node)) return at;
    }
    return null;
  }

  function morphChildren(live, next) {
    let cur = live.firstChild;
    for (let want = next.firstChild; want;) {
      const following = want.nextSibling;
      const kept = cur && (cur.isEqualNode(want) ? cur : found(cur.nextSibling, want));
      if (kept) { // the live nodes before it were taken out
        while (cur !== kept) { const gone = cur; cur = cur.nextSibling; drop(live, gone); }
        cur = cur.nextSibling;
      } else if (cur && !found(following, cur) && kin(cur, want)) {
        if (cur.nodeType === 1) morph(cur, want);
        else cur.nodeValue = want.nodeValue;
        cur = cur.nextSibling;
      } else live.insertBefore(want, cur); // a new node (the next live one comes later)
      want = following;
    }
    while (cur) { const gone = cur; cur = cur.nextSibling; drop(live, gone); }
  }

  /* Attributes as the markup says (an inline style is the page's own: --w, --gx). */
  function morph(el, want) {
    for (const attr of Array.from(el.attributes)) {
      if (attr.name !== "style" && !want.hasAttributeNS(attr.namespaceURI, attr.localName)) {
        el.removeAttributeNS(attr.namespaceURI, attr.localName);
      }
    }
    for (const attr of want.attributes) {
      if (el.getAttributeNS(attr.namespaceURI, attr.localName) !== attr.value) {
        el.setAttributeNS(attr.namespaceURI, attr.name, attr.value);
      }
    }
    morphChildren(el, want);
  }

  function apply(patch, started, pointer, act) {
    const root = app();
    const active = document.activeElement;
    const activeKey = keyOf(active);
    // What reads or saves the layout comes before the change, while the layout is still
    // clean: after it, the history's saved scroll position and each scrollTop read would
    // make the browser lay out the new page at once, inside this task (Start: 20 ms).
    if (typeof patch.url === "string") {
      if (patch.push) window.history.pushState(null, "", patch.url);
      else window.history.replaceState(null, "", patch.url);
      shown = window.location.hash;
    }
    const panel = scrolledPanel(root, patch, act);
    if (patch.top) {
      for (const el of root.querySelectorAll("*")) {
        if (el.scrollTop) el.scrollTop = 0;
      }
      window.scrollTo(0, 0);
    }
    let regions = null;
    let lost = false;
    if (typeof patch.skeleton === "string") {
      drop(root, null);
      root.innerHTML = patch.skeleton;
    } else {
      regions = parsed(root, patch.regions);
      lost = leave(root, active, patch, regions);
    }
    for (const [region, content] of regions || parsed(root, patch.regions)) {
      repaint(region, content);
    }
    if (typeof patch.stage === "string") {
      const screen = root.querySelector(".screen");
      if (screen && (screen.getAttribute("data-stage") || "") !== patch.stage) {
        screen.setAttribute("data-stage", patch.stage);
      }
    }
    for (const [name, html] of Object.entries(patch.prepend || {})) {
      const region = root.querySelector('[data-region="' + name + '"]');
      if (region) region.insertAdjacentHTML("afterbegin", html);
    }
    // Boards keep a minimum width on phones (the CSP forbids inline styles).
    for (const board of root.querySelectorAll("[data-w]")) {
      const w = board.getAttribute("data-w");
      if (board.style.getPropertyValue("--w") !== w) board.style.setProperty("--w", w);
    }
    // Written only when it changes: setting the page's lang, even to the same value,
    // restyles every element of the page (:lang), 4 ms on a late Cities page.
    if (patch.lang && document.documentElement.lang !== patch.lang) {
      document.documentElement.lang = patch.lang;
    }
    if (patch.title && document.title !== patch.title) document.title = patch.title;
    store(patch);
    if (patch.log) console.error("Urbanistes: " + patch.log);
    let target = patch.focus ? root.querySelector(patch.focus) : null;
    if (!target && lost && active.isConnected) target = active; // kept by the patch
    if (!target && activeKey && !root.contains(active)) target = findByKey(activeKey);
    if (target && target !== document.activeElement) {
      const options = { preventScroll: patch.top === true || pointer !== "key" };
      // Focusing lays the page out at once (is it a scroller?): on a new screen that is
      // the whole first layout, which the frame does anyway. So the focus waits for the
      // frame, unless the player has put it somewhere meanwhile.
      if (typeof patch.skeleton === "string") {
        window.requestAnimationFrame(function () {
          const now = document.activeElement;
          if (target.isConnected && (!now || now === document.body)) target.focus(options);
        });
      } else target.focus(options);
    }
    if (panel) showChoices(root, panel);
    preview();
    placeGuide(root);
    // Before the timer's: the click's frame is measured, not a bot's step after it.
    if (started !== null && started !== undefined) {
      window.requestAnimationFrame(function () {
        window.setTimeout(function () { perf.push(performance.now() - started); }, 0);
      });
    }
    // The game kept before a bot's next step, which the same frame lets go: that step's
    // slice of thinking would otherwise keep it first (Python keeps it before any event).
    if (patch.save) keepSoon();
    later(patch);
    if (patch.copy) copy(patch.copy);
    if (patch.download) download(patch.download);
  }

  /* Export: the app's JSON offered as a file, made here (no server to send it). */
  function download(file) {
    const url = URL.createObjectURL(new Blob([file.text], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = file.name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    window.setTimeout(function () { URL.revokeObjectURL(url); }, 1000);
  }

  /* Import: the chosen file's text goes to the app, which checks every entry. */
  function upload(field) {
    const file = field.files && field.files[0];
    if (!file) return;
    file.text().then(function (text) {
      field.value = "";
      send({ act: "import", text: text }, null);
    }, function () { send({ act: "import", text: "" }, null); });
  }

  /* A lesson's callout stands beside the element its data-anchor names (a selector),
     which is ringed: to the left of what is in the side panel (the board has room),
     else below it, or above where the window has no room below. On a screen fitted
     to the window (a phone, a frame) it stays in the flow above the board, and the
     ring alone shows where. Only a lesson has a callout, so the layout read here
     costs nothing elsewhere. */
  function placeGuide(root) {
    for (const old of root.querySelectorAll(".guided")) old.classList.remove("guided");
    const guide = root.querySelector(".guide[data-anchor]");
    if (!guide) return;
    let anchor = null;
    try { anchor = root.querySelector(guide.getAttribute("data-anchor")); } catch (err) {
      anchor = null;
    }
    const screen = guide.closest(".screen");
    const beside = anchor !== null && screen !== null && !screen.classList.contains("fit");
    guide.classList.toggle("anchored", beside);
    if (!anchor) return;
    anchor.classList.add("guided");
    if (!beside) return;
    const box = screen.getBoundingClientRect();
    const at = anchor.getBoundingClientRect();
    const width = guide.offsetWidth, height = guide.offsetHeight, gap = 12;
    let left, top;
    if (anchor.closest(".panel") && at.left - gap - width >= box.left + 8) {
      left = at.left - gap - width;
      top = Math.max(8, Math.min(at.top, window.innerHeight - height - 8));
    } else {
      const below = at.bottom + gap + height <= window.innerHeight ||
        at.top - gap - height < 0;
      top = below ? at.bottom + gap : at.top - gap - height;
      left = Math.max(box.left + 8, Math.min(at.left, box.right - width - 8));
    }
    guide.style.setProperty("--gx", Math.round(left - box.left) + "px");
    guide.style.setProperty("--gy", Math.round(top - box.top) + "px");
  }

  let guideFrame = 0;
  function replaceGuide() {
    if (guideFrame || !app().querySelector(".guide[data-anchor]")) return;
    guideFrame = window.requestAnimationFrame(function () {
      guideFrame = 0;
      placeGuide(app());
    });
  }

  function formValues() {
    const values = {};
    for (const field of app().querySelectorAll("form [name]")) {
      values[field.getAttribute("name")] = field.value;
    }
    return values;
  }

  function activate(el, pointer, started) {
    if (el.disabled || el.getAttribute("aria-disabled") === "true") return null;
    const event = Object.assign({}, el.dataset);
    for (const name of LOCAL) delete event[name];
    event.pointer = pointer;
    if (event.form !== undefined) event.form = formValues();
    return send(event, started);
  }

  function onClick(ev) {
    const el = ev.target && ev.target.closest ? ev.target.closest("[data-act]") : null;
    if (!el || !app().contains(el)) return; // a click beside the controls does nothing
    // detail 0: a button pressed with Enter or Space
    const pointer = ev.detail === 0 ? "key" : (ev.pointerType || "mouse");
    activate(el, pointer, ev.timeStamp);
  }

  /* Only selects and check boxes report changes as they happen (the player count
     redraws the seats, the language every word, the pace applies at once). A text field's value travels with the form's buttons: a
     change sent when it loses focus would redraw the form between the press and the
     release of the button that took the focus, and that click would be lost. */
  function onChange(ev) {
    const field = ev.target;
    if (!field) return;
    const tag = (field.tagName || "").toLowerCase();
    const name = field.getAttribute("name");
    if (!name) return;
    if (tag === "select") send({ act: "field", name: name, value: field.value }, null);
    else if (tag === "input" && field.type === "file") upload(field);
    else if (tag === "input" && field.type === "checkbox") {
      send({ act: "field", name: name, value: field.checked ? "on" : "off" }, null);
    }
  }

  function onKey(ev) {
    hideTip();
    if (ev.ctrlKey || ev.metaKey || ev.altKey || !dispatch) return;
    const target = ev.target;
    const tag = (target.tagName || "").toLowerCase();
    const typing = tag === "input" || tag === "select" || tag === "textarea";
    if (typing && ev.key !== "Escape") return;
    // SVG targets are not buttons: Enter and Space activate them here.
    if ((ev.key === "Enter" || ev.key === " ") && target.matches &&
        target.matches("[data-act]") && tag !== "button") {
      ev.preventDefault();
      activate(target, "key", ev.timeStamp);
      return;
    }
    const inBoard = target.closest && target.closest("[data-board]") !== null;
    const inList = target.closest && target.closest("[data-keys]") !== null;
    if (ARROWS.has(ev.key) && !inBoard && !inList) return; // the page scrolls as usual
    if (!ARROWS.has(ev.key) && !SHORTCUTS.has(ev.key)) return;
    ev.preventDefault(); // the board's arrows must not scroll the page
    send({ act: "key", key: ev.key, pointer: "key" }, ev.timeStamp);
  }

  function saved() {
    const found = {};
    try {
      const storage = window.localStorage;
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key && key.startsWith(PREFIX)) found[key.slice(PREFIX.length)] = storage.getItem(key);
      }
    } catch (error) { /* no storage: nothing kept */ }
    return found;
  }

  /* Called by Python (py/urbanistes_ui/bridge.py) once it is loaded: `handler` is the
     app's, `fresh` makes a new app and returns its handler (restart, below). */
  function attach(handler, fresh) {
    makeApp = fresh;
    const root = app();
    root.addEventListener("click", onSwallow, true);
    root.addEventListener("contextmenu", onSwallow, true);
    root.addEventListener("click", onClick);
    root.addEventListener("pointerdown", onPointerDown);
    root.addEventListener("pointermove", onPointerMove);
    root.addEventListener("pointerup", endHold);
    root.addEventListener("pointercancel", endHold);
    window.addEventListener("scroll", hideTip, true);
    window.addEventListener("scroll", replaceGuide, true);
    window.addEventListener("resize", replaceGuide);
    root.addEventListener("change", onChange);
    root.addEventListener("pointerover", onHover);
    root.addEventListener("pointerout", onHover);
    root.addEventListener("focusin", preview);
    root.addEventListener("focusout", preview);
    root.addEventListener("submit", function (ev) { ev.preventDefault(); });
    document.addEventListener("keydown", onKey);
    const moved = function () { // Back, Forward, or a hash typed (both events may come)
      if (window.location.hash === shown) return;
      shown = window.location.hash;
      send({ act: "route", hash: shown }, null);
    };
    window.addEventListener("pagehide", keepNow);
    document.addEventListener("visibilitychange", function () {
      if (document.hidden) keepNow();
    });
    window.addEventListener("popstate", moved);
    window.addEventListener("hashchange", moved);
    begin(handler);
  }

  function begin(handler) {
    dispatch = handler;
    send({
      act: "init", storage: saved(),
      languages: Array.from(navigator.languages || [navigator.language || "en"]),
      base: window.location.origin + window.location.pathname,
      hash: window.location.hash, search: window.location.search,
      touch: window.matchMedia("(pointer: coarse)").matches,
    }, null);
    document.documentElement.setAttribute("data-ready", "1");
  }

  /* For the browser tests (tests/e2e/conftest.py), which reuse a tab from test to test:
     Pyodide's own start (3 s on the test machine) is then paid once per tab, not once per
     test. `park` stops the app in the tab (no bot step, no event reaches it) while the
     test's storage is cleared; `restart` starts a new app at `url` (this page's address,
     another hash or query), as a new tab there would start it. */
  let makeApp = null;

  function park() {
    wake += 1;
    unsaved = false;
    dispatch = null;
    endHold();
    hideTip();
    hovered = null;
  }

  function restart(url) {
    park();
    const note = document.getElementById("bridge-error");
    if (note) note.remove();
    const active = document.activeElement;
    if (active && active !== document.body) active.blur();
    document.documentElement.removeAttribute("data-ready");
    perf.length = 0;
    parts.length = 0;
    window.history.replaceState(null, "", url);
    shown = window.location.hash;
    app().textContent = "";
    window.scrollTo(0, 0);
    begin(makeApp());
  }

  window.Urbanistes = { attach: attach, park: park, restart: restart };
}());
