// Progressive help for the board: every action also works as a plain form or link without this script.
(function () {
  "use strict";

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
      if (!moveForm.dataset.confirmMove) {
        moveForm.elements["from"].value = from;
        let field = moveForm.querySelector("input[name=to]");
        if (!field) {
          field = document.createElement("input");
          field.type = "hidden";
          field.name = "to";
          moveForm.appendChild(field);
        }
        field.value = to;
        moveForm.submit();
        return;
      }
      const enemy = toTd.querySelector(".piece:not(.mine)");
      const question = (enemy ? moveForm.dataset.confirmAttack : moveForm.dataset.confirmMove)
        .replaceAll("%piece%", fromTd.dataset.piece).replaceAll("%from%", from).replaceAll("%to%", to);
      ask(question, { csrf: moveForm.dataset.csrf, ply: moveForm.elements["ply"].value, from, to });
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
      const sendButton = document.createElement("button");
      sendButton.type = "submit";
      sendButton.textContent = moveForm.dataset.send;
      const cancel = document.createElement("button");
      cancel.type = "button";
      cancel.className = "secondary";
      cancel.textContent = moveForm.dataset.cancel;
      cancel.addEventListener("click", () => { step.remove(); clear(); chosen = null; });
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

  // The language menu answers at once; without JavaScript its button does.
  document.querySelectorAll("form.language select").forEach(s => s.addEventListener("change", () => s.form.submit()));

  document.querySelectorAll("form[data-confirm]").forEach(f => f.addEventListener("submit", (event) => {
    if (!window.confirm(f.dataset.confirm)) event.preventDefault();
  }));
})();
