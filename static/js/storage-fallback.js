/* Urbanistes: keep PyScript starting where the browser denies IndexedDB.
 *
 * Embedded in someone else's page, a browser that blocks third-party storage (private
 * windows, strict settings) refuses indexedDB.open. PyScript 0.7 opens an IndexedDB store
 * for its optional file-system feature while it loads, and that refusal stops Python from
 * starting at all. The app itself never needs IndexedDB, so when (and only when) the real
 * open fails, this answers with a small in-memory database instead: nothing persists,
 * everything else runs. It must run before PyScript's module, as a classic script.
 */
(() => {
  "use strict";
  if (!("IDBFactory" in window)) return;
  const realOpen = IDBFactory.prototype.open;

  // A request that settles asynchronously, like IDBRequest, with event-handler slots.
  const settle = (request, result, events = ["success"]) => {
    setTimeout(() => {
      request.result = result;
      request.readyState = "done";
      for (const type of events) {
        const event = { type, target: request, preventDefault() {} };
        if (typeof request["on" + type] === "function") request["on" + type](event);
      }
    }, 0);
    return request;
  };

  const memoryStore = (data, tx) => ({
    get: (key) => settle({}, data.get(key)),
    put: (value, key) => { data.set(key, value); tx._touch(); return settle({}, key); },
    add: (value, key) => { data.set(key, value); tx._touch(); return settle({}, key); },
    delete: (key) => { data.delete(key); tx._touch(); return settle({}, undefined); },
    clear: () => { data.clear(); tx._touch(); return settle({}, undefined); },
    count: () => settle({}, data.size),
    getAll: () => settle({}, [...data.values()]),
    getAllKeys: () => settle({}, [...data.keys()]),
  });

  const memoryDatabase = (name) => {
    const stores = new Map();
    const names = () => Object.assign([...stores.keys()], {
      contains: (n) => stores.has(n),
    });
    const db = {
      name,
      get objectStoreNames() { return names(); },
      createObjectStore(storeName) { stores.set(storeName, new Map()); return {}; },
      close() {},
      transaction(storeNames) {
        const tx = {
          _done: false,
          _touch() {
            if (tx._done) return;
            tx._done = true;
            setTimeout(() => { if (typeof tx.oncomplete === "function") tx.oncomplete({ target: tx }); }, 0);
          },
          objectStore(storeName) {
            if (!stores.has(storeName)) stores.set(storeName, new Map());
            return memoryStore(stores.get(storeName), tx);
          },
          commit() { tx._touch(); },
          abort() {},
        };
        return tx;
      },
    };
    return db;
  };

  IDBFactory.prototype.open = function (name, version) {
    const request = { readyState: "pending", error: null };
    const fallBack = () => {
      const db = memoryDatabase(name);
      const upgrade = { type: "upgradeneeded", target: request, preventDefault() {} };
      request.transaction = db.transaction([]);
      setTimeout(() => {
        request.result = db;
        if (typeof request.onupgradeneeded === "function") request.onupgradeneeded(upgrade);
        request.transaction._touch();
        settle(request, db);
      }, 0);
    };
    let real;
    try {
      real = realOpen.call(this, name, version);
    } catch (error) {
      fallBack();
      return request;
    }
    real.onupgradeneeded = (event) => {
      request.result = real.result;
      request.transaction = real.transaction;
      if (typeof request.onupgradeneeded === "function") {
        request.onupgradeneeded({ type: "upgradeneeded", target: request,
          oldVersion: event.oldVersion, newVersion: event.newVersion });
      }
    };
    real.onsuccess = () => settle(request, real.result);
    real.onblocked = (event) => { if (typeof request.onblocked === "function") request.onblocked(event); };
    real.onerror = (event) => {
      event.preventDefault();
      console.warn("Urbanistes: IndexedDB refused here; using memory instead:", real.error && real.error.message);
      fallBack();
    };
    return request;
  };
})();
