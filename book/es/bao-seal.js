// bao's book: opens the hints, answers and solutions that the page keeps out of the book's search.
// Each is written as data in a data-sealed attribute (mdBook's search reads no attribute): a tree
// in which a string is text and [name, {attributes}, children...] an element. It is built here
// with createElement and textContent, so no markup is made from text, before the book's other
// scripts look for the steppers and boards inside it. Without JavaScript, the piece's note points
// at the chapter's answers page.
(function () {
  "use strict";

  var SVG_NS = "http://www.w3.org/2000/svg";
  var TAGS = /^(a|blockquote|br|code|del|div|em|figcaption|figure|h[1-6]|hr|img|li|ol|p|pre|span|strong|sub|sup|table|tbody|td|th|thead|tr|ul|svg|g|rect|circle|ellipse|line|path|polygon|polyline|text|tspan|title)$/;
  // Only links that stay in the book or go to the web or mail; never a script.
  var SAFE_LINK = /^(#|[a-z0-9._\/-]*(#.*)?$|mailto:)/i;

  function build(node, inSvg, into) {
    if (typeof node === "string") {
      into.appendChild(document.createTextNode(node));
      return;
    }
    if (!Array.isArray(node) || typeof node[0] !== "string" || !TAGS.test(node[0])) {
      return;
    }
    var svg = inSvg || node[0] === "svg";
    var el = svg ? document.createElementNS(SVG_NS, node[0]) : document.createElement(node[0]);
    var attrs = node[1] && typeof node[1] === "object" ? node[1] : {};
    for (var name in attrs) {
      // SVG's names keep their case (viewBox, without which a board would not shrink).
      if (!Object.prototype.hasOwnProperty.call(attrs, name) || !/^[a-zA-Z][a-zA-Z0-9-]*$/.test(name) ||
          name.toLowerCase().indexOf("on") === 0 || name === "xmlns") {
        continue;
      }
      var value = String(attrs[name]);
      if ((name === "href" || name === "src") && !SAFE_LINK.test(value) && !/^https?:\/\//i.test(value)) {
        continue;
      }
      el.setAttribute(name, value);
    }
    for (var i = 2; i < node.length; i++) {
      build(node[i], svg, el);
    }
    into.appendChild(el);
  }

  var sealed = document.querySelectorAll("div.bao-sealed[data-sealed]");
  for (var s = 0; s < sealed.length; s++) {
    var box = sealed[s];
    var tree;
    try {
      tree = JSON.parse(box.getAttribute("data-sealed"));
    } catch (e) {
      continue;
    }
    if (!Array.isArray(tree)) {
      continue;
    }
    while (box.firstChild) {
      box.removeChild(box.firstChild);
    }
    for (var n = 0; n < tree.length; n++) {
      build(tree[n], false, box);
    }
    box.removeAttribute("data-sealed");
  }
})();
