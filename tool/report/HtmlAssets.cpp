// The HTML page's assets (HtmlAssets.h): plain CSS, HTML and JavaScript in raw strings, so that
// the page needs nothing at run time and the report library nothing at build time.
#include "HtmlAssets.h"

namespace overdub {

const char kHtmlStyle[] = R"overdub(body { font-family: Verdana, sans-serif; margin: 1.5em 2em; color: #222; }
h2 { margin-top: 1.6em; font-size: 1.2em; }
table { border-collapse: collapse; }
th, td { padding: 2px 10px; border-bottom: 1px solid #ddd; }
td.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
th { text-align: right; } th.l, td.l { text-align: left; }
table.rows th { cursor: pointer; user-select: none; background: #f3efe4; position: sticky; top: 0; }
table.rows th.sorted::after { content: " \25be"; } table.rows th.sorted.up::after { content: " \25b4"; }
table.rows tr.more td { color: #777; font-style: italic; }
#threads tr { cursor: pointer; } #threads tr.selected td { background: #fde8c8; }
.bar { display: flex; flex-wrap: wrap; gap: 0.6em; align-items: center; margin: 0.5em 0; }
.bar input[type=search] { width: 18em; }
.status { color: #555; font-size: 0.9em; }
.anomaly, .problem { color: #a00; }
.canvas-box { position: relative; width: 100%; overflow-x: hidden; }
canvas { display: block; width: 100%; }
#flame-box { max-height: 70vh; overflow-y: auto; }
#tip { position: fixed; pointer-events: none; background: #fffdf5; border: 1px solid #aaa;
       padding: 4px 6px; font-size: 12px; white-space: pre; display: none; z-index: 10;
       max-width: 60em; overflow: hidden; }
#calltree { font-size: 13px; }
#calltree .row { white-space: nowrap; cursor: default; padding: 1px 0; }
#calltree .row:hover { background: #f5f0e0; }
#calltree .slowest { color: #666; margin-left: 1.5em; }
#calltree .toggle { display: inline-block; width: 1.2em; cursor: pointer; color: #555; }
#calltree .fig { display: inline-block; min-width: 6.5em; text-align: right; margin-right: 0.8em;
                 font-variant-numeric: tabular-nums; }
svg text { pointer-events: none; }
)overdub";

const char kHtmlViews[] = R"overdub(<div class="bar" id="controls"><label>Threads <select id="thread"></select></label></div>
<h2>Flame graph</h2>
<div class="bar">
<label>Search <input type="search" id="search" placeholder="name, or /regex/"></label>
<span id="matched" class="status"></span>
<label>View <select id="flame-direction"><option value="flame">flame (callers below)</option>
<option value="icicle">icicle (callers above)</option></select></label>
<label>Order <select id="flame-order"><option value="name">by name</option>
<option value="heavy">left heavy (heaviest first)</option></select></label>
<button id="flame-reset" type="button">Reset</button>
</div>
<p id="flame-status" class="status"></p>
<div class="canvas-box" id="flame-box"><canvas id="flame" height="40" aria-label="flame graph: hover a frame for its figures, click to zoom"></canvas></div>
<h2>Timeline</h2>
<div class="bar"><span id="timeline-status" class="status"></span>
<button id="timeline-reset" type="button">Reset</button></div>
<div class="canvas-box"><canvas id="timeline" height="40" aria-label="timeline per thread: hover a call for its times, drag to zoom"></canvas></div>
<div id="tip"></div>
)overdub";

const char kHtmlMoreViews[] = R"overdub(<h2 id="sites-heading">Profile per call site</h2>
<table id="sites" class="rows"></table>
<h2>Call tree</h2>
<div class="bar"><button id="tree-expand" type="button">Expand the hottest path</button>
<button id="tree-collapse" type="button">Collapse all</button></div>
<div id="calltree"></div>
<h2>Threads</h2>
<table id="threads" class="rows"></table>
)overdub";

const char kHtmlScript[] = R"overdub((function () {
'use strict';
const D = JSON.parse(document.getElementById('overdub-data').textContent);
const $ = (id) => document.getElementById(id);
const NAMES = D.names;
const ROW = 17, MIN_WIDTH = 0.3, MAX_ROWS = 400, LANE_ROW = 12, LANE_ROWS = 24, TABLE_ROWS = 1000;
// Callers drawn above a zoomed frame (the rest in one row), and the timeline canvas's height in
// device pixels (a taller canvas is not drawn at all by browsers).
const MAX_CALLERS = 20, MAX_CANVAS = 32000;

function duration(ns) {
  if (ns === null || ns === undefined) return '-';
  if (ns < 1000) return Math.round(ns) + ' ns';
  if (ns < 1e6) return (ns / 1e3).toFixed(3) + ' us';
  if (ns < 1e9) return (ns / 1e6).toFixed(3) + ' ms';
  return (ns / 1e9).toFixed(3) + ' s';
}
function percent(part, whole) { return whole > 0 ? (100 * part / whole).toFixed(2) + '%' : '-'; }
// Warm colours, stable per name (as the SVG flame graph's).
const colours = new Map();
function colourOf(name) {
  let c = colours.get(name);
  if (c) return c;
  let h = 2166136261;
  for (let i = 0; i < name.length; ++i) h = Math.imul(h ^ (name.charCodeAt(i) & 0xff), 16777619) >>> 0;
  c = 'rgb(' + (205 + h % 50) + ',' + (80 + (h >>> 8) % 130) + ',' + (30 + (h >>> 16) % 50) + ')';
  colours.set(name, c);
  return c;
}

// ---- The view: all threads merged, split by thread, or one thread ----
const state = { thread: D.split ? 'split' : 'all', root: null, zoom: null, matcher: null,
                direction: 'flame', order: 'name', t0: 0, t1: 0 };

function threadTree(k) {
  const t = D.threads[k].tree, nodes = new Array(t.n.length);
  for (let j = 0; j < t.n.length; ++j) {
    const node = { name: j === 0 ? D.threads[k].label : NAMES[t.n[j]], calls: t.c[j], incl: t.i[j],
                   excl: t.e[j], children: [], parent: null };
    if (t.v && t.v[j] >= 0) { node.slow = NAMES[t.v[j]]; node.slowNs = t.s[j]; }
    nodes[j] = node;
    if (j > 0) { node.parent = nodes[t.p[j]]; node.parent.children.push(node); }
  }
  return nodes[0];
}
function mergeInto(dst, src) {
  const byName = dst.byName || (dst.byName = new Map(dst.children.map((c) => [c.name, c])));
  for (const c of src.children) {
    let d = byName.get(c.name);
    if (!d) {
      d = { name: c.name, calls: 0, incl: 0, excl: 0, children: [], parent: dst };
      byName.set(c.name, d);
      dst.children.push(d);
    }
    d.calls += c.calls; d.incl += c.incl; d.excl += c.excl;
    if (c.slow !== undefined && !(d.slowNs >= c.slowNs)) { d.slow = c.slow; d.slowNs = c.slowNs; }
    mergeInto(d, c);
  }
  delete src.byName;
}
function dropIndexes(node) { delete node.byName; for (const c of node.children) dropIndexes(c); }
function buildRoot() {
  const root = { name: 'all threads', calls: 0, incl: 0, excl: 0, children: [], parent: null };
  if (state.thread === 'all') {
    for (let k = 0; k < D.threads.length; ++k) {
      const t = threadTree(k);
      root.incl += t.incl;
      mergeInto(root, t);
    }
    dropIndexes(root);
  } else if (state.thread === 'split') {
    for (let k = 0; k < D.threads.length; ++k) {
      const t = threadTree(k);
      if (!t.children.length) continue;
      t.parent = root;
      root.children.push(t);
      root.incl += t.incl;
    }
  } else {
    return threadTree(Number(state.thread));
  }
  return root;
}
function selectedTotal() {
  return state.thread === 'all' || state.thread === 'split' ? D.total : D.threads[Number(state.thread)].busy;
}
function selectedRows() {
  return state.thread === 'all' || state.thread === 'split' ? D.all
                                                            : D.threads[Number(state.thread)].rows;
}
function ordered(node) {
  if (state.order === 'heavy')
    return node.heavy || (node.heavy = node.children.slice().sort((a, b) => b.incl - a.incl));
  return node.byNameOrder ||
         (node.byNameOrder = node.children.slice().sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)));
}
function depthBelow(node, limit) {
  let deepest = 0;
  const stack = [[node, 0]];
  while (stack.length) {
    const [n, d] = stack.pop();
    if (d > deepest) deepest = d;
    if (d < limit) for (const c of n.children) stack.push([c, d + 1]);
  }
  return deepest;
}
// A thread's root in the split view: a thread, not a callee.
function isThreadFrame(node) { return node.calls === 0 && node.parent === state.root && state.thread === 'split'; }
function pathOf(node) {
  const path = [];
  for (let n = node; n; n = n.parent) path.unshift(n);
  return path;
}

// ---- Flame graph (canvas) ----
const flame = { rects: [], rows: 0, hidden: 0 };
function fitCanvas(canvas, height) {
  const ratio = window.devicePixelRatio || 1, width = canvas.clientWidth || 1000;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.style.height = height + 'px';
  const ctx = canvas.getContext('2d');
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  return [ctx, width];
}
function drawFlame() {
  const canvas = $('flame'), root = state.root, zoom = state.zoom;
  // The zoomed frame's callers, full width; past MAX_CALLERS the outer ones share a row, which
  // zooms out to the innermost of them.
  let above = pathOf(zoom).slice(0, -1), folded = null;
  if (above.length > MAX_CALLERS) {
    folded = { node: above[above.length - MAX_CALLERS], count: above.length - MAX_CALLERS + 1 };
    above = above.slice(above.length - MAX_CALLERS + 1);
  }
  const callerRows = above.length + (folded ? 1 : 0);
  const rows = Math.min(MAX_ROWS, callerRows + 1 + depthBelow(zoom, MAX_ROWS));
  const [ctx, width] = fitCanvas(canvas, Math.max(1, rows) * ROW);
  ctx.font = '12px Verdana, sans-serif';
  ctx.textBaseline = 'middle';
  flame.rects = Array.from({ length: rows }, () => []);
  flame.rows = rows;
  flame.hidden = 0;
  const yOf = (depth) => (state.direction === 'icicle' ? depth : rows - 1 - depth) * ROW;
  const box = (node, x, w, depth, faded, text) => {
    const y = yOf(depth);
    const matched = state.matcher && node !== root && !isThreadFrame(node) && state.matcher(node.name);
    ctx.fillStyle = matched ? 'rgb(220,60,220)' : faded ? 'rgb(225,220,205)' :
                    node === root || node.calls === 0 && node.parent === root ? 'rgb(200,200,190)' :
                    colourOf(node.name);
    ctx.fillRect(x, y, Math.max(w - 0.5, 0.3), ROW - 1);
    if (w > 30) {
      const fits = Math.floor((w - 6) / 7.2);
      const name = text || node.name;
      const label = name.length <= fits ? name : name.slice(0, Math.max(0, fits - 2)) + '..';
      ctx.fillStyle = '#000';
      ctx.fillText(label, x + 3, y + ROW / 2);
    }
    flame.rects[depth].push({ x, w, node });
  };
  if (folded) box(folded.node, 0, width, 0, true, '\u2026 ' + folded.count + ' callers');
  above.forEach((node, depth) => box(node, 0, width, depth + (folded ? 1 : 0), true));
  const stack = [[zoom, 0, width, callerRows]];
  while (stack.length) {
    const [node, x, w, depth] = stack.pop();
    box(node, x, w, depth, false);
    if (depth + 1 >= rows) { if (node.children.length) flame.hidden += node.children.length; continue; }
    const scale = node.incl > 0 ? w / node.incl : 0;
    let cx = x;
    for (const child of ordered(node)) {
      const cw = Math.min(child.incl * scale, x + w - cx);
      if (cw >= MIN_WIDTH) stack.push([child, cx, cw, depth + 1]);
      cx += Math.max(0, cw);
    }
  }
  const status = zoom === root
    ? 'Click a frame to zoom in; ' + root.name + ': ' + duration(root.incl) + '.'
    : 'Zoomed to ' + zoom.name + ': ' + zoom.calls + ' calls, ' + duration(zoom.incl) +
      ' inclusive (' + percent(zoom.incl, root.incl) + ' of ' + root.name + '). Click a caller ' +
      'below it or Reset to zoom out.';
  $('flame-status').textContent = status +
      (rows === MAX_ROWS ? ' Frames deeper than ' + MAX_ROWS + ' rows are not drawn: zoom in.' : '');
  // The root at the bottom (flame) or the top (icicle) in view.
  const scroller = $('flame-box');
  scroller.scrollTop = state.direction === 'icicle' ? 0 : scroller.scrollHeight;
}
function frameAt(event) {
  const canvas = $('flame'), r = canvas.getBoundingClientRect();
  const x = event.clientX - r.left, y = event.clientY - r.top;
  let row = Math.floor(y / ROW);
  if (state.direction !== 'icicle') row = flame.rows - 1 - row;
  for (const rect of flame.rects[row] || []) if (x >= rect.x && x < rect.x + rect.w) return rect.node;
  return null;
}
function describeNode(node) {
  const root = state.root;
  if (node === root) return node.name + '\n' + duration(node.incl) + ' busy';
  if (node.calls === 0 && node.parent === root && state.thread === 'split')
    return 'thread ' + node.name + '\n' + duration(node.incl) + ' busy (' + percent(node.incl, root.incl) + ')';
  return node.name + '\n' + node.calls + ' calls, ' + duration(node.incl) + ' inclusive (' +
         percent(node.incl, root.incl) + '), ' + duration(node.excl) + ' exclusive' +
         (node.slow === undefined ? '' : '\nslowest: ' + node.slow + ' in ' + duration(node.slowNs));
}
function showTip(event, text) {
  const tip = $('tip');
  if (!text) { tip.style.display = 'none'; return; }
  tip.textContent = text;
  tip.style.display = 'block';
  const right = event.clientX + 14 + tip.offsetWidth > window.innerWidth;
  tip.style.left = (right ? Math.max(0, event.clientX - 14 - tip.offsetWidth) : event.clientX + 14) + 'px';
  tip.style.top = (event.clientY + 14) + 'px';
}
function zoomTo(node) { state.zoom = node || state.root; drawFlame(); }

// ---- Search ----
function compileSearch(text) {
  if (!text) return null;
  const m = /^\/(.*)\/([a-z]*)$/.exec(text);
  if (m) {
    // Without g and y, test() keeps no position from one name to the next.
    try { const re = new RegExp(m[1], m[2].replace(/[gy]/g, '')); return (name) => re.test(name); }
    catch (e) { return undefined; }
  }
  const needle = text.toLowerCase();
  return (name) => name.toLowerCase().includes(needle);
}
function runSearch() {
  const text = $('search').value, matcher = compileSearch(text);
  if (matcher === undefined) {
    state.matcher = null;
    $('matched').textContent = 'not a regular expression';
    drawFlame();
    return;
  }
  state.matcher = matcher;
  if (!matcher) { $('matched').textContent = ''; drawFlame(); return; }
  // Matched: the time of matching frames, not counting a match inside another one twice.
  let time = 0, frames = 0;
  const root = state.root, stack = root.children.map((c) => [c, false]);
  while (stack.length) {
    const [node, inside] = stack.pop();
    const hit = !isThreadFrame(node) && matcher(node.name);
    if (hit) { ++frames; if (!inside) time += node.incl; }
    for (const c of node.children) stack.push([c, inside || hit]);
  }
  $('matched').textContent = 'matched: ' + percent(time, root.incl) + ' of ' + root.name + ' (' +
                             frames + ' frame' + (frames === 1 ? '' : 's') + ')';
  drawFlame();
}

// ---- Sortable tables ----
const fig = (i) => (r) => r[i];
const CALLEE_COLUMNS = [
  { title: 'calls', get: fig(1), show: String }, { title: 'inclusive', get: fig(2), show: duration },
  { title: 'share', get: fig(2), show: (v) => percent(v, selectedTotal()) },
  { title: 'exclusive', get: fig(3), show: duration }, { title: 'p50', get: fig(4), show: duration },
  { title: 'p90', get: fig(5), show: duration }, { title: 'p99', get: fig(6), show: duration },
  { title: 'max', get: fig(7), show: duration },
  { title: 'callee', get: (r) => NAMES[r[0]], show: String, text: true }];
const SITE_COLUMNS = [
  { title: 'calls', get: fig(3), show: String }, { title: 'inclusive', get: fig(4), show: duration },
  { title: 'exclusive', get: fig(5), show: duration }, { title: 'p50', get: fig(6), show: duration },
  { title: 'p90', get: fig(7), show: duration }, { title: 'p99', get: fig(8), show: duration },
  { title: 'max', get: fig(9), show: duration },
  { title: 'site', get: fig(0), show: String, text: true },
  { title: 'caller', get: (r) => NAMES[r[1]], show: String, text: true },
  { title: 'callee', get: (r) => NAMES[r[2]], show: String, text: true }];
const tables = {};
// `onRow(row, tr)`, when given, is called for each row drawn, and again when it is clicked.
function sortableTable(id, columns, rowsOf, onRow) {
  const t = { id, columns, rowsOf, onRow, column: -1, up: false };
  tables[id] = t;
  return t;
}
function renderTable(t) {
  const el = $(t.id), rows = t.rowsOf().slice();
  if (t.column >= 0) {
    const c = t.columns[t.column], sign = t.up ? -1 : 1;
    rows.sort((a, b) => {
      const x = c.get(a), y = c.get(b);
      if (c.text) return sign * (x < y ? -1 : x > y ? 1 : 0);
      return sign * ((y === null ? -Infinity : y) - (x === null ? -Infinity : x));
    });
  }
  el.textContent = '';
  const head = el.createTHead().insertRow();
  t.columns.forEach((c, i) => {
    const th = document.createElement('th');
    th.textContent = c.title;
    if (c.text) th.className = 'l';
    if (i === t.column) th.classList.add('sorted');
    if (i === t.column && t.up) th.classList.add('up');
    th.title = 'sort by ' + c.title;
    th.addEventListener('click', () => {
      t.up = t.column === i ? !t.up : false;
      t.column = i;
      renderTable(t);
    });
    head.appendChild(th);
  });
  const body = el.createTBody(), shown = Math.min(rows.length, TABLE_ROWS);
  const html = [];
  for (let r = 0; r < shown; ++r) {
    html.push('<tr data-row="' + r + '">');
    for (const c of t.columns)
      html.push('<td class="' + (c.text ? 'l' : 'n') + '">' + escapeHtml(c.show(c.get(rows[r]))) + '</td>');
    html.push('</tr>');
  }
  if (rows.length > shown)
    html.push('<tr class="more"><td colspan="' + t.columns.length + '">' + (rows.length - shown) +
              ' more rows: sort by another column to see them</td></tr>');
  body.innerHTML = html.join('');
  if (t.onRow) body.querySelectorAll('tr[data-row]').forEach((tr) => {
    const row = rows[Number(tr.dataset.row)];
    t.onRow(row, tr, false);
    tr.addEventListener('click', () => t.onRow(row, tr, true));
  });
}
function escapeHtml(s) {
  return String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

// ---- Call tree ----
function treeRow(node, depth, total) {
  const box = document.createElement('div');
  box.className = 'node';
  const row = document.createElement('div');
  row.className = 'row';
  row.style.paddingLeft = (depth * 14) + 'px';
  const toggle = document.createElement('span');
  toggle.className = 'toggle';
  toggle.textContent = node.children.length ? '\u25b8' : '';
  row.appendChild(toggle);
  const figs = [percent(node.incl, total), duration(node.incl), duration(node.excl), node.calls + ' calls'];
  for (const f of figs) {
    const span = document.createElement('span');
    span.className = 'fig';
    span.textContent = f;
    row.appendChild(span);
  }
  row.appendChild(document.createTextNode(node.name));
  if (node.slow !== undefined) {  // the values of its slowest call
    const slow = document.createElement('span');
    slow.className = 'slowest';
    slow.textContent = 'slowest: ' + node.slow + ' in ' + duration(node.slowNs);
    row.appendChild(slow);
  }
  row.title = describeNode(node);
  box.appendChild(row);
  box.treeNode = node;
  if (node.children.length) row.addEventListener('click', () => toggleTree(box, depth, total));
  return box;
}
function toggleTree(box, depth, total, open) {
  let kids = box.querySelector(':scope > .kids');
  const isOpen = kids && kids.style.display !== 'none';
  if (open === undefined) open = !isOpen;
  if (open && !kids) {
    kids = document.createElement('div');
    kids.className = 'kids';
    const children = box.treeNode.children.slice().sort((a, b) => b.incl - a.incl);
    for (const c of children) kids.appendChild(treeRow(c, depth + 1, total));
    box.appendChild(kids);
  }
  if (kids) kids.style.display = open ? '' : 'none';
  box.firstChild.firstChild.textContent = open ? '\u25be' : '\u25b8';
}
function renderTree() {
  const el = $('calltree'), root = state.root;
  el.textContent = '';
  if (!root.children.length) {
    el.textContent = D.aggregate ? 'Aggregate-mode traces keep no call tree.' : 'No calls.';
    return;
  }
  for (const c of root.children.slice().sort((a, b) => b.incl - a.incl))
    el.appendChild(treeRow(c, 0, root.incl));
}
function expandHottest() {
  let box = $('calltree').firstElementChild, depth = 0;
  while (box && box.treeNode && box.treeNode.children.length && depth < 200) {
    toggleTree(box, depth, state.root.incl, true);
    box = box.querySelector(':scope > .kids').firstElementChild;
    ++depth;
  }
}

// ---- Timeline ----
const lanes = [];
function buildLanes() {
  lanes.length = 0;
  let end = 0;
  D.threads.forEach((t, k) => {
    const s = t.spans;
    if (!s.length) return;
    let deepest = 0;
    for (let i = 0; i < s.length; i += 4) {
      if (s[i + 2] > deepest) deepest = s[i + 2];
      if (s[i] + s[i + 1] > end) end = s[i] + s[i + 1];
    }
    // Calls with values: span number -> the call with them (`f(3) = 7`).
    const calls = new Map();
    for (let i = 0; i + 1 < (t.spanCalls || []).length; i += 2) calls.set(t.spanCalls[i], t.spanCalls[i + 1]);
    lanes.push({ k, spans: s, calls, depth: Math.min(deepest + 1, LANE_ROWS), deeper: deepest >= LANE_ROWS });
  });
  state.t0 = 0;
  state.t1 = end > 0 ? end : 1;
}
let laneBoxes = [];
function drawTimeline() {
  const canvas = $('timeline');
  let shown = lanes.filter((l) => state.thread === 'all' || state.thread === 'split' ||
                                  String(l.k) === state.thread);
  // Within the canvas's limit: fewer levels per lane, then fewer lanes.
  const room = MAX_CANVAS / (window.devicePixelRatio || 1), laneHeight = (levels) => 22 + levels * LANE_ROW;
  let levels = LANE_ROWS, dropped = 0;
  const heightOf = (lanesShown) => lanesShown.reduce((h, l) => h + laneHeight(Math.min(l.depth, levels)), 0);
  if (heightOf(shown) > room) levels = Math.max(1, Math.floor((room / shown.length - 22) / LANE_ROW));
  if (heightOf(shown) > room) {
    const fit = Math.max(1, Math.floor(room / laneHeight(1)));
    dropped = shown.length - fit;
    shown = shown.slice(0, fit);
  }
  const height = heightOf(shown) || 20;
  const [ctx, width] = fitCanvas(canvas, height);
  ctx.font = '11px Verdana, sans-serif';
  ctx.textBaseline = 'middle';
  const scale = width / (state.t1 - state.t0);
  laneBoxes = [];
  let y = 0;
  if (!shown.length) {
    ctx.fillStyle = '#555';
    ctx.fillText(D.aggregate ? 'Aggregate-mode traces keep no timeline.' : 'No calls in the timeline.', 4, 10);
  }
  for (const lane of shown) {
    ctx.fillStyle = '#333';
    ctx.fillText('thread ' + D.threads[lane.k].label, 2, y + 8);
    const top = y + 16, depthShown = Math.min(lane.depth, levels);
    laneBoxes.push({ lane, top, bottom: top + depthShown * LANE_ROW });
    const s = lane.spans;
    for (let i = 0; i < s.length; i += 4) {
      const start = s[i], dur = s[i + 1], depth = s[i + 2];
      if (depth >= depthShown || start > state.t1 || start + dur < state.t0) continue;
      const x = (start - state.t0) * scale, w = Math.max(dur * scale, 0.5);
      const name = NAMES[s[i + 3]];
      ctx.fillStyle = state.matcher && state.matcher(name) ? 'rgb(220,60,220)' : colourOf(name);
      ctx.fillRect(x, top + depth * LANE_ROW, w, LANE_ROW - 1);
      if (w > 40) {
        ctx.fillStyle = '#000';
        const fits = Math.floor((w - 4) / 6.6);
        ctx.fillText(name.length <= fits ? name : name.slice(0, Math.max(0, fits - 2)) + '..',
                     Math.max(x, 0) + 2, top + depth * LANE_ROW + LANE_ROW / 2);
      }
    }
    y = top + depthShown * LANE_ROW + 6;
  }
  $('timeline-status').textContent = 'From ' + duration(state.t0) + ' to ' + duration(state.t1) +
      ' after the first event. Drag across the timeline to zoom in.' +
      (shown.some((l) => l.deeper || l.depth > levels)
        ? ' Calls deeper than ' + Math.min(levels, LANE_ROWS) + ' levels are not drawn.' : '') +
      (dropped ? ' ' + dropped + ' threads are not drawn: choose one in the thread list.' : '');
}
function spanAt(event) {
  const canvas = $('timeline'), r = canvas.getBoundingClientRect();
  const x = event.clientX - r.left, y = event.clientY - r.top;
  const width = canvas.clientWidth, time = state.t0 + x * (state.t1 - state.t0) / width;
  const slack = (state.t1 - state.t0) / width;  // a pixel
  for (const b of laneBoxes) {
    if (y < b.top || y >= b.bottom) continue;
    const depth = Math.floor((y - b.top) / LANE_ROW), s = b.lane.spans;
    for (let i = 0; i < s.length; i += 4)
      if (s[i + 2] === depth && s[i] <= time + slack && s[i] + s[i + 1] >= time - slack)
        return NAMES[b.lane.calls.has(i / 4) ? b.lane.calls.get(i / 4) : s[i + 3]] + '\nstarts at ' + duration(s[i]) + ', lasts ' + duration(s[i + 1]) +
               '\nthread ' + D.threads[b.lane.k].label;
  }
  return null;
}

// ---- Wiring ----
function selectThread(value) {
  state.thread = value;
  $('thread').value = value;
  state.root = buildRoot();
  state.zoom = state.root;
  const which = value === 'all' || value === 'split' ? '' : ', thread ' + D.threads[Number(value)].label;
  $('callees-heading').textContent = 'Profile per callee' + which;
  $('sites-heading').textContent = 'Profile per call site' + which;
  runSearch();  // draws the flame graph
  renderTable(tables.profile);
  renderTable(tables.sites);
  renderTree();
  drawTimeline();
  document.querySelectorAll('#threads tbody tr[data-row]').forEach((tr) => {
    tr.classList.toggle('selected', tr.dataset.thread === value);
  });
}
function init() {
  const select = $('thread');
  const option = (value, text) => {
    const o = document.createElement('option');
    o.value = value;
    o.textContent = text;
    select.appendChild(o);
  };
  option('all', 'all threads, merged');
  option('split', 'all threads, split by thread');
  D.threads.forEach((t, k) => option(String(k), 'thread ' + t.label + ': ' + duration(t.busy) + ' busy'));
  select.addEventListener('change', () => selectThread(select.value));

  sortableTable('profile', CALLEE_COLUMNS, () => selectedRows().callees);
  sortableTable('sites', SITE_COLUMNS, () => selectedRows().sites);
  const timed = D.threads.filter((t) => t.first !== null);  // threads without events have no times
  const wall = timed.reduce((w, t) => Math.max(w, t.last), 0) -
               timed.reduce((w, t) => Math.min(w, t.first), Infinity);
  const threadRows = D.threads.map((t, k) => [k, t]);
  sortableTable('threads', [
    { title: 'thread', get: (r) => r[1].label, show: String, text: true },
    { title: 'calls', get: (r) => r[1].calls, show: String },
    { title: 'busy', get: (r) => r[1].busy, show: duration },
    { title: 'busy share of the run', get: (r) => r[1].busy, show: (v) => percent(v, wall) },
    { title: 'first event', get: (r) => r[1].first, show: (v) => (v === null ? '-' : duration(v)) },
    { title: 'last event', get: (r) => r[1].last, show: (v) => (v === null ? '-' : duration(v)) }],
    () => threadRows, (row, tr, clicked) => {
      tr.dataset.thread = String(row[0]);
      tr.classList.toggle('selected', tr.dataset.thread === state.thread);
      if (clicked) selectThread(String(row[0]));
    });
  renderTable(tables.threads);

  $('search').addEventListener('input', () => {
    clearTimeout(state.searchTimer);
    state.searchTimer = setTimeout(() => { runSearch(); drawTimeline(); }, 150);
  });
  $('flame-direction').addEventListener('change', (e) => { state.direction = e.target.value; drawFlame(); });
  $('flame-order').addEventListener('change', (e) => { state.order = e.target.value; drawFlame(); });
  $('flame-reset').addEventListener('click', () => {
    $('search').value = '';
    state.matcher = null;
    $('matched').textContent = '';
    zoomTo(state.root);
    drawTimeline();
  });
  const flameCanvas = $('flame');
  flameCanvas.addEventListener('mousemove', (e) => { const n = frameAt(e); showTip(e, n && describeNode(n)); });
  flameCanvas.addEventListener('mouseleave', (e) => showTip(e, null));
  flameCanvas.addEventListener('click', (e) => { const n = frameAt(e); if (n) zoomTo(n); });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && document.activeElement !== $('search')) zoomTo(state.root);
  });

  const tl = $('timeline');
  let dragFrom = null;
  const timeAt = (e) => {
    const r = tl.getBoundingClientRect();
    return state.t0 + (e.clientX - r.left) * (state.t1 - state.t0) / tl.clientWidth;
  };
  tl.addEventListener('mousedown', (e) => { dragFrom = timeAt(e); });
  tl.addEventListener('mouseup', (e) => {
    if (dragFrom === null) return;
    const to = timeAt(e), from = dragFrom;
    dragFrom = null;
    if (Math.abs(to - from) * tl.clientWidth / (state.t1 - state.t0) < 3) return;  // a click
    state.t0 = Math.max(0, Math.min(from, to));
    state.t1 = Math.max(from, to);
    drawTimeline();
  });
  window.addEventListener('mouseup', () => { dragFrom = null; });  // a drag released elsewhere
  tl.addEventListener('mousemove', (e) => showTip(e, spanAt(e)));
  tl.addEventListener('mouseleave', (e) => showTip(e, null));
  $('timeline-reset').addEventListener('click', () => { buildLanes(); drawTimeline(); });
  $('tree-expand').addEventListener('click', expandHottest);
  $('tree-collapse').addEventListener('click', renderTree);
  window.addEventListener('resize', () => { drawFlame(); drawTimeline(); });

  buildLanes();
  selectThread(state.thread);
}
// For tests and scripts: where a frame is drawn, and what the page shows.
window.overdub = {
  frame(name) {
    const r = $('flame').getBoundingClientRect();
    for (let row = 0; row < flame.rects.length; ++row)
      for (const rect of flame.rects[row])
        if (rect.node.name === name && rect.node !== state.zoom) {
          const y = (state.direction === 'icicle' ? row : flame.rows - 1 - row) * ROW;
          return { x: r.left + rect.x + Math.min(rect.w / 2, 20), y: r.top + y + ROW / 2 };
        }
    return null;
  },
  // Where each span of the first lane drawn is, in its middle (for the tests' pointer).
  spans() {
    const r = $('timeline').getBoundingClientRect(), b = laneBoxes[0], at = [];
    if (!b) return at;
    const s = b.lane.spans, scale = $('timeline').clientWidth / (state.t1 - state.t0);
    for (let i = 0; i < s.length; i += 4)
      at.push({ x: r.left + (s[i] + s[i + 1] / 2 - state.t0) * scale,
                y: r.top + b.top + s[i + 2] * LANE_ROW + LANE_ROW / 2 });
    return at;
  },
  state() {
    const cell = (id) => { const td = document.querySelector('#' + id + ' tbody tr td:last-child'); return td && td.textContent; };
    return { thread: state.thread, zoom: state.zoom.name, root: state.root.name,
             matched: $('matched').textContent, firstCallee: cell('profile'),
             treeRows: document.querySelectorAll('#calltree .row').length,
             treeText: $('calltree').children.length ? null : $('calltree').textContent,
             timeline: [state.t0, state.t1], flameRows: flame.rows, direction: state.direction,
             order: state.order,
             widestChild: state.root.children.length
               ? state.root.children.reduce((a, b) => (b.incl > a.incl ? b : a)).name : null };
  },
};
init();
document.documentElement.dataset.ready = String(performance.now());
})();
)overdub";

}  // namespace overdub
