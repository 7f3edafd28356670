// Written by `bao book`: do not edit. The book's steppers, in plain JavaScript with nothing
// loaded from elsewhere. Every step, board and word comes from the page, where the engine put
// them when the book was written; this script holds no rules and never computes a move.
(function () {
  "use strict";

  // Reads a walkthrough's steps from its data-steps attribute; null when they are not usable.
  function stepsOf(walk, figures) {
    var steps;
    try {
      steps = JSON.parse(walk.getAttribute("data-steps") || "");
    } catch (e) {
      return null;
    }
    if (!Array.isArray(steps) || steps.length === 0) {
      return null;
    }
    for (var i = 0; i < steps.length; i++) {
      var s = steps[i];
      if (!s || typeof s.words !== "string" || typeof s.figure !== "number" ||
          s.figure < 0 || s.figure >= figures.length) {
        return null;
      }
    }
    return steps;
  }

  function button(label, text) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = "bao-step-button";
    b.setAttribute("aria-label", label);
    b.textContent = text;
    return b;
  }

  // Turns one walkthrough into a stepper: one board, back, next and play, the arrow keys, and
  // the step's words in a live region. The drawn figures stay in the page, hidden.
  function stepper(walk) {
    var figures = walk.querySelectorAll("figure.bao-figure");
    var steps = stepsOf(walk, figures);
    if (!steps) {
      return;
    }
    var move = walk.getAttribute("data-move") || "the move";
    var box = document.createElement("div");
    box.className = "bao-stepper";
    box.tabIndex = 0;
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", "Step through " + move + ": left and right arrow keys, or the buttons");
    var boards = document.createElement("div");
    boards.className = "bao-stepper-board";
    var shown = [];
    for (var f = 0; f < figures.length; f++) {
      var copy = figures[f].cloneNode(true);
      copy.hidden = true;
      boards.appendChild(copy);
      shown.push(copy);
    }
    var words = document.createElement("p");
    words.className = "bao-step-words";
    words.setAttribute("aria-live", "polite");
    var controls = document.createElement("div");
    controls.className = "bao-step-controls";
    var back = button("Back one step", "\u25C0 Back");
    var play = button("Play", "\u25B6 Play");
    var next = button("Next step", "Next \u25B6");
    var count = document.createElement("span");
    count.className = "bao-step-count";
    controls.appendChild(back);
    controls.appendChild(play);
    controls.appendChild(next);
    controls.appendChild(count);
    box.appendChild(boards);
    box.appendChild(words);
    box.appendChild(controls);

    var at = 0;
    var timer = null;
    function show(i) {
      at = Math.max(0, Math.min(steps.length - 1, i));
      for (var k = 0; k < shown.length; k++) {
        shown[k].hidden = k !== steps[at].figure;
      }
      words.textContent = steps[at].words;
      count.textContent = "Step " + (at + 1) + " of " + steps.length;
      box.setAttribute("data-step", String(at));
      back.disabled = at === 0;
      next.disabled = at === steps.length - 1;
    }
    function stop() {
      if (timer !== null) {
        clearInterval(timer);
        timer = null;
      }
      play.textContent = "\u25B6 Play";
      play.setAttribute("aria-label", "Play");
    }
    function toggle() {
      if (timer !== null) {
        stop();
        return;
      }
      if (at === steps.length - 1) {
        show(0);
      }
      play.textContent = "\u275A\u275A Pause";
      play.setAttribute("aria-label", "Pause");
      timer = setInterval(function () {
        if (at >= steps.length - 1) {
          stop();
        } else {
          show(at + 1);
        }
      }, 1200);
    }
    back.addEventListener("click", function () { stop(); show(at - 1); });
    next.addEventListener("click", function () { stop(); show(at + 1); });
    play.addEventListener("click", toggle);
    box.addEventListener("keydown", function (event) {
      var target = event.target;
      if (target !== box && target.tagName === "BUTTON" && (event.key === " " || event.key === "Enter")) {
        return;
      }
      var to = null;
      if (event.key === "ArrowRight") { to = at + 1; }
      else if (event.key === "ArrowLeft") { to = at - 1; }
      else if (event.key === "Home") { to = 0; }
      else if (event.key === "End") { to = steps.length - 1; }
      if (to === null) {
        return;
      }
      event.preventDefault();
      // The arrow keys are the book's page turns too: the stepper keeps them while it has focus.
      event.stopPropagation();
      stop();
      show(to);
    });
    var children = Array.prototype.slice.call(walk.children);
    for (var c = 0; c < children.length; c++) {
      children[c].hidden = true;
      children[c].classList.add("bao-walk-static");
    }
    walk.insertBefore(box, walk.firstChild);
    walk.classList.add("bao-walk-live");
    show(0);
  }

  function start() {
    var walks = document.querySelectorAll("div.bao-walk[data-steps]");
    for (var i = 0; i < walks.length; i++) {
      stepper(walks[i]);
    }
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
