// Written by `bao book`: do not edit. A puzzle with North to move offers to draw its boards
// from North's side: the boards the page already holds are mirrored in place, nothing is
// computed and nothing is loaded. Kept apart from bao.js, which it shares nothing with.
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

  // Mirrors one drawn board through its centre, as North sees it, or back: the holes and their
  // counts change places, the row letters and the two players' lines swap, the hole numbers
  // (the same either way) and the legend stay. Doing it twice gives the board back.
  function flipBoard(svg) {
    var rects = svg.querySelectorAll("rect");
    if (rects.length < 2) {
      return;
    }
    var wood = rects[1];
    var num = function (el, name) { return parseFloat(el.getAttribute(name)); };
    var top = num(wood, "y");
    var bottom = top + num(wood, "height");
    var cx = 2 * num(wood, "x") + num(wood, "width");
    var cy = top + bottom;
    var inside = function (y) { return y > top && y < bottom; };
    var set = function (el, name, value) { el.setAttribute(name, String(value)); };
    var circles = svg.querySelectorAll("circle");
    for (var c = 0; c < circles.length; c++) {
      if (inside(num(circles[c], "cy"))) {
        set(circles[c], "cx", cx - num(circles[c], "cx"));
        set(circles[c], "cy", cy - num(circles[c], "cy"));
      }
    }
    for (var r = 2; r < rects.length; r++) {
      var y = num(rects[r], "y");
      if (inside(y)) {
        set(rects[r], "x", cx - num(rects[r], "x") - num(rects[r], "width"));
        set(rects[r], "y", cy - y - num(rects[r], "height"));
      }
    }
    var lines = svg.querySelectorAll("line");
    for (var l = 0; l < lines.length; l++) {
      if (inside(num(lines[l], "y1"))) {
        set(lines[l], "x1", cx - num(lines[l], "x1"));
        set(lines[l], "x2", cx - num(lines[l], "x2"));
        set(lines[l], "y1", cy - num(lines[l], "y1"));
        set(lines[l], "y2", cy - num(lines[l], "y2"));
      }
    }
    var letters = [];
    var notes = [];
    var texts = svg.querySelectorAll("text");
    for (var t = 0; t < texts.length; t++) {
      var text = texts[t];
      var group = text.parentNode;
      var size = parseFloat(group.getAttribute("font-size")) || 0;
      if (size === 13 && !group.hasAttribute("text-anchor")) {
        notes.push(text);
      } else if (inside(num(text, "y")) && num(text, "x") < num(wood, "x")) {
        letters.push(text);
      } else if (inside(num(text, "y")) && size === 16) {
        // A count sits 6 below its hole's centre, so it mirrors about the centre 6 lower.
        set(text, "x", cx - num(text, "x"));
        set(text, "y", cy + 12 - num(text, "y"));
      }
    }
    var swap = function (list) {
      var words = list.map(function (el) { return el.textContent; }).reverse();
      list.forEach(function (el, i) { el.textContent = words[i]; });
    };
    swap(letters);
    swap(notes);
  }

  // The boards of a puzzle's step (from the heading before the note to the next one), which
  // the flip control draws from one side or the other.
  function boardsAround(note) {
    var heading = /^H[1-3]$/;
    var boards = [];
    var take = function (el) {
      var found = el.querySelectorAll ? el.querySelectorAll("svg.bao-board") : [];
      for (var i = 0; i < found.length; i++) {
        boards.push(found[i]);
      }
    };
    for (var b = note.previousElementSibling; b && !heading.test(b.tagName); b = b.previousElementSibling) {
      take(b);
    }
    for (var a = note.nextElementSibling; a && !heading.test(a.tagName); a = a.nextElementSibling) {
      take(a);
    }
    return boards;
  }

  // A puzzle with North to move: a button that draws its boards from North's side and back,
  // the note saying whose side they are drawn from.
  function flipControl(note) {
    var words = document.createElement("span");
    var flip = document.createElement("button");
    flip.type = "button";
    flip.className = "bao-step-button bao-flip-button";
    flip.setAttribute("aria-pressed", "false");
    var north = false;
    var say = function () {
      words.textContent = (north
        ? word("book-js-drawn-north", "The boards are drawn from North's side.")
        : word("book-js-drawn-south", "The boards are drawn from South's side.")) + " ";
      flip.textContent = north
        ? word("book-js-draw-south", "Draw them from South's side")
        : word("book-js-draw-north", "Draw them from North's side");
      flip.setAttribute("aria-pressed", north ? "true" : "false");
    };
    flip.addEventListener("click", function () {
      var boards = boardsAround(note);
      for (var i = 0; i < boards.length; i++) {
        flipBoard(boards[i]);
      }
      north = !north;
      say();
    });
    note.textContent = "";
    note.appendChild(words);
    note.appendChild(flip);
    say();
  }

  function start() {
    var sides = document.querySelectorAll("p.bao-side[data-flip]");
    for (var k = 0; k < sides.length; k++) {
      flipControl(sides[k]);
    }
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
