"""SVG charts of a results file, one per group that has measurements
(bench/charts/<group>.svg): for each scenario, a horizontal bar per engine
giving its time relative to native Garnet on a log scale (bars grow from 1×:
right means slower than Garnet, left faster), labelled with the ratio; the
machine (CPU, cores) and the date are printed under the chart. Pure Python.

Usage: charts.py RESULTS.json [OUT_DIR]   (bench/run.py calls write_all)"""
import json
import math
import os
import sys
from xml.sax.saxutils import escape

import catalog
import summary

COLORS = {"garnet-wasm": "#7b3fbf", "ruby": "#d62728", "mruby": "#2ca02c", "ruby4-wasi": "#ff7f0e", "ruby-yjit": "#8c564b"}
OTHER_COLOR = "#1f77b4"
TICKS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000]
WIDTH, LEFT, RIGHT = 860, 150, 70
BAR, GAP, TOP = 11, 10, 86


def text(x, y, s, size=12, anchor="start", color="#222", weight="normal"):
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" fill="{color}" '
            f'font-weight="{weight}">{escape(s)}</text>')


def chart(results, group):
    """The SVG text of one group's chart, or None when it has no ratios."""
    scenarios = summary.measured(results, group)
    engines = [e for e in results["engines"] if e != summary.REFERENCE]
    rows = []  # (scenario, [(engine, ratio or None, note)])
    for name, s in scenarios.items():
        bars = [(e, summary.ratio(s, e), "fails" if e in s.get("failed", {}) else None) for e in engines]
        bars = [b for b in bars if b[1] or b[2]]
        if bars:
            rows.append((name, bars))
    values = [r for _, bars in rows for _, r, _ in bars if r]
    if not values:
        return None
    # the axis spans the data, from 0.5× to 2× at least; beyond 0.01×-1000× bars are clipped ("+")
    lo = max((t for t in TICKS if t <= min(min(values), 0.5)), default=TICKS[0])
    hi = min((t for t in TICKS if t >= max(max(values), 2)), default=TICKS[-1])
    span = WIDTH - LEFT - RIGHT
    x = lambda r: LEFT + span * (math.log(min(max(r, lo), hi)) - math.log(lo)) / (math.log(hi) - math.log(lo))
    height = TOP + sum(len(b) * BAR + GAP for _, b in rows) + 60
    m = results["machine"]
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
           f'viewBox="0 0 {WIDTH} {height}" font-family="sans-serif">',
           f'<rect width="{WIDTH}" height="{height}" fill="white"/>',
           text(LEFT, 22, f"Garnet benchmarks: {group}", 16, weight="bold"),
           text(LEFT, 40, "time relative to native Garnet (log scale; right of 1× = slower than Garnet, "
                          "left = faster)", 12, color="#555")]
    lx = LEFT
    for e in engines:
        if any(e == b[0] for _, bars in rows for b in bars):
            out.append(f'<rect x="{lx}" y="50" width="12" height="12" fill="{COLORS.get(e, OTHER_COLOR)}"/>')
            out.append(text(lx + 16, 60, e, 12))
            lx += 30 + 7 * len(e)
    bottom = height - 50
    for t in (t for t in TICKS if lo <= t <= hi):
        out.append(f'<line x1="{x(t):.1f}" y1="{TOP - 8}" x2="{x(t):.1f}" y2="{bottom}" '
                   f'stroke="{"#444" if t == 1 else "#ddd"}" stroke-width="{1.5 if t == 1 else 1}"/>')
        out.append(text(x(t), bottom + 14, f"{t:g}×", 11, "middle", "#555"))
    y = TOP
    for name, bars in rows:
        out.append(text(LEFT - 8, y + len(bars) * BAR / 2 + 4, name, 12, "end"))
        for e, r, note in bars:
            color = COLORS.get(e, OTHER_COLOR)
            if r:
                x0, x1 = sorted((x(1), x(r)))
                out.append(f'<rect x="{x0:.1f}" y="{y + 1}" width="{max(x1 - x0, 1):.1f}" height="{BAR - 2}" '
                           f'fill="{color}"><title>{escape(f"{name} {e}: {r:.2f}×")}</title></rect>')
                clipped = "+" if r > hi or r < lo else ""
                label_x, anchor = (x1 + 3, "start") if r >= 1 else (x0 - 3, "end")
                label = f"{r:.2f}×" if r < 10 else f"{r:.0f}×"
                out.append(text(label_x, y + BAR - 2, label + clipped, 9, anchor, "#333"))
            else:
                out.append(text(x(1) + 3, y + BAR - 2, f"{e} {note}", 9, "start", color))
            y += BAR
        y += GAP
    fewer = [f"{e}: {i['runs']}" for e, i in results.get("engine_info", {}).items()
             if i.get("runs", results["runs"]) < results["runs"]]
    runs = (f"median of {results['runs']} runs" + (f" ({', '.join(fewer)})" if fewer else "") +
            (", quick sizes" if results.get("quick") else ""))
    out.append(text(LEFT, height - 16, f"{m['cpu']}, {m['cores']} cores, {m['os']} · {results['date']} · {runs}",
                    11, color="#555"))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def write_all(results, out_dir):
    """Writes <group>.svg for each group with data, removes the others'
    stale charts; returns the paths written."""
    os.makedirs(out_dir, exist_ok=True)
    written = []
    for group in catalog.GROUPS:
        path = os.path.join(out_dir, f"{group}.svg")
        svg = chart(results, group)
        if svg:
            with open(path, "w") as f:
                f.write(svg)
            written.append(path)
        elif os.path.exists(path):
            os.remove(path)
    return written


if __name__ == "__main__":
    with open(sys.argv[1]) as f:
        data = json.load(f)
    here = os.path.dirname(os.path.abspath(__file__))
    for p in write_all(data, sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, "charts")):
        print(p)
