"""bench/RESULTS.md from a results file: per group a table of median times,
spread and ratios to native Garnet on every engine, the geometric means
(with the WebAssembly build against its target), start-up, then the
concurrency, HTTP and micro-benchmark sections."""

import catalog
import concurrency
import http_load
import isolates_scaling
import wasm_facts
import summary

REF = summary.REFERENCE


def fmt_ratio(x):
    return f"{x:.2f}×" if x else "—"


def fmt_rate(x):
    return f"{x / 1e6:.2f} M" if x >= 1e6 else f"{x / 1e3:.2f} k" if x >= 1e3 else f"{x:.1f}"


def cell(s, e):
    if e in s.get("failed", {}):
        return "fails"
    if e not in s["median"]:
        return "—"
    mark = "" if s["same_output"].get(e, True) else " (different output!)"
    return f"{s['median'][e]:.3f} ±{100 * s['spread'][e]:.0f}%{mark}"


def group_table(r, group):
    engs = r["engines"]
    peers = [e for e in engs if e != REF]
    lines = [f"## {group.capitalize()}", ""]
    rows = summary.measured(r, group)
    if rows:
        lines += ["| scenario | " + " | ".join(f"{e} (s)" for e in engs) + " | " +
                  " | ".join(f"{e}/garnet" for e in peers) + " | garnet peak RSS |",
                  "|---" * (len(engs) + len(peers) + 2) + "|"]
    for name, s in rows.items():
        lines.append(f"| {name} (`{s['command']}`) | " + " | ".join(cell(s, e) for e in engs) + " | " +
                     " | ".join(fmt_ratio(summary.ratio(s, e)) for e in peers) +
                     f" | {s['peak_rss_kb'][REF] / 1024:.1f} MB |")
    means = summary.group_geomeans(r, group)
    if means:
        lines += ["", "Geometric mean of the ratios: " + ", ".join(f"{e}/garnet = {fmt_ratio(v)}"
                                                                  for e, v in means.items()) + "."]
    if group == "interpreter" and "garnet-wasm" in means:
        net = summary.group_geomeans(r, group, net=True).get("garnet-wasm")
        verdict = "meets" if means["garnet-wasm"] <= summary.WASM_TARGET else "misses"
        lines += ["", f"**WebAssembly / native: {fmt_ratio(means['garnet-wasm'])}** (geometric mean over this "
                      f"group; the target is at most {summary.WASM_TARGET:.1f}×, which this {verdict})" +
                  (f"; {fmt_ratio(net)} with each build's start-up time taken off." if net else ".")]
    skipped = {n: s["skipped"] for n, s in r["scenarios"].items()
               if s.get("group") == group and "skipped" in s}
    notes = [f"- skipped `{name}`: native Garnet fails it ({why})" for name, why in skipped.items()]
    failures = {}  # engine: {reason: [scenario]}
    for name, s in rows.items():
        for e, why in s.get("failed", {}).items():
            failures.setdefault(e, {}).setdefault(why, []).append(name)
    notes += [f"- `{e}` fails {', '.join(f'`{n}`' for n in names)}: {why}"
              for e, reasons in failures.items() for why, names in reasons.items()]
    if notes:
        lines += [""] + notes
    return [l for i, l in enumerate(lines) if l or (i and lines[i - 1])] + [""]


def header(r, json_name):
    info = r.get("engine_info", {})
    return ["# Benchmark results", "",
            "Measured side by side in one run of `make bench" + ("-quick" if r["quick"] else "") +
            "` (`bench/run.py`): each scenario runs on every engine in turn, "
            f"{r['runs']} rounds; the tables show the median wall time, the spread ((max−min)/median) and each "
            "engine's time relative to native Garnet (>1× means Garnet is faster). Engines that lack threads "
            "(mruby, CRuby on WASI) are left out of the threads and isolates groups.", "",
            f"Machine: {r['machine']['cpu']}, {r['machine']['cores']} cores, "
            f"{r['machine'].get('memory_mb', '?')} MB, {r['machine']['os']}; {r['date']}; raw data: "
            f"`bench/{json_name}`; charts: `bench/charts/`.", "",
            "Engines: " + "; ".join(f"`{e}` = {info[e]['label']}" for e in r["engines"] if e in info) + "." +
            "".join(f" `{e}` ran {i['runs']} time(s) per scenario, on the interpreter group only (seconds of start-up)."
                    for e, i in info.items() if i.get("runs", r["runs"]) < r["runs"]), ""]


def startup(r):
    lines = ["## Start-up", "",
             "| engine | empty script, median | peak RSS | loading optparse, time, fileutils and logger, median |",
             "|---|---|---|---|"]
    for e, s in r["startup"].items():
        libraries = f"{1000 * s['libraries_median']:.1f} ms" if "libraries_median" in s else "—"
        lines.append(f"| {e} | {1000 * s['median']:.1f} ms | {s['peak_rss_kb'] / 1024:.1f} MB | {libraries} |")
    return lines


def micro(r):
    wasm = r.get("micro_wasm", {})
    lines = ["", "## Micro-benchmarks (Garnet)", "",
             "Google Benchmark (`bench/micro/`): operations per second of a Ruby loop doing one operation per "
             "turn, the loop's own cost included; natively and, under Node, in the WebAssembly build (the same "
             "sources, compiled with emcc).", "",
             "| benchmark | operations/s | counters | WebAssembly operations/s | native / WebAssembly |",
             "|---|---|---|---|---|"]
    counters = r.get("micro_counters", {})
    for name, rate in r["micro"].items():
        extra = ", ".join(f"{k} = {v:.1f}" for k, v in counters.get(name, {}).items())
        w = wasm.get(name)
        lines.append(f"| {name} | {fmt_rate(rate)} | {extra} | {fmt_rate(w) if w else '—'} | "
                     f"{fmt_ratio(rate / w) if w else '—'} |")
    return lines


def write(r, json_name, path):
    lines = header(r, json_name)
    for group in catalog.GROUPS:
        if any(s.get("group") == group for s in r["scenarios"].values()):
            lines += group_table(r, group)
    lines += startup(r)
    if r.get("wasm"):
        lines += wasm_facts.markdown(r)
    if r.get("concurrency"):
        lines += concurrency.markdown(r["concurrency"])
    if r.get("http"):
        lines += http_load.markdown(r["http"])
    if r.get("isolates_scaling"):
        lines += isolates_scaling.markdown(r["isolates_scaling"])
    if r.get("micro"):
        lines += micro(r)
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
