// cdna-isa reference site: instant search and filters over static/search-index.js, sortable tables.
(function () {
  "use strict";
  var LIMIT = 300;

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function setupSearch(form) {
    var index = window.CDNA_INDEX || [], archs = window.CDNA_ARCHS || [];
    var q = document.getElementById("q"), out = document.getElementById("results"), count = document.getElementById("count");
    var fFormat = document.getElementById("f-format"), fType = document.getElementById("f-type"), fArch = document.getElementById("f-arch");
    var fNew = document.getElementById("f-new"), fRenamed = document.getElementById("f-renamed");
    var root = form.getAttribute("data-root") || "";
    // one lowercase haystack per entry: name, other spellings, formats, types, description
    var hay = index.map(function (r) { return [r[0], r[5].join(" "), r[1].join(" "), r[4].join(" "), r[3]].join(" ").toLowerCase(); });

    function matches(r, i, words) {
      if (fFormat.value && r[1].indexOf(fFormat.value) < 0) return false;
      if (fType.value && r[4].indexOf(fType.value) < 0) return false;
      if (fArch.value && !(r[2] & (1 << archs.indexOf(fArch.value)))) return false;
      if (fNew.checked && !r[6]) return false;
      if (fRenamed.checked && !r[5].length) return false;
      for (var w = 0; w < words.length; w++) if (hay[i].indexOf(words[w]) < 0) return false;
      return true;
    }

    function rank(r, words) {  // names that start with or contain the query first
      var name = r[0], s = words.join("_");
      if (name === s) return 0;
      if (name.indexOf(s) === 0) return 1;
      if (name.indexOf(s) >= 0) return 2;
      return 3;
    }

    function render() {
      var words = q.value.toLowerCase().trim().split(/\s+/).filter(Boolean);
      var arch = form.getAttribute("data-arch");
      if (arch && !words.length && !fFormat.value && !fType.value && fArch.value === arch && !fNew.checked && !fRenamed.checked) {
        out.textContent = "";  // an arch's page lists every instruction by format below
        count.textContent = "Type to search; every instruction is listed by format below.";
        return;
      }
      var hits = [];
      for (var i = 0; i < index.length; i++) if (matches(index[i], i, words)) hits.push(index[i]);
      hits.sort(function (a, b) { return rank(a, words) - rank(b, words) || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0); });
      out.textContent = "";
      hits.slice(0, LIMIT).forEach(function (r) {
        var li = el("li"), a = el("a", "", r[0]);
        a.href = root + "i/" + r[0] + ".html";
        li.appendChild(a);
        var on = archs.filter(function (x, k) { return r[2] & (1 << k); });
        li.appendChild(el("span", "meta", r[1].join(", ") + " · " + on.join(", ") + (r[5].length ? " · also " + r[5].join(", ") : "")));
        li.appendChild(el("span", "d", r[3]));
        out.appendChild(li);
      });
      count.textContent = hits.length + " of " + index.length + " instructions" + (hits.length > LIMIT ? " (first " + LIMIT + " shown)" : "");
    }

    // typing re-renders on "input"; not on the box's "change", which fires when it loses focus
    // to a click on a result and would replace the link under the pointer
    q.addEventListener("input", render);
    [fFormat, fType, fArch, fNew, fRenamed].forEach(function (x) { x.addEventListener("change", render); });
    render();
  }

  function setupSortable(table) {
    var head = table.tHead && table.tHead.rows[0];
    if (!head) return;
    Array.prototype.forEach.call(head.cells, function (th, col) {
      th.addEventListener("click", function () {
        var body = table.tBodies[0], rows = Array.prototype.slice.call(body.rows);
        var dir = th.getAttribute("data-dir") === "asc" ? -1 : 1;
        th.setAttribute("data-dir", dir === 1 ? "asc" : "desc");
        rows.sort(function (a, b) {
          var x = a.cells[col].textContent.trim(), y = b.cells[col].textContent.trim();
          var nx = parseFloat(x), ny = parseFloat(y);
          if (!isNaN(nx) && !isNaN(ny)) return dir * (nx - ny);
          if (isNaN(nx) !== isNaN(ny)) return isNaN(nx) ? 1 : -1;  // blanks last either way
          return dir * (x < y ? -1 : x > y ? 1 : 0);
        });
        rows.forEach(function (r) { body.appendChild(r); });
      });
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    var form = document.getElementById("search");
    if (form) setupSearch(form);
    Array.prototype.forEach.call(document.querySelectorAll("table.sortable"), setupSortable);
  });
})();
