// Written by `bao book`: do not edit. A puzzle played on the page: touch a hole or type a move,
// and the page answers with the defence, or says why the move fails. Every verdict, reply and
// board comes from the page's data-play attribute and sealed boards, where the engine put them
// when the book was written: this script holds no rules and never computes a move.
(function () {
  "use strict";

  // The page's words: those of the book's language (bao-words.js), else English.
  var WORDS = window.baoWords || {};
  function word(key, english, values) {
    var text = Object.prototype.hasOwnProperty.call(WORDS, key) ? WORDS[key] : english;
    for (var name in values) {
      text = text.split("{" + name + "}").join(values[name]);
    }
    return text;
  }

  // Reads a puzzle's play tree; null when it is not usable.
  function treeOf(box) {
    var t;
    try {
      t = JSON.parse(box.getAttribute("data-play") || "");
    } catch (e) {
      return null;
    }
    if (!t || typeof t.side !== "string" || !Array.isArray(t.nodes) || t.nodes.length === 0) {
      return null;
    }
    return t;
  }

  function button(label, text) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = "bao-step-button";
    b.setAttribute("aria-label", label);
    b.textContent = text;
    return b;
  }

  function play(box) {
    var t = treeOf(box);
    if (!t) {
      return;
    }
    var store = box.querySelector(".bao-sealed") || box;
    var boards = {};
    var found = box.querySelectorAll("[data-turn]");
    for (var b = 0; b < found.length; b++) {
      boards[found[b].getAttribute("data-turn")] = found[b];
      found[b].hidden = true;
      found[b].classList.add("bao-answer-board");
      var holes = found[b].querySelectorAll("circle, rect");
      for (var h = 0; h < holes.length; h++) {
        var title = holes[h].querySelector("title");
        if (title) {
          holes[h].setAttribute("data-hole", title.textContent.split(",")[0]);
          holes[h].classList.add("bao-hole");
        }
      }
    }
    var walks = {};
    var lines = box.querySelectorAll("[data-walk]");
    for (var w = 0; w < lines.length; w++) {
      walks[lines[w].getAttribute("data-walk")] = lines[w];
      lines[w].hidden = true;
    }

    var ui = document.createElement("div");
    ui.className = "bao-ask bao-play-live";
    var prompt = document.createElement("p");
    prompt.className = "bao-play-prompt";
    var history = document.createElement("div");
    history.className = "bao-play-history";
    var stage = document.createElement("div");
    stage.className = "bao-play-stage";
    stage.setAttribute("tabindex", "-1");
    var form = document.createElement("form");
    form.className = "bao-ask-form";
    var label = document.createElement("label");
    var input = document.createElement("input");
    input.type = "text";
    input.className = "bao-ask-input";
    input.setAttribute("autocomplete", "off");
    input.setAttribute("autocapitalize", "none");
    input.setAttribute("spellcheck", "false");
    label.textContent = word("book-js-label", "{hint}: ", { hint: word("book-js-hint-move", "Your move, in either notation, or touch its hole") });
    label.appendChild(input);
    var go = button(word("book-js-play-the-move", "Play the move"), word("book-js-play", "Play"));
    go.type = "submit";
    form.appendChild(label);
    form.appendChild(go);
    var choices = document.createElement("div");
    choices.className = "bao-ask-choices";
    var feedback = document.createElement("div");
    feedback.className = "bao-feedback";
    feedback.setAttribute("aria-live", "polite");
    var again = button(word("book-js-again-puzzle", "Start the puzzle again"), word("book-js-again", "Start again"));
    ui.appendChild(history);
    ui.appendChild(prompt);
    ui.appendChild(stage);
    ui.appendChild(form);
    ui.appendChild(choices);
    ui.appendChild(feedback);
    ui.appendChild(again);

    var at = 0;
    var done = false;
    function say(words, right) {
      while (feedback.firstChild) {
        feedback.removeChild(feedback.firstChild);
      }
      feedback.className = "bao-feedback " + (right ? "bao-right" : "bao-wrong");
      for (var i = 0; i < words.length; i++) {
        var p = document.createElement("p");
        p.textContent = words[i];
        feedback.appendChild(p);
      }
    }
    function clearChoices() {
      var had = choices.contains(document.activeElement);
      while (choices.firstChild) {
        choices.removeChild(choices.firstChild);
      }
      if (had) {
        input.focus();
      }
    }
    function mark(hole) {
      var board = boards[String(at)];
      if (!board) {
        return;
      }
      var marked = board.querySelectorAll(".bao-touched");
      for (var m = 0; m < marked.length; m++) {
        marked[m].classList.remove("bao-touched");
      }
      var spot = hole ? board.querySelector("[data-hole=\"" + hole.replace(/[^A-Ba-b1-8]/g, "") + "\"]") : null;
      if (spot) {
        spot.classList.add("bao-touched");
      }
    }
    // Shows the solver's turn `n`: its board, to be touched, and what is asked.
    function turn(n) {
      at = n;
      var node = t.nodes[n];
      for (var k in boards) {
        if (Object.prototype.hasOwnProperty.call(boards, k)) {
          boards[k].hidden = k !== String(n);
          if (k === String(n)) {
            stage.appendChild(boards[k]);
          }
        }
      }
      mark(null);
      prompt.textContent = node.left === 1
        ? word("book-js-win-at-once", "{side} to move: find the move that wins at once.", { side: t.side })
        : word("book-js-win-within", "{side} to move: win within {turns} turns.", { side: t.side, turns: node.left });
    }
    function finish() {
      done = true;
      prompt.textContent = word("book-js-solved", "Solved: {side} wins.", { side: t.side });
      stage.hidden = true;
      form.hidden = true;
      again.focus();
    }
    function judge(text) {
      clearChoices();
      if (done) {
        return;
      }
      var node = t.nodes[at];
      var key = text.trim();
      if (key === "") {
        return;
      }
      if (node.spell && Object.prototype.hasOwnProperty.call(node.spell, key)) {
        key = node.spell[key];
      }
      var verdict = Object.prototype.hasOwnProperty.call(node.moves, key) ? node.moves[key] : null;
      if (!verdict) {
        say([word("book-js-not-move", "“{text}” is not a legal move here, or not one bao can read.", { text: text.trim() })], false);
        return;
      }
      mark(key.slice(0, 2));
      if (!verdict.right) {
        say([verdict.words, word("book-js-try-another", "Try another move.")], false);
        return;
      }
      input.value = "";
      var walk = walks[String(verdict.walk)];
      if (walk) {
        history.appendChild(walk);
        walk.hidden = false;
      }
      if (typeof verdict.next === "number" && t.nodes[verdict.next]) {
        say([verdict.words, word("book-js-move-again", "Your move again.")], true);
        turn(verdict.next);
      } else {
        say([verdict.words], true);
        finish();
      }
    }
    function offer(moves) {
      clearChoices();
      var p = document.createElement("p");
      p.textContent = word("book-js-which-move", "More than one move starts there: which one?");
      choices.appendChild(p);
      moves.forEach(function (mv) {
        var c = button(word("book-js-play-move", "Play {move}", { move: mv }), mv);
        c.addEventListener("click", function () { input.value = mv; judge(mv); });
        choices.appendChild(c);
      });
      choices.querySelector("button").focus();
    }
    function touched(hole) {
      if (done) {
        return;
      }
      mark(hole);
      var moves = (t.nodes[at].starts && t.nodes[at].starts[hole]) || [];
      if (moves.length === 0) {
        clearChoices();
        say([word("book-js-no-move-from", "No legal move starts from {hole}.", { hole: hole })], false);
      } else if (moves.length === 1) {
        input.value = moves[0];
        judge(moves[0]);
      } else {
        offer(moves);
      }
    }
    function restart() {
      for (var k in walks) {
        if (Object.prototype.hasOwnProperty.call(walks, k)) {
          walks[k].hidden = true;
          store.appendChild(walks[k]);
        }
      }
      done = false;
      stage.hidden = false;
      form.hidden = false;
      input.value = "";
      clearChoices();
      while (feedback.firstChild) {
        feedback.removeChild(feedback.firstChild);
      }
      feedback.className = "bao-feedback";
      turn(0);
      input.focus();
    }
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      judge(input.value);
    });
    again.addEventListener("click", restart);
    stage.addEventListener("click", function (event) {
      var hole = event.target.closest ? event.target.closest("[data-hole]") : null;
      if (hole) {
        touched(hole.getAttribute("data-hole"));
      }
      // On the page's body the next arrow key would turn the page: the focus stays here.
      if (!box.contains(document.activeElement)) {
        stage.focus({ preventScroll: true });
      }
    });
    // The arrow keys are the book's page turns: in the puzzle they stay with its field, its
    // buttons and its steppers, and never lose the moves played.
    box.addEventListener("keydown", function (event) {
      if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
        event.stopPropagation();
      }
    });
    stage.classList.add("bao-touchable");
    box.insertBefore(ui, box.firstChild);
    box.classList.add("bao-play-ready");
    turn(0);
  }

  function start() {
    var boxes = document.querySelectorAll("div.bao-play[data-play]");
    for (var i = 0; i < boxes.length; i++) {
      play(boxes[i]);
    }
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
