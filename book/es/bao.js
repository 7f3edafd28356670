// Written by `bao book`: do not edit. The book's steppers and questions, in plain JavaScript with nothing
// loaded from elsewhere. Every step, board and word comes from the page, where the engine put
// them when the book was written (every verdict on an answer too); this script holds no rules
// and never computes a move.
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
    var move = walk.getAttribute("data-move") || word("book-js-the-move", "the move");
    var box = document.createElement("div");
    box.className = "bao-stepper";
    box.tabIndex = 0;
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", word("book-js-step-through", "Step through {move}: left and right arrow keys, or the buttons", { move: move }));
    // Every board is laid out, one over another, and only the step's is visible: the stepper
    // is as tall as its tallest board at any width, so the buttons never move under a pointer.
    var boards = document.createElement("div");
    boards.className = "bao-stepper-board bao-stack";
    var shown = [];
    for (var f = 0; f < figures.length; f++) {
      var copy = figures[f].cloneNode(true);
      copy.classList.add("bao-off");
      copy.setAttribute("aria-hidden", "true");
      boards.appendChild(copy);
      shown.push(copy);
    }
    // The words too: the live one over the unseen words of every step, which keep its height.
    var text = document.createElement("div");
    text.className = "bao-step-text bao-stack";
    var words = document.createElement("p");
    words.className = "bao-step-words";
    words.setAttribute("aria-live", "polite");
    text.appendChild(words);
    for (var w = 0; w < steps.length; w++) {
      var sizer = document.createElement("p");
      sizer.className = "bao-step-words bao-off";
      sizer.setAttribute("aria-hidden", "true");
      sizer.textContent = steps[w].words;
      text.appendChild(sizer);
    }
    var controls = document.createElement("div");
    controls.className = "bao-step-controls";
    var back = button(word("book-js-back-step", "Back one step"), "\u25C0 " + word("book-js-back", "Back"));
    var play = button(word("book-js-play", "Play"), "\u25B6 " + word("book-js-play", "Play"));
    var next = button(word("book-js-next-step", "Next step"), word("book-js-next", "Next") + " \u25B6");
    var count = document.createElement("span");
    count.className = "bao-step-count";
    controls.appendChild(back);
    controls.appendChild(play);
    controls.appendChild(next);
    controls.appendChild(count);
    box.appendChild(boards);
    box.appendChild(text);
    box.appendChild(controls);

    var at = 0;
    var timer = null;
    function show(i) {
      at = Math.max(0, Math.min(steps.length - 1, i));
      for (var k = 0; k < shown.length; k++) {
        var off = k !== steps[at].figure;
        shown[k].classList.toggle("bao-off", off);
        if (off) {
          shown[k].setAttribute("aria-hidden", "true");
        } else {
          shown[k].removeAttribute("aria-hidden");
        }
      }
      words.textContent = steps[at].words;
      count.textContent = word("book-js-board-of", "Board {number} of {total}", { number: at + 1, total: steps.length });
      box.setAttribute("data-step", String(at));
      // A focused button that is disabled drops the focus to the page, whose arrow keys turn
      // the page: the focus stays in the stepper.
      var lost = (at === 0 && document.activeElement === back) ||
        (at === steps.length - 1 && document.activeElement === next);
      back.disabled = at === 0;
      next.disabled = at === steps.length - 1;
      if (lost) {
        box.focus();
      }
    }
    function stop() {
      if (timer !== null) {
        clearInterval(timer);
        timer = null;
      }
      play.textContent = "\u25B6 " + word("book-js-play", "Play");
      play.setAttribute("aria-label", word("book-js-play", "Play"));
    }
    function toggle() {
      if (timer !== null) {
        stop();
        return;
      }
      if (at === steps.length - 1) {
        show(0);
      }
      play.textContent = "\u275A\u275A " + word("book-js-pause", "Pause");
      play.setAttribute("aria-label", word("book-js-pause", "Pause"));
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

  // Reads a question's data from its data-question attribute; null when it is not usable.
  function questionOf(box) {
    var q;
    try {
      q = JSON.parse(box.getAttribute("data-question") || "");
    } catch (e) {
      return null;
    }
    if (!q || typeof q.kind !== "string" || !q.answers || !Array.isArray(q.said) ||
        typeof q.tries !== "number") {
      return null;
    }
    return q;
  }

  // Makes a question answerable on the page: touch a hole (then a move where two start there),
  // or type an answer. Every verdict is one the engine gave when the book was written.
  function question(box) {
    var q = questionOf(box);
    if (!q) {
      return;
    }
    var answer = box.querySelector("details.bao-answer");
    var board = box.querySelector(".bao-answer-board");
    var ui = document.createElement("div");
    ui.className = "bao-ask";
    var form = document.createElement("form");
    form.className = "bao-ask-form";
    var label = document.createElement("label");
    var input = document.createElement("input");
    input.type = "text";
    input.className = "bao-ask-input";
    input.setAttribute("autocomplete", "off");
    input.setAttribute("autocapitalize", "none");
    input.setAttribute("spellcheck", "false");
    var hints = {
      move: word("book-js-hint-move", "Your move, in either notation, or touch its hole"),
      hole: word("book-js-hint-hole", "The hole (A4 or b7), or touch it"),
      number: word("book-js-hint-number", "The number of seeds"),
      yesno: word("book-js-hint-yesno", "Yes or no")
    };
    label.textContent = word("book-js-label", "{hint}: ", { hint: hints[q.kind] || word("book-js-hint-other", "Your answer") });
    label.appendChild(input);
    var check = button(word("book-js-check-answer", "Check the answer"), word("book-js-check", "Check"));
    check.type = "submit";
    var show = button(word("book-js-show-answer", "Show the answer"), word("book-js-show-answer", "Show the answer"));
    form.appendChild(label);
    form.appendChild(check);
    ui.appendChild(form);
    var choices = document.createElement("div");
    choices.className = "bao-ask-choices";
    ui.appendChild(choices);
    var feedback = document.createElement("div");
    feedback.className = "bao-feedback";
    feedback.setAttribute("aria-live", "polite");
    ui.appendChild(feedback);
    ui.appendChild(show);
    var wrong = 0;

    var results = box.querySelectorAll(".bao-result");
    // Shows the board the question's move reached (the answer's own, for a move) in place of the
    // board the question is asked on.
    function result(index) {
      if (typeof index !== "number" || !results[index]) {
        return;
      }
      for (var r = 0; r < results.length; r++) {
        results[r].hidden = r !== index;
      }
      if (board) {
        board.hidden = true;
      }
    }
    function reveal() {
      if (answer) {
        answer.open = true;
      }
      result(0);
      // The button is disabled: the focus, if it had it, goes to the answer, not to the page.
      var had = document.activeElement === show;
      show.disabled = true;
      if (had) {
        (answer ? answer.querySelector("summary") : input).focus();
      }
    }
    function say(lines, right) {
      while (feedback.firstChild) {
        feedback.removeChild(feedback.firstChild);
      }
      feedback.className = "bao-feedback " + (right ? "bao-right" : "bao-wrong");
      var list = null;
      for (var i = 0; i < lines.length; i++) {
        var line = lines[i];
        if (line.charAt(0) === " ") {
          if (!list) {
            list = document.createElement("ol");
            feedback.appendChild(list);
          }
          var item = document.createElement("li");
          item.textContent = line.trim();
          list.appendChild(item);
        } else {
          list = null;
          var p = document.createElement("p");
          p.textContent = line;
          feedback.appendChild(p);
        }
      }
    }
    // Marks the hole an answer names on the board (touched or typed).
    function mark(hole) {
      if (!board) {
        return;
      }
      var marked = board.querySelectorAll(".bao-touched");
      for (var m = 0; m < marked.length; m++) {
        marked[m].classList.remove("bao-touched");
      }
      var at = hole ? board.querySelector("[data-hole=\"" + hole.replace(/[^A-Ba-b1-8]/g, "") + "\"]") : null;
      if (at) {
        at.classList.add("bao-touched");
      }
    }
    function clearChoices() {
      // The chosen button goes: the focus goes to the answer field, not to the page.
      var had = choices.contains(document.activeElement);
      while (choices.firstChild) {
        choices.removeChild(choices.firstChild);
      }
      if (had) {
        input.focus();
      }
    }
    function judge(text) {
      clearChoices();
      var key = text.trim();
      if (q.kind === "yesno") {
        key = key.toLowerCase();
        // The language's words for yes and no, as typed, and English's.
        var yes = word("book-js-typed-yes", "yes y").split(" ");
        var no = word("book-js-typed-no", "no n").split(" ");
        key = yes.indexOf(key) >= 0 || key === "y" ? "yes" : no.indexOf(key) >= 0 || key === "n" ? "no" : key;
      }
      if (key === "") {
        return;
      }
      var index = Object.prototype.hasOwnProperty.call(q.answers, key) ? q.answers[key] : null;
      var verdict = typeof index === "number" ? q.said[index] : null;
      if (!verdict) {
        var what = {
          move: word("book-js-not-move", "“{text}” is not a legal move here, or not one bao can read.", { text: key }),
          hole: word("book-js-not-hole", "“{text}” is not a hole: write one like A4 or b7.", { text: key }),
          number: word("book-js-not-number", "“{text}” is not a number of seeds.", { text: key }),
          yesno: word("book-js-not-yesno", "“{text}” is not yes or no.", { text: key })
        };
        say([what[q.kind] || word("book-js-not-answer", "“{text}” is not an answer here.", { text: key })], false);
        return;
      }
      var lines = verdict.lines.slice();
      if (q.kind === "move" || q.kind === "hole") {
        mark(key.slice(0, 2));
      }
      if (verdict.right) {
        say(lines, true);
        reveal();
        result(q.kind === "move" ? q.results[key] : 0);
        return;
      }
      if (verdict.free) {
        // A slip bao reads as one (a8 for A8): said, and no try lost.
        say(lines.concat([word("book-js-no-try", "That costs no try.")]), false);
        return;
      }
      wrong += 1;
      if (wrong >= q.tries) {
        lines.push(word("book-js-tries-over", "That was {tries} tries: the answer is shown below.", { tries: wrong }));
        reveal();
      } else {
        lines.push(word("book-js-try-again", "Try again, or show the answer."));
      }
      say(lines, false);
    }
    function offer(moves) {
      clearChoices();
      var p = document.createElement("p");
      p.textContent = word("book-js-which-move", "More than one move starts there: which one?");
      choices.appendChild(p);
      moves.forEach(function (mv) {
        var b = button(word("book-js-play-move", "Play {move}", { move: mv }), mv);
        b.addEventListener("click", function () { judge(mv); });
        choices.appendChild(b);
      });
      choices.querySelector("button").focus();
    }
    function touched(hole) {
      mark(hole);
      if (q.kind === "hole") {
        input.value = hole;
        judge(hole);
        return;
      }
      var moves = (q.starts && q.starts[hole]) || [];
      if (moves.length === 0) {
        say([word("book-js-no-move-from", "No legal move starts from {hole}.", { hole: hole })], false);
      } else if (moves.length === 1) {
        input.value = moves[0];
        judge(moves[0]);
      } else {
        offer(moves);
      }
    }
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      judge(input.value);
    });
    show.addEventListener("click", reveal);
    // The arrow keys in a question move in its field or between its buttons; they are the
    // book's page turns too, which would lose the answers given on the page.
    box.addEventListener("keydown", function (event) {
      if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
        event.stopPropagation();
      }
    });
    if (board && (q.kind === "move" || q.kind === "hole")) {
      var holes = board.querySelectorAll("circle, rect");
      for (var i = 0; i < holes.length; i++) {
        var title = holes[i].querySelector("title");
        if (title) {
          holes[i].setAttribute("data-hole", title.textContent.split(",")[0]);
          holes[i].classList.add("bao-hole");
        }
      }
      // A touched hole leaves the focus in the question, on the board if nothing else took
      // it: on the page's body, the next arrow key would turn the page.
      board.setAttribute("tabindex", "-1");
      board.addEventListener("click", function (event) {
        var hole = event.target.closest ? event.target.closest("[data-hole]") : null;
        if (hole) {
          touched(hole.getAttribute("data-hole"));
        }
        if (!box.contains(document.activeElement)) {
          board.focus({ preventScroll: true });
        }
      });
      board.classList.add("bao-touchable");
    }
    if (q.kind === "yesno") {
      [["yes", word("book-js-answer-yes", "Answer yes"), word("book-js-yes", "Yes")],
        ["no", word("book-js-answer-no", "Answer no"), word("book-js-no", "No")]].forEach(function (a) {
        var b = button(a[1], a[2]);
        b.addEventListener("click", function () { input.value = a[2]; judge(a[0]); });
        form.insertBefore(b, check);
      });
    }
    box.insertBefore(ui, answer || null);
    box.classList.add("bao-question-live");
  }

  // The rules at a glance: a button that prints the sheet alone.
  function printButton(box) {
    var b = box.querySelector("button[data-print-sheet]");
    if (b) {
      b.addEventListener("click", function () { window.print(); });
      box.hidden = false;
    }
  }

  function start() {
    var sheets = document.querySelectorAll("p.bao-print-sheet");
    for (var p = 0; p < sheets.length; p++) {
      printButton(sheets[p]);
    }
    var walks = document.querySelectorAll("div.bao-walk[data-steps]");
    for (var i = 0; i < walks.length; i++) {
      stepper(walks[i]);
    }
    var questions = document.querySelectorAll("div.bao-question[data-question]");
    for (var j = 0; j < questions.length; j++) {
      question(questions[j]);
    }
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
