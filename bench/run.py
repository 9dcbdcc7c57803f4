#!/usr/bin/env python3
"""Runs the scenario scripts side by side on Garnet and, when installed, on
CRuby (`ruby`) and mruby, interleaving engines (A B C A B C ...) so that
machine noise hits all of them alike. Reports the median wall time, the
spread (max-min over the median), ratios to Garnet, and peak RSS; checks that
every engine printed the same output; writes bench/results/<date>-<host>.json
and the Markdown table in bench/RESULTS.md.

With --micro PATH it also runs the Google Benchmark micro-benchmarks and adds
their rates to the report.

Usage: run.py --garnet PATH [--micro PATH] [--quick] [--runs N]"""
import argparse
import datetime
import json
import math
import os
import platform
import shutil
import socket
import statistics
import subprocess
import sys
import time

import concurrency
import http_load

HERE = os.path.dirname(os.path.abspath(__file__))

# (name, script, arguments for a full run, arguments for a quick run)
SCENARIOS = [
    ("fib", "fib.rb", ["30"], ["27"]),
    ("tarai", "tarai.rb", ["12", "6", "0"], ["10", "5", "0"]),
    ("nested_loops", "nested_loops.rb", ["400"], ["200"]),
    ("nbody", "nbody.rb", ["100000"], ["20000"]),
    ("binary_trees", "binary_trees.rb", ["14"], ["12"]),
    ("string_building", "string_building.rb", ["200000"], ["50000"]),
    ("word_count", "word_count.rb", ["300000"], ["60000"]),
    ("fiber_switch", "fiber_switch.rb", ["1000", "1000000"], ["1000", "200000"]),
]


def machine():
    cpu = platform.processor() or "unknown"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return {"host": socket.gethostname(), "cpu": cpu, "cores": os.cpu_count(), "os": platform.platform()}


def run_measured(cmd, cwd=os.path.join(HERE, "scenarios")):
    """Runs cmd in cwd (the scenarios folder); returns (seconds, peak RSS in KB,
    stdout). GNU time reports the peak RSS: measured from Python, the child
    would inherit the peak of the Python process it was forked from."""
    rss_file = OUT_FILE + ".rss"
    with open(OUT_FILE, "wb") as out:
        start = time.perf_counter()
        proc = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", rss_file] + cmd, stdout=out,
                              stderr=subprocess.DEVNULL, cwd=cwd)
        elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} exited with status {proc.returncode}")
    with open(rss_file) as f:
        rss = int(f.read().split()[-1])
    with open(OUT_FILE, "rb") as f:
        return elapsed, rss, f.read()


OUT_FILE = os.path.join(HERE, "results", ".last-output")


def engines(garnet):
    found = [("garnet", [os.path.abspath(garnet)])]
    for name in ("ruby", "mruby"):
        path = shutil.which(name)
        if path:
            found.append((name, [path]))
    return found


def fmt_ratio(x):
    return f"{x:.2f}×"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--garnet", required=True)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--runs", type=int, default=0)
    ap.add_argument("--micro", default="")
    ap.add_argument("--no-concurrency", action="store_true", help="skip the concurrency and HTTP groups")
    opts = ap.parse_args()
    runs = opts.runs or (3 if opts.quick else 5)
    os.makedirs(os.path.join(HERE, "results"), exist_ok=True)
    engs = engines(opts.garnet)
    results = {"machine": machine(), "date": datetime.datetime.now().isoformat(timespec="seconds"),
               "runs": runs, "quick": opts.quick, "engines": [e[0] for e in engs], "scenarios": {}}
    started = time.time()
    for name, script, full_args, quick_args in SCENARIOS:
        args = quick_args if opts.quick else full_args
        times = {e: [] for e, _ in engs}
        rss = {e: 0 for e, _ in engs}
        outputs = {}
        for i in range(runs):
            for engine, cmd in engs:
                print(f"\r[{time.time() - started:6.1f}s] {name:16} {engine:7} run {i + 1}/{runs}   ",
                      end="", file=sys.stderr, flush=True)
                secs, peak, out = run_measured(cmd + [script] + args)
                times[engine].append(secs)
                rss[engine] = max(rss[engine], peak)
                outputs[engine] = out
        same = {e: outputs[e] == outputs["garnet"] for e in outputs}
        results["scenarios"][name] = {
            "command": f"{script} {' '.join(args)}",
            "median": {e: statistics.median(t) for e, t in times.items()},
            "spread": {e: (max(t) - min(t)) / statistics.median(t) for e, t in times.items()},
            "peak_rss_kb": rss,
            "same_output": same,
        }
    # Start-up: `-e nil` (or the nearest equivalent) on each engine.
    startup = {}
    for engine, cmd in engs:
        samples, peak = [], 0
        for _ in range(10 if not opts.quick else 5):
            secs, p, _ = run_measured(cmd + ["-e", "nil"])
            samples.append(secs)
            peak = max(peak, p)
        startup[engine] = {"median": statistics.median(samples), "peak_rss_kb": peak}
    results["startup"] = startup
    if not opts.no_concurrency:
        def progress(what, engine, i, n):
            print(f"\r[{time.time() - started:6.1f}s] {what[:30]:30} {engine:7} run {i + 1}/{n}   ",
                  end="", file=sys.stderr, flush=True)
        threaded = [(e, cmd) for e, cmd in engs if e != "mruby"]  # mruby has no Thread
        results["concurrency"] = concurrency.measure(threaded, 1 if opts.quick else 3, opts.quick, run_measured,
                                                     progress)
        results["http"] = http_load.measure(threaded, opts.quick, progress)
    if opts.micro:
        print(f"\r[{time.time() - started:6.1f}s] micro-benchmarks".ljust(60), end="", file=sys.stderr, flush=True)
        min_time = "0.2" if opts.quick else "1"
        out = subprocess.run([opts.micro, "--benchmark_format=json", f"--benchmark_min_time={min_time}"],
                             capture_output=True, check=True).stdout
        results["micro"] = {b["name"]: b["items_per_second"] for b in json.loads(out)["benchmarks"]}
    print("", file=sys.stderr)
    stamp = datetime.date.today().isoformat()
    path = os.path.join(HERE, "results", f"{stamp}-{results['machine']['host']}.json")
    with open(path, "w") as f:
        json.dump(results, f, indent=2)
    write_markdown(results, os.path.relpath(path, HERE))
    print(open(os.path.join(HERE, "RESULTS.md")).read())
    bad = [n for n, s in results["scenarios"].items() if not all(s["same_output"].values())]
    if bad:
        print(f"engines disagree on the output of: {', '.join(bad)}", file=sys.stderr)
        return 1
    return 0


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def write_markdown(r, json_name):
    engs = r["engines"]
    lines = ["# Benchmark results", "",
             "Measured side by side in one run by `make bench` (`python3 bench/run.py --garnet "
             "build/native/garnet --micro build/bench/bench/garnet_micro`" + (" --quick" if r["quick"] else "") +
             "): each scenario runs on every "
             "engine in turn, " + f"{r['runs']} rounds; the table shows median wall time, spread "
             "((max−min)/median) and each engine's time relative to Garnet (>1× means Garnet is faster).", "",
             f"Machine: {r['machine']['cpu']}, {r['machine']['cores']} cores, {r['machine']['os']}; "
             f"{r['date']}; raw data: `bench/{json_name}`.", "",
             "| scenario | " + " | ".join(f"{e} (s)" for e in engs) + " | " +
             " | ".join(f"{e}/garnet" for e in engs[1:]) + " | garnet peak RSS |",
             "|---" * (2 * len(engs) + 1) + "|"]
    ratios = {e: [] for e in engs[1:]}
    for name, s in r["scenarios"].items():
        g = s["median"]["garnet"]
        cells = [f"{s['median'][e]:.3f} ±{100 * s['spread'][e]:.0f}%" for e in engs]
        for e in engs[1:]:
            ratios[e].append(s["median"][e] / g)
        rel = [fmt_ratio(s["median"][e] / g) for e in engs[1:]]
        lines.append(f"| {name} (`{s['command']}`) | " + " | ".join(cells) + " | " + " | ".join(rel) +
                     f" | {s['peak_rss_kb'][ 'garnet'] / 1024:.1f} MB |")
    lines += ["", "Geometric mean of the ratios: " +
              ", ".join(f"{e}/garnet = {fmt_ratio(geomean(v))}" for e, v in ratios.items()) +
              " (so Garnet's time is " +
              ", ".join(f"{1 / geomean(v):.2f}× {e}'s" for e, v in ratios.items()) + ").", "",
              "## Start-up", "", "| engine | `-e nil` median | peak RSS |", "|---|---|---|"]
    for e, s in r["startup"].items():
        lines.append(f"| {e} | {1000 * s['median']:.1f} ms | {s['peak_rss_kb'] / 1024:.1f} MB |")
    if "concurrency" in r:
        lines += concurrency.markdown(r["concurrency"])
    if r.get("http"):
        lines += http_load.markdown(r["http"])
    if "micro" in r:
        lines += ["", "## Micro-benchmarks (Garnet)", "",
                  "Google Benchmark (`bench/micro/interp_bench.cpp`): operations per second of a Ruby "
                  "loop doing one operation per turn, the loop's own cost included.", "",
                  "| benchmark | operations/s |", "|---|---|"]
        for name, rate in r["micro"].items():
            lines.append(f"| {name} | {rate / 1e6:.1f} M |")
    with open(os.path.join(HERE, "RESULTS.md"), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
