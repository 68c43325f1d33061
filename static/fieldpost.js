// Progressive help for the board: every action also works as a plain form or link without this script.
(function () {
  "use strict";

  // What lives in the page's main part: bound again when a live page draws itself anew.
  const init = () => {
  // Play: click one of your pieces (or press Enter on it), its legal targets light up and can be reached with
  // Tab; click one (or press Enter) to move.
  const moveForm = document.getElementById("move-form");
  if (moveForm) {
    let chosen = null;
    const clear = () => moveForm.querySelectorAll("td.target, td.selected").forEach(td => {
      td.classList.remove("target", "selected");
      const cell = td.querySelector(".cell");
      if (cell && cell.tagName === "SPAN") {
        cell.removeAttribute("tabindex");
        cell.removeAttribute("role");
      }
    });
    const act = (event) => {
      const td = event.target.closest("td.sq");
      if (!td) return;
      if (td.dataset.targets) {
        event.preventDefault();
        clear();
        chosen = td;
        td.classList.add("selected");
        let first = null;
        td.dataset.targets.split(" ").forEach(sq => {
          const t = moveForm.querySelector(`td[data-square="${sq}"]`);
          if (!t) return;
          t.classList.add("target");
          const cell = t.querySelector(".cell");
          cell.setAttribute("tabindex", "0");
          cell.setAttribute("role", "button");
          first = first || cell;
        });
        if (first && event.type === "keydown") first.focus();
      } else if (chosen && td.classList.contains("target")) {
        event.preventDefault();
        send(chosen, td);
      }
    };
    // Without the confirmation preference the move goes at once. With it, the question is asked here, in the
    // page; Send posts the move itself (the form's own action is the confirmation page, for browsers
    // without this script).
    const send = (fromTd, toTd) => {
      const from = fromTd.dataset.square, to = toTd.dataset.square;
      // The first move of a two-move turn that shows nothing new is planned, not sent: the page comes back drawn
      // after it, and the second move is chosen there. Both go together.
      if ((fromTd.dataset.plan || "").split(" ").includes(to)) {
        window.location.href = `${window.location.pathname}?after=${from}-${to}`;
        return;
      }
      const planned = moveForm.dataset.plannedFrom;
      const fields = planned
        ? { csrf: moveForm.dataset.csrf, ply: moveForm.elements["ply"].value, from: planned, to: moveForm.dataset.plannedTo, from2: from, to2: to }
        : { csrf: moveForm.dataset.csrf, ply: moveForm.elements["ply"].value, from, to };
      if (!("ask" in moveForm.dataset)) {
        const form = postForm(fields);
        document.body.appendChild(form);
        form.submit();
        return;
      }
      // Each legal move's question comes worded from the server, in the order of the piece's targets.
      const questions = (fromTd.dataset.questions || "").split("\n");
      const question = planned
        ? moveForm.dataset.confirmTurn.replaceAll("%from2%", from).replaceAll("%to2%", to)
        : questions[fromTd.dataset.targets.split(" ").indexOf(to)] || "";
      // The move asked about is drawn on the board while the question is open.
      fromTd.classList.add("pending");
      toTd.classList.add("pending");
      ask(question, fields);
    };
    const postForm = (fields) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = moveForm.dataset.post;
      Object.entries(fields).forEach(([name, value]) => {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form.appendChild(input);
      });
      return form;
    };
    const ask = (question, fields) => {
      document.querySelectorAll(".confirm-step").forEach(d => d.remove());
      const step = document.createElement("div");
      step.className = "confirm-step";
      step.setAttribute("role", "alertdialog");
      const text = document.createElement("p");
      text.id = "confirm-question";
      text.textContent = question;
      step.setAttribute("aria-labelledby", text.id);
      const form = postForm(fields);
      const sendButton = document.createElement("button");
      sendButton.type = "submit";
      sendButton.textContent = moveForm.dataset.send;
      const cancel = document.createElement("button");
      cancel.type = "button";
      cancel.className = "secondary";
      cancel.textContent = moveForm.dataset.cancel;
      cancel.addEventListener("click", () => {
        step.remove();
        clear();
        moveForm.querySelectorAll("td.pending").forEach(td => td.classList.remove("pending"));
        chosen = null;
      });
      form.append(sendButton, " ", cancel);
      step.append(text, form);
      moveForm.after(step);
      sendButton.focus();
    };
    moveForm.addEventListener("click", act);
    moveForm.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") act(event);
    });
  }

  // Notes: choosing a hidden enemy piece opens its note beside it, the form the page draws without this script
  // (fetched as that page), so the board stays in view.
  document.querySelectorAll("td.sq a.cell[href*='?note=']").forEach(link => link.addEventListener("click", (event) => {
    event.preventDefault();
    // An enemy piece the chosen piece can attack is a target: the click is the attack, not a note.
    if (link.closest("td.target")) return;
    fetch(link.href, { credentials: "same-origin" }).then(res => res.ok ? res.text() : null).then(text => {
      const form = text && new DOMParser().parseFromString(text, "text/html").getElementById("note-form");
      if (!form) { window.location.href = link.href; return; }
      document.querySelectorAll(".note-popover").forEach(p => p.remove());
      const pop = document.createElement("div");
      pop.className = "note-popover";
      pop.setAttribute("role", "dialog");
      pop.setAttribute("aria-labelledby", "note-heading");
      form.querySelector("h2").id = "note-heading";
      const cancel = form.querySelector("a");
      const close = () => { pop.remove(); link.focus(); };
      cancel.addEventListener("click", (e) => { e.preventDefault(); close(); });
      pop.addEventListener("keydown", (e) => { if (e.key === "Escape") close(); });
      pop.appendChild(document.adoptNode(form));
      document.body.appendChild(pop);
      const cell = link.getBoundingClientRect();
      const width = pop.offsetWidth;
      pop.style.left = `${Math.max(4, Math.min(cell.left + window.scrollX, window.scrollX + document.documentElement.clientWidth - width - 4))}px`;
      pop.style.top = `${cell.bottom + window.scrollY + 4}px`;
      pop.querySelector("select").focus();
    });
  }));

  document.querySelectorAll("main form[data-confirm]").forEach(f => f.addEventListener("submit", (event) => {
    if (!window.confirm(f.dataset.confirm)) event.preventDefault();
  }));

  follow();
  };

  // A game page that is open follows its game: the server says on a stream that the game changed (never how),
  // and the page fetches itself again, drawn from its own viewer's view. A page waits while its player is in the
  // middle of something (a piece chosen, a question open, words typed), and draws itself after.
  let stream = null;
  let stale = false;
  const busy = () => document.querySelector("td.sq.selected, .confirm-step, td.sq.pending, .note-popover") !== null
    || [...document.querySelectorAll("main textarea, main input:not([type=hidden])")].some(f => f.value !== "" && f === document.activeElement);
  const follow = () => {
    if (stream) { stream.close(); stream = null; }
    const area = document.querySelector("[data-live]");
    if (!area || !window.EventSource || !window.fetch) return;
    stream = new EventSource(area.dataset.live);
    stream.addEventListener("changed", () => { stale = true; redraw(); });
  };
  const redraw = () => {
    if (!stale) return;
    if (busy()) { setTimeout(redraw, 1000); return; }
    stale = false;
    fetch(window.location.href, { credentials: "same-origin", cache: "no-store" }).then(res => {
      // Sent elsewhere (a session that ended): the browser goes there itself.
      if (res.redirected) { window.location.reload(); return null; }
      if (!res.ok || !(res.headers.get("content-type") || "").startsWith("text/html")) return null;
      return res.text();
    }).then(text => {
      if (text === null) return;
      // The player began something while the page was on its way: draw it after.
      if (busy()) { stale = true; setTimeout(redraw, 1000); return; }
      const fresh = new DOMParser().parseFromString(text, "text/html");
      const typed = [...document.querySelectorAll("main textarea")].map(t => [t.name, t.value]);
      for (const part of ["header.top", "main"]) {
        const old = document.querySelector(part), now = fresh.querySelector(part);
        if (old && now) old.replaceWith(document.adoptNode(now));
      }
      typed.forEach(([name, value]) => {
        const t = document.querySelector(`main textarea[name="${name}"]`);
        if (t && value) t.value = value;
      });
      document.title = fresh.title;
      init();
    }).catch(() => { stale = true; setTimeout(redraw, 3000); });
  };

  init();

  // The browser knows its own time zone: the banner offers it, and the account page fills it in.
  const browserZone = window.Intl && Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (browserZone) {
    // A browser on UTC has nothing better to offer than what the page already shows.
    if (!/^(Etc\/)?UTC$/.test(browserZone)) document.querySelectorAll("[data-zone-offer]").forEach(form => {
      form.querySelector("[data-zone-name]").textContent = browserZone;
      form.querySelector("[data-zone-use]").value = browserZone;
      form.hidden = false;
    });
    document.querySelectorAll("[data-zone-form]").forEach(form => {
      const button = form.querySelector("[data-zone-browser]");
      button.hidden = false;
      button.addEventListener("click", () => { form.elements.zone.value = browserZone; });
    });
  }

  // The language menu answers at once; without JavaScript its button does.
  document.querySelectorAll("form.language select").forEach(s => s.addEventListener("change", () => s.form.submit()));
})();
