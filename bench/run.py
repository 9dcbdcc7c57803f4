#!/usr/bin/env python3
"""`make bench` / `make bench-quick`: runs the scenarios of bench/catalog.py
(groups interpreter, fibers, threads, isolates, bignum) on every engine of
bench/engines.py — native Garnet, its WebAssembly build under Node, CRuby,
mruby, CRuby 4.0 on WASI — interleaved (A B C D A B C D ...) so that machine
noise hits all of them alike, then the start-up times, the concurrency and
HTTP groups (native engines with threads) and the Google Benchmark
micro-benchmarks. Writes bench/results/<date>-<host>[-quick].json (the format is in
bench/README.md), bench/RESULTS.md and the charts in bench/charts/; fails when
engines disagree on a scenario's output. Progress goes to stderr.

Usage: run.py --garnet PATH [--wasm build/wasm/garnet.mjs] [--wasm-plain PATH] [--micro PATH]
              [--quick] [--runs N] [--engines a,b] [--groups a,b] [--no-concurrency]"""
import argparse
import datetime
import json
import os
import platform
import socket
import statistics
import sys

import catalog
import charts
import concurrency
import engines as engine_list
import gbench
import http_load
import isolates_scaling
import measure
import report
import summary
import wasm_facts
from progress import Progress

HERE = os.path.dirname(os.path.abspath(__file__))


def machine():
    cpu, memory = platform.processor() or "unknown", None
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next((l.split(":", 1)[1].strip() for l in f if l.startswith("model name")), cpu)
        with open("/proc/meminfo") as f:
            memory = int(next(l.split()[1] for l in f if l.startswith("MemTotal"))) // 1024
    except OSError:
        pass
    return {"host": socket.gethostname(), "cpu": cpu, "cores": os.cpu_count(), "memory_mb": memory,
            "os": platform.platform()}


def scenarios(engs, opts, env, progress):
    out = {}
    for sc in catalog.SCENARIOS:
        if opts.groups and sc.group not in opts.groups:
            continue
        args = sc.quick if opts.quick else sc.full
        # A slow engine (seconds of start-up, tens of seconds per full-size
        # scenario) runs each scenario once; --quick runs it on the
        # interpreter group only.
        able = [e for e in engs if (sc.needs is None or e.threads) and (sc.needs != "processes" or e.processes) and
                not (opts.quick and e.slow and sc.group != "interpreter")]
        once = [e.name for e in able if e.slow]
        rec = measure.scenario(os.path.join(HERE, sc.script), args, able, opts.runs, env, progress,
                               f"{sc.group}/{sc.name}", once)
        out[sc.name] = {"group": sc.group, "command": " ".join([os.path.basename(sc.script)] + args), **rec}
    return out


def startup(engs, opts, env, progress):
    """Each engine's start-up: an empty script, and (engines with Ruby's
    standard library, not mruby) one that loads optparse, time, fileutils and
    logger."""
    out = {}
    for e in engs:
        n = 1 if opts.quick and e.slow else 5 if opts.quick else 10
        median, peak = startup_median(e, "startup.rb", n, env, progress)
        out[e.name] = {"median": median, "peak_rss_kb": peak}
        if e.name not in ("mruby", "ruby-yjit"):
            out[e.name]["libraries_median"], _ = startup_median(e, "startup_libraries.rb", n, env, progress)
    return out


def startup_median(engine, script, n, env, progress):
    samples, peak = [], 0
    for i in range(n):
        progress.show(f"start-up ({script})", engine.name, i, n)
        secs, p, _ = measure.run_once(engine.cmd, os.path.join(HERE, script), [], env)
        samples.append(secs)
        peak = max(peak, p)
    return statistics.median(samples), peak


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--garnet", required=True, help="the native garnet binary")
    ap.add_argument("--wasm", default=os.path.join(engine_list.ROOT, "build", "wasm", "garnet.mjs"),
                    help="the WebAssembly module (skipped when missing)")
    ap.add_argument("--wasm-plain", default=os.path.join(engine_list.ROOT, "build", "wasm", "plain", "garnet.mjs"),
                    help="the same module linked without Asyncify (its cost; skipped when missing)")
    ap.add_argument("--micro", default="", help="the garnet_micro binary")
    ap.add_argument("--micro-wasm", default="", help="the WebAssembly garnet_micro.js (run under Node)")
    ap.add_argument("--quick", action="store_true", help="small sizes, fewer runs")
    ap.add_argument("--runs", type=int, default=0)
    ap.add_argument("--engines", default="", help="comma-separated engine names to keep")
    ap.add_argument("--groups", default="", help="comma-separated scenario groups to run")
    ap.add_argument("--no-concurrency", action="store_true", help="skip the concurrency and HTTP groups")
    opts = ap.parse_args()
    opts.runs = opts.runs or (3 if opts.quick else 5)
    opts.groups = [g for g in opts.groups.split(",") if g]
    engs = engine_list.discover(opts.garnet, opts.wasm, [e for e in opts.engines.split(",") if e])
    env = engine_list.environment(opts.wasm)
    progress = Progress()
    results = {"format": 2, "machine": machine(), "date": datetime.datetime.now().isoformat(timespec="seconds"),
               "runs": opts.runs, "quick": opts.quick, "engines": [e.name for e in engs],
               "engine_info": {e.name: {"label": e.label, "threads": e.threads,
                                        "runs": 1 if opts.quick and e.slow else opts.runs} for e in engs}}
    results["scenarios"] = scenarios(engs, opts, env, progress)
    results["startup"] = startup(engs, opts, env, progress)
    if any(e.name == "garnet-wasm" for e in engs):
        results["wasm"] = wasm_facts.measure(opts.wasm, opts.wasm_plain, {e.name: e.cmd for e in engs}, opts.runs,
                                             opts.quick, progress.show)
    for key, net in (("geomeans", False), ("geomeans_net", True)):
        results[key] = {g: summary.group_geomeans(results, g, net) for g in catalog.GROUPS
                        if summary.measured(results, g)}
    if not opts.no_concurrency:
        threaded = [(e.name, e.cmd) for e in engs if e.threads]
        shown_as = lambda group: lambda what, engine, i, n: progress.show(f"{group}/{what}", engine, i, n)
        run = lambda cmd, script, args: measure.run_once(cmd, script, args, env)
        results["concurrency"] = concurrency.measure(threaded, 1 if opts.quick else 3, opts.quick, run,
                                                     shown_as("concurrency"))
        results["http"] = http_load.measure([(e.name, e.cmd) for e in engs if e.sockets], opts.quick,
                                            shown_as("http"))
        results["isolates_scaling"] = isolates_scaling.measure(threaded, 1 if opts.quick else 3, opts.quick, run,
                                                               shown_as("isolates"))
    if opts.micro:
        progress.show("micro-benchmarks")
        results["micro"], results["micro_spread"], results["micro_counters"] = gbench.measure(opts.micro,
                                                                                           opts.quick)
    if opts.micro_wasm and os.path.exists(opts.micro_wasm):
        progress.show("micro-benchmarks", "garnet-wasm")
        results["micro_wasm"], results["micro_wasm_spread"], _ = gbench.measure(opts.micro_wasm, opts.quick)
    progress.done()
    os.makedirs(os.path.join(HERE, "results"), exist_ok=True)
    stamp = f"{datetime.date.today().isoformat()}-{results['machine']['host']}" + ("-quick" if opts.quick else "")
    path = os.path.join(HERE, "results", f"{stamp}.json")
    with open(path, "w") as f:
        json.dump(results, f, indent=2)
    report.write(results, os.path.relpath(path, HERE), os.path.join(HERE, "RESULTS.md"))
    charts.write_all(results, os.path.join(HERE, "charts"))
    print(open(os.path.join(HERE, "RESULTS.md")).read())
    bad = [n for n, s in results["scenarios"].items() if not all(s.get("same_output", {}).values())]
    if bad:
        print(f"engines disagree on the output of: {', '.join(bad)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
