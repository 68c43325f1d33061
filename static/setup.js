// The setup editor. With this script the arrangement lives in the page until it is submitted: pieces go from
// the tray to the board and back by dragging (Pointer Events, so fingers work as well as mice), or by choosing
// a piece and then a square with a click, Enter or Space. Without it the page's forms swap two squares at a time.
(function () {
  "use strict";
  const editor = document.getElementById("setup-editor");
  const text = document.getElementById("setup-text");
  if (!editor || !text) return;
  const words = editor.dataset;
  const area = words.area.split(" ");
  const files = Number(words.files);
  const table = editor.querySelector("table.board");
  const tray = document.getElementById("tray");
  const kinds = [...tray.querySelectorAll(".tray-piece")];
  const status = document.getElementById("setup-status");
  const refused = document.getElementById("setup-refused");
  const confirmStep = document.getElementById("setup-confirm");
  const submitButton = document.querySelector("#submit-form button[value=submit]");
  const cells = new Map(area.map(sq => [sq, table.querySelector(`td[data-square="${sq}"]`)]));
  const board = new Map(); // square → piece code
  let held = null; // { from: "tray" or a square, code }: the piece chosen by a click or a key

  const fill = (pattern, values) => Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`%${k}%`, v), pattern);
  const kind = code => kinds.find(k => k.dataset.code === code);
  const placed = code => [...board.values()].filter(c => c === code).length;
  const left = k => Number(k.dataset.count) - placed(k.dataset.code);
  const arrangement = () => area.map(sq => board.get(sq) || ".").join("");
  const stillToPlace = () => kinds.filter(k => left(k) > 0)
    .map(k => fill(k.dataset.counted, { n: left(k) })).join(words.join);

  // Takes what the setup text format takes, one code or "." a square, as long as no kind is there more often
  // than the army has it: a half-placed army is fine here, the server refuses it only when submitted.
  function load(setupText) {
    const codes = [...setupText.trim()];
    if (codes.length !== area.length || codes.some(c => c !== "." && !kind(c))) return false;
    const next = new Map(area.map((sq, i) => [sq, codes[i]]).filter(([, c]) => c !== "."));
    const counts = [...next.values()];
    if (kinds.some(k => counts.filter(c => c === k.dataset.code).length > Number(k.dataset.count))) return false;
    board.clear();
    next.forEach((c, sq) => board.set(sq, c));
    return true;
  }

  // A piece from the tray onto a square sends what stood there back; a piece from the board swaps places.
  function drop(from, code, sq) {
    if (from === sq) return;
    const there = board.get(sq);
    board.set(sq, code);
    if (from === "tray") return;
    if (there) board.set(from, there); else board.delete(from);
  }
  const toTray = from => { if (from !== "tray") board.delete(from); };

  function mirror() {
    const turned = new Map();
    board.forEach((code, sq) => {
      const i = area.indexOf(sq), row = Math.floor(i / files);
      turned.set(area[row * files + files - 1 - (i % files)], code);
    });
    board.clear();
    turned.forEach((code, sq) => board.set(sq, code));
  }

  function render() {
    cells.forEach((td, sq) => {
      const code = board.get(sq), button = td.firstElementChild;
      button.replaceChildren(...(code ? [kind(code).querySelector(".piece").cloneNode(true)] : []));
      button.setAttribute("aria-label", fill(words.squareWords, { square: sq, what: code ? kind(code).dataset.words : words.empty }));
      td.classList.toggle("selected", held !== null && held.from === sq);
      td.classList.toggle("filled", Boolean(code));
    });
    kinds.forEach(k => {
      const n = left(k), holding = held !== null && held.from === "tray" && held.code === k.dataset.code;
      k.querySelector(".left").textContent = n;
      k.setAttribute("aria-label", JSON.parse(k.dataset.labels)[n]);
      k.setAttribute("aria-pressed", String(holding));
      // An empty slot still takes a piece sent back from the board.
      k.setAttribute("aria-disabled", String(n === 0 && (held === null || held.from === "tray")));
      k.classList.toggle("gone", n === 0);
    });
    const missing = stillToPlace();
    if (document.activeElement !== text) text.value = arrangement();
    document.querySelectorAll("form input[type=hidden][name=text]").forEach(input => { input.value = arrangement(); });
    status.textContent = held ? fill(words.holding, { piece: kind(held.code).dataset.words })
      : missing ? fill(words.still, { pieces: missing }) : words.allPlaced;
    refused.hidden = true;
    confirmStep.hidden = true;
  }

  // One tab stop for the whole board; the arrow keys go from square to square.
  function focusSquare(td) {
    cells.forEach(c => c.firstElementChild.setAttribute("tabindex", c === td ? "0" : "-1"));
    td.firstElementChild.focus();
  }

  function chooseInTray(k, byKey) {
    if (held && held.from !== "tray") {
      toTray(held.from);
      held = null;
    } else if (held && held.code === k.dataset.code) {
      held = null;
    } else if (left(k) > 0) {
      held = { from: "tray", code: k.dataset.code };
      const empty = area.find(sq => !board.has(sq));
      if (byKey && empty) focusSquare(cells.get(empty));
    }
  }

  function chooseSquare(td, byKey) {
    const sq = td.dataset.square;
    focusSquare(td);
    if (!held) {
      if (board.has(sq)) held = { from: sq, code: board.get(sq) };
      return;
    }
    const { from, code } = held;
    drop(from, code, sq);
    held = null;
    if (byKey && from === "tray") {
      // Back to the tray for the next piece: the same kind while any is left, else the next one left.
      const next = [kind(code), ...kinds].find(k => left(k) > 0);
      (next || submitButton).focus();
    }
  }

  let afterDrag = false;
  editor.addEventListener("click", (event) => {
    if (afterDrag) return;
    const k = event.target.closest(".tray-piece"), td = event.target.closest("td.sq.area");
    // A click made with Enter or Space has no mouse position to speak of: detail is 0.
    const byKey = event.detail === 0;
    if (k) chooseInTray(k, byKey);
    else if (td) chooseSquare(td, byKey);
    else if (held && held.from !== "tray" && event.target.closest("#tray") && !event.target.closest("button")) {
      // Anywhere in the tray takes a piece back, not only its kind's slot.
      toTray(held.from);
      held = null;
    } else return;
    render();
  });

  editor.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && held) {
      held = null;
      render();
      return;
    }
    const td = event.target.closest("td.sq.area");
    if (!td) return;
    if ((event.key === "Delete" || event.key === "Backspace") && board.has(td.dataset.square)) {
      event.preventDefault();
      toTray(td.dataset.square);
      held = null;
      render();
      return;
    }
    const step = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] }[event.key];
    if (!step) return;
    event.preventDefault();
    const row = table.rows[td.parentElement.rowIndex + step[0]];
    const next = row && row.cells[td.cellIndex + step[1]];
    if (next && next.matches("td.sq.area")) focusSquare(next);
  });

  // Dragging: a press that moves a few pixels lifts the piece; letting go over a square drops it there, over
  // the tray sends it back, anywhere else leaves everything as it was. A press that does not move is a click.
  let drag = null;
  const clearOver = () => editor.querySelectorAll(".over").forEach(e => e.classList.remove("over"));
  const targetAt = (x, y) => {
    const under = document.elementFromPoint(x, y);
    return under && (under.closest("#setup-editor td.sq.area") || under.closest("#tray"));
  };
  editor.addEventListener("pointerdown", (event) => {
    if (!event.isPrimary || event.button !== 0) return;
    const k = event.target.closest(".tray-piece"), td = event.target.closest("td.sq.area");
    const from = k ? (left(k) > 0 ? "tray" : null) : td && board.has(td.dataset.square) ? td.dataset.square : null;
    if (!from) return;
    drag = { from, code: k ? k.dataset.code : board.get(from), x: event.clientX, y: event.clientY, ghost: null };
  });
  document.addEventListener("pointermove", (event) => {
    if (!drag) return;
    if (!drag.ghost) {
      if (Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 6) return;
      drag.ghost = kind(drag.code).querySelector(".piece").cloneNode(true);
      drag.ghost.classList.add("ghost");
      drag.size = cells.get(area[0]).getBoundingClientRect().width;
      drag.ghost.style.width = drag.ghost.style.height = `${drag.size}px`;
      document.body.append(drag.ghost);
      held = null;
      render();
    }
    drag.ghost.style.left = `${event.clientX - drag.size / 2}px`;
    drag.ghost.style.top = `${event.clientY - drag.size / 2}px`;
    clearOver();
    const target = targetAt(event.clientX, event.clientY);
    if (target) target.classList.add("over");
  });
  const endDrag = (event) => {
    if (!drag) return;
    const lifted = drag;
    drag = null;
    if (!lifted.ghost) return;
    lifted.ghost.remove();
    clearOver();
    const target = event.type === "pointerup" && targetAt(event.clientX, event.clientY);
    if (target && target.id === "tray") toTray(lifted.from);
    else if (target) drop(lifted.from, lifted.code, target.dataset.square);
    // The click that follows letting go is part of the drag.
    afterDrag = true;
    setTimeout(() => { afterDrag = false; }, 0);
    render();
  };
  document.addEventListener("pointerup", endDrag);
  document.addEventListener("pointercancel", endDrag);

  text.addEventListener("input", () => { if (load(text.value)) render(); });

  document.getElementById("setup-clear").addEventListener("click", () => {
    board.clear();
    held = null;
    render();
  });

  // Mirror happens here; Suggest asks the server for a new draft. Submit asks first, and sends the whole
  // arrangement with the answer.
  document.getElementById("submit-form").addEventListener("click", (event) => {
    const button = event.target.closest("button");
    if (!button || (button.value !== "mirror" && button.value !== "submit")) return;
    event.preventDefault();
    held = null;
    if (button.value === "mirror") mirror();
    render();
    if (button.value !== "submit") return;
    const missing = stillToPlace();
    if (missing) {
      refused.textContent = fill(words.still, { pieces: missing });
      refused.hidden = false;
      return;
    }
    confirmStep.hidden = false;
    confirmStep.querySelector("button[type=submit]").focus();
  });
  // Saving sends the arrangement too, which the server takes only whole: say so here, before the page is left.
  const refuseHalfPlaced = (event) => {
    const missing = stillToPlace();
    if (!missing) return;
    event.preventDefault();
    refused.textContent = fill(words.still, { pieces: missing });
    refused.hidden = false;
    refused.scrollIntoView({ block: "center" });
  };
  document.querySelectorAll("form input[name=action][value=save]").forEach(i => i.form.addEventListener("submit", refuseHalfPlaced));
  document.getElementById("setup-confirm-cancel").addEventListener("click", () => {
    confirmStep.hidden = true;
    submitButton.focus();
  });

  cells.forEach((td) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "cell";
    button.tabIndex = -1;
    td.classList.remove("selected");
    td.replaceChildren(button);
  });
  cells.get(area[0]).firstElementChild.tabIndex = 0;
  load(text.value);
  document.querySelectorAll(".no-editor").forEach(e => { e.hidden = true; });
  editor.classList.add("live");
  tray.hidden = false;
  render();
})();
